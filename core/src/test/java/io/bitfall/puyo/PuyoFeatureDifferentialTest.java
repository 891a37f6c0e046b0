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

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The hash and the evaluation features of the engine against the reference on generated fields (judge
 * and Tsu, garbage and row 13 included): {@code hash64}, {@code contentEquals}, {@code groupsOfSize},
 * {@code heights}, {@code mirrorFrom} and the colour-limited {@code chainPotential}. A disagreement is
 * shrunk to a small field (puyos removed one at a time while the two still disagree) and printed.
 */
class PuyoFeatureDifferentialTest {
    private static final PuyoFieldGenerator.Kind[] KINDS = PuyoFieldGenerator.Kind.values();

    @Test
    void featuresAgreeWithTheReference() {
        int fields = 0;
        int withTriples = 0;
        for (PuyoField f : PuyoFieldGenerator.bothRules(0xFEA7L, 2000, i -> i % 2 == 0)) { // half quiet, as in play
            String text = f.toString();
            String problem = disagreement(text, 0);
            if (problem != null) {
                String small = shrink(text, 0);
                throw new AssertionError(disagreement(small, 0) + " on\n" + small + "(shrunk from\n" + text + ")");
            }
            fields++;
            withTriples += f.groupsOfSize(3) > 0 ? 1 : 0;
        }
        System.out.println("PuyoFeatureDifferentialTest: " + fields + " fields, " + withTriples + " with a group of 3");
        assertTrue(withTriples > fields / 4, "fields with a group of 3: " + withTriples);
    }

    @Test
    void colourLimitedChainPotentialAgrees() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(0xC0L, true);
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 500; i++) {
            PuyoField f = generator.next(KINDS[i % KINDS.length]);
            if (i % 3 != 0) {
                f.resolveInPlace();
            }
            int mask = 1 + random.nextInt(PuyoField.ALL_COLOURS);
            String text = f.toString();
            if (disagreement(text, mask) != null) {
                String small = shrink(text, mask);
                throw new AssertionError(disagreement(small, mask) + " with colour mask 0b"
                        + Integer.toBinaryString(mask) + " on\n" + small);
            }
        }
    }

    @Test
    void changingOneCellChangesTheHash() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(0x4A5L, true);
        Puyo[] all = Puyo.values();
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 2000; i++) {
            PuyoField f = generator.next(KINDS[i % KINDS.length]);
            PuyoField g = f.copy();
            int col = random.nextInt(6);
            int row = 1 + random.nextInt(13);
            Puyo other = all[(f.get(col, row).ordinal() + 1 + random.nextInt(all.length - 1)) % all.length];
            g.set(col, row, other);
            assertNotEquals(f.hash64(), g.hash64(), "one cell changed at column " + col + ", row " + row + "\n" + f);
            assertTrue(!f.contentEquals(g) && !g.contentEquals(f) && f.contentEquals(f.copy()));
        }
    }

    /**
     * What engine and reference disagree on for {@code text}, or null: the features, or with a non-zero
     * {@code mask} the chain potential limited to it.
     */
    static String disagreement(String text, int mask) {
        PuyoField e = PuyoField.parse(text);
        ReferencePuyoField r = ReferencePuyoField.parse(text);
        if (mask != 0) {
            ChainPotential pe = new ChainPotential();
            ChainPotential pr = new ChainPotential();
            e.chainPotential(pe, mask);
            r.chainPotential(pr, mask);
            return pe.equals(pr) && pe.toString().equals(pr.toString()) ? null
                    : "chain potential\n" + pe + "\nvs reference\n" + pr;
        }
        if (e.hash64() != r.hash64()) {
            return "hash64 " + Long.toHexString(e.hash64()) + " vs reference " + Long.toHexString(r.hash64());
        }
        for (int size = 1; size <= 3; size++) {
            if (e.groupsOfSize(size) != r.groupsOfSize(size)) {
                return "groups of " + size + ": " + e.groupsOfSize(size) + " vs reference " + r.groupsOfSize(size);
            }
        }
        String arrays = arrayDisagreement("group counts", 3, e::groupCounts, r::groupCounts);
        if (arrays == null) {
            arrays = arrayDisagreement("heights", 6, e::heights, r::heights);
        }
        if (arrays != null) {
            return arrays;
        }
        PuyoField me = new PuyoField();
        me.mirrorFrom(e);
        ReferencePuyoField mr = r.mirrored();
        if (!me.toString().equals(mr.toString()) || me.hash64() != mr.hash64()) {
            return "mirror\n" + me + "vs reference\n" + mr;
        }
        me.mirrorFrom(me);
        if (!me.contentEquals(e) || !e.contentEquals(PuyoField.parse(text))) {
            return "mirroring twice or contentEquals";
        }
        return null;
    }

    /** What differs when engine and reference fill an array of {@code length} each, or null if nothing. */
    private static String arrayDisagreement(String what, int length, Consumer<int[]> engine,
                                            Consumer<int[]> reference) {
        int[] e = new int[length];
        int[] r = new int[length];
        engine.accept(e);
        reference.accept(r);
        return Arrays.equals(e, r) ? null : what + " " + Arrays.toString(e) + " vs reference " + Arrays.toString(r);
    }

    /** Removes puyos (letting the rest fall) as long as engine and reference still disagree. */
    static String shrink(String text, int mask) {
        return FieldShrinker.shrink(text, smaller -> disagreement(smaller, mask) != null);
    }
}
