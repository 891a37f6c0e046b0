/*
 * Copyright 2026 the bitfall developers
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
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
    private static final int PLANES = 6;
    /** Codes per column in {@link #columns}: the six planes, then one for the empty cells. */
    private static final int CODES = PLANES + 1;

    private final PuyoFormat format;
    /** For every byte value, the plane of its puyo, {@link #PLANES} for '.', or {@link #BAD}. */
    private final byte[] slot = new byte[256];
    /**
     * The field read so far, one column at a time: bit {@code 12 - i} of {@code columns[CODES * col + code]}
     * is set when line {@code i} of the field (0 the top line) holds {@code code} in column {@code col}.
     * The cells of one line all go to different words, so adding them is six independent stores.
     */
    private final long[] columns = new long[CODES * FieldText.WIDTH];
    /** {@link #columns} turned into {@link PuyoField}'s code-plane words, for {@link PuyoField#loadSettled}. */
    private final long[] words = new long[PuyoField.CODE_WORDS];
    private int lines;
    private long firstLineNumber;
    /** The lines that are not 6 cells of the format, as text, for {@link FieldText} to name the problem. */
    private final String[] oddLines = new String[FieldText.HEIGHT];
    private boolean odd;

    /**
     * A parser of fields in {@code format}.
     *
     * @param format which text is accepted
     */
    public ByteFieldParser(PuyoFormat format) {
        this.format = format;
        Arrays.fill(slot, BAD);
        for (Puyo p : Puyo.values()) {
            if (p == Puyo.EMPTY) {
                slot[p.letter()] = PLANES;
            } else if (p != Puyo.GARBAGE || format.allowsGarbage()) {
                slot[p.letter()] = (byte) p.plane();
            }
        }
    }

    /**
     * Starts a new field whose first line is line {@code firstLineNumber} (1-based) of the input.
     *
     * @param firstLineNumber the input line number of the field's top line, for messages
     */
    public void start(long firstLineNumber) {
        Arrays.fill(columns, 0L);
        if (odd) {
            Arrays.fill(oddLines, null);
            odd = false;
        }
        lines = 0;
        this.firstLineNumber = firstLineNumber;
    }

    /**
     * The number of lines added since {@link #start}.
     *
     * @return the lines added to this field so far
     */
    public int lines() {
        return lines;
    }

    /**
     * Adds the next line of the field: bytes {@code from..to-1} of {@code text}, without the line's
     * {@code \n}; trailing spaces and {@code \r} are dropped as {@link FieldText} drops them. A bad cell
     * is reported by {@link #finish}, in the order {@code FieldText} reports problems.
     *
     * @param text the bytes holding the line
     * @param from the index of the line's first byte
     * @param to   the index after the line's last byte
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
                long[] w = columns;
                long bit = 1L << 12 - i;
                w[c0] |= bit; // column 0
                w[CODES + c1] |= bit;
                w[2 * CODES + c2] |= bit;
                w[3 * CODES + c3] |= bit;
                w[4 * CODES + c4] |= bit;
                w[5 * CODES + c5] |= bit;
                return;
            }
        }
        oddLines[i] = new String(text, from, to - from, StandardCharsets.ISO_8859_1);
        odd = true;
    }

    /**
     * Ends the field and writes it into {@code field}, replacing what it held.
     *
     * @param field the field to write the parsed cells into
     * @throws FieldFormatException with {@link FieldText#parseLines}'s message if the lines are not a
     *                              settled field of the format; {@code field} is then unchanged
     */
    public void finish(PuyoField field) {
        if (odd || lines < 12 || !field.loadSettled(codeWords(), FieldText.HEIGHT - lines)) {
            throw problem();
        }
    }

    /**
     * {@link #columns} as code-plane words: each column's bits, rows 13 down to 1 in bits 12..0, moved to
     * the column's place ({@link PuyoField#bitIndex} of its row 1) under the code of their plane.
     */
    private long[] codeWords() {
        long[] c = columns;
        long[] w = words;
        Arrays.fill(w, 0L);
        for (int col = 0; col < FieldText.WIDTH; col++) {
            int shift = PuyoField.bitIndex(col, 1);
            int word = PuyoField.checkedWord(col, 1);
            for (int plane = 0; plane < PLANES; plane++) {
                PuyoField.addCode(w, plane, word, c[CODES * col + plane] << shift);
            }
        }
        return w;
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
            row[col] = Puyo.EMPTY.letter();
            for (int plane = 0; plane < PLANES; plane++) {
                if ((columns[CODES * col + plane] & 1L << 12 - i) != 0) {
                    row[col] = Puyo.ofPlane(plane).letter();
                }
            }
        }
        return new String(row);
    }
}
