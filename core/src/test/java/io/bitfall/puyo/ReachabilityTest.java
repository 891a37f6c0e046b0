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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The real-play height rule of {@code core/docs/puyo-rules.md} ("Which placements real play can reach"): the
 * spec's four checks on both implementations, and the engine against the reference's plainly written
 * rule on every height profile.
 */
class ReachabilityTest {
    private static final PuyoPair RG = new PuyoPair(Puyo.RED, Puyo.GREEN);
    private static final PuyoPair RR = new PuyoPair(Puyo.RED, Puyo.RED);

    /**
     * Where puyoai's duel server puts a pair elsewhere or refuses it (core/docs/puyo-rules.md, "Choices where
     * engines differ", 11 and 12), bitfall places it as asked: each case on the engine and the reference.
     */
    @Test
    void placementsGoWhereTheyAreAskedWherePuyoaisControllerDiffers() {
        // (core/docs/puyo-rules.md, "Choices where engines differ", 11 and 12; columns 0..5 as there)
        // Child below on column 2 at height 10 and 11: upright, green under red (puyoai: lands half-turned).
        for (int h : new int[] {10, 11}) {
            assertEquals("GR", landed(Placement.of(2, Rotation.DOWN), 0, 0, h, 0, 0, 0));
        }
        // Turned left on column 4 with column 1 at 12: green on column 3, red on 4 (puyoai kicks it right).
        assertEquals("GR", landed(Placement.of(4, Rotation.LEFT), 0, 12, 0, 0, 0, 0));
        // Columns 1 and 3 both 12 high: the horizontal placements on column 2 are legal (puyoai refuses them).
        assertTrue(legal(RG, 0, 12, 0, 12, 0, 0).containsAll(List.of("2R", "2L")));
        assertEquals("RG", landed(Placement.of(2, Rotation.RIGHT), 0, 12, 0, 12, 0, 0));
        // Child up on a column 12 high (reached by the step up from 11): the axis rests in row 13, the child would rest in row 14 and is deleted.
        assertEquals("R", landed(Placement.of(3, Rotation.UP), 0, 0, 11, 12, 0, 0));
    }

    /**
     * The puyos a red-axis, green-child pair leaves after {@code p} on a field of {@code heights}, left to
     * right, each column bottom up; the same on engine and reference.
     */
    private static String landed(Placement p, int... heights) {
        PuyoField f = withHeights(heights);
        ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
        assertTrue(f.isLegal(p) && r.isLegal(p), p + " on heights " + Arrays.toString(heights));
        f.place(RG, p);
        r.place(RG, p);
        assertEquals(f.toString(), r.toString(), "engine against reference");
        StringBuilder cells = new StringBuilder();
        for (int col = 0; col < 6; col++) {
            for (int row = heights[col] + 1; row <= PuyoField.HEIGHT; row++) {
                if (f.get(col, row) != Puyo.EMPTY) {
                    cells.append(f.get(col, row).letter());
                }
            }
        }
        return cells.toString();
    }

    /** A settled field whose columns 0..5 hold {@code heights} puyos (garbage; nothing pops). */
    static PuyoField withHeights(int... heights) {
        PuyoField f = new PuyoField();
        for (int col = 0; col < heights.length; col++) {
            for (int row = 1; row <= heights[col]; row++) {
                f.set(col, row, Puyo.GARBAGE);
            }
        }
        return f;
    }

    /**
     * The legal placements of {@code pair} in the page's notation (columns 0..5, U R D L), checked to be the
     * same on the reference and by {@code isLegal} on both.
     */
    private static List<String> legal(PuyoPair pair, int... heights) {
        PuyoField f = withHeights(heights);
        ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
        Placement[] out = new Placement[22];
        Placement[] refOut = new Placement[22];
        int n = f.legalPlacements(pair, out);
        assertEquals(n, r.legalPlacements(pair, refOut), "reference count");
        assertEquals(Arrays.asList(out).subList(0, n), Arrays.asList(refOut).subList(0, n), "reference placements");
        List<Placement> listed = Arrays.asList(out).subList(0, n);
        for (Placement p : Placement.ALL) {
            boolean mirror = pair.isSameColour() && (p.rotation() == Rotation.DOWN || p.rotation() == Rotation.LEFT);
            if (!mirror) {
                assertEquals(listed.contains(p), f.isLegal(p), "engine isLegal " + p);
                assertEquals(listed.contains(p), r.isLegal(p), "reference isLegal " + p);
            }
        }
        List<String> names = new ArrayList<>();
        for (Placement p : listed) {
            names.add(name(p));
        }
        return names;
    }

    private static String name(Placement p) {
        return p.column() + "URDL".substring(p.rotation().ordinal(), p.rotation().ordinal() + 1);
    }

    private static List<String> allBut(String... excluded) {
        List<String> names = new ArrayList<>();
        for (Placement p : Placement.ALL) {
            names.add(name(p));
        }
        names.removeAll(List.of(excluded));
        return names;
    }

    @Test
    void tallNeighboursOfTheSpawnColumnLetThePairRideRow13BothWays() {
        assertEquals(allBut("0D", "1D", "3D", "4D", "5D"), legal(RG, 12, 12, 0, 12, 12, 12));
        assertEquals(17, legal(RG, 12, 12, 0, 12, 12, 12).size());
    }

    @Test
    void aTwelveHighColumnWithNoStepUpInFrontOfItBlocksTheWay() {
        assertEquals(List.of("1U", "2U", "1R", "1D", "2D", "2L"), legal(RG, 12, 0, 0, 12, 0, 0));
        assertEquals(List.of("1U", "2U", "1R"), legal(RR, 12, 0, 0, 12, 0, 0));
    }

    @Test
    void aStepUpFromElevenToTwelveLetsThePairClimbOnAndPast() {
        assertEquals(allBut("4D"), legal(RG, 0, 0, 0, 11, 12, 0));
        assertEquals(21, legal(RG, 0, 0, 0, 11, 12, 0).size());
    }

    @Test
    void aThirteenHighColumnBlocksItselfAndEverythingBeyond() {
        List<String> legal = legal(RG, 0, 0, 0, 13, 0, 0);
        for (String unreachable : List.of("3U", "4U", "5U", "3D", "4D", "5D", "2R", "3R", "4R", "4L", "5L", "3L")) {
            assertFalse(legal.contains(unreachable), unreachable);
        }
        assertEquals(allBut("3U", "4U", "5U", "3D", "4D", "5D", "2R", "3R", "4R", "3L", "4L", "5L"), legal);
    }

    @Test
    void theOldRow12SimplificationIsGone() {
        // The issue's example: the second and fourth columns twelve high used to give 2 placements.
        assertEquals(20, legal(RG, 0, 12, 0, 12, 0, 0).size());
        assertEquals(allBut("1D", "3D"), legal(RG, 0, 12, 0, 12, 0, 0));
    }

    @Test
    void aTwelveHighColumnTwoBeforeLiftsThePairOverADip() {
        // Path 3, 4, 5, 6 with heights 11, 12, 10, 12: column 6 is passed because column 4 (q) is 12 high.
        assertTrue(legal(RG, 0, 0, 11, 12, 10, 12).contains("5U"));
        // Without the 12 two columns before, the same 12 is blocked.
        assertFalse(legal(RG, 0, 0, 11, 11, 10, 12).contains("5U"));
    }

    @Test
    void childBelowIsNeverLegalOnATwelveHighColumnEvenWhenReachable() {
        assertTrue(legal(RG, 0, 0, 0, 11, 12, 0).contains("4U"));
        assertFalse(legal(RG, 0, 0, 0, 11, 12, 0).contains("4D"));
        assertTrue(legal(RG, 0, 0, 11, 0, 0, 0).contains("2D"));
    }

    @Test
    void nothingIsLegalOnceTheGameIsOver() {
        assertEquals(List.of(), legal(RG, 0, 0, 12, 0, 0, 0));
        assertEquals(List.of(), legal(RG, 12, 12, 13, 12, 12, 12));
    }

    /**
     * Engine against reference on every height profile built from the heights 0, 1, 10, 11, 12 and 13
     * (6^6 = 46,656: both sides of every boundary the rule looks at) and on 300,000 random profiles of
     * heights 0..13. (All 14^6 = 7.5 million profiles agree too, but take half a minute on the reference.)
     */
    @Test
    void engineMatchesTheReferenceOnHeightProfiles() {
        int[] values = {0, 1, 10, 11, 12, 13};
        int[] h = new int[6];
        for (int code = 0; code < 46_656; code++) {
            for (int col = 0, c = code; col < 6; col++, c /= 6) {
                h[col] = values[c % 6];
            }
            checkProfile(h);
        }
        SplittableRandom random = new SplittableRandom(2026);
        for (int i = 0; i < 300_000; i++) {
            for (int col = 0; col < 6; col++) {
                h[col] = random.nextInt(14);
            }
            checkProfile(h);
        }
    }

    private final PuyoField engine = new PuyoField();
    private final ReferencePuyoField reference = new ReferencePuyoField();
    private final Placement[] out = new Placement[22];
    private final Placement[] refOut = new Placement[22];

    private void checkProfile(int[] h) {
        for (int col = 0; col < 6; col++) {
            if (engine.height(col) != h[col]) {
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    Puyo p = row <= h[col] ? Puyo.GARBAGE : Puyo.EMPTY;
                    engine.set(col, row, p);
                    reference.set(col, row, p);
                }
            }
        }
        int n = engine.legalPlacements(RG, out);
        int m = reference.legalPlacements(RG, refOut);
        if (n != m || !Arrays.equals(out, 0, n, refOut, 0, n)) {
            throw new AssertionError("heights " + Arrays.toString(h) + ": engine "
                    + Arrays.asList(out).subList(0, n) + ", reference " + Arrays.asList(refOut).subList(0, m));
        }
    }

    /** Unsettled columns: heights are counts of puyos, so a floating puyo counts like any other. */
    @Test
    void heightsCountPuyosOnUnsettledFieldsToo() {
        SplittableRandom random = new SplittableRandom(13);
        Placement[] out = new Placement[22];
        Placement[] refOut = new Placement[22];
        for (int i = 0; i < 20_000; i++) {
            PuyoField f = new PuyoField();
            for (int col = 0; col < 6; col++) {
                int base = random.nextInt(10, 14);
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    if (row <= base && random.nextInt(8) != 0) {
                        f.set(col, row, Puyo.GARBAGE);
                    }
                }
            }
            ReferencePuyoField r = ReferencePuyoField.of(f.toGrid());
            int n = f.legalPlacements(RG, out);
            assertEquals(r.legalPlacements(RG, refOut), n, f.toString());
            assertTrue(Arrays.equals(out, 0, n, refOut, 0, n), f.toString());
        }
    }
}
