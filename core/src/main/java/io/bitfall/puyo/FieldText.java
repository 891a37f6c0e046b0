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

/**
 * The text format of a field, shared by the engine and the reference so that both read exactly the same
 * fields: one line per row, the top row first, one letter per cell ({@code . R G B P Y}, and {@code O} for
 * garbage in Tsu fields).
 *
 * <p>Accepted: a leading byte-order mark ({@code U+FEFF}, which some editors write), trailing spaces and
 * {@code \r} on every line, a missing final newline, and blank lines (nothing but spaces and {@code \r})
 * after the last row. A line may hold at most {@link #MAX_LINE} characters before its trailing spaces and
 * {@code \r} (any number of those may follow). Everything else that does not fit is a
 * {@link FieldFormatException} naming the line, the column and the character. Parsed fields must be
 * settled (no puyo above an empty cell). The command line reads its input by these same rules.
 *
 * <p>Grids are {@code Puyo[row][column]} with row 0 the floor row (row 1 of the rules) and 13 rows; the
 * methods that take a grid also accept 12 rows (an empty row 13, the judge's shape), see
 * {@link #checkGrid}.
 *
 * <p>Stateless: every method may be called from any thread.
 */
public final class FieldText {
    /** Columns of a field. */
    public static final int WIDTH = 6;
    /** Rows of a field, the hidden 13th row included. */
    public static final int HEIGHT = 13;
    /**
     * The most characters a line may hold before its trailing spaces and {@code \r}; a longer line is a
     * {@link FieldFormatException} {@code "line N: longer than 4096 characters"}. The bound lets a reader of
     * endless input keep constant memory.
     */
    public static final int MAX_LINE = 4096;
    /** The byte-order mark, accepted (and skipped) as the first character of a text. */
    static final char BYTE_ORDER_MARK = '\uFEFF';

    private FieldText() {
    }

    /**
     * Parses a whole field.
     *
     * @param text   the field's lines, the top row first
     * @param format which text is accepted
     * @return the grid {@code [row][column]}, row 0 the floor row, 13 rows of 6
     * @throws FieldFormatException if the text is not a settled field of that format
     */
    public static Puyo[][] parse(CharSequence text, PuyoFormat format) {
        String[] lines = new String[format.maxLines()];
        int count = 0;
        long lineNumber = 0;
        int n = text.length();
        int start = n > 0 && text.charAt(0) == BYTE_ORDER_MARK ? 1 : 0;
        boolean blankSeen = false;
        long firstBlank = 0;
        while (start < n) {
            int end = start;
            while (end < n && text.charAt(end) != '\n') {
                end++;
            }
            lineNumber++;
            String line = trimEnd(text, start, end);
            if (line.length() > MAX_LINE) {
                throw tooLong(lineNumber);
            }
            if (line.isEmpty()) {
                if (!blankSeen) {
                    blankSeen = true;
                    firstBlank = lineNumber;
                }
            } else {
                if (blankSeen) {
                    if (count == 0) {
                        throw new FieldFormatException(firstBlank, 0, "empty line before the field");
                    }
                    throw new FieldFormatException(firstBlank, 0, "empty line inside the field");
                }
                if (count == lines.length) {
                    throw tooManyLines(lineNumber, format);
                }
                lines[count++] = line;
            }
            start = end + 1;
        }
        if (count == 0) {
            throw new FieldFormatException(1, 0, "empty input, expected 12 lines of 6 cells");
        }
        return parseLines(lines, count, 1, format);
    }

    /**
     * Parses the lines of one field, already split and with line ends removed ({@code lines[0]} is the
     * top row). {@code firstLineNumber} is the input line number of {@code lines[0]}, used in messages.
     *
     * @param lines           the lines; only {@code lines[0..count-1]} are read
     * @param count           how many lines the field has, 0..{@code lines.length}
     * @param firstLineNumber the input line number of {@code lines[0]}, 1 or more
     * @param format          the format to read
     * @return the grid {@code [row][column]}, row 0 the floor row, 13 rows of 6
     * @throws FieldFormatException      if the lines are not a settled field of that format
     * @throws IndexOutOfBoundsException if {@code count} is not 0..{@code lines.length}
     * @throws IllegalArgumentException  if {@code firstLineNumber} is less than 1
     * @throws NullPointerException      if {@code lines}, one of its first {@code count} lines or
     *                                   {@code format} is null
     */
    public static Puyo[][] parseLines(String[] lines, int count, long firstLineNumber, PuyoFormat format) {
        checkLines(lines, count, firstLineNumber, format);
        if (count > format.maxLines()) {
            throw tooManyLines(firstLineNumber + format.maxLines(), format);
        }
        Puyo[][] grid = new Puyo[HEIGHT][WIDTH];
        for (int i = 0; i < count; i++) {
            String line = trimEnd(lines[i], 0, lines[i].length());
            long lineNumber = firstLineNumber + i;
            int row = count - 1 - i;
            for (int col = 0; col < Math.max(WIDTH, line.length()); col++) {
                if (col >= line.length()) {
                    throw new FieldFormatException(lineNumber, col + 1,
                            "line ends after " + line.length() + " cells, expected 6");
                }
                char c = line.charAt(col);
                if (col >= WIDTH) {
                    throw new FieldFormatException(lineNumber, col + 1, describe(c) + " beyond the 6th column");
                }
                grid[row][col] = cell(c, format, lineNumber, col + 1);
            }
        }
        if (count < 12) {
            throw new FieldFormatException(firstLineNumber + count, 0,
                    "field ends after " + count + " line" + (count == 1 ? "" : "s") + ", expected 12");
        }
        for (int row = count; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                grid[row][col] = Puyo.EMPTY;
            }
        }
        for (int i = 0; i < count; i++) {
            int row = count - 1 - i;
            for (int col = 0; col < WIDTH; col++) {
                if (grid[row][col] != Puyo.EMPTY && row > 0 && grid[row - 1][col] == Puyo.EMPTY) {
                    throw new FieldFormatException(firstLineNumber + i, col + 1,
                            "'" + grid[row][col].letter() + "' floats above an empty cell");
                }
            }
        }
        return grid;
    }

    private static void checkLines(String[] lines, int count, long firstLineNumber, PuyoFormat format) {
        if (lines == null || format == null) {
            throw new NullPointerException(lines == null ? "lines is null" : "format is null");
        }
        if (count < 0 || count > lines.length) {
            throw new IndexOutOfBoundsException("count " + count + " is outside 0.." + lines.length
                    + " (the length of lines)");
        }
        if (firstLineNumber < 1) {
            throw new IllegalArgumentException("firstLineNumber must be 1 or more, was " + firstLineNumber);
        }
        for (int i = 0; i < count; i++) {
            if (lines[i] == null) {
                throw new NullPointerException("lines[" + i + "] is null (count is " + count + ")");
            }
        }
    }

    /** The problem of a line longer than {@link #MAX_LINE} (without its trailing spaces and {@code \r}). */
    private static FieldFormatException tooLong(long line) {
        return new FieldFormatException(line, 0, "longer than " + MAX_LINE + " characters");
    }

    static FieldFormatException tooManyLines(long line, PuyoFormat format) {
        return new FieldFormatException(line, 0, "too many lines (a "
                + (format == PuyoFormat.JUDGE ? "judge field has 12" : "Tsu field has at most 13") + ")");
    }

    private static Puyo cell(char c, PuyoFormat format, long line, int column) {
        Puyo p = Puyo.ofLetter(c);
        if (p == Puyo.GARBAGE && !format.allowsGarbage()) {
            throw new FieldFormatException(line, column, "garbage 'O' is not allowed in a judge field (Tsu rules only)");
        }
        if (p != null) {
            return p;
        }
        if (Puyo.ofLetter(Character.toUpperCase(c)) != null && c != Character.toUpperCase(c)) {
            throw new FieldFormatException(line, column, "'" + c + "' is lower case; puyo letters are upper case");
        }
        throw new FieldFormatException(line, column, describe(c) + " is not a puyo (expected one of . R G B P Y"
                + (format.allowsGarbage() ? " O)" : ")"));
    }

    /** The character quoted if printable ASCII, else as a byte or code point value. */
    static String describe(char c) {
        if (c >= 0x20 && c < 0x7f) {
            return "'" + c + "'";
        }
        return c < 0x100 ? String.format("byte 0x%02X", (int) c) : String.format("character U+%04X", (int) c);
    }

    private static String trimEnd(CharSequence s, int start, int end) {
        while (end > start && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\r')) {
            end--;
        }
        return s.subSequence(start, end).toString();
    }

    /**
     * Whether the format reads {@code line} (without its {@code \n}) as an empty line: nothing but spaces
     * and {@code \r}. Any other character, a tab included, is a cell and must be valid.
     *
     * @param line a line without its {@code \n}
     * @return true if the format reads it as an empty line
     */
    public static boolean isBlankLine(CharSequence line) {
        return trimEnd(line, 0, line.length()).isEmpty();
    }

    /**
     * Writes a grid of 12 or 13 rows: 12 lines, or 13 when row 13 holds anything; each line ends with
     * {@code \n}.
     *
     * @param grid a grid {@code [row][column]}, row 0 the floor row, 13 rows of 6
     * @return the field's text, top row first
     * @throws IllegalArgumentException if the grid's shape is wrong, see {@link #checkGrid}
     * @throws NullPointerException     if the grid, a row or a cell is null
     */
    public static String format(Puyo[][] grid) {
        boolean top = false;
        if (checkGrid(grid) == HEIGHT) {
            for (int col = 0; col < WIDTH; col++) {
                top |= grid[HEIGHT - 1][col] != Puyo.EMPTY;
            }
        }
        StringBuilder sb = new StringBuilder(HEIGHT * (WIDTH + 1));
        for (int row = top ? HEIGHT - 1 : HEIGHT - 2; row >= 0; row--) {
            for (int col = 0; col < WIDTH; col++) {
                sb.append(grid[row][col].letter());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Checks that {@code grid} is a field grid and returns its number of rows: 13 rows ({@code grid[0]} the
     * floor row, {@code grid[12]} the hidden row 13) or 12 rows (row 13 empty: the judge's shape), each of 6
     * cells, no cell null.
     *
     * @param grid the grid to check, {@code grid[row][column]}
     * @return 12 or 13
     * @throws IllegalArgumentException if the grid has not 12 or 13 rows, or a row has not 6 cells, naming
     *                                  the shape found
     * @throws NullPointerException     if the grid, a row or a cell is null, naming which
     */
    public static int checkGrid(Puyo[][] grid) {
        if (grid == null) {
            throw new NullPointerException("grid is null");
        }
        if (grid.length != HEIGHT - 1 && grid.length != HEIGHT) {
            throw new IllegalArgumentException("grid has " + grid.length + " rows, expected 12 or 13 rows of "
                    + WIDTH + " cells");
        }
        for (int row = 0; row < grid.length; row++) {
            if (grid[row] == null) {
                throw new NullPointerException("grid row " + row + " is null");
            }
            if (grid[row].length != WIDTH) {
                throw new IllegalArgumentException("grid row " + row + " has " + grid[row].length
                        + " cells, expected " + WIDTH);
            }
            for (int col = 0; col < WIDTH; col++) {
                if (grid[row][col] == null) {
                    throw new NullPointerException("grid cell [" + row + "][" + col + "] is null");
                }
            }
        }
        return grid.length;
    }
}
