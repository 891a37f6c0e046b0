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
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The IPS simulator's nazo URL ({@code ips.karou.jp} or {@code ishikawapuyo.net}, {@code simu/pn.html?FIELD_PAIRS__CONDITION}), in which nazo
 * puzzles (なぞぷよ) are published; read as puyo2 ({@code crates/puyo2/src/ips_nazo.rs}) reads it. The grammar
 * is in <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/formats.md">core/docs/formats.md</a>:
 * <ul>
 *   <li>alphabet {@code 0-9 a-z A-Z . -}, values 0 to 63 in that order;</li>
 *   <li>FIELD: as puyop.com's ({@link PuyopUrl}) but for the alphabet: one character per two cells side by
 *       side, {@code 8 * left + right}, three a row from row 13 down to row 1, leading characters of two
 *       empty cells left out; cell codes 0 empty, 1 {@link Puyo#RED}, 2 {@link Puyo#GREEN}, 3
 *       {@link Puyo#BLUE}, 4 {@link Puyo#YELLOW}, 5 {@link Puyo#PURPLE}, 6 {@link Puyo#GARBAGE};</li>
 *   <li>PAIRS: two characters a pair, the first {@code 2 * (axis + 6 * child)} with colours 0 red, 1 green,
 *       2 blue, 3 yellow, 4 purple, the second {@code 1} (a pair not placed yet);</li>
 *   <li>CONDITION: three characters, the {@link NazoCondition.Kind}, the {@link NazoCondition.Target} and
 *       the number.</li>
 * </ul>
 * Decoding throws {@link FormatException}, naming the character and the reason, for a character outside
 * the alphabet, a field of more than 39 characters (taller than 13 rows), cell codes 7 to 9 (the simulator's
 * blocks that bitfall has not), an odd number of pair characters, an operation that is not a pair (the
 * simulator's other operations, a second operation list, a pair with a placement), an unknown condition
 * code or target, a condition not of three characters, the simulator's "data mode" field ({@code ~}) and a
 * URL of another simulator (named). A field holding puyos above empty cells is read as written:
 * {@link PuyoField#isSettled()} tells. Stateless and thread-safe.
 */
public final class IpsUrl {
    /** The prefix bitfall writes: {@value}. */
    public static final String PREFIX = "http://ips.karou.jp/simu/pn.html?";
    /** The name of the format in messages. */
    static final String FORMAT = "IPS simulator URL";
    static final CellPairText TEXT = new CellPairText(FORMAT,
            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-");

    private IpsUrl() {
    }

    /**
     * The URL of a puzzle: the prefix, the field, {@code _}, the pairs, {@code __} and the condition.
     *
     * @param puzzle the puzzle
     * @return the URL
     * @throws NullPointerException if {@code puzzle} is null
     */
    public static String encode(NazoPuzzle puzzle) {
        StringBuilder out = new StringBuilder(PREFIX);
        TEXT.encode(puzzle.field(), out);
        out.append('_');
        for (PuyoPair p : puzzle.pairs()) {
            out.append(TEXT.charOf(2 * (CellPairText.codeOf(p.axis()) - 1 + 6 * (CellPairText.codeOf(p.child()) - 1))))
                    .append('1');
        }
        NazoCondition c = puzzle.condition();
        return out.append("__").append(TEXT.charOf(c.kind().code())).append(TEXT.charOf(c.target().code()))
                .append(TEXT.charOf(c.number())).toString();
    }

    /**
     * The URL of a field alone: the prefix and the field, with no pairs and no condition ({@link #decode}
     * reads it back as a puzzle of no pairs and condition {@link NazoCondition.Kind#NONE}).
     *
     * @param field the field, all 13 rows (garbage included)
     * @return the URL
     * @throws NullPointerException if {@code field} is null
     */
    public static String encode(PuyoSimulator<?> field) {
        StringBuilder out = new StringBuilder(PREFIX);
        TEXT.encode(field, out);
        return out.toString();
    }

    /**
     * Reads a URL, or its query alone (what follows {@code pn.html?}).
     *
     * @param url the URL or its query
     * @return the puzzle; its condition {@link NazoCondition.Kind#NONE} when the URL has none
     * @throws FormatException      if the URL is malformed (see the class comment)
     * @throws NullPointerException if {@code url} is null
     */
    public static NazoPuzzle decode(CharSequence url) {
        int start = queryStart(url);
        int end = url.length();
        int[] cut = new int[4];
        int parts = 0;
        for (int i = start; i < end; i++) {
            if (url.charAt(i) == '_') {
                if (parts == 3) {
                    throw new FormatException(FORMAT, i, "a fifth part: the URL has four, field_pairs__condition");
                }
                cut[parts++] = i;
            }
        }
        int fieldEnd = parts > 0 ? cut[0] : end;
        int pairsEnd = parts > 1 ? cut[1] : end;
        if (start < fieldEnd && (url.charAt(start) == '~' || url.charAt(start) == '‾')) {
            throw new FormatException(FORMAT, start, "the simulator's data-mode field ('~') is not read by bitfall");
        }
        PuyoField field = new PuyoField();
        TEXT.decode(url, start, fieldEnd, field);
        List<PuyoPair> pairs = parts > 0 ? pairs(url, cut[0] + 1, pairsEnd) : List.of();
        if (parts > 2 && cut[2] != cut[1] + 1) {
            throw new FormatException(FORMAT, cut[1] + 1, "the third part is not empty: the URL is field_pairs__condition");
        }
        NazoCondition condition = parts > 2 ? condition(url, cut[2] + 1, end)
                : new NazoCondition(NazoCondition.Kind.NONE, NazoCondition.Target.ALL, 0);
        return new NazoPuzzle(field, pairs, condition);
    }

    private static List<PuyoPair> pairs(CharSequence url, int start, int end) {
        if ((end - start) % 2 != 0) {
            throw new FormatException(FORMAT, end - 1, "the pairs have " + (end - start)
                    + " characters, not two a pair; the last pair is cut");
        }
        List<PuyoPair> pairs = new ArrayList<>();
        for (int i = start; i < end; i += 2) {
            int op = TEXT.valueAt(url, i, "a pair");
            int second = TEXT.valueAt(url, i + 1, "a pair");
            if (op % 2 != 0) {
                throw new FormatException(FORMAT, i, "'" + url.charAt(i)
                        + "' (odd) starts a second operation list, which bitfall does not read");
            }
            int code = op / 2;
            if (code >= 30 || code % 6 == 5) {
                throw new FormatException(FORMAT, i, "operation '" + url.charAt(i)
                        + "' is not a pair (a garbage drop or another operation), which bitfall does not read");
            }
            if (second != 1) {
                throw new FormatException(FORMAT, i + 1, "'" + url.charAt(i + 1)
                        + "' after a pair is not 1 (a pair not placed yet); placements are not read");
            }
            pairs.add(new PuyoPair(CellPairText.colourOf(code % 6 + 1), CellPairText.colourOf(code / 6 + 1)));
        }
        return pairs;
    }

    private static NazoCondition condition(CharSequence url, int start, int end) {
        if (end - start == 4) {
            throw new FormatException(FORMAT, start + 3, "a fourth condition character ('" + url.charAt(start + 3)
                    + "'), whose meaning no source gives; bitfall reads three (kind, target, number)");
        }
        if (end - start != 3) {
            throw new FormatException(FORMAT, start, "the condition has " + (end - start)
                    + " characters, not 3 (kind, target, number)");
        }
        int code = TEXT.valueAt(url, start, "a condition");
        NazoCondition.Kind kind = NazoCondition.Kind.ofCode(code);
        if (kind == null) {
            throw new FormatException(FORMAT, start, "condition code " + code + " ('" + url.charAt(start)
                    + "') is not one the IPS simulator defines");
        }
        int target = TEXT.valueAt(url, start + 1, "a condition");
        if (target > 7) {
            throw new FormatException(FORMAT, start + 1, "condition target " + target + " ('" + url.charAt(start + 1)
                    + "') is not one the IPS simulator defines (0 to 7)");
        }
        int number = TEXT.valueAt(url, start + 2, "a condition");
        return new NazoCondition(kind, NazoCondition.Target.values()[target], number);
    }

    /** Where the query starts: after {@code pn.html?}, or 0 for a bare query. */
    private static int queryStart(CharSequence url) {
        String lower = url.toString().toLowerCase(Locale.ROOT);
        int at = lower.indexOf("pn.html?");
        if (at >= 0) {
            String before = lower.substring(0, at);
            if (!before.matches("(https?://)?(www\\.)?(ips\\.karou\\.jp|ishikawapuyo\\.net)/simu/")) {
                throw new FormatException(FORMAT, 0, "'" + url.subSequence(0, at) + "' before pn.html is not the IPS simulator's address");
            }
            return at + "pn.html?".length();
        }
        if (lower.contains("puyop.com")) {
            throw new FormatException(FORMAT, 0, "this is a URL of puyop.com, not of the IPS simulator; read it with PuyopUrl");
        }
        int scheme = lower.indexOf("://");
        if (scheme >= 0 || lower.contains("ips.karou.jp") || lower.contains("ishikawapuyo.net")) {
            int hostStart = scheme >= 0 ? scheme + 3 : 0;
            int hostEnd = lower.indexOf('/', hostStart);
            String host = lower.substring(hostStart, hostEnd < 0 ? lower.length() : hostEnd);
            throw new FormatException(FORMAT, 0, host.endsWith("ips.karou.jp") || host.endsWith("ishikawapuyo.net")
                    ? "an IPS simulator URL that is not a nazo URL (simu/pn.html?...)"
                    : "this is a URL of " + host + ", not of the IPS simulator");
        }
        return !lower.isEmpty() && lower.charAt(0) == '?' ? 1 : 0;
    }
}
