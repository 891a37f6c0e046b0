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
package io.bitfall.puyo.format;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoSimulator;

/**
 * The field part of UPI's pfen (the Universal Puyo Interface, {@code TukamotoRyuzo/upi-protocol}): each
 * column from the left, its puyos bottom-up as letters, then {@code /}. The empty field is {@code //////};
 * a red puyo under a yellow one in the left column is {@code ry//////}. Letters: {@code r g b y p} for
 * red, green, blue, yellow and purple, {@code o} for garbage; {@link #decode} also takes them in capitals,
 * {@link #encode} writes small ones. A column holds at most 13 puyos (rows {@code a} to {@code m}).
 *
 * <p>pfen describes settled fields only: there is no letter for an empty cell below a puyo. Stateless
 * and thread-safe.
 */
public final class Pfen {
    /** Columns of a field. */
    private static final int WIDTH = 6;
    /** Rows a column may hold, {@code a} to {@code m}. */
    private static final int HEIGHT = 13;
    /** The name of the format in messages. */
    static final String FORMAT = "pfen";

    private Pfen() {
    }

    /**
     * Writes {@code field} as pfen onto {@code out}; appends nothing but the pfen, allocates nothing once
     * {@code out} has room for 19..84 characters more.
     *
     * @param field a settled field
     * @param out   where the pfen is appended
     * @return {@code out}
     * @throws IllegalArgumentException if the field is not settled (a puyo above an empty cell); nothing
     *                                  is appended then
     */
    public static StringBuilder encode(PuyoSimulator<?> field, StringBuilder out) {
        for (int column = 0; column < WIDTH; column++) {
            boolean gap = false;
            for (int row = 1; row <= HEIGHT; row++) {
                if (field.get(column, row) == Puyo.EMPTY) {
                    gap = true;
                } else if (gap) {
                    throw new IllegalArgumentException("pfen holds settled fields only: column " + (column + 1)
                            + " has a puyo at row " + row + " above an empty cell");
                }
            }
        }
        for (int column = 0; column < WIDTH; column++) {
            for (int row = 1; row <= HEIGHT; row++) {
                Puyo p = field.get(column, row);
                if (p == Puyo.EMPTY) {
                    break;
                }
                out.append(letter(p));
            }
            out.append('/');
        }
        return out;
    }

    /**
     * {@code field} as pfen.
     *
     * @param field a settled field
     * @return its pfen, such as {@code ry//////}
     * @throws IllegalArgumentException if the field is not settled
     */
    public static String encode(PuyoSimulator<?> field) {
        return encode(field, new StringBuilder(32)).toString();
    }

    /**
     * Clears {@code field} and fills it from {@code pfen}. The whole text is checked first: on a rejection
     * the field is unchanged.
     *
     * @param pfen  the text, such as {@code ry//////}; nothing may precede or follow it
     * @param field the field to fill
     * @param <F>   the field type, engine or reference
     * @return {@code field}
     * @throws FormatException      if {@code pfen} is not a pfen field; it names the format, the character and why
     * @throws NullPointerException if an argument is null
     */
    public static <F extends PuyoSimulator<F>> F decode(CharSequence pfen, F field) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        int[] starts = check(pfen);
        field.clear();
        for (int column = 0; column < WIDTH; column++) {
            for (int i = starts[column], row = 1; pfen.charAt(i) != '/'; i++, row++) {
                field.set(column, row, puyo(pfen.charAt(i)));
            }
        }
        return field;
    }

    /** Checks the whole text; returns where each column's letters start. */
    private static int[] check(CharSequence pfen) {
        int[] starts = new int[WIDTH];
        int column = 0;
        int inColumn = 0;
        starts[0] = 0;
        for (int i = 0; i < pfen.length(); i++) {
            char c = pfen.charAt(i);
            if (column == WIDTH) {
                throw new FormatException(FORMAT, i, "text after the sixth column's '/'");
            }
            if (c == '/') {
                column++;
                inColumn = 0;
                if (column < WIDTH) {
                    starts[column] = i + 1;
                }
            } else if (puyo(c) == null) {
                throw new FormatException(FORMAT, i, "'" + printable(c) + "' is not a puyo (expected one of r g b y p o, or '/')");
            } else if (++inColumn > HEIGHT) {
                throw new FormatException(FORMAT, i, "column " + (column + 1) + " holds more than " + HEIGHT + " puyos");
            }
        }
        if (column < WIDTH) {
            throw new FormatException(FORMAT, pfen.length(), "the text ends after " + column
                    + " of 6 columns (each column ends with '/')");
        }
        return starts;
    }

    private static String printable(char c) {
        return c >= ' ' && c < 0x7F ? String.valueOf(c) : String.format("\\u%04x", (int) c);
    }

    /** The puyo of a pfen letter, either case, or null. */
    private static Puyo puyo(char c) {
        switch (c) {
            case 'r': case 'R': return Puyo.RED;
            case 'g': case 'G': return Puyo.GREEN;
            case 'b': case 'B': return Puyo.BLUE;
            case 'y': case 'Y': return Puyo.YELLOW;
            case 'p': case 'P': return Puyo.PURPLE;
            case 'o': case 'O': return Puyo.GARBAGE;
            default: return null;
        }
    }

    /**
     * The pfen letter of a puyo: {@code r g b y p} or {@code o}.
     *
     * @param puyo a colour or garbage
     * @return its small letter
     * @throws IllegalArgumentException if {@code puyo} is {@link Puyo#EMPTY}
     */
    public static char letter(Puyo puyo) {
        if (puyo == Puyo.EMPTY) {
            throw new IllegalArgumentException("pfen has no letter for an empty cell");
        }
        return Character.toLowerCase(puyo.letter());
    }

    /**
     * The puyo of a pfen letter (either case), for the pairs of UPI's {@code tumo} line.
     *
     * @param letter {@code r g b y p o}, small or capital
     * @return the puyo, or null if the letter is none of them
     */
    public static Puyo puyoOf(char letter) {
        return puyo(letter);
    }
}
