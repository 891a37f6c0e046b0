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
package io.bitfall.monomino;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * Reads judge inputs ({@code N}, then {@code N} lines {@code t x y}) token by token with constant memory, and
 * names the line and token of the first problem in a {@link JudgeInputException}. It reads characters
 * from a {@link Reader} or bytes from an {@link InputStream} (one byte is one character, ISO-8859-1: the
 * format is ASCII), through its own byte buffer, and allocates nothing per placement. Bytes go into that
 * buffer as they are read; a plain placement line is checked and decoded as one 8-byte word.
 *
 * <h2>Format</h2>
 * <ul>
 *   <li>The count line holds exactly one token {@code N}; each placement line exactly three, {@code t x y}.
 *       Tokens are separated by spaces or tabs; a {@code \r} before the line end (CRLF) is a blank too.</li>
 *   <li>A number is an optional sign and decimal digits and must fit in an {@code int}.</li>
 *   <li>Blank lines may come before a count line and after the last placement line (so inputs may be
 *       separated by blank lines and a file may end with some), not between the count and the last
 *       placement. The final newline is optional.</li>
 *   <li>Only printable ASCII, blanks and newlines are text: any other character (a NUL byte, a byte above
 *       0x7E read as ISO-8859-1, ...) is reported as binary input. A byte-order mark at the very start
 *       (the character {@code U+FEFF}, or the bytes {@code EF BB BF} of an {@code InputStream}) is skipped.</li>
 * </ul>
 * A typical loop: {@link #readCount(int)}, then {@link #readPlacement()} {@code N} times (or
 * {@link #playPlacements} once, which also plays them), then either {@link #expectEnd()} (one input) or
 * {@link #atEnd()} to see whether another input follows.
 *
 * <h2>After a rejected read</h2>
 * A method that throws {@link JudgeInputException} throws as soon as the problem is known, without reading
 * on (the rest of a bad line may never end: a bad token is read no further than its quoted start and, for
 * a number, than its value is known to be too large). The next read first moves past the rest of the bad
 * line to the start of the line after it (or to the end of the input), whatever the problem was: a
 * rejected count line leaves no input open, a rejected placement line counts as read, so the next
 * {@link #readPlacement()} reads the placement after it, with the right line number.
 *
 * <p>I/O errors of the underlying reader come out as {@link UncheckedIOException}.
 *
 * <p>Mutable and not thread-safe: a reader belongs to one thread at a time.
 */
public final class JudgeInput {
    /** The judge's upper bound on {@code N}. */
    public static final int MAX_COUNT = 10_000;

    /** How many characters of a bad token a message quotes. */
    private static final int QUOTED = 24;
    private static final int END = -1;
    /** A magnitude beyond every int, where a growing one stops (so it never overflows a long). */
    private static final long SATURATED = 1L << 40;

    /**
     * Every legal placement, at {@code 16 * (t - 1) + 4 * x + y}, so reading one allocates nothing; null
     * where {@code t - 1}, {@code x} and {@code y} are 0..3 but name no legal placement.
     */
    private static final BlockPlacement[] PLACEMENTS = new BlockPlacement[64];

    /** Bytes read per call of the source; the buffer has 8 more, so a word read below the limit stays in it. */
    private static final int CHUNK = 1 << 16;
    /*
     * A plain placement line as a word, byte 0 first (lowest):
     *
     *   byte           7    6    5    4    3    2    1    0
     *   "t x y\n"       .    .   \n    y   ' '   x   ' '   t      ('.': not looked at)
     *   "t x y\r\n"     .   \n   \r    y   ' '   x   ' '   t
     *
     * Subtracting '1', '0', '0' from bytes 0, 2, 4 leaves t - 1, x and y there; each is 0..3 exactly when
     * the top six bits of its byte are clear (a digit byte below its subtrahend wraps to a high value and
     * borrows from the space above it, which the separator check has already seen).
     */
    private static final long LF_MASK = 0x0000_FF00_FF00_FF00L;
    private static final long LF_LINE = 0x0000_0A00_2000_2000L;
    private static final long CRLF_MASK = 0x00FF_FF00_FF00_FF00L;
    private static final long CRLF_LINE = 0x000A_0D00_2000_2000L;
    private static final long DIGIT_BASES = 0x0000_0030_0030_0031L;
    private static final long DIGIT_HIGH_BITS = 0x0000_00FC_00FC_00FCL;

    static {
        for (BlockType type : BlockType.values()) {
            for (int x = 0; x <= type.maxX(); x++) {
                for (int y = 0; y <= type.maxY(); y++) {
                    PLACEMENTS[16 * (type.code() - 1) + 4 * x + y] = new BlockPlacement(type, x, y);
                }
            }
        }
    }

    /** One of the two sources is set. */
    private final Reader in;
    private final InputStream bytesIn;
    /**
     * The characters read, one byte each: from an {@code InputStream} as they come, from a {@link Reader}
     * narrowed, a character above {@code U+00FF} becoming NUL (not text either).
     */
    private final byte[] buffer = new byte[CHUNK + 8];
    /**
     * The buffer read 8 bytes at a time as little-endian {@code long}s: byte {@code k} is bits 8k..8k+7. (A
     * {@code ByteBuffer}, not a {@code VarHandle}: setting one up costs a command line's start 8 ms.)
     */
    private final ByteBuffer words = ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN);
    /** A {@link Reader}'s characters as read, at the same index as in {@link #buffer} (for messages). */
    private final char[] chars;
    private int pos;
    private int limit;
    private boolean eof;
    /** Whether the buffer was ever filled (the start of the input, where a byte-order mark may be). */
    private boolean filled;

    private long line = 1;
    /** Tokens started on the current line. */
    private int token;
    /** The start of the current token, cut to {@link #QUOTED} characters, for messages. */
    private final StringBuilder quoted = new StringBuilder(QUOTED + 3);
    /** Whether the rest of a rejected line is still to be skipped before the next read. */
    private boolean restOfBadLine;
    /** Whether {@link #readToken(boolean)} is inside a token (so a bad character belongs to it). */
    private boolean inToken;
    /** Whether the current token is a number, its sign, and its magnitude (capped at {@link #SATURATED}). */
    private boolean number;
    private boolean negative;
    private long magnitude;

    /** {@code N} of the current input, and how many of its placements were read. */
    private int count;
    private int read;
    /** Whether a count line was ever read (to tell empty input from a missing count). */
    private boolean started;

    /**
     * A reader of the judge inputs in {@code in}; it reads {@code in} through its own buffer.
     *
     * @param in the text to read; not closed by this class
     */
    public JudgeInput(Reader in) {
        this.in = Objects.requireNonNull(in, "in");
        this.bytesIn = null;
        this.chars = new char[CHUNK];
    }

    /**
     * A reader of the judge inputs in the bytes of {@code in}, one byte per character; it reads {@code in}
     * through its own buffer.
     *
     * @param in the bytes to read; not closed by this class
     */
    public JudgeInput(InputStream in) {
        this.bytesIn = Objects.requireNonNull(in, "in");
        this.in = null;
        this.chars = null;
    }

    /**
     * A reader of the judge inputs in {@code text}.
     *
     * @param text one or more judge inputs
     * @return a reader positioned at the start of {@code text}
     */
    public static JudgeInput of(CharSequence text) {
        return new JudgeInput(new StringReader(text.toString()));
    }

    /**
     * Plays one whole judge input ({@code N} at most {@link #MAX_COUNT}, then nothing but blank lines) on
     * {@code game} and returns it.
     *
     * @param <G>  the game's type
     * @param in   the judge input
     * @param game the game to place the blocks on
     * @return {@code game}, after all placements
     * @throws JudgeInputException at the first problem in the input; {@code game} then holds the
     *                             placements before the bad line
     * @throws NullPointerException if {@code in} or {@code game} is null; nothing is read
     */
    public static <G extends MonominoSimulator> G play(Reader in, G game) {
        Objects.requireNonNull(game, "game");
        JudgeInput input = new JudgeInput(in);
        input.playPlacements(game, input.readCount(MAX_COUNT));
        input.expectEnd();
        return game;
    }

    /**
     * Skips blank lines and tells whether the input ends there. Call it between inputs of a batch.
     *
     * @return true if nothing but blank lines is left
     * @throws JudgeInputException on a binary character
     */
    public boolean atEnd() {
        try {
            skipRestOfBadLine();
            skipBlankLines();
            return peek() == END;
        } catch (JudgeInputException e) {
            throw skipLine(e);
        }
    }

    /**
     * Reads the count line of the next input (blank lines before it are skipped) and returns {@code N}.
     *
     * @param maxCount the largest {@code N} allowed ({@link #MAX_COUNT} for the judge)
     * @return {@code N}, the number of placement lines that follow
     * @throws JudgeInputException if the input is empty or ends here, or the line is not one number in
     *                             {@code 1..maxCount}
     * @throws IllegalArgumentException if {@code maxCount} is less than 1; nothing is read
     */
    public int readCount(int maxCount) {
        if (maxCount < 1) {
            throw new IllegalArgumentException("maxCount must be 1 or more, was " + maxCount);
        }
        if (read < count) {
            throw new IllegalStateException((count - read) + " placements of the current input are unread");
        }
        try {
            return countLine(maxCount);
        } catch (JudgeInputException e) {
            throw skipLine(e);
        }
    }

    private int countLine(int maxCount) {
        skipRestOfBadLine();
        skipBlankLines();
        if (peek() == END) {
            if (started) {
                throw new JudgeInputException(line, 1, "missing the count N (the input ends)");
            }
            throw new JudgeInputException(1, 1, line == 1 ? "empty input (expected the count N)"
                    : "empty input: only blank lines (expected the count N)");
        }
        started = true;
        int n = readInt(COUNT, null);
        if (n < 1 || n > maxCount) {
            throw new JudgeInputException(line, token, "N = " + n + " is outside 1.." + maxCount);
        }
        endLine("the count line holds only N");
        count = n;
        read = 0;
        return n;
    }

    /**
     * Reads the next placement line {@code t x y} of the current input.
     *
     * @return the placement of that line
     * @throws JudgeInputException if the line is missing, blank, has a token too few or too many, a
     *                             non-number, a type outside 1..3 or a block that leaves the red board
     * @throws IllegalStateException if all {@code N} placements were read already
     */
    public BlockPlacement readPlacement() {
        if (read == count) {
            throw new IllegalStateException("all " + count + " placements were read");
        }
        read++;
        BlockPlacement plain = plainPlacement();
        return plain != null ? plain : anyPlacement();
    }

    /**
     * Reads the next {@code n} placement lines and plays each on {@code game} as soon as it is read: the
     * same as {@code n} calls of {@link #readPlacement()}, each followed by {@code game.place} of its
     * placement, with the same exceptions at the same lines. Plain lines (see {@link #readPlacement()}'s
     * fast case) wholly in the buffer are decoded and played in one loop that keeps the position in a
     * local. No allocation.
     *
     * @param game the game to place the blocks on
     * @param n    how many placement lines to read and play, at most as many as are left unread
     * @throws JudgeInputException at the first problem in the input; {@code game} then holds the
     *                             placements before the bad line, which counts as read
     * @throws IllegalArgumentException if {@code n} is negative or more than the placements left unread;
     *                                  nothing is read
     * @throws NullPointerException if {@code game} is null; nothing is read
     */
    public void playPlacements(MonominoSimulator game, int n) {
        Objects.requireNonNull(game, "game");
        if (n < 0 || n > count - read) {
            throw new IllegalArgumentException("cannot play " + n + " placements: " + (count - read)
                    + " of the current input are unread");
        }
        int left = n;
        while (left > 0) {
            left -= playPlainLines(game, left);
            if (left > 0) { // a line that is not plain, or not wholly in the buffer
                BlockPlacement p = readPlacement();
                game.place(p.type(), p.x(), p.y());
                left--;
            }
        }
    }

    /**
     * Plays up to {@code max} plain placement lines that lie wholly in the buffer, from the current
     * position, and returns how many; stops at the first other line, which it leaves unread.
     */
    private int playPlainLines(MonominoSimulator game, int max) {
        if (token != 0 | restOfBadLine) {
            return 0;
        }
        int p = pos;
        int last = limit - 7; // a line of 6 or 7 bytes that starts here or before lies wholly in the buffer
        int played = 0;
        try {
            while (played < max && p <= last) {
                long word = words.getLong(p);
                int length = plainLength(word);
                BlockPlacement placement = placementOfPlainLine(word);
                if (length == 0 || placement == null) {
                    break;
                }
                p += length; // read before it is played, as readPlacement() then place() would have it
                played++;
                game.place(placement.type(), placement.x(), placement.y());
            }
        } finally {
            pos = p;
            line += played;
            read += played;
        }
        return played;
    }

    /** {@link #readPlacement()} of a line that is not plain, or that is not wholly in the buffer. */
    private BlockPlacement anyPlacement() {
        try {
            return placementLine();
        } catch (JudgeInputException e) {
            throw skipLine(e);
        }
    }

    /**
     * The placement line at the current position if it is plain, {@code "t x y\n"} (or {@code \r\n}) with
     * one digit each, single spaces and a legal placement, wholly in the buffer: then it is read and
     * returned; else null, and nothing was read.
     */
    private BlockPlacement plainPlacement() {
        if (token != 0 | restOfBadLine) {
            return null;
        }
        if (limit - pos < 7 && filled && !eof && !lineInBuffer()) {
            readOn(); // the line goes on after the buffer: move it to the start and read more
        }
        int p = pos;
        int left = limit - p;
        if (left < 6) {
            return null;
        }
        long word = words.getLong(p); // within the buffer: it has 8 bytes past every limit
        int length = plainLength(word);
        if (length == 0 || length > left) {
            return null;
        }
        BlockPlacement placement = placementOfPlainLine(word);
        if (placement == null) {
            return null; // not three digits, t = 4 or outside the board: the general path names the problem
        }
        pos = p + length;
        line++;
        return placement;
    }

    /** The length of the plain line {@code word} starts (6 with {@code \n}, 7 with {@code \r\n}), or 0. */
    private static int plainLength(long word) {
        return (word & LF_MASK) == LF_LINE ? 6 : (word & CRLF_MASK) == CRLF_LINE ? 7 : 0;
    }

    /**
     * The placement of the plain line {@code word} starts: null unless its bytes 0, 2 and 4 are the digits
     * of a legal placement (its separators are {@link #plainLength}'s to check).
     */
    private static BlockPlacement placementOfPlainLine(long word) {
        long digits = word - DIGIT_BASES;
        if ((digits & DIGIT_HIGH_BITS) != 0) {
            return null;
        }
        return PLACEMENTS[(int) digits << 4 & 0x30 | (int) (digits >>> 14) & 0xC | (int) (digits >>> 32) & 3];
    }

    private BlockPlacement placementLine() {
        skipRestOfBadLine();
        int c = skipBlanks();
        if (c == END) {
            throw new JudgeInputException(line, 1, "missing placement " + read + " of " + count
                    + " (the input ends)");
        }
        if (c == '\n') {
            throw new JudgeInputException(line, 1, "blank line where placement " + read + " of " + count
                    + " ('t x y') was expected");
        }
        int t = readInt(TYPE, null);
        if (t < 1 || t > 3) {
            throw new JudgeInputException(line, token, "type " + t + " is outside 1..3");
        }
        BlockType type = BlockType.ofCode(t);
        int x = readInt(X, type);
        if (x < 0 || x > type.maxX()) {
            throw new JudgeInputException(line, token, outside(type, "x", x, type.maxX()));
        }
        int y = readInt(Y, type);
        if (y < 0 || y > type.maxY()) {
            throw new JudgeInputException(line, token, outside(type, "y", y, type.maxY()));
        }
        endLine("a placement line is 't x y'");
        return PLACEMENTS[16 * (t - 1) + 4 * x + y];
    }

    /**
     * Checks that nothing but blank lines follows the current input.
     *
     * @throws JudgeInputException naming the first extra token
     * @throws IllegalStateException if placements of the current input are unread
     */
    public void expectEnd() {
        if (read < count) {
            throw new IllegalStateException((count - read) + " placements of the current input are unread");
        }
        if (!atEnd()) {
            readToken(false);
            throw skipLine(new JudgeInputException(line, token, "extra token '" + quoted + "' after the last of the "
                    + count + " placements"));
        }
    }

    /**
     * Marks the rest of the current line, whatever it holds, to be skipped by the next read, and returns
     * {@code e}: the problem is reported before anything more is read.
     */
    private JudgeInputException skipLine(JudgeInputException e) {
        inToken = false;
        restOfBadLine = true;
        return e;
    }

    /** After a rejected read: moves past the rest of its line to the start of the next (or the end). */
    private void skipRestOfBadLine() {
        if (!restOfBadLine) {
            return;
        }
        restOfBadLine = false;
        while (true) {
            if (pos == limit && (eof || !fill())) {
                break;
            }
            if (buffer[pos++] == '\n') {
                line++;
                break;
            }
        }
        token = 0;
    }

    private static String outside(BlockType type, String name, int value, int max) {
        return max == 3 || value < 0 || value > 3
                ? name + " = " + value + " is outside 0..3"
                : name + " = " + value + " puts a type " + type.code() + " block outside the red board ("
                        + name + " must be 0.." + max + ")";
    }

    /** What {@link #readInt} reads, for messages. */
    private static final int COUNT = 0;
    private static final int TYPE = 1;
    private static final int X = 2;
    private static final int Y = 3;

    /** What was expected where {@code what} was read (a placement of {@code type}), as messages name it. */
    private static String expected(int what, BlockType type) {
        switch (what) {
            case COUNT: return "the count N";
            case TYPE: return "t, 1..3";
            case X: return "x, 0.." + type.maxX();
            default: return "y, 0.." + type.maxY();
        }
    }

    /**
     * Reads the next token of the current line as an int; {@code what} ({@link #COUNT}, ...) and
     * {@code type} say what was expected, for messages only.
     */
    private int readInt(int what, BlockType type) {
        int c = skipBlanks();
        if (c == END || c == '\n') {
            throw new JudgeInputException(line, token + 1, "missing (expected " + expected(what, type) + ")");
        }
        readToken(true);
        if (!number) {
            throw new JudgeInputException(line, token, "'" + quoted + "' is not a number (expected "
                    + expected(what, type) + ")");
        }
        if (magnitude > Integer.MAX_VALUE + (negative ? 1L : 0L)) {
            throw new JudgeInputException(line, token, "'" + quoted + "' is too large for an int");
        }
        return (int) (negative ? -magnitude : magnitude);
    }

    /**
     * Reads the token that starts at the current (printable) character and counts it: its first
     * {@link #QUOTED} characters (then "...") go to {@link #quoted}, and {@link #number}, {@link #negative}
     * and {@link #magnitude} say whether and which number it is. Once more than {@link #QUOTED} characters
     * are read it stops early, leaving the rest of the token unread, where that cannot change the answer:
     * always when the value is not {@code valueWanted} (an extra token), else as soon as it is no number
     * or a number too large for an int.
     */
    private void readToken(boolean valueWanted) {
        token++;
        quoted.setLength(0);
        inToken = true;
        number = true;
        negative = false;
        magnitude = 0;
        boolean digits = false;
        boolean cut = false;
        for (int c = peek(); c > ' '; c = peek()) {
            if (quoted.length() < QUOTED) {
                quoted.append((char) c);
            } else {
                cut = true;
                if (!valueWanted || !number || magnitude > Integer.MAX_VALUE + 1L) {
                    break; // the rest of the token cannot change the message (and may never end)
                }
            }
            if (c >= '0' && c <= '9') {
                digits = true;
                magnitude = Math.min(magnitude * 10 + (c - '0'), SATURATED);
            } else if ((c == '-' || c == '+') && quoted.length() == 1 && !cut) {
                negative = c == '-';
            } else {
                number = false;
            }
            pos++;
        }
        inToken = false;
        number &= digits;
        if (cut) {
            quoted.append("...");
        }
    }

    /** Requires the rest of the line to be blank and moves to the next line. */
    private void endLine(String rule) {
        int c = skipBlanks();
        if (c == '\n') {
            pos++;
            line++;
            token = 0;
        } else if (c != END) {
            readToken(false);
            throw new JudgeInputException(line, token, "extra token '" + quoted + "' (" + rule + ")");
        }
    }

    /** Skips blank lines (from the current position on); stops at the first token or the end. */
    private void skipBlankLines() {
        while (skipBlanks() == '\n') {
            pos++;
            line++;
            token = 0;
        }
    }

    /** Skips spaces, tabs and carriage returns; returns the character after them (not consumed). */
    private int skipBlanks() {
        int c = peek();
        while (c == ' ' || c == '\t' || c == '\r') {
            pos++;
            c = peek();
        }
        return c;
    }

    /**
     * The next character, not consumed, or {@link #END}. Anything but printable ASCII, blanks and
     * {@code \n} is rejected here, so no other method sees it.
     */
    private int peek() {
        if (pos == limit) {
            if (eof || !fill()) {
                return END;
            }
        }
        int c = buffer[pos] & 0xff;
        if ((c < ' ' || c > '~') && c != '\n' && c != '\t' && c != '\r') {
            throw new JudgeInputException(line, inToken ? token : token + 1,
                    String.format("character 0x%02X is not text (binary input?)", chars != null ? chars[pos] : c));
        }
        return c;
    }

    private boolean fill() {
        try {
            int n;
            do {
                n = read(0);
            } while (n == 0);
            if (n < 0) {
                eof = true;
                return false;
            }
            pos = 0;
            limit = n;
            if (!filled) {
                filled = true;
                skipByteOrderMark();
                if (pos == limit) { // the mark came on its own: the text is still to be read
                    return !eof && fill();
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads characters into {@link #buffer} from {@code offset} on; returns the count or -1. */
    private int read(int offset) throws IOException {
        if (chars == null) {
            return bytesIn.read(buffer, offset, CHUNK - offset);
        }
        int n = in.read(chars, offset, CHUNK - offset);
        for (int i = offset; i < offset + n; i++) {
            char c = chars[i];
            buffer[i] = c <= 0xFF ? (byte) c : 0;
        }
        return n;
    }

    /** Whether the rest of the buffer holds a line end. */
    private boolean lineInBuffer() {
        for (int i = pos; i < limit; i++) {
            if (buffer[i] == '\n') {
                return true;
            }
        }
        return false;
    }

    /**
     * Moves the unread characters to the start of the buffer and reads more after them, until a line end
     * or at least 7 characters are there or the input ends. It waits only for the rest of a line that has
     * begun, never for a line after a complete one.
     */
    private void readOn() {
        int rest = limit - pos;
        System.arraycopy(buffer, pos, buffer, 0, rest);
        if (chars != null) {
            System.arraycopy(chars, pos, chars, 0, rest);
        }
        pos = 0;
        limit = rest;
        try {
            while (limit < 7 && !lineInBuffer()) {
                int n = read(limit);
                if (n < 0) {
                    eof = true;
                    return;
                }
                limit += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** At the start of the input: skips {@code U+FEFF}, or {@code EF BB BF} from bytes. */
    private void skipByteOrderMark() throws IOException {
        if (chars != null) {
            if (chars[0] == '\uFEFF') {
                pos = 1;
            }
            return;
        }
        if (buffer[0] != (byte) 0xEF) {
            return;
        }
        while (limit < 3) { // the mark may come in pieces from a pipe
            int n = read(limit);
            if (n < 0) {
                eof = true;
                return;
            }
            limit += n;
            if (limit > 1 && buffer[1] != (byte) 0xBB) {
                return;
            }
        }
        if (buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            pos = 3;
        }
    }
}
