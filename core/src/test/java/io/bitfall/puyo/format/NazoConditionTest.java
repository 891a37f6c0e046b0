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
package io.bitfall.puyo.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.reference.ReferencePuyoField;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link NazoCondition#isMetBy}: every kind on two hand-made chains whose counts are worked out below, on the
 * engine and the reference, and the two agreeing on generated fields.
 */
class NazoConditionTest {
    /**
     * Step 1 pops the four reds; the yellow and the greens fall; step 2 pops the four greens and the garbage
     * beside them. Two chains of one group of four each; 9 puyos popped in all (8 coloured, 4 red, 4 green,
     * 1 garbage), 5 at once in step 2; the yellow is left.
     */
    private static final String TWO_STEPS = ".".repeat(66) + "YGGG.." + "RRRRGO";
    /** One step: a red group in column 0, a green one in column 1, another red one in column 2. */
    private static final String THREE_GROUPS = ".".repeat(54) + "RGR..." + "RGR..." + "RGR..." + "RGR...";

    @Test
    void everyKindOnTwoSteps() {
        met(TWO_STEPS, "CLEAR RED 0", "CLEAR GARBAGE 0", "COLOURS ALL 2", "COLOURS_OR_MORE ALL 1", "ERASE ALL 9",
                "ERASE COLOURED 8", "ERASE RED 4", "ERASE GARBAGE 1", "ERASE_OR_MORE GREEN 4", "CHAINS ALL 2",
                "CHAINS_OR_MORE ALL 1", "CHAINS_AND_CLEAR RED 2", "CHAINS_OR_MORE_AND_CLEAR GARBAGE 1",
                "COLOURS_AT_ONCE ALL 1", "ERASE_AT_ONCE ALL 5", "ERASE_AT_ONCE ALL 4", "ERASE_AT_ONCE GREEN 4",
                "ERASE_AT_ONCE GARBAGE 1", "ERASE_OR_MORE_AT_ONCE RED 4", "GROUPS_AT_ONCE ALL 1",
                "GROUPS_AT_ONCE RED 1", "CONNECTED RED 4", "CONNECTED_OR_MORE COLOURED 4");
        notMet(TWO_STEPS, "NONE ALL 0", "CLEAR ALL 0", "CLEAR YELLOW 0", "CLEAR COLOURED 0", "COLOURS ALL 3",
                "COLOURS_OR_MORE ALL 3", "ERASE ALL 8", "ERASE YELLOW 1", "ERASE_OR_MORE RED 5", "CHAINS ALL 1",
                "CHAINS_OR_MORE ALL 3", "CHAINS_AND_CLEAR ALL 2", "CHAINS_AND_CLEAR RED 1",
                "CHAINS_OR_MORE_AND_CLEAR YELLOW 1", "COLOURS_AT_ONCE ALL 2", "COLOURS_OR_MORE_AT_ONCE ALL 2",
                "ERASE_AT_ONCE ALL 9", "ERASE_AT_ONCE COLOURED 5", "ERASE_OR_MORE_AT_ONCE RED 5",
                "GROUPS_AT_ONCE ALL 2", "GROUPS_OR_MORE_AT_ONCE GREEN 2", "CONNECTED RED 5",
                "CONNECTED_OR_MORE COLOURED 5", "CONNECTED GARBAGE 1", "CONNECTED YELLOW 4");
    }

    @Test
    void everyKindOnThreeGroupsAtOnce() {
        met(THREE_GROUPS, "CLEAR ALL 0", "COLOURS ALL 2", "ERASE ALL 12", "ERASE RED 8", "CHAINS ALL 1",
                "CHAINS_AND_CLEAR ALL 1", "COLOURS_AT_ONCE ALL 2", "COLOURS_OR_MORE_AT_ONCE COLOURED 2",
                "ERASE_AT_ONCE ALL 12", "ERASE_AT_ONCE RED 8", "GROUPS_AT_ONCE ALL 3", "GROUPS_AT_ONCE RED 2",
                "GROUPS_AT_ONCE GREEN 1", "GROUPS_OR_MORE_AT_ONCE COLOURED 3", "CONNECTED GREEN 4");
        notMet(THREE_GROUPS, "COLOURS_AT_ONCE ALL 1", "GROUPS_AT_ONCE ALL 2", "GROUPS_AT_ONCE RED 1",
                "GROUPS_OR_MORE_AT_ONCE ALL 4", "CONNECTED ALL 8", "CHAINS ALL 2");
    }

    @Test
    void aFieldThatPopsNothingMeetsOnlyWhatAsksForNoPop() {
        String quiet = ".".repeat(72) + "RRGGB.";
        met(quiet, "CLEAR GARBAGE 0", "CHAINS ALL 0", "ERASE ALL 0", "COLOURS ALL 0", "CHAINS_AND_CLEAR PURPLE 0");
        notMet(quiet, "CLEAR RED 0", "CHAINS_OR_MORE ALL 1", "COLOURS_AT_ONCE ALL 0", "CONNECTED ALL 0");
        assertTrue(ConditionCheck.canHoldWithoutPops(condition("CLEAR RED 0")));
        assertTrue(!ConditionCheck.canHoldWithoutPops(condition("CHAINS ALL 1")));
    }

    @Test
    void engineAndReferenceAgreeOnGeneratedFields() {
        Random rnd = new Random(43);
        NazoCondition.Kind[] kinds = NazoCondition.Kind.values();
        int met = 0;
        for (int i = 0; i < 3000; i++) {
            long seed = rnd.nextLong();
            PuyoField engine = FormatCases.randomCells(new Random(seed), new PuyoField());
            ReferencePuyoField reference = FormatCases.randomCells(new Random(seed), new ReferencePuyoField());
            NazoCondition c = new NazoCondition(kinds[rnd.nextInt(kinds.length)],
                    NazoCondition.Target.values()[rnd.nextInt(8)], rnd.nextInt(12));
            boolean e = c.isMetBy(engine);
            assertEquals(e, c.isMetBy(reference), c + "\n" + engine);
            met += e ? 1 : 0;
        }
        assertTrue(met > 100 && met < 2900, "met " + met);
    }

    @Test
    void checksItsParts() {
        assertThrows(IllegalArgumentException.class, () -> condition("CHAINS ALL 64"));
        assertThrows(IllegalArgumentException.class, () -> condition("CHAINS ALL -1"));
        assertThrows(NullPointerException.class, () -> new NazoCondition(null, NazoCondition.Target.ALL, 1));
    }

    private static NazoCondition condition(String s) {
        String[] t = s.split(" ");
        return new NazoCondition(NazoCondition.Kind.valueOf(t[0]), NazoCondition.Target.valueOf(t[1]), Integer.parseInt(t[2]));
    }

    private static void met(String cells, String... conditions) {
        for (String c : conditions) {
            PuyoField engine = FormatCases.cells(cells, new PuyoField());
            assertTrue(condition(c).isMetBy(engine), c);
            assertTrue(FormatCases.cells(cells, new PuyoField()).contentEquals(engine), "unchanged");
            assertTrue(condition(c).isMetBy(FormatCases.cells(cells, new ReferencePuyoField())), c);
        }
    }

    private static void notMet(String cells, String... conditions) {
        for (String c : conditions) {
            assertTrue(!condition(c).isMetBy(FormatCases.cells(cells, new PuyoField())), c);
            assertTrue(!condition(c).isMetBy(FormatCases.cells(cells, new ReferencePuyoField())), c);
        }
    }
}
