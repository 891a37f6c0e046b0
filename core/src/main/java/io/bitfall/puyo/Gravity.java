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

import static io.bitfall.puyo.PuyoField.VALID_HI;
import static io.bitfall.puyo.PuyoField.VALID_LO;

/**
 * Gravity for {@link PuyoField}'s code planes: removes a chain step's popping cells and lets the rest
 * fall, by {@link CompressExpand} on JDK 19+ and by one-row falls and a parallel-prefix compress before.
 * Static methods on the plane words, so that the JIT inlines them into the chain loops.
 */
final class Gravity {
    private Gravity() {
    }

    private static final long LANES_LO = 0x0001_0001_0001_0001L;
    /** The lowest 1, 2, 4 and 8 bits of every lane, cleared after in-lane shifts so nothing crosses lanes. */
    private static final long LOW1 = LANES_LO;
    private static final long LOW2 = 0x3L * LANES_LO;
    private static final long LOW4 = 0xFL * LANES_LO;
    private static final long LOW8 = 0xFFL * LANES_LO;

    /**
     * Makes {@code dst} {@code src}'s bit planes ({@code dst} itself, or another field's) without the cells
     * {@code popLo}/{@code popHi} found by {@link Pops#findPops}, after the rest fell. With {@link CompressExpand} (JDK 19+) each plane falls
     * in one compress and one expand; otherwise {@link #fall} moves rows. The work is split in small methods
     * so that the JIT inlines it into the chain loops.
     *
     * <p>Returns whether any puyo fell. When none did the chain is over, with no pop test: a step pops every
     * group of 4 or more, and taking cells away joins no group to another, so only a fall can make a new one.
     * A step that pops only from the tops of its columns (most last steps of a chain) ends there.
     */
    static boolean removePopsAndFall(long[] dst, long[] src, long popLo, long popHi) {
        return removeAndFall(dst, src, popLo, popHi, false) != 0;
    }

    /**
     * {@link #removePopsAndFall}, returning the most rows any puyo fell (0: none fell, the chain is over), the
     * fall a step's frames count: the gravity finds it on the way, where a count after the step would look at
     * every column again.
     */
    static int removePopsAndFallRows(long[] dst, long[] src, long popLo, long popHi) {
        return removeAndFall(dst, src, popLo, popHi, true);
    }

    /**
     * The two above: with {@code rows} (a constant at each call, folded by the JIT) the longest fall, without
     * it any number that is 0 exactly when nothing fell.
     */
    private static int removeAndFall(long[] dst, long[] src, long popLo, long popHi, boolean rows) {
        if (CompressExpand.AVAILABLE) {
            int lo = compressLo(dst, src, ~popLo, rows);
            int hi = compressHi(dst, src, ~popHi, rows);
            return rows ? Math.max(lo, hi) : lo | hi;
        } else {
            long[] p = dst;
            long nLo = ~popLo;
            long nHi = ~popHi;
            long keepLo = (p[0] = src[0] & nLo) | (p[2] = src[2] & nLo) | (p[4] = src[4] & nLo);
            long keepHi = (p[1] = src[1] & nHi) | (p[3] = src[3] & nHi) | (p[5] = src[5] & nHi);
            int lo = fall(p, 0, keepLo, VALID_LO, rows);
            int hi = fall(p, 1, keepHi, VALID_HI, rows);
            return rows ? Math.max(lo, hi) : lo | hi;
        }
    }

    /**
     * Gravity for the lo words by {@link CompressExpand}: {@code src}'s cells under {@code keep} packed to the
     * bottom of every lane. The kept cells {@code m} of each plane are compressed out and expanded into
     * {@code t}, the lowest (number of kept cells) bits of every lane, which keeps their order in each column.
     * Returns 0 if nothing fell, else 1, or with {@code rows} the longest fall: in a lane, the top puyo's, its
     * row less the lane's kept cells. A word with no hole is only masked.
     */
    private static int compressLo(long[] dst, long[] src, long keep, boolean rows) {
        long a0 = src[0] & keep;
        long a1 = src[2] & keep;
        long a2 = src[4] & keep;
        long m = a0 | a1 | a2;
        long[] p = dst;
        if (!hasHole(m, VALID_LO)) {
            p[0] = a0;
            p[2] = a1;
            p[4] = a2;
            return 0;
        }
        long t = packedLo(m);
        p[0] = CompressExpand.expand(CompressExpand.compress(a0, m), t);
        p[2] = CompressExpand.expand(CompressExpand.compress(a1, m), t);
        p[4] = CompressExpand.expand(CompressExpand.compress(a2, m), t);
        if (!rows) {
            return 1;
        }
        int n0 = Long.bitCount(m & 0xFFFFL);
        int n1 = Long.bitCount(m & 0xFFFF_0000L);
        int n2 = Long.bitCount(m & 0xFFFF_0000_0000L);
        int n3 = Long.bitCount(m >>> 48);
        return Math.max(Math.max(top(m, 0) - n0, top(m, 1) - n1), Math.max(top(m, 2) - n2, top(m, 3) - n3));
    }

    /**
     * {@link #compressLo} for the hi words, which use 32 bits (columns 4 and 5): planes 0 and 1 share one
     * compress and one expand, the second in the upper half.
     */
    private static int compressHi(long[] dst, long[] src, long keep, boolean rows) {
        long b0 = src[1] & keep;
        long b1 = src[3] & keep;
        long b2 = src[5] & keep;
        long m = b0 | b1 | b2;
        long[] p = dst;
        if (!hasHole(m, VALID_HI)) {
            p[1] = b0;
            p[3] = b1;
            p[5] = b2;
            return 0;
        }
        long t = packedHi(m);
        long x = CompressExpand.expand(CompressExpand.compress(b0 | b1 << 32, m | m << 32), t | t << 32);
        p[1] = x & 0xFFFF_FFFFL;
        p[3] = x >>> 32;
        p[5] = CompressExpand.expand(CompressExpand.compress(b2, m), t);
        return rows ? Math.max(top(m, 0) - Long.bitCount(m & 0xFFFFL), top(m, 1) - Long.bitCount(m >>> 16)) : 1;
    }

    /** Whether a word whose occupied cells are {@code m} ({@code valid}: the word's cells) has an empty cell under a puyo. */
    static boolean hasHole(long m, long valid) {
        return (m >>> 1 & ~m & valid) != 0;
    }

    /** For the lo word's occupied cells {@code m}: in every lane, as many of its lowest cells as it holds puyos. */
    static long packedLo(long m) {
        return (1L << Long.bitCount(m & 0xFFFFL)) - 1 | ((1L << Long.bitCount(m & 0xFFFF_0000L)) - 1) << 16
                | ((1L << Long.bitCount(m & 0xFFFF_0000_0000L)) - 1) << 32 | ((1L << Long.bitCount(m >>> 48)) - 1) << 48;
    }

    /** {@link #packedLo} for the hi word's two lanes. */
    static long packedHi(long m) {
        return (1L << Long.bitCount(m & 0xFFFFL)) - 1 | ((1L << Long.bitCount(m >>> 16)) - 1) << 16;
    }

    /**
     * For the occupied cells {@code m} of a word ({@code valid}: its cells), in every lane the lowest empty
     * cell and all above it: what one round of {@link #fall} moves down one row (see its picture).
     */
    static long aboveLowestHole(long m, long valid) {
        return ~((m + LOW1 & ~m) - LOW1) & valid;
    }

    /** {@code x} with its cells under {@code upper} moved down one row. */
    static long downOne(long x, long upper) {
        return x & ~upper | x >>> 1 & upper;
    }

    /** The row (1..16) of the highest cell of {@code m} in lane {@code lane}, 0 if the lane is empty. */
    private static int top(long m, int lane) {
        return 64 - Long.numberOfLeadingZeros(m & 0xFFFFL << 16 * lane) - 16 * lane;
    }

    /** How many one-row falls {@link #fall} tries before it switches to {@link #compact}. */
    private static final int STEPWISE_FALLS = 4;

    /**
     * Gravity for one word whose occupied cells are {@code m} ({@code valid}: the word's cells). A chain
     * step mostly leaves no hole (the popped cells had nothing above them) or a hole of one or two rows,
     * so this first closes holes one row at a time: in every lane the lowest empty cell and everything
     * above it move down one. Each such round costs a few operations per plane; a word still unsettled
     * after {@value #STEPWISE_FALLS} rounds is finished by {@link #compact}, whose cost does not depend on
     * the depth of the holes. Each round lowers the top puyo of every lane with a hole by one row, so the
     * rounds are the word's longest fall.
     * <pre>
     *   one lane, rows 7..1 (bit 0 = row 1):
     *     m     = 0 0 1 1 0 1 1
     *     low   = 0 0 0 0 1 0 0   lowest empty cell: (m + 1) &amp; ~m
     *     upper = 1 1 1 1 1 0 0   low and everything above it: each of these bits moves down one
     *     m'    = 0 0 0 1 1 1 1
     * </pre>
     */
    private static int fall(long[] p, int word, long m, long valid, boolean rows) {
        if (!hasHole(m, valid)) {
            return 0; // no empty cell under a puyo: settled, nothing falls
        }
        long x0 = p[word]; // the three planes stay in registers through the rounds, stored once
        long x1 = p[word + 2];
        long x2 = p[word + 4];
        for (int round = 1; ; round++) {
            long upper = aboveLowestHole(m, valid);
            m = downOne(m, upper);
            x0 = downOne(x0, upper);
            x1 = downOne(x1, upper);
            x2 = downOne(x2, upper);
            if (!hasHole(m, valid)) {
                p[word] = x0;
                p[word + 2] = x1;
                p[word + 4] = x2;
                return round;
            }
            if (round == STEPWISE_FALLS) {
                p[word] = x0;
                p[word + 2] = x1;
                p[word + 4] = x2;
                compact(p, word, m);
                return rows ? round + remainingFall(m) : round;
            }
        }
    }

    /** The longest fall left in the lanes of the occupied cells {@code m}: a lane's top row less its cells. */
    private static int remainingFall(long m) {
        int longest = 0;
        for (int lane = 0; lane < 4; lane++) {
            longest = Math.max(longest, top(m, lane) - Long.bitCount(m & 0xFFFFL << 16 * lane));
        }
        return longest;
    }

    /**
     * Gravity for one word: in every 16-bit lane, moves the bits of each plane that lie under mask
     * {@code m} (the occupied cells) down to the bottom of the lane, keeping their order. This is
     * Hacker's Delight's compress (7-4) run on four lanes at once: four rounds move each bit by 1, 2, 4 and
     * 8 places as the binary digits of the count of empty cells below it say. The moves depend only on
     * {@code m}, so each round's move mask is computed once and applied to all three planes.
     */
    static void compact(long[] p, int word, long m) {
        long mk = ~m << 1 & ~LOW1; // empty cells, moved up one: each cell counts the empties below it
        long mv0 = 0, mv1 = 0, mv2 = 0, mv3 = 0;
        for (int round = 0; round < 4; round++) {
            long mp = mk ^ (mk << 1 & ~LOW1); // parallel prefix (XOR) of mk inside each lane
            mp ^= mp << 2 & ~LOW2;
            mp ^= mp << 4 & ~LOW4;
            mp ^= mp << 8 & ~LOW8;
            long mv = mp & m; // bits that move by 2^round
            m = m ^ mv | mv >>> (1 << round);
            mk &= ~mp;
            switch (round) {
                case 0: mv0 = mv; break;
                case 1: mv1 = mv; break;
                case 2: mv2 = mv; break;
                default: mv3 = mv; break;
            }
        }
        for (int i = word; i < p.length; i += 2) {
            long x = p[i];
            if (x != 0) {
                long t = x & mv0;
                x = x ^ t | t >>> 1;
                t = x & mv1;
                x = x ^ t | t >>> 2;
                t = x & mv2;
                x = x ^ t | t >>> 4;
                t = x & mv3;
                p[i] = x ^ t | t >>> 8;
            }
        }
    }
}
