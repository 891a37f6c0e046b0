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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.Rotation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/** Fields, moves and data files shared by the format tests. */
final class FormatCases {
    private FormatCases() {
    }

    /** The lines of a test resource of this package, comments ({@code #}) and blank lines left out. */
    static List<String> resourceLines(String name) throws IOException {
        try (InputStream in = FormatCases.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("no resource " + name);
            }
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }

    /** Writes 78 cells, row 13 first, each row left to right ({@code . R G B Y P O}), into {@code into}. */
    static <F extends PuyoSimulator<F>> F cells(String cells78, F into) {
        if (cells78.length() != 78) {
            throw new IllegalArgumentException("78 cells, not " + cells78.length());
        }
        for (int i = 0; i < 78; i++) {
            Puyo p = Puyo.ofLetter(cells78.charAt(i));
            if (p == null) {
                throw new IllegalArgumentException("cell '" + cells78.charAt(i) + "'");
            }
            into.set(i % 6, 13 - i / 6, p);
        }
        return into;
    }

    /** A field of Mattulwan letters, as puyo2 writes them: 78 cells, row 13 first; a empty, b red, c blue, d yellow, e green, f purple, g garbage. */
    static PuyoField mattulwan(String cells78) {
        StringBuilder s = new StringBuilder();
        for (char c : cells78.toCharArray()) {
            s.append(".RBYGPO".charAt("abcdefg".indexOf(c)));
        }
        return cells(s.toString(), new PuyoField());
    }

    /** The colour of a letter (either case): r g b y p. */
    static Puyo colour(char letter) {
        Puyo p = Puyo.ofLetter(Character.toUpperCase(letter));
        if (p == null || !p.isColour()) {
            throw new IllegalArgumentException("colour '" + letter + "'");
        }
        return p;
    }

    /** A field of random cells anywhere (floating puyos too), the seven kinds of cell. */
    static <F extends PuyoSimulator<F>> F randomCells(Random rnd, F into) {
        Puyo[] all = Puyo.values();
        int fill = rnd.nextInt(101);
        for (int row = 1; row <= 13; row++) {
            for (int col = 0; col < 6; col++) {
                into.set(col, row, rnd.nextInt(100) < fill ? all[1 + rnd.nextInt(all.length - 1)] : Puyo.EMPTY);
            }
        }
        return into;
    }

    /** A settled field: columns of random height and colours, garbage now and then. */
    static PuyoField randomSettled(Random rnd, int maxHeight, String letters) {
        PuyoField f = new PuyoField();
        for (int col = 0; col < 6; col++) {
            int h = rnd.nextInt(maxHeight + 1);
            for (int row = 1; row <= h; row++) {
                f.set(col, row, Puyo.ofLetter(letters.charAt(rnd.nextInt(letters.length()))));
            }
        }
        return f;
    }

    /** A random pair of the five colours, or of the first {@code colours} of R G B Y P. */
    static PuyoPair randomPair(Random rnd, int colours) {
        return new PuyoPair(colour("RGBYP".charAt(rnd.nextInt(colours))), colour("RGBYP".charAt(rnd.nextInt(colours))));
    }

    /** Random moves: pairs of the five colours, any of the 22 placements. */
    static List<Move> randomMoves(Random rnd, int n) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            moves.add(new Move(randomPair(rnd, 5), Placement.ALL.get(rnd.nextInt(Placement.ALL.size()))));
        }
        return moves;
    }

    /** A move written as axis, child, axis column 1..6, rotation 0 up, 1 right, 2 down, 3 left: {@code RG32}. */
    static Move move(String m) {
        return new Move(new PuyoPair(colour(m.charAt(0)), colour(m.charAt(1))),
                Placement.of(m.charAt(2) - '1', Rotation.values()[m.charAt(3) - '0']));
    }

    /**
     * Decoding a URL fails with a {@link FormatException} at an index, its message
     * {@code "<format>, character <index>: "} and a reason. A leading {@code $} of {@code url} stands for the
     * prefix, and {@code index} then counts from its end.
     */
    static void assertRejected(String format, String prefix, Consumer<String> decode, String url, int index,
                               String reason) {
        String u = url.startsWith("$") ? prefix + url.substring(1) : url;
        int at = url.startsWith("$") ? prefix.length() + index : index;
        FormatException e = assertThrows(FormatException.class, () -> decode.accept(u), u);
        assertEquals(at, e.index(), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith(format + ", character " + at + ": "), e.getMessage());
    }
}
