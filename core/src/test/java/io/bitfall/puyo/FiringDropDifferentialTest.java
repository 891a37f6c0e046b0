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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code bestFiringDrop} of the engine (which decides most drops from group sizes, without resolving them)
 * against the reference (which drops and resolves every one) on generated fields: the generator's kinds
 * (judge and Tsu, garbage and row 13 included, quiet or not) and quiet fields from random play, where
 * groups of 1 to 3 under and beside other colours are what the shortcuts are about. A disagreement is
 * shrunk to a small field and printed.
 */
class FiringDropDifferentialTest {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    @Test
    void generatedFieldsAgree() {
        SplittableRandom random = new SplittableRandom(0xF12EL);
        int fired = 0;
        int fields = 0;
        // most of them quiet, as in search; 3000 a rule set, an even number, so i % 2 is as within each
        List<PuyoField> generated = PuyoFieldGenerator.bothRules(0xD20FL, 3000, i -> i % 3 != 0);
        for (int i = 0; i < generated.size(); i++) {
            PuyoField f = generated.get(i);
            if (!f.isSettled()) {
                continue;
            }
            int mask = i % 2 == 0 ? PuyoField.ALL_COLOURS : 1 + random.nextInt(PuyoField.ALL_COLOURS);
            fired += check(f.toString(), mask) > 0 ? 1 : 0;
            fields++;
        }
        System.out.println("FiringDropDifferentialTest: " + fields + " generated fields, " + fired + " with a firing drop");
        assertTrue(fired > fields / 2, "fields with a firing drop: " + fired + " of " + fields);
    }

    @Test
    void quietFieldsFromPlayAgree() {
        SplittableRandom random = new SplittableRandom(0x91A7L);
        int multiStep = 0;
        int oneStep = 0;
        int fields = 0;
        for (int game = 0; game < 300; game++) {
            PuyoField f = new PuyoField();
            int colours = 3 + random.nextInt(3);
            boolean garbage = game % 5 == 4;
            for (int move = 0; move < 40 && !f.isGameOver(); move++) {
                PuyoPair pair = new PuyoPair(COLOURS[random.nextInt(colours)], COLOURS[random.nextInt(colours)]);
                Placement[] out = new Placement[22];
                int n = f.legalPlacements(pair, out);
                if (n == 0) {
                    break;
                }
                f.placeAndResolve(pair, out[random.nextInt(n)]);
                if (garbage && random.nextInt(8) == 0) {
                    f.dropGarbage(0, 1 << random.nextInt(6));
                }
                long best = check(f.toString(), (1 << colours) - 1);
                multiStep += ChainSummary.chains(best) > 1 ? 1 : 0;
                oneStep += ChainSummary.chains(best) == 1 ? 1 : 0;
                fields++;
            }
        }
        System.out.println("FiringDropDifferentialTest: " + fields + " fields from play, best drop fires 1 step on "
                + oneStep + ", more on " + multiStep);
        assertTrue(oneStep > fields / 10 && multiStep > fields / 10, "one step " + oneStep + ", more " + multiStep);
    }

    @Test
    void singleDropsAndEdgeCases() {
        // Two reds in column 0: one more red makes 3, two more pop all four and clear the field.
        assertEquals(ChainSummary.of(1, 40) | ChainSummary.ALL_CLEAR,
                PuyoField.parse(field("R.....\nR.....\n")).bestFiringDrop(0b1), "two reds on two reds: an all clear");
        assertEquals(0, PuyoField.parse(field("R.....\n")).bestFiringDrop(0b10), "no green anywhere");
        String covered = field("G.....\nR.....\nRR....\n");
        assertEquals(ReferencePuyoField.parse(covered).bestFiringDrop(0b11),
                PuyoField.parse(covered).bestFiringDrop(0b11));
        // A red group of 3 under a green, reached by one red from column 0 (4 pop) and by two from column 2
        // (only the second touches it: 5 pop): the same cells pop, so the same field follows, the larger
        // first step wins; mirrored, the drops are met in the other order.
        String sameGroup = field(".G....\n.R....\n.R....\nYR....\nYY....\n");
        assertEquals(ChainSummary.of(1, 100), PuyoField.parse(sameGroup).bestFiringDrop(0b1));
        assertEquals(ChainSummary.of(1, 100), check(sameGroup, 0b1));
        assertEquals(ChainSummary.of(1, 100), check(field("....G.\n....R.\n....R.\n....RY\n....YY\n"), 0b1));
        String full = "RGBYPR\n".repeat(12) + "GBYPRG\n";
        assertEquals(0, PuyoField.parse(full).bestFiringDrop(PuyoField.ALL_COLOURS), "no room anywhere");
        PuyoField unsettled = new PuyoField();
        unsettled.set(0, 2, Puyo.RED);
        assertThrows(IllegalStateException.class, () -> unsettled.bestFiringDrop(1));
        ReferencePuyoField unsettledReference = new ReferencePuyoField();
        unsettledReference.set(0, 2, Puyo.RED);
        assertThrows(IllegalStateException.class, () -> unsettledReference.bestFiringDrop(1));
        assertThrows(IllegalArgumentException.class, () -> new PuyoField().bestFiringDrop(0));
        assertThrows(IllegalArgumentException.class, () -> new PuyoField().bestFiringDrop(0b100000));
        assertThrows(IllegalArgumentException.class, () -> new ReferencePuyoField().bestFiringDrop(0b100000));
        int[] short2 = {7, 7};
        assertThrows(IllegalArgumentException.class, () -> new PuyoField().bestFiringDrop(1, short2));
        assertThrows(IllegalArgumentException.class, () -> new ReferencePuyoField().bestFiringDrop(1, short2));
        int[] groups = {7, 7, 7};
        assertThrows(IllegalArgumentException.class, () -> new PuyoField().bestFiringDrop(0, groups));
        assertThrows(IllegalStateException.class, () -> unsettled.bestFiringDrop(1, groups));
        assertArrayEquals(new int[] {7, 7, 7}, groups, "a rejected call writes no counts");
        // Groups of 1, 2 and 3 (Ls), with garbage in none: counted from the scan's masks.
        String mixed = field("G.....\nGR....\nOBB...\nRRYPPB\nRGGYBB\n");
        assertEquals(check(mixed, PuyoField.ALL_COLOURS), PuyoField.parse(mixed).bestFiringDrop(0b11111, groups));
        assertArrayEquals(new int[] {3, 4, 2}, groups, "lone Y, Y, R; pairs GG, PP, BB, GG; the Ls RRR, BBB");
    }

    @Test
    void somethingPopsAndOnlyRow13HasRoom() {
        // Every column 12 high, four reds popping on the floor: a puyo dropped into row 13 of any column
        // fires that group (the engine returned 0 here, as if nothing could be dropped).
        String onePop = "GBYPGY\nPYGBPG\n".repeat(5) + "GBYPGY\nRRRRPB\n";
        assertEquals(ChainSummary.of(1, 40), check(onePop, PuyoField.ALL_COLOURS));
        assertEquals(ChainSummary.of(1, 40), check(onePop, 0b1));
        // Row 13 full but on column 5: only that drop is left, and it still fires.
        String oneColumn = "RGBYP.\n" + onePop;
        assertEquals(ChainSummary.of(1, 40), check(oneColumn, 0b10000));
        // Row 13 full everywhere: no room, nothing is dropped.
        assertEquals(0, check("RGBYPG\n" + onePop, PuyoField.ALL_COLOURS));
    }

    /** A 12-line field whose lowest lines are {@code bottom}, empty above. */
    private static String field(String bottom) {
        return "......\n".repeat(12 - bottom.length() / 7) + bottom;
    }

    /** Engine against reference on {@code text}; returns the answer, or fails with a shrunk field. */
    private static long check(String text, int mask) {
        long engine = PuyoField.parse(text).bestFiringDrop(mask);
        long reference = ReferencePuyoField.parse(text).bestFiringDrop(mask);
        if (engine != reference) {
            String small = FieldShrinker.shrink(text, t -> PuyoField.parse(t).bestFiringDrop(mask)
                    != ReferencePuyoField.parse(t).bestFiringDrop(mask));
            throw new AssertionError("bestFiringDrop with colour mask 0b" + Integer.toBinaryString(mask) + ": "
                    + ChainSummary.toString(PuyoField.parse(small).bestFiringDrop(mask)) + " vs reference "
                    + ChainSummary.toString(ReferencePuyoField.parse(small).bestFiringDrop(mask)) + " on\n" + small
                    + "(shrunk from\n" + text + ")");
        }
        if (!groupsAgree(text, mask)) { // the call that also counts groups, from the scan's masks on quiet fields
            String small = FieldShrinker.shrink(text, t -> !groupsAgree(t, mask));
            throw new AssertionError("bestFiringDrop with group counts, colour mask 0b" + Integer.toBinaryString(mask)
                    + ", disagrees with the reference on\n" + small + "(shrunk from\n" + text + ")");
        }
        return engine;
    }

    /**
     * Whether the engine's {@code bestFiringDrop(mask, groupCounts)} gives the reference's
     * {@code bestFiringDrop(mask)} and {@code groupCounts}, as does the reference's own (the default method).
     */
    private static boolean groupsAgree(String text, int mask) {
        ReferencePuyoField reference = ReferencePuyoField.parse(text);
        int[] expected = new int[3];
        reference.groupCounts(expected);
        long best = reference.bestFiringDrop(mask);
        int[] engine = {-1, -1, -1};
        int[] viaDefault = {-1, -1, -1};
        return PuyoField.parse(text).bestFiringDrop(mask, engine) == best
                && reference.bestFiringDrop(mask, viaDefault) == best
                && Arrays.equals(engine, expected) && Arrays.equals(viaDefault, expected);
    }
}
