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

import java.util.List;

/**
 * The pop kernel of {@link PuyoField}: which cells pop in a chain step, found on the field's code planes
 * for all colours at once, and the step's details (coloured puyos, garbage, colours, group bonus), written
 * into the field's step state ({@link PuyoField#popLo} and the fields after it). Static methods on the
 * field, so that the JIT inlines them into the chain loops as it did when they were the field's own.
 */
final class Pops {
    private Pops() {
    }

    /** Group bonus by group size, for the sizes below 8 (a colour popping fewer than 8 is one group). */
    static final int[] SMALL_GROUP_BONUS = {0, 0, 0, 0, 0, 2, 3, 4};

    /**
     * {@link #findPops} for the first step of {@link PuyoField#chainCount} and {@link PuyoField#resolveInPlace}: where
     * {@link VectorPopCheck#USABLE}, the seed test runs on the Vector API, which decides the common "nothing
     * pops" fastest, and hands its words to {@link #spreadSeeds}. The steps after it keep the scalar
     * {@code findPops}, inlined into the chain loops (the vector test there, a call per step, measured
     * slower on chains).
     */
    static boolean firstPops(PuyoField f, boolean detail) {
        if (!VectorPopCheck.USABLE) {
            return firstPopsScalar(f, detail);
        }
        long[] v = f.vectorSeeds;
        return VectorPopCheck.anyPops(f.bits, v) && spreadSeeds(f, detail, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
    }

    /**
     * Finds the cells that pop now into {@link PuyoField#popLo}/{@link PuyoField#popHi}; with {@code detail} also counts
     * groups, sizes and colours. Returns whether anything pops.
     *
     * <p>Works on all colours at once through four <em>edge masks</em>: {@code u} marks the cells whose
     * neighbour above has the same colour, {@code d} below, {@code l} left, {@code r} right (rows 1..12
     * only). A group has 4 or more cells exactly when it holds a cell with 3 same-colour neighbours, or
     * two same-colour neighbours with 2 each (a connected set whose cells all have at most 2 neighbours is
     * a path or a cycle, and two adjacent inner cells of a path bring two more). Those cells are the
     * seeds: none means nothing pops, the common case, decided here. {@link #spreadSeeds} finds the rest.
     */
    static boolean findPops(PuyoField f, boolean detail) {
        long[] p = f.bits;
        // "Same colour above" and "same colour to the left", for all colours at once and only within rows
        // 1..12 (edges reaching into row 13 are dropped). "Below" and "right" are the same edges seen from
        // the other cell.
        long ua = sameColourAbove(p, 0) & UP_PAIRS_LO;
        long ub = sameColourAbove(p, 1) & UP_PAIRS_HI;
        long la = sameColourLeftLo(p) & POP_LO;
        long lb = sameColourLeftHi(p) & POP_HI;
        long twoA = twoLo(ua, la, lb);
        long twoB = twoHi(ub, lb);
        long seedA = seedsLo(ua, la, lb, twoA, twoB);
        long seedB = seedsHi(ub, lb, twoB);
        if ((seedA | seedB) == 0) {
            return false; // the common case in search: nothing pops
        }
        return spreadSeeds(f, detail, ua, ub, la, lb, twoA, twoB, seedA, seedB);
    }

    /**
     * {@link #findPops} for a first step, where most fields have no seeds: columns 4 and 5 first, apart,
     * so that the common case holds fewer words at once; a field with seeds there takes {@code findPops}.
     */
    static boolean firstPopsScalar(PuyoField f, boolean detail) {
        long[] p = f.bits;
        long ub = sameColourAbove(p, 1) & UP_PAIRS_HI;
        long lb = sameColourLeftHi(p) & POP_HI;
        long twoB = twoHi(ub, lb);
        if (seedsHi(ub, lb, twoB) != 0) {
            return findPops(f, detail);
        }
        long ua = sameColourAbove(p, 0) & UP_PAIRS_LO;
        long la = sameColourLeftLo(p) & POP_LO;
        long twoA = twoLo(ua, la, lb);
        long seedA = seedsLo(ua, la, lb, twoA, twoB);
        if (seedA == 0) {
            return false; // the common case in search: nothing pops
        }
        return spreadSeeds(f, detail, ua, ub, la, lb, twoA, twoB, seedA, 0);
    }

    // The pieces of findPops are small methods so that findPops stays small enough for the JIT to inline
    // it into its callers: a field where nothing pops then costs no call at all. InlineSizeTest keeps each
    // piece of the chain loops under C2's limits.

    /** Cells of word {@code w} whose neighbour above has the same colour (see {@link #sameColour}). */
    static long sameColourAbove(long[] p, int w) {
        long b0 = p[w], b1 = p[w + 2], b2 = p[w + 4];
        return sameColour(b0, b1, b2, b0 >>> 1, b1 >>> 1, b2 >>> 1);
    }

    /** Cells of the lo word whose neighbour to the left has the same colour. */
    static long sameColourLeftLo(long[] p) {
        long b0 = p[0], b1 = p[2], b2 = p[4];
        return sameColour(b0, b1, b2, b0 << 16, b1 << 16, b2 << 16);
    }

    /** Cells of the hi word whose neighbour to the left has the same colour (column 4's is column 3). */
    static long sameColourLeftHi(long[] p) {
        long b0 = p[1], b1 = p[3], b2 = p[5];
        return sameColour(b0, b1, b2, b0 << 16 | p[0] >>> 48, b1 << 16 | p[2] >>> 48, b2 << 16 | p[4] >>> 48);
    }

    /**
     * Cells of the plane words {@code b0..b2} whose neighbour, the same cell of the words {@code n0..n2} (the
     * planes moved by one row or column), has the same colour: a colour in the cell ({@code b0 | b1}) and the
     * same code there (garbage, code 100, excluded).
     */
    static long sameColour(long b0, long b1, long b2, long n0, long n1, long n2) {
        return (b0 | b1) & ~(b0 ^ n0 | b1 ^ n1 | b2 ^ n2);
    }

    // The seed test and the spread on the edges u (same colour above) and l (left) of the lo word (a) and the
    // hi word (b); d (below) and r (right) are the same edges seen from the other cell.

    /** Cells of the lo word with 2 or more same-colour neighbours. */
    static long twoLo(long ua, long la, long lb) {
        return atLeastTwo(ua, ua << 1, la, la >>> 16 | lb << 48);
    }

    /** Cells of the hi word with 2 or more same-colour neighbours. */
    static long twoHi(long ub, long lb) {
        return atLeastTwo(ub, ub << 1, lb, lb >>> 16);
    }

    /** Seeds of the lo word: 3 neighbours, or 2 with a 2-neighbour above or to the right (see {@link #findPops}). */
    static long seedsLo(long ua, long la, long lb, long twoA, long twoB) {
        long ra = la >>> 16 | lb << 48;
        return atLeastThree(ua, ua << 1, la, ra) | twoA & (ua & twoA >>> 1 | ra & (twoA >>> 16 | twoB << 48));
    }

    /** Seeds of the hi word, as {@link #seedsLo}. */
    static long seedsHi(long ub, long lb, long twoB) {
        long rb = lb >>> 16;
        return atLeastThree(ub, ub << 1, lb, rb) | twoB & (ub & twoB >>> 1 | rb & twoB >>> 16);
    }

    /**
     * The lo word's popping cells of 2 neighbours or more: its seeds and the 2-cells with a 2-neighbour below
     * or to the left (column 4's left neighbour is column 3, the top lane of the lo word).
     */
    static long coreLo(long seedA, long twoA, long ua, long la) {
        return seedA | twoA & (ua << 1 & twoA << 1 | la & twoA << 16);
    }

    /** The hi word's popping cells of 2 neighbours or more, as {@link #coreLo}. */
    static long coreHi(long seedB, long twoB, long twoA, long ub, long lb) {
        return seedB | twoB & (ub << 1 & twoB << 1 | lb & (twoB << 16 | twoA >>> 48));
    }

    /** The lo word's popping cells: the cores {@code sA}/{@code sB} grown by one cell along the edges. */
    static long grownLo(long sA, long sB, long ua, long la, long lb) {
        long ra = la >>> 16 | lb << 48;
        return sA | (sA & ua) << 1 | (sA & ua << 1) >>> 1 | (sA & ra) << 16 | (sA & la) >>> 16 | (sB & lb) << 48;
    }

    /** The hi word's popping cells, as {@link #grownLo}. */
    static long grownHi(long sA, long sB, long ub, long la, long lb) {
        long ra = la >>> 16 | lb << 48;
        long rb = lb >>> 16;
        return sB | (sB & ub) << 1 | (sB & ub << 1) >>> 1 | (sB & rb) << 16 | (sB & lb) >>> 16 | (sA & ra) >>> 48;
    }

    /** Cells with at least 2 of the edges {@code u}, {@code d}, {@code l}, {@code r}. */
    static long atLeastTwo(long u, long d, long l, long r) {
        return u & d | l & r | (u | d) & (l | r);
    }

    /** Cells with at least 3 of the edges {@code u}, {@code d}, {@code l}, {@code r}. */
    static long atLeastThree(long u, long d, long l, long r) {
        return u & d & (l | r) | l & r & (u | d);
    }

    /**
     * The second half of {@link #findPops}: grows the seeds into the groups that pop, adds the garbage next
     * to them, and keeps the result (and the details, if asked). No flood: in a group of 4 or more, every
     * cell with 2 or more same-colour neighbours is a seed or next to one of its own kind ({@code two}: a
     * 2-cell with only 1-cells around would make a group of 3), and every other cell, a 1-cell, is next to
     * such a cell. So the seeds plus the 2-cells next to 2-cells, grown by one cell along the edges, are
     * exactly the groups that pop.
     */
    private static boolean spreadSeeds(PuyoField f, boolean detail, long ua, long ub, long la, long lb, long twoA, long twoB,
            long seedA, long seedB) {
        // The seeds hold the 2-cells with a 2-neighbour above or to the right; add those with one below or
        // to the left; then one step along the same-colour edges adds the 1-cells.
        long sA = coreLo(seedA, twoA, ua, la);
        long sB = coreHi(seedB, twoB, twoA, ub, lb);
        long pLo = grownLo(sA, sB, ua, la, lb);
        long pHi = grownHi(sA, sB, ub, la, lb);
        if (detail) {
            details(f, pLo, pHi);
        }
        popGarbageNextTo(f, detail, pLo, pHi);
        return true;
    }

    /**
     * The last part of {@link #spreadSeeds}, kept apart so that {@code spreadSeeds} stays under the JIT's
     * size limit for inlining hot methods (325 bytes of bytecode): keeps as this step's popping cells the
     * coloured puyos {@code pLo}/{@code pHi} and the garbage in rows 1..12 next to them. Garbage neighbours
     * are looked at only where there is garbage: most fields in search have none.
     */
    private static void popGarbageNextTo(PuyoField f, boolean detail, long pLo, long pHi) {
        long[] b = f.bits;
        long gLo = b[4] & ~(b[0] | b[2]) & POP_LO; // code 100
        long gHi = b[5] & ~(b[1] | b[3]) & POP_HI;
        if ((gLo | gHi) != 0) {
            gLo &= pLo << 1 | pLo >>> 1 | pLo << 16 | pLo >>> 16 | pHi << 48;
            gHi &= pHi << 1 | pHi >>> 1 | pHi << 16 | pHi >>> 16 | pLo >>> 48;
        }
        if (detail) {
            f.garbage = Long.bitCount(gLo) + Long.bitCount(gHi);
        }
        f.popLo = pLo | gLo;
        f.popHi = pHi | gHi;
    }

    /**
     * Colours and group bonus of a step whose popping coloured puyos are {@code pLo}/{@code pHi}. Groups
     * have 4 or more puyos, so fewer than 8 popping puyos are one group (the common case: no per-colour
     * work), and so are fewer than 8 popping puyos of one colour; only a colour popping 8 or more is split.
     * The group sizes themselves are not kept: only {@link PuyoField#step} needs them, and collects them itself
     * ({@link #splitGroups}); a field is smaller without an array for them.
     */
    private static void details(PuyoField f, long pLo, long pHi) {
        int n = Long.bitCount(pLo) + Long.bitCount(pHi);
        f.coloured = n;
        if (n < 8) {
            f.colourCount = 1;
            f.groupBonusSum = SMALL_GROUP_BONUS[n];
            return;
        }
        long[] b = f.bits;
        int split = coloursAndBonus(pLo, pHi, b[0], b[2], b[4], b[1], b[3], b[5]);
        f.colourCount = split >>> 16;
        f.groupBonusSum = split & 0xFFFF;
    }

    /**
     * For a step popping 8 or more coloured puyos, {@code pLo}/{@code pHi}, on the plane words {@code a0..a2}
     * (lo) and {@code h0..h2} (hi): its colours times 65536 plus its group bonus, each colour popping 8 or
     * more split into its groups.
     */
    static int coloursAndBonus(long pLo, long pHi, long a0, long a1, long a2, long h0, long h1, long h2) {
        int colours = 0;
        int bonus = 0;
        for (int c = 0; c < Puyo.COLOURS.length; c++) {
            long xa = pLo & PuyoField.cellsOf(a0, a1, a2, c);
            long xb = pHi & PuyoField.cellsOf(h0, h1, h2, c);
            int size = Long.bitCount(xa) + Long.bitCount(xb);
            if (size == 0) {
                continue;
            }
            colours++;
            bonus += size < 8 ? SMALL_GROUP_BONUS[size] : splitGroups(xa, xb, null);
        }
        return colours << 16 | bonus;
    }

    /**
     * Splits {@code xa}/{@code xb} (popping puyos of one colour) into its groups, one flood from the lowest
     * cell at a time, and returns the sum of their group bonuses. With {@code sizes} given, also adds each
     * group's size to it.
     */
    static int splitGroups(long xa, long xb, List<Integer> sizes) {
        int bonus = 0;
        while ((xa | xb) != 0) {
            long ga = xa & -xa; // one group at a time, from its lowest cell
            long gb = ga == 0 ? xb & -xb : 0;
            while (true) {
                long na = (ga | ga << 1 | ga >>> 1 | ga << 16 | ga >>> 16 | gb << 48) & xa;
                long nb = (gb | gb << 1 | gb >>> 1 | gb << 16 | gb >>> 16 | ga >>> 48) & xb;
                if (na == ga && nb == gb) {
                    break;
                }
                ga = na;
                gb = nb;
            }
            xa &= ~ga;
            xb &= ~gb;
            int size = Long.bitCount(ga) + Long.bitCount(gb);
            bonus += ChainStep.groupBonus(size);
            if (sizes != null) {
                sizes.add(size);
            }
        }
        return bonus;
    }
}
