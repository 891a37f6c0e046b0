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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The evaluation features and the hash on hand-made fields, engine and reference alike: group counts,
 * heights, mirroring, the colour-limited chain potential, and their rejected arguments.
 */
class PuyoFeaturesTest {
    /** Row 13 first, then rows 12..1. */
    private static String tsu(String row13, String... bottomRows) {
        return row13 + "\n" + PuyoRulesTest.field(bottomRows);
    }

    private static int[] groups(String text) {
        PuyoField e = PuyoField.parse(text);
        ReferencePuyoField r = ReferencePuyoField.parse(text);
        int[] counts = new int[3];
        for (int size = 1; size <= 3; size++) {
            counts[size - 1] = e.groupsOfSize(size);
            assertEquals(r.groupsOfSize(size), counts[size - 1], "reference, size " + size + "\n" + text);
        }
        int[] together = new int[4];
        e.groupCounts(together);
        assertArrayEquals(counts, Arrays.copyOf(together, 3), "groupCounts\n" + text);
        r.groupCounts(together);
        assertArrayEquals(counts, Arrays.copyOf(together, 3), "reference groupCounts\n" + text);
        return counts;
    }

    @Test
    void countsSinglesPairsAndTriples() {
        // Y single, RR pair, GGG triple, Y single, BB pair (vertical), garbage in no group
        assertArrayEquals(new int[] {2, 2, 1}, groups(PuyoRulesTest.field("Y.....", "RR..B.", "GGGYBO")));
    }

    @Test
    void anLShapeIsATripleAndAGroupOfFourIsNone() {
        assertArrayEquals(new int[] {0, 0, 1}, groups(PuyoRulesTest.field("R.....", "RR....")));
        assertArrayEquals(new int[] {0, 0, 0}, groups(PuyoRulesTest.field("R.....", "RRR...")));
        assertArrayEquals(new int[] {0, 0, 0}, groups(PuyoRulesTest.field(".R....", "RRR...")));
        assertArrayEquals(new int[] {0, 0, 0}, groups(PuyoRulesTest.field("RR....", "RR....")));
    }

    @Test
    void groupsCrossTheWordBoundaryBetweenColumns3And4() {
        assertArrayEquals(new int[] {0, 1, 0}, groups(PuyoRulesTest.field("...RR.")));
        assertArrayEquals(new int[] {0, 0, 1}, groups(PuyoRulesTest.field("..RRR.")));
        assertArrayEquals(new int[] {0, 0, 1}, groups(PuyoRulesTest.field("...R..", "...RR.")));
    }

    @Test
    void row13TakesPartInNoGroup() {
        // column 0: R in rows 11, 12 and 13: a pair in rows 11..12, the row-13 puyo in no group; below them
        // ten singles of alternating colours
        assertArrayEquals(new int[] {10, 1, 0}, groups(tsu("R.....", "R.....", "R.....",
                "G.....", "B.....", "G.....", "B.....", "G.....", "B.....", "G.....", "B.....", "G.....", "B.....")));
    }

    @Test
    void heightsInOneCall() {
        String text = tsu("B.....", "R.....", "G.....", "B.....", "G.....", "B.....", "G.....", "B.....",
                "G.....", "B.....", "G.....", "B.....", "G..O.Y");
        int[] heights = new int[7];
        heights[6] = -1;
        PuyoField.parse(text).heights(heights);
        assertArrayEquals(new int[] {13, 0, 0, 1, 0, 1, -1}, heights);
        int[] reference = new int[6];
        ReferencePuyoField.parse(text).heights(reference);
        assertArrayEquals(new int[] {13, 0, 0, 1, 0, 1}, reference);
        assertThrows(IllegalArgumentException.class, () -> PuyoField.parse(text).heights(new int[5]));
        assertThrows(IllegalArgumentException.class,
                () -> ReferencePuyoField.parse(text).heights(new int[5]));
    }

    @Test
    void mirrorReversesColumnsInPlaceToo() {
        String text = PuyoRulesTest.field("Y.....", "R.....", "RG...O", "RGBPYO");
        String mirrored = PuyoRulesTest.field(".....Y", ".....R", "O...GR", "OYPBGR");
        PuyoField e = PuyoField.parse(text);
        assertEquals(mirrored, e.mirrored().toString());
        e.mirrorFrom(e);
        assertEquals(mirrored, e.toString());
        ReferencePuyoField r = ReferencePuyoField.parse(text);
        assertEquals(mirrored, r.mirrored().toString());
        r.mirrorFrom(r);
        assertEquals(mirrored, r.toString());
    }

    @Test
    void hashAndContentEquality() {
        String text = PuyoRulesTest.JUDGE_SAMPLE;
        PuyoField a = PuyoField.parse(text);
        PuyoField b = PuyoField.parse(text);
        assertTrue(a.contentEquals(b));
        assertEquals(a.hash64(), b.hash64());
        assertEquals(ReferencePuyoField.parse(text).hash64(), a.hash64());
        b.set(5, 13, Puyo.GARBAGE);
        assertFalse(a.contentEquals(b));
        assertNotEquals(a.hash64(), b.hash64());
        assertNotEquals(new PuyoField().hash64(), a.hash64());
    }

    @Test
    void colourLimitedChainPotentialLeavesOtherColoursAtZero() {
        String text = PuyoRulesTest.field("R.....", "RR.GGG");
        PuyoField e = PuyoField.parse(text);
        ChainPotential all = new ChainPotential();
        ChainPotential limited = new ChainPotential();
        e.chainPotential(all);
        e.chainPotential(limited, 0b010); // green only
        assertEquals(1, limited.chains(2, Puyo.GREEN, 1));
        assertEquals(0, limited.chains(2, Puyo.RED, 1));
        assertEquals(1, all.chains(2, Puyo.RED, 1));
        assertEquals(Puyo.GREEN, limited.bestColour());
        ChainPotential reference = new ChainPotential();
        ReferencePuyoField.parse(text).chainPotential(reference, 0b010);
        assertEquals(reference, limited);
        e.chainPotential(limited, PuyoField.ALL_COLOURS);
        assertEquals(all, limited);
    }

    @Test
    void badArgumentsAreRejectedByName() {
        PuyoField e = new PuyoField();
        ReferencePuyoField r = new ReferencePuyoField();
        for (int size : new int[] {0, 4, -1}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> e.groupsOfSize(size));
            assertTrue(x.getMessage().contains("was " + size), x.getMessage());
            assertThrows(IllegalArgumentException.class, () -> r.groupsOfSize(size));
        }
        IllegalArgumentException tooShort = assertThrows(IllegalArgumentException.class, () -> e.groupCounts(new int[2]));
        assertTrue(tooShort.getMessage().contains("was 2"), tooShort.getMessage());
        assertThrows(IllegalArgumentException.class, () -> r.groupCounts(new int[2]));
        ChainPotential p = new ChainPotential();
        for (int mask : new int[] {0, 0b100000, -1}) {
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> e.chainPotential(p, mask));
            assertTrue(x.getMessage().contains(Integer.toBinaryString(mask)), x.getMessage());
            assertThrows(IllegalArgumentException.class, () -> r.chainPotential(p, mask));
        }
    }
}
