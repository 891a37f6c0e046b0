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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.Rotation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The puyop.com simulator URL (ぷよぷよ連鎖シミュレーター, "puyop"): a field of 13 rows and a list of moves,
 * {@code http://www.puyop.com/s/FIELD_MOVES}, as puyoai ({@code src/solver/puyop.cc}) and ama
 * ({@code puyop/encode.h}) write it. The grammar is in
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/formats.md">core/docs/formats.md</a>:
 * <ul>
 *   <li>alphabet {@code 0-9 a-z A-Z [ ]}, values 0 to 63 in that order;</li>
 *   <li>FIELD: one character per two cells side by side, {@code 8 * left + right}, three a row from row 13
 *       down to row 1, leading characters of two empty cells left out (the empty field is the empty text);
 *       cell codes 0 empty, 1 {@link Puyo#RED}, 2 {@link Puyo#GREEN}, 3 {@link Puyo#BLUE},
 *       4 {@link Puyo#YELLOW}, 5 {@link Puyo#PURPLE}, 6 {@link Puyo#GARBAGE}; 7 names no puyo and is
 *       rejected;</li>
 *   <li>MOVES: two characters a move, low six bits first, of
 *       {@code (5 * axis + child) | (4 * column + rotation) << 7}: colours 0 red, 1 green, 2 blue, 3 yellow,
 *       4 purple; column 1..6 of the axis from the left; rotation 0 {@link Rotation#UP}, 1
 *       {@link Rotation#RIGHT}, 2 {@link Rotation#DOWN}, 3 {@link Rotation#LEFT} (where the child is).</li>
 * </ul>
 * Every bitfall cell has a code, so encoding never fails; puyoai's and ama's encoders stop (or, ama, write
 * red) on purple, which bitfall writes as the codes above. A URL whose field holds puyos above empty cells is
 * read as written: {@link PuyoField#isSettled()} tells.
 *
 * <p>Decoding accepts the URL with or without its {@code http://www.puyop.com/s/} prefix (http or https,
 * with or without {@code www.}), with or without the {@code _} and the moves. It throws
 * {@link FormatException}, naming the character and the reason, for a character outside the alphabet, a
 * field of more than 39 characters (taller than 13 rows), cell code 7, an odd number of move characters, a
 * pair code that is not two of the five colours, a move outside the field, and a URL of another simulator
 * (named). Stateless and thread-safe.
 */
public final class PuyopUrl {
    /** The prefix puyoai and ama write: {@value}. */
    public static final String PREFIX = "http://www.puyop.com/s/";
    /** The name of the format in messages. */
    static final String FORMAT = "puyop.com URL";
    static final CellPairText TEXT = new CellPairText(FORMAT,
            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ[]");

    private PuyopUrl() {
    }

    /**
     * The URL of a field and its moves, character for character as puyoai's {@code makePuyopURL} writes it:
     * the prefix, the field, {@code _} and the moves ({@code _} also when there are none).
     *
     * @param field the start field, all 13 rows (garbage included)
     * @param moves the moves, the first first; may be empty
     * @return the URL
     * @throws NullPointerException if an argument or a move is null
     */
    public static String encode(PuyoSimulator<?> field, List<Move> moves) {
        StringBuilder out = new StringBuilder(PREFIX.length() + 40 + 2 * moves.size()).append(PREFIX);
        TEXT.encode(field, out);
        out.append('_');
        for (Move m : moves) {
            Placement p = m.placement();
            int d = 5 * (CellPairText.codeOf(m.pair().axis()) - 1) + CellPairText.codeOf(m.pair().child()) - 1
                    | (4 * (p.column() + 1) + p.rotation().ordinal()) << 7;
            out.append(TEXT.charOf(d & 63)).append(TEXT.charOf(d >>> 6));
        }
        return out.toString();
    }

    /**
     * The URL of a field alone: the prefix and the field, no {@code _}.
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
     * The field of a URL, as a new engine field.
     *
     * @param url the URL, with or without its prefix
     * @return the field, as written (possibly unsettled)
     * @throws FormatException      if the URL is malformed (see the class comment)
     * @throws NullPointerException if {@code url} is null
     */
    public static PuyoField decodeField(CharSequence url) {
        PuyoField field = new PuyoField();
        decode(url, field);
        return field;
    }

    /**
     * The moves of a URL; the field is checked too.
     *
     * @param url the URL, with or without its prefix
     * @return the moves, the first first; empty when it has none
     * @throws FormatException      if the URL is malformed (see the class comment)
     * @throws NullPointerException if {@code url} is null
     */
    public static List<Move> decodeMoves(CharSequence url) {
        return decode(url, new PuyoField());
    }

    /**
     * Reads a URL: its field into {@code into} (all 78 cells), its moves as the result. The engine and the
     * reference alike. {@code into} is unchanged when it throws.
     *
     * @param <F>  the field type
     * @param url  the URL, with or without its prefix
     * @param into the field to overwrite with the URL's field
     * @return the moves, the first first; empty when it has none
     * @throws FormatException      if the URL is malformed (see the class comment)
     * @throws NullPointerException if an argument is null
     */
    public static <F extends PuyoSimulator<F>> List<Move> decode(CharSequence url, F into) {
        int start = bodyStart(url);
        int end = url.length();
        int split = start;
        while (split < end && url.charAt(split) != '_') {
            split++;
        }
        List<Move> moves = new ArrayList<>();
        if (split < end) {
            int n = end - split - 1;
            if (n % 2 != 0) {
                throw new FormatException(FORMAT, end - 1, "the moves have " + n
                        + " characters, not two a move; the last move is cut");
            }
            for (int i = split + 1; i < end; i += 2) {
                moves.add(move(url, i));
            }
        }
        TEXT.decode(url, start, split, into);
        return moves;
    }

    /** The move written at {@code url[i, i + 2)}. */
    private static Move move(CharSequence url, int i) {
        int d = TEXT.valueAt(url, i, "a move") | TEXT.valueAt(url, i + 1, "a move") << 6;
        int pair = d & 127;
        if (pair >= 25) {
            throw new FormatException(FORMAT, i, "pair code " + pair + " is not two of the five colours (0 to 24)");
        }
        int column = (d >>> 9) - 1;
        Rotation rotation = Rotation.values()[d >>> 7 & 3];
        if (column < 0 || column >= 6 || column + rotation.dx() < 0 || column + rotation.dx() >= 6) {
            throw new FormatException(FORMAT, i, "the move (column " + (column + 1) + ", " + rotation
                    + ") puts a puyo outside the field's columns 1 to 6");
        }
        return new Move(new PuyoPair(CellPairText.colourOf(pair / 5 + 1), CellPairText.colourOf(pair % 5 + 1)),
                Placement.of(column, rotation));
    }

    /** Where the URL's field starts: after a puyop.com prefix, or 0 for a bare field and moves. */
    private static int bodyStart(CharSequence url) {
        String lower = url.toString().toLowerCase(Locale.ROOT);
        int at = lower.indexOf("puyop.com/s/");
        if (at >= 0) {
            String before = lower.substring(0, at);
            if (!List.of("", "www.", "http://", "https://", "http://www.", "https://www.").contains(before)) {
                throw new FormatException(FORMAT, 0, "'" + url.subSequence(0, at) + "' before puyop.com is no prefix of its URLs");
            }
            return at + "puyop.com/s/".length();
        }
        if (lower.contains("ips.karou.jp") || lower.contains("ishikawapuyo.net") || lower.contains("pn.html")) {
            throw new FormatException(FORMAT, 0, "this is a URL of the IPS simulator (ips.karou.jp, ishikawapuyo.net), not of puyop.com;"
                    + " read it with IpsUrl");
        }
        int scheme = lower.indexOf("://");
        if (scheme >= 0 || lower.contains("puyop.com")) {
            int hostStart = scheme >= 0 ? scheme + 3 : 0;
            int hostEnd = lower.indexOf('/', hostStart);
            String host = lower.substring(hostStart, hostEnd < 0 ? lower.length() : hostEnd);
            throw new FormatException(FORMAT, 0, host.endsWith("puyop.com")
                    ? "a puyop.com URL that is not a simulator URL (puyop.com/s/...)"
                    : "this is a URL of " + host + ", not of puyop.com");
        }
        return 0;
    }
}
