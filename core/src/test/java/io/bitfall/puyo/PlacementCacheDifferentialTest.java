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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PuyoField#placeAndResolve} through its {@link PlacementCache} (one parent copied into one child
 * again and again, as a search does) against the reference, on quiet fields: generated mid-game fields and
 * tall stacks with puyos in row 13, every placement (reachable or not) of every pair of one or two colours.
 */
class PlacementCacheDifferentialTest {
    private static final PuyoFieldGenerator.Kind[] KINDS = PuyoFieldGenerator.Kind.values();
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    @Test
    void cachedPlacementsAgreeWithTheReference() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(2026, true);
        SplittableRandom random = new SplittableRandom(26);
        int placements = 0;
        int fired = 0;
        int cached = 0;
        int high = 0;
        for (int i = 0; i < 1000; i++) {
            PuyoField f = i % 2 == 0 ? generator.next(KINDS[i % KINDS.length]) : tallQuietField(random);
            f.resolveInPlace(); // quiet: settled, nothing pops
            String text = f.toString();
            int[] counts = placeAll(text);
            placements += counts[0];
            fired += counts[1];
            cached += counts[2];
            high += counts[3];
        }
        System.out.println("PlacementCacheDifferentialTest: " + placements + " placements, " + fired
                + " fired, " + cached + " on cached masks, " + high + " with a puyo in row 13 or above");
        assertTrue(placements > 300_000 && fired > 10_000 && cached > placements / 2 && high > 5_000);
    }

    /** The masks are remade when the parent changes, and the first placement from a parent takes the usual path. */
    @Test
    void aChangedParentIsNotServedFromTheCache() {
        PuyoField a = PuyoField.parse("......\n".repeat(11) + "RR....\n");
        PuyoField b = PuyoField.parse("......\n".repeat(11) + "GG....\n");
        PuyoField child = new PuyoField();
        PuyoPair red = new PuyoPair(Puyo.RED, Puyo.RED);
        Placement up = new Placement(0, Rotation.UP);
        for (int k = 0; k < 3; k++) {
            child.copyFrom(a);
            assertEquals(1, ChainSummary.chains(child.placeAndResolve(red, up)));
            child.copyFrom(b);
            assertEquals(0, ChainSummary.chains(child.placeAndResolve(red, up)));
        }
        for (int k = 0; k < 3; k++) {
            child.copyFrom(b);
            assertEquals(0, ChainSummary.chains(child.placeAndResolve(red, up)));
        }
        child.copyFrom(a);
        assertEquals(1, ChainSummary.chains(child.placeAndResolve(red, up)));
    }

    /**
     * Places every pair at every placement on the field {@code text}, twice each, from one parent into one
     * child; returns placements, fired, those served by quiet masks, those with a puyo in row 13 or above.
     */
    private static int[] placeAll(String text) {
        String failure = disagreement(text);
        if (failure != null) {
            String small = PuyoDifferentialTest.shrink(text, t -> disagreement(t) != null);
            throw new AssertionError(disagreement(small) + " on (shrunk)\n" + small + "from\n" + text);
        }
        PuyoField parent = PuyoField.parse(text);
        int n = 0;
        int fired = 0;
        int high = 0;
        for (Puyo a : COLOURS) {
            for (Puyo b : COLOURS) {
                for (Placement p : Placement.ALL) {
                    PuyoField after = parent.copy();
                    fired += ChainSummary.chains(after.placeAndResolve(new PuyoPair(a, b), p)) > 0 ? 1 : 0;
                    int top = Math.max(parent.height(p.column()), parent.height(p.childColumn()));
                    high += top >= 12 ? 1 : 0;
                    n++;
                }
            }
        }
        PuyoField child = new PuyoField();
        child.copyFrom(parent);
        child.placeAndResolve(new PuyoPair(Puyo.RED, Puyo.RED), Placement.ALL.get(0));
        child.copyFrom(parent);
        child.placeAndResolve(new PuyoPair(Puyo.RED, Puyo.RED), Placement.ALL.get(0));
        int cached = child.placementCache[PlacementCache.STATE] >= 0 ? n : 0;
        return new int[] {n, fired, cached, high};
    }

    /** The first placement whose engine result (summary or field) differs from the reference's, or null. */
    static String disagreement(String text) {
        PuyoField parent = PuyoField.parse(text);
        ReferencePuyoField reference = ReferencePuyoField.parse(text);
        if (!parent.isSettled() || parent.chainCount() != 0) {
            return null; // the cache serves quiet parents only; others take the usual path
        }
        PuyoField child = new PuyoField();
        for (int round = 0; round < 2; round++) { // the second round is served from masks made in the first
            for (Puyo a : COLOURS) {
                for (Puyo b : COLOURS) {
                    PuyoPair pair = new PuyoPair(a, b);
                    for (Placement p : Placement.ALL) {
                        child.copyFrom(parent);
                        long summary = child.placeAndResolve(pair, p);
                        ReferencePuyoField r = reference.copy();
                        long expected = r.placeAndResolve(pair, p);
                        if (summary != expected || !child.toString().equals(r.toString())) {
                            return pair + " at " + p + ": engine " + ChainSummary.toString(summary) + "\n" + child
                                    + "reference " + ChainSummary.toString(expected) + "\n" + r;
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * A settled field without pops whose columns are 8 to 13 high, built puyo by puyo (a puyo that would pop
     * is replaced), with random colours in row 13 (which never connect) on some full columns.
     */
    private static PuyoField tallQuietField(SplittableRandom random) {
        PuyoField f = new PuyoField();
        PuyoField probe = new PuyoField();
        for (int col = 0; col < 6; col++) {
            int target = 8 + random.nextInt(5);
            for (int row = 1; row <= target; row++) {
                for (int attempt = 0; attempt < 10; attempt++) {
                    Puyo puyo = random.nextInt(12) == 0 ? Puyo.GARBAGE : COLOURS[random.nextInt(4)];
                    probe.copyFrom(f);
                    probe.set(col, row, puyo);
                    if (probe.chainCount() == 0) {
                        f.set(col, row, puyo);
                        break;
                    }
                }
                if (f.get(col, row) == Puyo.EMPTY) {
                    f.set(col, row, Puyo.GARBAGE);
                }
            }
            if (target == 12 && random.nextBoolean()) {
                f.set(col, 13, COLOURS[random.nextInt(4)]);
            }
        }
        return f;
    }
}
