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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, item 6: what the engine and the reference do with an unsettled field (a puyo above an empty
 * cell, made with {@code set}). Dropping puyos ({@code place}, {@code placeAndResolve},
 * {@code chainPotential}) throws {@link IllegalStateException} and changes nothing; the chain methods pop
 * the field as it lies, then let it fall. Both implementations must agree on all of it.
 */
class UnsettledFieldTest {
    private static final PuyoPair RG = new PuyoPair(Puyo.RED, Puyo.GREEN);
    private static final Puyo[] ALL = Puyo.values();

    @Test
    void placeOnTheIssuesFieldIsRejectedAndChangesNothing() {
        PuyoField engine = new PuyoField();
        engine.set(0, 1, Puyo.RED);
        engine.set(0, 3, Puyo.BLUE);
        ReferencePuyoField reference = ReferencePuyoField.of(engine.toGrid());
        for (Placement p : Placement.ALL) {
            if (p.column() != 0 && p.childColumn() != 0) {
                continue;
            }
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> engine.place(RG, p));
            IllegalStateException r = assertThrows(IllegalStateException.class, () -> reference.place(RG, p));
            assertEquals("place needs a settled field, but column 0 has a puyo in row 3 above the empty row 2;"
                    + " call settle() first", e.getMessage());
            assertEquals(e.getMessage(), r.getMessage());
            assertThrows(IllegalStateException.class, () -> engine.placeAndResolve(RG, p));
            assertThrows(IllegalStateException.class, () -> reference.placeAndResolve(RG, p));
        }
        assertEquals(2, engine.count());
        assertEquals(PuyoField.of(engine.toGrid()), engine);
        assertEquals(Puyo.BLUE, engine.get(0, 3));
        assertEquals(reference.toString(), engine.toString());
        engine.settle();
        engine.place(RG, Placement.of(0, Rotation.UP)); // settled: accepted
        assertEquals(4, engine.count());
    }

    @Test
    void chainPotentialOnAnUnsettledFieldIsRejectedAndLeavesTheTableAlone() {
        PuyoField engine = PuyoField.parse(PuyoRulesTest.field(".Y....", ".YG...", ".RYG..", "RRYGG."));
        ChainPotential filled = new ChainPotential();
        engine.chainPotential(filled);
        ChainPotential before = new ChainPotential();
        engine.chainPotential(before);
        engine.set(5, 3, Puyo.RED);
        ReferencePuyoField reference = ReferencePuyoField.parse(
                PuyoRulesTest.field(".Y....", ".YG...", ".RYG..", "RRYGG."));
        reference.set(5, 3, Puyo.RED);
        String text = engine.toString();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> engine.chainPotential(filled));
        IllegalStateException r = assertThrows(IllegalStateException.class, () -> reference.chainPotential(filled));
        assertEquals(e.getMessage(), r.getMessage());
        assertTrue(e.getMessage().startsWith("chainPotential needs a settled field"), e.getMessage());
        assertEquals(before, filled);
        assertEquals(before.toString(), filled.toString());
        assertEquals(text, engine.toString());
        assertEquals(text, reference.toString());
    }

    /** A random field, unsettled more often than not: every cell is filled with probability 1/2. */
    private static Puyo[][] randomGrid(SplittableRandom random, int colours) {
        Puyo[][] grid = new Puyo[13][6];
        for (Puyo[] row : grid) {
            for (int col = 0; col < 6; col++) {
                int pick = random.nextInt(2 * colours + 2);
                row[col] = pick < colours + 2 ? Puyo.EMPTY : pick == colours + 2 ? Puyo.GARBAGE
                        : ALL[1 + (pick - colours - 3) % colours];
            }
        }
        return grid;
    }

    @Test
    void placeAgreesOnManyUnsettledFields() {
        SplittableRandom random = new SplittableRandom(126);
        int unsettled = 0;
        for (int i = 0; i < 2000; i++) {
            Puyo[][] grid = randomGrid(random, 2 + random.nextInt(4));
            PuyoField engine = PuyoField.of(grid);
            ReferencePuyoField reference = ReferencePuyoField.of(grid);
            assertEquals(reference.isSettled(), engine.isSettled());
            PuyoPair pair = new PuyoPair(ALL[1 + random.nextInt(5)], ALL[1 + random.nextInt(5)]);
            Placement p = Placement.ALL.get(random.nextInt(Placement.ALL.size()));
            String before = engine.toString();
            RuntimeException e = thrown(() -> engine.placeAndResolve(pair, p));
            RuntimeException r = thrown(() -> reference.placeAndResolve(pair, p));
            if (!reference.isSettled() && r == null) {
                throw new AssertionError("reference placed on an unsettled field\n" + before);
            }
            if (e == null != (r == null) || e != null && !e.getMessage().equals(r.getMessage())) {
                throw new AssertionError("engine " + e + " vs reference " + r + " placing " + pair + " at " + p
                        + " on\n" + before);
            }
            if (e != null) {
                unsettled++;
                assertTrue(e instanceof IllegalStateException, e.toString());
                assertEquals(before, engine.toString(), "a rejected place changed the engine field");
                assertEquals(PuyoField.of(grid), engine);
                assertEquals(before, reference.toString(), "a rejected place changed the reference field");
            } else {
                assertEquals(reference.toString(), engine.toString(), before);
            }
        }
        assertTrue(unsettled > 1500, "unsettled fields: " + unsettled);
    }

    private static RuntimeException thrown(Runnable r) {
        try {
            r.run();
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    @Test
    void chainMethodsAgreeOnUnsettledFields() {
        SplittableRandom random = new SplittableRandom(127);
        int popped = 0;
        int quiet = 0;
        for (int i = 0; i < 3000; i++) {
            Puyo[][] grid = randomGrid(random, 2 + random.nextInt(3));
            PuyoField engine = PuyoField.of(grid);
            ReferencePuyoField reference = ReferencePuyoField.of(grid);
            if (engine.isSettled()) {
                continue;
            }
            String text = reference.toString();
            assertEquals(reference.chainCount(), engine.chainCount(), text);
            assertEquals(reference.popping().toString(), engine.popping().toString(), text);
            ChainResult<PuyoField> e = engine.resolve();
            ChainResult<ReferencePuyoField> r = reference.resolve();
            assertEquals(r.steps(), e.steps(), text);
            assertEquals(r.toString().replace(r.finalField().toString(), ""),
                    e.toString().replace(e.finalField().toString(), ""), text);
            assertEquals(r.finalField().toString(), e.finalField().toString(), text);
            assertEquals(e.chains(), engine.chainCount(), text);
            assertEquals(text, engine.toString(), "chainCount or resolve changed the engine field");
            long summary = engine.resolveInPlace();
            assertEquals(reference.resolveInPlace(), summary, text);
            assertEquals(reference.toString(), engine.toString(), text);
            assertEquals(e.finalField(), engine, "resolve and resolveInPlace end on the same field");
            if (e.chains() > 0) {
                popped++;
                assertTrue(engine.isSettled(), "a chain that popped ends settled");
            } else {
                quiet++;
                assertFalse(engine.isSettled(), "nothing popped, so nothing fell");
            }
        }
        assertTrue(popped > 500 && quiet > 100, "popped " + popped + ", quiet " + quiet);
    }

    @Test
    void theFirstStepPopsTheFieldAsItLies() {
        // Three reds in column 0 and a red floating in column 1, row 5: as it lies, nothing touches it.
        for (boolean engineSide : new boolean[] {true, false}) {
            PuyoField engine = new PuyoField();
            for (int row = 1; row <= 3; row++) {
                engine.set(0, row, Puyo.RED);
            }
            engine.set(1, 5, Puyo.RED);
            if (engineSide) {
                assertEquals(0, engine.chainCount());
                assertEquals(0, engine.resolve().chains());
                assertFalse(engine.resolve().finalField().isSettled());
                assertNull(engine.step(1));
                assertEquals(Puyo.RED, engine.get(1, 5), "nothing popped, nothing fell");
                engine.settle();
                assertEquals(1, engine.chainCount(), "settled, the red joins the three");
            } else {
                ReferencePuyoField reference = ReferencePuyoField.of(engine.toGrid());
                assertEquals(0, reference.chainCount());
                assertEquals(0, reference.resolve().chains());
                assertFalse(reference.resolve().finalField().isSettled());
                assertNull(reference.step(1));
                assertEquals(Puyo.RED, reference.get(1, 5));
                reference.settle();
                assertEquals(1, reference.chainCount());
            }
        }
        // A floating group of four pops where it is; the puyo above it then falls to the floor.
        PuyoField f = new PuyoField();
        f.set(2, 3, Puyo.BLUE);
        f.set(2, 4, Puyo.BLUE);
        f.set(3, 3, Puyo.BLUE);
        f.set(3, 4, Puyo.BLUE);
        f.set(3, 6, Puyo.GREEN);
        ReferencePuyoField r = ReferencePuyoField.of(f.toGrid());
        assertEquals(ChainSummary.of(1, 40), f.resolveInPlace());
        assertEquals(ChainSummary.of(1, 40), r.resolveInPlace());
        assertEquals(1, f.count());
        assertEquals(Puyo.GREEN, f.get(3, 1));
        assertEquals(r.toString(), f.toString());
    }
}
