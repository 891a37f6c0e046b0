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
 * The field text puyop.com and the IPS simulator share: one character per two cells side by side, code
 * {@code 8 * left + right}, cell codes 0 empty, 1 red, 2 green, 3 blue, 4 yellow, 5 purple, 6 garbage; three
 * characters a row from row 13 down to row 1, so 39 characters at most; leading characters of two empty cells
 * left out. The two formats differ only in the alphabet's last two characters.
 */
final class CellPairText {
    /** Characters of a full field: 13 rows of three. */
    static final int MAX_CHARS = 3 * 13;
    /** {@code PUYO[code]}: the cell a code names. */
    private static final Puyo[] PUYO = {
        Puyo.EMPTY, Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW, Puyo.PURPLE, Puyo.GARBAGE};

    private final String format;
    private final String alphabet;
    /** {@code value[ch]}: the 6-bit value of an ASCII character, -1 for one outside the alphabet. */
    private final byte[] value = new byte[128];

    CellPairText(String format, String alphabet) {
        if (alphabet.length() != 64) {
            throw new IllegalArgumentException("an alphabet of 64 characters, not " + alphabet.length());
        }
        this.format = format;
        this.alphabet = alphabet;
        java.util.Arrays.fill(value, (byte) -1);
        for (int i = 0; i < 64; i++) {
            value[alphabet.charAt(i)] = (byte) i;
        }
    }

    /** The format's name, for messages. */
    String format() {
        return format;
    }

    /** The character of a 6-bit value. */
    char charOf(int v) {
        return alphabet.charAt(v);
    }

    /** The 6-bit value of {@code text.charAt(i)}, or a {@link FormatException} naming it as {@code what}. */
    int valueAt(CharSequence text, int i, String what) {
        char ch = text.charAt(i);
        int v = ch < 128 ? value[ch] : -1;
        if (v < 0) {
            throw new FormatException(format, i, "'" + ch + "' is not a character of " + what);
        }
        return v;
    }

    /** The code of a cell: 0 empty, 1 red, 2 green, 3 blue, 4 yellow, 5 purple, 6 garbage. */
    static int codeOf(Puyo p) {
        switch (p) {
            case EMPTY: return 0;
            case RED: return 1;
            case GREEN: return 2;
            case BLUE: return 3;
            case YELLOW: return 4;
            case PURPLE: return 5;
            default: return 6;
        }
    }

    /** The colour of a pair's code in both formats' move lists (1..5), or null for another code. */
    static Puyo colourOf(int code) {
        return code >= 1 && code <= 5 ? PUYO[code] : null;
    }

    /**
     * Reads the field text {@code text[start, end)} into {@code into}, every one of its 78 cells; checks all
     * of it first, so that {@code into} is unchanged when it throws.
     */
    <F extends PuyoSimulator<F>> void decode(CharSequence text, int start, int end, F into) {
        int n = end - start;
        if (n > MAX_CHARS) {
            throw new FormatException(format, start, "a field of " + n + " characters is taller than 13 rows ("
                    + MAX_CHARS + " characters at most)");
        }
        for (int i = start; i < end; i++) {
            int v = valueAt(text, i, "a field");
            if ((v >>> 3) > 6 || (v & 7) > 6) {
                throw new FormatException(format, i, "'" + text.charAt(i) + "' holds cell code " + Math.max(v >>> 3, v & 7)
                        + ", which is no puyo (0 empty, 1-5 colours, 6 garbage)");
            }
        }
        into.clear();
        for (int i = start; i < end; i++) {
            int k = MAX_CHARS - (end - i);          // index in the padded text of 39
            int row = 13 - k / 3;
            int column = 2 * (k % 3);
            int v = value[text.charAt(i)];
            into.set(column, row, PUYO[v >>> 3]);
            into.set(column + 1, row, PUYO[v & 7]);
        }
    }

    /** Appends the field text of {@code field}: leading characters of two empty cells left out. */
    void encode(PuyoSimulator<?> field, StringBuilder out) {
        boolean started = false;
        for (int row = 13; row >= 1; row--) {
            for (int column = 0; column < 6; column += 2) {
                int v = 8 * codeOf(field.get(column, row)) + codeOf(field.get(column + 1, row));
                if (v != 0 || started) {
                    started = true;
                    out.append(alphabet.charAt(v));
                }
            }
        }
    }

    /** Whether {@code text} holds {@code host} (any case): a URL of that site. */
    static boolean mentions(CharSequence text, String host) {
        return text.toString().toLowerCase(java.util.Locale.ROOT).contains(host);
    }
}
