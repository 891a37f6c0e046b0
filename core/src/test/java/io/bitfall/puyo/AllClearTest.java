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

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** All clear: a step that leaves the field empty, row 13 and garbage included, by hand-made fields. */
class AllClearTest {
    @ParameterizedTest
    @CsvSource({
        // one group, nothing else: all clear
        "RRRR.., true",
        // garbage next to the group pops with it
        "ORRRR., true",
        // garbage not next to it stays
        "O.RRRR, false",
        // two steps, the second empties the field (a puyoai frames vector)
        "Y...../RYY.../RRRY.., true",
        // twelve reds pop under a row-13 green, which falls and stays
        "G...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R....., false",
        // row-13 garbage survives its neighbours popping
        "O...../R...../R...../R...../R...../G...../G...../G...../G...../B...../B...../B...../B....., false",
        // nothing pops: an empty field is no all clear
        "......, false",
        "RRRGGG/GGGRRR, false",
    })
    void theLastStepReportsIt(String rows, boolean allClear) {
        String text = PuyoRulesTest.field(rows.split("/"));
        for (Implementation impl : Implementation.values()) {
            ChainResult<?> r = impl.resolve(text, PuyoFormat.TSU);
            assertEquals(allClear, r.allClear(), impl + " on\n" + text);
            for (int i = 0; i < r.steps().size(); i++) {
                boolean last = i == r.steps().size() - 1;
                assertEquals(allClear && last, r.steps().get(i).allClear(), impl + " step " + (i + 1));
            }
        }
        List<Long> summaries = List.of(PuyoField.parse(text).resolveInPlace(),
                PuyoField.parse(text).resolveInPlaceWithFrames(),
                ReferencePuyoField.parse(text).resolveInPlace(),
                ReferencePuyoField.parse(text).resolveInPlaceWithFrames());
        for (long s : summaries) {
            assertEquals(allClear, ChainSummary.isAllClear(s), ChainSummary.toString(s));
        }
    }

    @Test
    void placeAndResolveReportsIt() {
        PuyoField f = PuyoField.parse(PuyoRulesTest.field("RR...."));
        ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
        PuyoPair pair = new PuyoPair(Puyo.RED, Puyo.RED);
        long s = f.placeAndResolve(pair, Placement.of(2, Rotation.RIGHT));
        assertEquals(ChainSummary.of(1, 40, 0, true), s, ChainSummary.toString(s));
        assertEquals(s, r.placeAndResolve(pair, Placement.of(2, Rotation.RIGHT)));
        assertEquals(0, f.count());
    }

    @Test
    void theBonusIs2100AddedOnceToTheNextChain() {
        assertEquals(2100, ChainStep.ALL_CLEAR_BONUS);
        assertEquals(30, new GarbageMeter().add(ChainStep.ALL_CLEAR_BONUS));
        long chain = ChainSummary.of(2, 360, 144, false);
        long withBonus = ChainSummary.withAllClearBonus(chain);
        assertEquals(2460, ChainSummary.score(withBonus));
        assertEquals(2, ChainSummary.chains(withBonus));
        assertEquals(144, ChainSummary.frames(withBonus));
        assertFalse(ChainSummary.isAllClear(withBonus));
        // No chain: the bonus waits.
        assertEquals(0L, ChainSummary.withAllClearBonus(0L));
    }

    @Test
    void aGameLoopCarriesTheBonus() {
        // Clear the field, then fire a one-step chain: it scores 40 + 2100.
        PuyoField f = new PuyoField();
        PuyoPair rr = new PuyoPair(Puyo.RED, Puyo.RED);
        PuyoPair gg = new PuyoPair(Puyo.GREEN, Puyo.GREEN);
        boolean pending = false;
        int[] scores = new int[4];
        Object[][] moves = {{rr, 0}, {rr, 0}, {gg, 3}, {gg, 3}};
        for (int i = 0; i < moves.length; i++) {
            long s = f.placeAndResolve((PuyoPair) moves[i][0], Placement.of((Integer) moves[i][1], Rotation.RIGHT));
            if (pending && ChainSummary.chains(s) > 0) {
                s = ChainSummary.withAllClearBonus(s);
                pending = false;
            }
            pending |= ChainSummary.isAllClear(s);
            scores[i] = ChainSummary.score(s);
        }
        assertEquals(List.of(0, 40, 0, 2140), List.of(scores[0], scores[1], scores[2], scores[3]));
        assertTrue(pending, "the second chain cleared the field too");
    }

    @Test
    void summaryLayoutRoundTrips() {
        long s = ChainSummary.of(19, 175_080, 1786, true);
        assertEquals(19, ChainSummary.chains(s));
        assertEquals(175_080, ChainSummary.score(s));
        assertEquals(1786, ChainSummary.frames(s));
        assertTrue(ChainSummary.isAllClear(s));
        assertTrue(s > 0);
        assertEquals(ChainSummary.of(19, 175_080), ChainSummary.of(19, 175_080, 0, false));
        assertEquals(Integer.MAX_VALUE, ChainSummary.score(ChainSummary.of(32767, Integer.MAX_VALUE, 32767, true)));
        // As longs, summaries rank by chains, then score, then frames, then all clear.
        assertTrue(ChainSummary.of(2, 0) > ChainSummary.of(1, 999_999, 32767, true));
        assertTrue(ChainSummary.of(1, 41) > ChainSummary.of(1, 40, 32767, true));
        assertTrue(ChainSummary.of(1, 40, 0, true) > ChainSummary.of(1, 40));
        assertEquals("1 chains, score 40, 50 frames, all clear", ChainSummary.toString(ChainSummary.of(1, 40, 50, true)));
    }
}
