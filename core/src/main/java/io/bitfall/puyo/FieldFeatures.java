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

import static io.bitfall.puyo.PuyoField.CODE_OF_PLANE;
import static io.bitfall.puyo.PuyoField.POP_HI;
import static io.bitfall.puyo.PuyoField.POP_LO;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_HI;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_LO;

/**
 * The bodies of {@link PuyoField}'s features for AI authors that read the code planes: the content hash,
 * the count of small groups, and the test that lets {@link PuyoField#chainPotential} skip drops that
 * cannot pop.
 */
final class FieldFeatures {
    private FieldFeatures() {
    }

    /** The odd constant (2^64 / golden ratio) that keys each word of {@link PuyoField#hash64}. */
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;

    /**
     * The term of word key {@code i} (see {@link #hash64}) where the plane's word holds no cell: most fields
     * lack a colour or two and garbage, so a third of the terms come from here.
     */
    private static final long[] EMPTY_TERM = new long[2 * CODE_OF_PLANE.length + 1];

    static {
        for (int i = 1; i < EMPTY_TERM.length; i++) {
            EMPTY_TERM[i] = fmix64(i * GOLDEN);
        }
    }

    /**
     * The body of {@link PuyoField#hash64}: the sum of one term per word of each plane (the lo word of plane
     * {@code p} keyed {@code 2p + 1}, its hi word {@code 2p + 2}), mixed. The planes' cells are taken with their
     * codes written out ({@link PuyoField#CODE_OF_PLANE}), not looked up: 0.6 of the time of a loop over the
     * planes, a beam search hashing every new child.
     */
    static long hash64(PuyoField f) {
        long[] b = f.codePlanes();
        long sum = 0;
        for (int word = 0; word < 2; word++) {
            long b0 = b[word];
            long b1 = b[word + 2];
            long b2 = b[word + 4];
            long n0 = ~b0;
            long n1 = ~b1;
            long n2 = ~b2;
            int key = 1 + word;
            sum += term(b0 & n1 & n2, key) // plane 0, code 001
                    + term(n0 & b1 & n2, key + 2) // plane 1, code 010
                    + term(b0 & b1 & n2, key + 4) // plane 2, code 011
                    + term(b0 & n1 & b2, key + 6) // plane 3, code 101
                    + term(n0 & b1 & b2, key + 8) // plane 4, code 110
                    + term(n0 & n1 & b2, key + 10); // plane 5, code 100 (garbage)
        }
        return fmix64(sum);
    }

    /** The term of a plane's word {@code cells} keyed {@code key} in {@link #hash64}. */
    private static long term(long cells, int key) {
        return cells == 0 ? EMPTY_TERM[key] : fmix64(cells + key * GOLDEN);
    }

    /** MurmurHash3's 64-bit finaliser. */
    private static long fmix64(long x) {
        x ^= x >>> 33;
        x *= 0xFF51_AFD7_ED55_8CCDL;
        x ^= x >>> 33;
        x *= 0xC4CE_B9FE_1A85_EC53L;
        return x ^ x >>> 33;
    }

    /** The body of {@link PuyoField#groupsOfSize}, {@code size} checked: on the code-plane words {@code p}. */
    static int groupsOfSize(long[] p, int size) {
        long ca = (p[0] | p[2]) & POP_LO; // the colours' codes: b0 or b1 set
        long cb = (p[1] | p[3]) & POP_HI;
        // Same-colour edges as in findPops: u above, d below, l left, r right, rows 1..12 only.
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
        if (size == 1) {
            return Long.bitCount(ca & ~anyA) + Long.bitCount(cb & ~anyB);
        }
        long twoA = ua & da | la & ra | (ua | da) & (la | ra);
        long twoB = ub & db | lb & rb | (ub | db) & (lb | rb);
        long oneA = anyA & ~twoA; // exactly one same-colour neighbour
        long oneB = anyB & ~twoB;
        // oneX of the neighbour above, below, right and left of each cell
        long oneAboveA = oneA >>> 1;
        long oneAboveB = oneB >>> 1;
        long oneRightA = oneA >>> 16 | oneB << 48;
        long oneRightB = oneB >>> 16;
        if (size == 2) {
            // Two cells with one neighbour each, neighbours of each other; counted at the lower or left one.
            return Long.bitCount(oneA & (ua & oneAboveA | ra & oneRightA))
                    + Long.bitCount(oneB & (ub & oneAboveB | rb & oneRightB));
        }
        // Three cells: a middle one with exactly two neighbours, each of which has only the middle one.
        long oneBelowA = oneA << 1;
        long oneBelowB = oneB << 1;
        long oneLeftA = oneA << 16;
        long oneLeftB = oneB << 16 | oneA >>> 48;
        long threeA = ua & da & (la | ra) | la & ra & (ua | da);
        long threeB = ub & db & (lb | rb) | lb & rb & (ub | db);
        long midA = twoA & ~threeA & ~(ua & ~oneAboveA | da & ~oneBelowA | la & ~oneLeftA | ra & ~oneRightA);
        long midB = twoB & ~threeB & ~(ub & ~oneAboveB | db & ~oneBelowB | lb & ~oneLeftB | rb & ~oneRightB);
        return Long.bitCount(midA) + Long.bitCount(midB);
    }

    /** The body of {@link PuyoField#groupCounts}: {@link #groupsOfSize} of 1, 2 and 3 into {@code out}. */
    static void groupCounts(long[] p, int[] out) {
        long ca = (p[0] | p[2]) & POP_LO;
        long cb = (p[1] | p[3]) & POP_HI;
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
        long twoA = ua & da | la & ra | (ua | da) & (la | ra);
        long twoB = ub & db | lb & rb | (ub | db) & (lb | rb);
        long oneA = anyA & ~twoA;
        long oneB = anyB & ~twoB;
        long oneAboveA = oneA >>> 1;
        long oneAboveB = oneB >>> 1;
        long oneRightA = oneA >>> 16 | oneB << 48;
        long oneRightB = oneB >>> 16;
        long oneBelowA = oneA << 1;
        long oneBelowB = oneB << 1;
        long oneLeftA = oneA << 16;
        long oneLeftB = oneB << 16 | oneA >>> 48;
        long threeA = ua & da & (la | ra) | la & ra & (ua | da);
        long threeB = ub & db & (lb | rb) | lb & rb & (ub | db);
        long midA = twoA & ~threeA & ~(ua & ~oneAboveA | da & ~oneBelowA | la & ~oneLeftA | ra & ~oneRightA);
        long midB = twoB & ~threeB & ~(ub & ~oneAboveB | db & ~oneBelowB | lb & ~oneLeftB | rb & ~oneRightB);
        out[0] = Long.bitCount(ca & ~anyA) + Long.bitCount(cb & ~anyB);
        out[1] = Long.bitCount(oneA & (ua & oneAboveA | ra & oneRightA))
                + Long.bitCount(oneB & (ub & oneAboveB | rb & oneRightB));
        out[2] = Long.bitCount(midA) + Long.bitCount(midB);
    }

    /**
     * Whether the cells {@code added} (in {@code word}) joined to {@code colour}'s plane lie in a group of 4
     * or more within rows 1..12.
     */
    static boolean reachesFour(PuyoField f, int colour, int word, long added) {
        long a = f.cellsOf(colour, 0) & POP_LO;
        long b = f.cellsOf(colour, 1) & POP_HI;
        long ga;
        long gb;
        if (word == 0) {
            a |= added & POP_LO;
            ga = added & POP_LO;
            gb = 0;
        } else {
            b |= added & POP_HI;
            ga = 0;
            gb = added & POP_HI;
        }
        while (Long.bitCount(ga) + Long.bitCount(gb) < 4) {
            long na = (ga | ga << 1 | ga >>> 1 | ga << 16 | ga >>> 16 | gb << 48) & a;
            long nb = (gb | gb << 1 | gb >>> 1 | gb << 16 | gb >>> 16 | ga >>> 48) & b;
            if (na == ga && nb == gb) {
                return false;
            }
            ga = na;
            gb = nb;
        }
        return true;
    }
}
