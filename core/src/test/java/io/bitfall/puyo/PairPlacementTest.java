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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pairs, placements, legality, game over and chain potential, by hand-made fields. */
class PairPlacementTest {
    private static final PuyoPair RG = new PuyoPair(Puyo.RED, Puyo.GREEN);
    private static final PuyoPair RR = new PuyoPair(Puyo.RED, Puyo.RED);

    private static List<Placement> legal(PuyoField f, PuyoPair pair) {
        Placement[] out = new Placement[22];
        int n = f.legalPlacements(pair, out);
        ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
        Placement[] refOut = new Placement[22];
        assertEquals(n, r.legalPlacements(pair, refOut));
        assertEquals(Arrays.asList(out).subList(0, n), Arrays.asList(refOut).subList(0, n));
        return Arrays.asList(out).subList(0, n);
    }

    @Test
    void twentyTwoPlacementsElevenForOneColour() {
        assertEquals(22, Placement.ALL.size());
        assertEquals(22, legal(new PuyoField(), RG).size());
        assertEquals(11, legal(new PuyoField(), RR).size());
        assertThrows(IllegalArgumentException.class, () -> Placement.of(5, Rotation.RIGHT));
        assertThrows(IllegalArgumentException.class, () -> new Placement(0, Rotation.LEFT));
        assertThrows(IllegalArgumentException.class, () -> new PuyoPair(Puyo.RED, Puyo.GARBAGE));
        assertTrue(Placement.of(3, Rotation.UP) == Placement.of(3, Rotation.UP));
    }

    @Test
    void aTwelveHighColumnBlocksEverythingBeyondIt() {
        PuyoField f = new PuyoField();
        for (int row = 1; row <= 12; row++) {
            f.set(1, row, row % 2 == 0 ? Puyo.BLUE : Puyo.YELLOW);
        }
        // Column 1 is blocked, so column 0 and 1 are out of reach; columns 2..5 remain:
        // UP/DOWN 2..5 (8), RIGHT 2..4 (3), LEFT 3..5 (3).
        List<Placement> placements = legal(f, RG);
        assertEquals(14, placements.size());
        assertFalse(f.isLegal(Placement.of(2, Rotation.LEFT)));
        assertTrue(f.isLegal(Placement.of(2, Rotation.RIGHT)));
        assertEquals(7, legal(f, RR).size());
    }

    @Test
    void gameOverWhenTheThirdColumnReachesRow12() {
        PuyoField f = new PuyoField();
        for (int row = 1; row <= 12; row++) {
            f.set(2, row, row % 2 == 0 ? Puyo.BLUE : Puyo.YELLOW);
        }
        assertTrue(f.isGameOver());
        assertEquals(0, legal(f, RG).size());
        f.set(2, 12, Puyo.EMPTY);
        assertFalse(f.isGameOver());
        assertEquals(22, legal(f, RG).size());
    }

    @Test
    void downLandsTheChildFirstAndUpTheAxis() {
        PuyoField down = new PuyoField();
        down.place(RG, Placement.of(0, Rotation.DOWN));
        assertEquals(Puyo.GREEN, down.get(0, 1));
        assertEquals(Puyo.RED, down.get(0, 2));
        PuyoField up = new PuyoField();
        up.place(RG, Placement.of(0, Rotation.UP));
        assertEquals(Puyo.RED, up.get(0, 1));
        assertEquals(Puyo.GREEN, up.get(0, 2));
        PuyoField right = new PuyoField();
        right.set(4, 1, Puyo.BLUE);
        right.place(RG, Placement.of(3, Rotation.RIGHT));
        assertEquals(Puyo.RED, right.get(3, 1));
        assertEquals(Puyo.GREEN, right.get(4, 2));
    }

    @Test
    void aPuyoThatWouldRestAboveRow13IsDeleted() {
        PuyoField f = new PuyoField();
        for (int row = 1; row <= 12; row++) {
            f.set(0, row, row % 2 == 0 ? Puyo.BLUE : Puyo.YELLOW);
        }
        f.place(RG, Placement.of(0, Rotation.UP));
        assertEquals(Puyo.RED, f.get(0, 13));
        assertEquals(13, f.height(0));
        assertEquals(13, f.count());
        f.place(RG, Placement.of(0, Rotation.RIGHT));
        assertEquals(13, f.height(0));
        assertEquals(Puyo.GREEN, f.get(1, 1));
    }

    @Test
    void placeAndResolveFiresTheChain() {
        PuyoField f = PuyoField.parse(PuyoRulesTest.field(".B....", "BG....", "RBGY..", "RBGY.."), PuyoFormat.TSU);
        assertEquals(0, f.chainCount());
        long summary = f.placeAndResolve(new PuyoPair(Puyo.GREEN, Puyo.YELLOW), Placement.of(2, Rotation.RIGHT));
        // The green lands next to three greens (40), then the blue above them falls into four blues (320).
        assertEquals(ChainSummary.of(2, 360), summary, ChainSummary.toString(summary));
        assertEquals(PuyoRulesTest.field("...Y..", "R..Y..", "R..Y.."), f.toString());
    }

    @Test
    void chainPotentialFindsTheTrigger() {
        // The judge sample less one red: a red dropped on column 0 fires its 3 chains.
        String text = PuyoRulesTest.field(".Y....", ".YG...", ".RYG..", "RRYGG.");
        PuyoField f = PuyoField.parse(text, PuyoFormat.TSU);
        assertEquals(0, f.chainCount());
        ChainPotential p = new ChainPotential();
        f.chainPotential(p);
        assertEquals(3, p.chains(0, Puyo.RED, 1));
        assertEquals(3, ChainSummary.chains(p.best()));
        assertEquals(0, p.chains(5, Puyo.BLUE, 3));
        ChainPotential q = new ChainPotential();
        ReferencePuyoField.parse(f.toString()).chainPotential(q);
        assertEquals(q, p);
        assertEquals(text, f.toString(), "unchanged");
    }
}
