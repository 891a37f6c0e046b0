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

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Finds where two simulators part on a placement sequence, and shrinks a sequence on which they part to
 * a short one that still shows it, for failure messages a reader can replay with the command line.
 */
final class Counterexample {
    private Counterexample() {
    }

    /**
     * The index of the first placement after which {@code a} and {@code b} (fresh games from the suppliers)
     * differ in points, score, tile counts or boards, or -1 if they never do.
     */
    static int firstDifference(Supplier<? extends MonominoSimulator> a, Supplier<? extends MonominoSimulator> b,
                               BlockPlacement[] s) {
        MonominoSimulator x = a.get();
        MonominoSimulator y = b.get();
        for (int i = 0; i < s.length; i++) {
            if (!sameStep(x, y, s[i])) {
                return i;
            }
        }
        return -1;
    }

    /** Plays {@code p} on both and tells whether they still agree on everything observable. */
    static boolean sameStep(MonominoSimulator x, MonominoSimulator y, BlockPlacement p) {
        int px = x.place(p.type(), p.x(), p.y());
        int py = y.place(p.type(), p.x(), p.y());
        return px == py && x.score() == y.score() && x.greenTiles() == y.greenTiles()
                && x.blueTiles() == y.blueTiles() && x.render().equals(y.render());
    }

    /**
     * A shortest-found subsequence of {@code s} on which {@code a} and {@code b} still differ: cut after the
     * first difference, then drop chunks of placements (halves, quarters, ... single ones) while they still
     * differ, until no single placement can go.
     */
    static BlockPlacement[] shrink(Supplier<? extends MonominoSimulator> a, Supplier<? extends MonominoSimulator> b,
                              BlockPlacement[] s) {
        int first = firstDifference(a, b, s);
        if (first < 0) {
            throw new IllegalArgumentException("the simulators agree on this sequence");
        }
        BlockPlacement[] current = Arrays.copyOf(s, first + 1);
        for (int chunk = Math.max(1, current.length / 2); ; chunk = Math.max(1, chunk / 2)) {
            boolean removed = false;
            for (int start = 0; start < current.length; ) {
                int end = Math.min(current.length, start + chunk);
                BlockPlacement[] shorter = new BlockPlacement[current.length - (end - start)];
                System.arraycopy(current, 0, shorter, 0, start);
                System.arraycopy(current, end, shorter, start, current.length - end);
                int at = shorter.length == 0 ? -1 : firstDifference(a, b, shorter);
                if (at >= 0) {
                    current = Arrays.copyOf(shorter, at + 1);
                    removed = true;
                } else {
                    start = end;
                }
            }
            if (chunk == 1 && !removed) {
                return current;
            }
        }
    }

    /** A failure report: the shrunk judge input and what both simulators show after its last placement. */
    static String report(String what, Supplier<? extends MonominoSimulator> a, Supplier<? extends MonominoSimulator> b,
                         BlockPlacement[] s) {
        BlockPlacement[] small = shrink(a, b, s);
        MonominoSimulator x = a.get();
        MonominoSimulator y = b.get();
        for (BlockPlacement p : small) {
            x.place(p.type(), p.x(), p.y());
            y.place(p.type(), p.x(), p.y());
        }
        return what + "\nminimal counterexample (judge input):\n" + GeneratedCases.judgeInput(small)
                + "first: score " + x.score() + ", tiles " + x.tiles() + "\n" + x.render()
                + "second: score " + y.score() + ", tiles " + y.tiles() + "\n" + y.render();
    }
}
