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

import static io.bitfall.puyo.PuyoField.POP_HI;
import static io.bitfall.puyo.PuyoField.POP_LO;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_HI;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_LO;

/**
 * For a settled field where nothing pops: in which cells a puyo of a given colour would join how much of
 * its colour, for {@link PlanEnumerator}. In such a field every group has 1, 2 or 3 cells. A puyo put on an
 * empty cell {@code x} joins the groups of its colour next to it, and no group touches {@code x} twice unless
 * it has 3 cells; so its new group has {@code 1 + S(x)} cells, where {@code S(x)} sums the sizes of its
 * same-colour neighbours' groups, and it pops when {@code S(x) >= 3}. Three masks per colour, for all cells
 * at once, record {@code S(x) >= 1}, {@code >= 2} and {@code >= 3}, in rows 1..12 only (a puyo in row 13
 * never pops):
 * <pre>
 *   per colour, 6 words: [ S&gt;=1 lo ][ S&gt;=1 hi ][ S&gt;=2 lo ][ S&gt;=2 hi ][ S&gt;=3 lo ][ S&gt;=3 hi ]
 * </pre>
 * The group sizes come from the same edge masks as {@link Pops#findPops}: cells with no same-colour edge are
 * alone (size 1), cells with an edge are in groups of 2 or more, and a group of 3 is a path whose middle cell
 * has 2 edges. With {@code W1} the cells of odd groups (1 or 3) and {@code W2} those of groups of 2 or 3,
 * {@code S(x)} is the count of {@code W1} neighbours plus twice that of {@code W2} neighbours.
 */
final class LandingPops {
    private LandingPops() {
    }

    /** Words per colour in a table: the three masks, lo and hi. */
    static final int WORDS = 6;

    /**
     * Writes {@code w[0..4)}: {@code W1} lo, hi and {@code W2} lo, hi of the quiet code planes {@code p}
     * (see the class comment).
     */
    static void groupSizes(long[] p, long[] w) {
        long ua = Pops.sameColourAbove(p, 0) & UP_PAIRS_LO;
        long ub = Pops.sameColourAbove(p, 1) & UP_PAIRS_HI;
        long la = Pops.sameColourLeftLo(p) & POP_LO;
        long lb = Pops.sameColourLeftHi(p) & POP_HI;
        long da = ua << 1;
        long db = ub << 1;
        long ra = la >>> 16 | lb << 48;
        long rb = lb >>> 16;
        long anyA = ua | da | la | ra;
        long anyB = ub | db | lb | rb;
        long twoA = Pops.atLeastTwo(ua, da, la, ra);
        long twoB = Pops.atLeastTwo(ub, db, lb, rb);
        // A group of 3: its middle cell (two edges) and the cells at the other end of those edges.
        long threeA = twoA | (twoA & ua) << 1 | (twoA & da) >>> 1 | (twoA & ra) << 16
                | (twoA & la) >>> 16 | (twoB & lb) << 48;
        long threeB = twoB | (twoB & ub) << 1 | (twoB & db) >>> 1 | (twoB & rb) << 16
                | (twoB & lb) >>> 16 | (twoA & ra) >>> 48;
        w[0] = colouredLo(p) & ~anyA | threeA;
        w[1] = colouredHi(p) & ~anyB | threeB;
        w[2] = anyA;
        w[3] = anyB;
    }

    private static long colouredLo(long[] p) {
        return (p[0] | p[2]) & POP_LO;
    }

    private static long colouredHi(long[] p) {
        return (p[1] | p[3]) & POP_HI;
    }

    /**
     * Writes the three masks of colour plane index {@code colour} into {@code out[at..at + 6)}, for the quiet
     * field {@code f} whose {@link #groupSizes} are {@code w}.
     */
    static void masks(PuyoField f, long[] w, int colour, long[] out, int at) {
        long ca = f.cellsOf(colour, 0) & POP_LO;
        long cb = f.cellsOf(colour, 1) & POP_HI;
        long oneA = ca & w[0];
        long oneB = cb & w[1];
        long twoA = ca & w[2];
        long twoB = cb & w[3];
        // Neighbours in each direction: x is marked when its neighbour below, above, left, right is marked.
        long b1a = oneA << 1, a1a = oneA >>> 1, l1a = oneA << 16, r1a = oneA >>> 16 | oneB << 48;
        long b1b = oneB << 1, a1b = oneB >>> 1, l1b = oneB << 16 | oneA >>> 48, r1b = oneB >>> 16;
        long b2a = twoA << 1, a2a = twoA >>> 1, l2a = twoA << 16, r2a = twoA >>> 16 | twoB << 48;
        long b2b = twoB << 1, a2b = twoB >>> 1, l2b = twoB << 16 | twoA >>> 48, r2b = twoB >>> 16;
        long any1a = b1a | a1a | l1a | r1a;
        long any1b = b1b | a1b | l1b | r1b;
        long any2a = b2a | a2a | l2a | r2a;
        long any2b = b2b | a2b | l2b | r2b;
        out[at] = (any1a | any2a) & POP_LO;
        out[at + 1] = (any1b | any2b) & POP_HI;
        out[at + 2] = (any2a | Pops.atLeastTwo(b1a, a1a, l1a, r1a)) & POP_LO;
        out[at + 3] = (any2b | Pops.atLeastTwo(b1b, a1b, l1b, r1b)) & POP_HI;
        out[at + 4] = (Pops.atLeastTwo(b2a, a2a, l2a, r2a) | any2a & any1a | Pops.atLeastThree(b1a, a1a, l1a, r1a)) & POP_LO;
        out[at + 5] = (Pops.atLeastTwo(b2b, a2b, l2b, r2b) | any2b & any1b | Pops.atLeastThree(b1b, a1b, l1b, r1b)) & POP_HI;
    }
}
