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

/**
 * What {@link PuyoField#placeAndResolve} keeps to skip the seed test in a search that places many pairs on
 * one parent: per colour, the cells where a puyo of that colour would join enough of its colour to pop.
 * Kept in one {@code long[]} per field, made on the field's first {@code placeAndResolve}:
 * <pre>
 *   [0..6)   KEY    the six code-plane words the masks below describe (the parent's content)
 *   [6]      STATE  SEEN (-1): key only; else the key is quiet (settled, nothing pops) and bit c says the
 *                   masks of colour plane c are made
 *   [7..37)  masks  NEAR[k] of colour plane c, word w (0 lo, 1 hi) at 7 + ((k - 1) * 5 + c) * 2 + w:
 *                   the cells x of rows 1..12 with n(x) >= k (k = 1, 2, 3), where n(x) is the number of
 *                   puyos of colour c in the distinct groups next to x (rows 1..12 only: row 13 does not
 *                   connect)
 * </pre>
 * The key is known quiet once a placement on it pops nothing: a group of 4 in a settled parent stays
 * when a pair is added, so it would have popped. From the next placement on the same content (a search
 * copying one parent into the same child) the masks are used, made then for the colours placed only; a
 * game loop placing once per turn pays only the key check and copy.
 *
 * <p>On a quiet parent (settled, every group under 4) only the groups of the two placed puyos can pop.
 * A puyo of colour {@code a} alone at {@code p} pops exactly when {@code n_a(p) >= 3}. Two puyos of one
 * colour at {@code p} and {@code q} (both in rows 1..12) form groups of at most {@code 2 + n(p) + n(q)}
 * cells, so nothing pops when {@code n(p) + n(q) <= 1}, that is unless {@code p} or {@code q} has
 * {@code n >= 2} or both have {@code n >= 1}; the test is a superset (a "maybe"), and a maybe runs the
 * usual seed test. A puyo in row 13 or above is in no mask, as it joins nothing.
 *
 * <p>The masks are exact, from edge counts: two cells next to one cell are never next to each other, so
 * they are never a group of 2 together. Hence {@code n(x) >= 2} when x touches a cell of a group of 2+
 * or touches 2 cells; {@code n(x) >= 3} when x touches a cell of a group of 3, or touches 3 cells, or 2
 * cells one of which is in a group of 2.
 */
final class PlacementCache {
    static final int WORDS = 37;
    /** Index of the state word: {@link #SEEN}, or (quiet) the colour planes whose masks are made. */
    static final int STATE = 6;
    private static final int MASKS = 7;
    /** State: the key was seen, but no placement on it has shown it quiet yet. */
    private static final long SEEN = -1;
    private static final int COLOURS = 5;

    private PlacementCache() {
    }

    /** Index of mask {@code NEAR[k]} of colour plane {@code plane}, lo word. */
    static int mask(int k, int plane) {
        return MASKS + ((k - 1) * COLOURS + plane) * 2;
    }

    /**
     * The cold half of the key check in {@link PuyoField#placeAndResolve}, called before a placement that takes
     * the usual path: makes the cache on the field's first call, and keeps the field's content as the key
     * unless it is the key already. The caller marks the key quiet if that placement pops nothing.
     */
    static void remember(PuyoField f) {
        long[] c = f.placementCache;
        long[] b = f.bits;
        if (c == null) {
            c = f.placementCache = new long[WORDS];
        } else if (c[0] == b[0] && c[1] == b[1] && c[2] == b[2] && c[3] == b[3] && c[4] == b[4] && c[5] == b[5]) {
            return;
        }
        System.arraycopy(b, 0, c, 0, PuyoField.CODE_WORDS);
        c[STATE] = SEEN;
    }

    /**
     * Makes the masks of colour plane {@code plane} from the key of {@code c}, a quiet field, and marks them
     * made. A search placing one pair on a parent makes only that pair's colours.
     */
    static void makeMasks(long[] c, int plane) {
        int code = PuyoField.CODE_OF_PLANE[plane];
        long lo = ~((c[0] ^ -(code & 1)) | (c[2] ^ -(code >>> 1 & 1)) | (c[4] ^ -(code >>> 2 & 1))) & POP_LO;
        long hi = ~((c[1] ^ -(code & 1)) | (c[3] ^ -(code >>> 1 & 1)) | (c[5] ^ -(code >>> 2 & 1))) & POP_HI;
        // Edges to the cells of this colour, seen from every cell: above, below, left, right.
        long ua = lo >>> 1 & POP_LO, ub = hi >>> 1 & POP_HI;
        long da = lo << 1 & POP_LO, db = hi << 1 & POP_HI;
        long la = lo << 16, lb = (hi << 16 | lo >>> 48) & POP_HI;
        long ra = lo >>> 16 | hi << 48, rb = hi >>> 16;
        long oneA = ua | da | la | ra, oneB = ub | db | lb | rb;
        long twoA = Pops.atLeastTwo(ua, da, la, ra), twoB = Pops.atLeastTwo(ub, db, lb, rb);
        long threeA = Pops.atLeastThree(ua, da, la, ra), threeB = Pops.atLeastThree(ub, db, lb, rb);
        // Puyos of this colour in groups of 2 or more (a neighbour of their colour), and of 3 (two such
        // neighbours, or next to a puyo that has two); no group has 4.
        long pairA = lo & oneA, pairB = hi & oneB;
        long middleA = lo & twoA, middleB = hi & twoB;
        long tripleA = middleA | lo & near(middleA, middleB, true);
        long tripleB = middleB | hi & near(middleA, middleB, false);
        long doubleA = pairA & ~tripleA, doubleB = pairB & ~tripleB;
        int k1 = mask(1, plane), k2 = mask(2, plane), k3 = mask(3, plane);
        c[k1] = oneA;
        c[k1 + 1] = oneB;
        c[k2] = twoA | near(pairA, pairB, true);
        c[k2 + 1] = twoB | near(pairA, pairB, false);
        c[k3] = threeA | near(tripleA, tripleB, true) | twoA & near(doubleA, doubleB, true);
        c[k3 + 1] = threeB | near(tripleA, tripleB, false) | twoB & near(doubleA, doubleB, false);
        c[STATE] |= 1L << plane;
    }

    /** The cells of rows 1..12 of word lo ({@code loWord}) or hi next to a cell of {@code lo}/{@code hi}. */
    private static long near(long lo, long hi, boolean loWord) {
        if (loWord) {
            return (lo >>> 1 | lo << 1 | lo << 16 | lo >>> 16 | hi << 48) & POP_LO;
        }
        return (hi >>> 1 | hi << 1 | hi << 16 | lo >>> 48 | hi >>> 16) & POP_HI;
    }
}
