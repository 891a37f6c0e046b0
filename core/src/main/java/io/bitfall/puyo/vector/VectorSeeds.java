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
package io.bitfall.puyo.vector;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The seed test of {@code io.bitfall.puyo.Pops.findPops} on 128-bit vectors of the incubating Vector API
 * ({@code jdk.incubator.vector}): a code plane's lo and hi word in one vector, so that every operation covers
 * all six columns at once. Only {@code io.bitfall.puyo.VectorPopCheck} reaches this class, by a method
 * handle, and only where it is usable; without the module this class is never loaded. It has a package of
 * its own, not exported, because javadoc reads every file of a package it documents, and warns about the
 * incubating module wherever it meets it (core/pom.xml).
 */
public final class VectorSeeds {
    private VectorSeeds() {
    }

    private static final VectorSpecies<Long> LO_HI = LongVector.SPECIES_128;
    /** Lane 0 takes lane 1 and lane 1 lane 0: the hi word beside the lo word, as ints (a pshufd). */
    private static final VectorShuffle<Integer> SWAP = VectorShuffle.fromValues(IntVector.SPECIES_128, 2, 3, 0, 1);
    /** Rows 1..11 of every column (lo, hi): {@code PuyoField.UP_PAIRS_LO} and {@code UP_PAIRS_HI}. */
    private static final LongVector UP_PAIRS =
            LongVector.fromArray(LO_HI, new long[] {0x07FFL * 0x0001_0001_0001_0001L, 0x07FFL * 0x0001_0001L}, 0);
    /** Rows 1..12 of every column (lo, hi): {@code PuyoField.POP_LO} and {@code POP_HI}. */
    private static final LongVector POP =
            LongVector.fromArray(LO_HI, new long[] {0x0FFFL * 0x0001_0001_0001_0001L, 0x0FFFL * 0x0001_0001L}, 0);

    /**
     * Whether a group of 4 or more pops: {@code findPops}' seed test, lane 0 the lo word and lane 1 the hi
     * word. "Left" is the 128-bit shift by one column: each word by 16 bits, and column 3 (the top of lo)
     * carried into hi. Its mirror "right" leaves junk in the unused top of hi, which holds no edge and so no
     * seed. All in one method of vector calls that C2 inlines: a helper it did not inline would box its
     * vectors (a first try with {@code right()} as a method ran 10x slower), which is also why the seed of
     * column 3 with a 2-cell to its right in column 4 is checked on the lanes' scalars at the end. The words
     * go into the lanes one {@code long} at a time: a 128-bit load of two words just written by two 64-bit
     * stores ({@code copyFrom}, a placement) waits for the stores to retire, which made the score path (copy,
     * then resolve) 1.6x slower on quiet fields.
     *
     * @param p the six code-plane words of a field, laid out as in {@code PuyoField}
     * @param out where a field that pops gets the words that {@code findPops} hands to {@code spreadSeeds}:
     *     {@code ua, ub, la, lb, twoA, twoB, seedA, seedB}; left as it is if nothing pops
     * @return whether a group of 4 or more pops
     */
    public static boolean anyPops(long[] p, long[] out) {
        LongVector b0 = LongVector.zero(LO_HI).withLane(0, p[0]).withLane(1, p[1]);
        LongVector b1 = LongVector.zero(LO_HI).withLane(0, p[2]).withLane(1, p[3]);
        LongVector b2 = LongVector.zero(LO_HI).withLane(0, p[4]).withLane(1, p[5]);
        LongVector colour = b0.or(b1);
        LongVector aboveDiffers = b0.lanewise(VectorOperators.LSHR, 1).lanewise(VectorOperators.XOR, b0)
                .or(b1.lanewise(VectorOperators.LSHR, 1).lanewise(VectorOperators.XOR, b1))
                .or(b2.lanewise(VectorOperators.LSHR, 1).lanewise(VectorOperators.XOR, b2));
        LongVector leftDiffers = b0.lanewise(VectorOperators.LSHL, 16)
                .or(b0.reinterpretAsInts().rearrange(SWAP).reinterpretAsLongs().lanewise(VectorOperators.LSHR, 48))
                .lanewise(VectorOperators.XOR, b0)
                .or(b1.lanewise(VectorOperators.LSHL, 16)
                        .or(b1.reinterpretAsInts().rearrange(SWAP).reinterpretAsLongs()
                                .lanewise(VectorOperators.LSHR, 48))
                        .lanewise(VectorOperators.XOR, b1))
                .or(b2.lanewise(VectorOperators.LSHL, 16)
                        .or(b2.reinterpretAsInts().rearrange(SWAP).reinterpretAsLongs()
                                .lanewise(VectorOperators.LSHR, 48))
                        .lanewise(VectorOperators.XOR, b2));
        LongVector u = colour.and(UP_PAIRS).lanewise(VectorOperators.AND_NOT, aboveDiffers);
        LongVector l = colour.and(POP).lanewise(VectorOperators.AND_NOT, leftDiffers);
        LongVector d = u.lanewise(VectorOperators.LSHL, 1);
        LongVector r = l.lanewise(VectorOperators.LSHR, 16)
                .or(l.reinterpretAsInts().rearrange(SWAP).reinterpretAsLongs().lanewise(VectorOperators.LSHL, 48));
        LongVector upDown = u.and(d);
        LongVector leftRight = l.and(r);
        LongVector vertical = u.or(d);
        LongVector horizontal = l.or(r);
        LongVector two = upDown.or(leftRight).or(vertical.and(horizontal));
        LongVector three = upDown.and(horizontal).or(leftRight.and(vertical));
        LongVector seeds = three.or(two.and(u.and(two.lanewise(VectorOperators.LSHR, 1))
                .or(r.and(two.lanewise(VectorOperators.LSHR, 16)))));
        long twoA = two.lane(0);
        long twoB = two.lane(1);
        long seedA = seeds.lane(0) | twoA & r.lane(0) & twoB << 48;
        long seedB = seeds.lane(1);
        if ((seedA | seedB) == 0) {
            return false;
        }
        out[7] = seedB; // the highest index first: one range check
        out[6] = seedA;
        out[5] = twoB;
        out[4] = twoA;
        out[3] = l.lane(1);
        out[2] = l.lane(0);
        out[1] = u.lane(1);
        out[0] = u.lane(0);
        return true;
    }
}
