package io.bitfall.puyo;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads fields given as bytes, one line at a time, straight into the bitboards of a {@link PuyoField}:
 * no {@code String} per line, no grid, no new field. It accepts and rejects exactly the fields that
 * {@link FieldText#parseLines} does, with the same {@link FieldFormatException} messages (it asks
 * {@code FieldText} for the message whenever a field is not plain), so a reader of large inputs (the
 * command line's {@code --batch}) can use it in place of the text parser.
 *
 * <p>Bytes are characters one to one (ISO-8859-1, so ASCII text reads as itself). One parser reads one
 * field after another: {@link #start}, then {@link #addLine} for each line of the field (top row first),
 * then {@link #finish}. Splitting the input into lines and fields (blank lines, line length) is the
 * caller's part. Not thread-safe; no allocation while the fields are valid.
 */
public final class ByteFieldParser {
    /** {@link #slot} value of a byte that is not a cell of the format. */
    private static final byte BAD = -1;
    /** {@link #words} slots 12 and 13 take the empty cells, so adding a cell needs no branch. */
    private static final int EMPTY_SLOT = 12;
    /** The bit of each column's top row (row 13) in its plane word, and that word (0 lo, 1 hi). */
    private static final long[] TOP_BIT = new long[FieldText.WIDTH];
    private static final int[] WORD = new int[FieldText.WIDTH];

    static {
        for (int col = 0; col < FieldText.WIDTH; col++) {
            TOP_BIT[col] = 1L << PuyoField.bitIndex(col, FieldText.HEIGHT);
            WORD[col] = PuyoField.checkedWord(col, FieldText.HEIGHT);
        }
    }

    private final PuyoFormat format;
    /** For every byte value, {@code 2 * plane} of its puyo, {@link #EMPTY_SLOT} for '.', or {@link #BAD}. */
    private final byte[] slot = new byte[256];
    /**
     * The field read so far, in {@link PuyoField}'s plane words (plus the empty slots): line {@code i} of
     * the field (0 the top line) is stored in row {@code 13 - i}, as if the field had 13 lines.
     */
    private final long[] words = new long[14];
    private int lines;
    private int firstLineNumber;
    /** The lines that are not 6 cells of the format, as text, for {@link FieldText} to name the problem. */
    private final String[] oddLines = new String[FieldText.HEIGHT];
    private boolean odd;

    /** A parser of fields in {@code format}. */
    public ByteFieldParser(PuyoFormat format) {
        this.format = format;
        Arrays.fill(slot, BAD);
        for (Puyo p : Puyo.values()) {
            if (p == Puyo.EMPTY) {
                slot[p.letter()] = EMPTY_SLOT;
            } else if (p != Puyo.GARBAGE || format.allowsGarbage()) {
                slot[p.letter()] = (byte) (2 * p.plane());
            }
        }
    }

    /** Starts a new field whose first line is line {@code firstLineNumber} (1-based) of the input. */
    public void start(int firstLineNumber) {
        Arrays.fill(words, 0L);
        if (odd) {
            Arrays.fill(oddLines, null);
            odd = false;
        }
        lines = 0;
        this.firstLineNumber = firstLineNumber;
    }

    /** The number of lines added since {@link #start}. */
    public int lines() {
        return lines;
    }

    /**
     * Adds the next line of the field: bytes {@code from..to-1} of {@code text}, without the line's
     * {@code \n}; trailing spaces and {@code \r} are dropped as {@link FieldText} drops them. A bad cell
     * is reported by {@link #finish}, in the order {@code FieldText} reports problems.
     *
     * @throws FieldFormatException if the field would get more lines than the format allows (as
     *                              {@link FieldText#parse} reports it, at the first line too many)
     */
    public void addLine(byte[] text, int from, int to) {
        int i = lines;
        if (i == format.maxLines()) {
            throw FieldText.tooManyLines(firstLineNumber + i, format);
        }
        lines = i + 1;
        while (to > from && (text[to - 1] == ' ' || text[to - 1] == '\r')) {
            to--;
        }
        if (to - from == FieldText.WIDTH) {
            byte[] s = slot;
            int c0 = s[text[from] & 0xff];
            int c1 = s[text[from + 1] & 0xff];
            int c2 = s[text[from + 2] & 0xff];
            int c3 = s[text[from + 3] & 0xff];
            int c4 = s[text[from + 4] & 0xff];
            int c5 = s[text[from + 5] & 0xff];
            if ((c0 | c1 | c2 | c3 | c4 | c5) >= 0) {
                long[] w = words;
                w[c0 + WORD[0]] |= TOP_BIT[0] >>> i;
                w[c1 + WORD[1]] |= TOP_BIT[1] >>> i;
                w[c2 + WORD[2]] |= TOP_BIT[2] >>> i;
                w[c3 + WORD[3]] |= TOP_BIT[3] >>> i;
                w[c4 + WORD[4]] |= TOP_BIT[4] >>> i;
                w[c5 + WORD[5]] |= TOP_BIT[5] >>> i;
                return;
            }
        }
        oddLines[i] = new String(text, from, to - from, StandardCharsets.ISO_8859_1);
        odd = true;
    }

    /**
     * Ends the field and writes it into {@code field}, replacing what it held.
     *
     * @throws FieldFormatException with {@link FieldText#parseLines}'s message if the lines are not a
     *                              settled field of the format; {@code field} is then unchanged
     */
    public void finish(PuyoField field) {
        if (odd || lines < 12 || !field.loadSettled(words, FieldText.HEIGHT - lines)) {
            throw problem();
        }
    }

    /** The exception {@code FieldText} gives for the lines added. */
    private RuntimeException problem() {
        String[] text = new String[lines];
        for (int i = 0; i < lines; i++) {
            text[i] = oddLines[i] != null ? oddLines[i] : letters(i);
        }
        try {
            FieldText.parseLines(text, lines, firstLineNumber, format);
        } catch (FieldFormatException e) {
            return e;
        }
        return new IllegalStateException("ByteFieldParser rejected a field that FieldText accepts:\n"
                + String.join("\n", text));
    }

    /** Line {@code i} of the field as it was read (it was 6 valid cells). */
    private String letters(int i) {
        char[] row = new char[FieldText.WIDTH];
        for (int col = 0; col < FieldText.WIDTH; col++) {
            long bit = TOP_BIT[col] >>> i;
            row[col] = Puyo.EMPTY.letter();
            for (int plane = 0; plane < EMPTY_SLOT / 2; plane++) {
                if ((words[2 * plane + WORD[col]] & bit) != 0) {
                    row[col] = Puyo.ofPlane(plane).letter();
                }
            }
        }
        return new String(row);
    }
}
