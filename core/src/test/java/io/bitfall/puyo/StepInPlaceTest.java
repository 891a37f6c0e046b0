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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.reference.ReferencePuyoField;
import org.junit.jupiter.api.Test;

/**
 * {@code stepInPlace}, the allocation-free single step: engine and reference agree step by step on
 * generated Tsu fields, and the steps add up to what {@code resolveInPlaceWithFrames} reports.
 */
class StepInPlaceTest {
    @Test
    void stepsAgreeWithTheReferenceAndAddUpToTheChain() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(0x57E9L, true);
        int steps = 0;
        for (int n = 0; n < 2000; n++) {
            PuyoField engine = generator.next(PuyoFieldGenerator.Kind.values()[n % PuyoFieldGenerator.Kind.values().length]);
            ReferencePuyoField reference = ReferencePuyoField.parse(engine.format(), PuyoFormat.TSU);
            long whole = engine.copy().resolveInPlaceWithFrames();
            int chains = 0;
            int score = 0;
            int frames = 0;
            boolean allClear = false;
            for (long s; (s = engine.stepInPlace(chains + 1)) != 0; ) {
                assertEquals(s, reference.stepInPlace(chains + 1), "step " + (chains + 1) + " of\n" + engine);
                assertEquals(engine.format(), reference.format());
                assertEquals(1, ChainSummary.chains(s));
                chains++;
                score += ChainSummary.score(s);
                frames += ChainSummary.frames(s);
                allClear = ChainSummary.isAllClear(s);
                steps++;
            }
            assertEquals(0L, reference.stepInPlace(chains + 1), "the reference pops no more either");
            assertEquals(whole, ChainSummary.of(chains, score, frames, allClear));
        }
        assertTrue(steps > 3000, "steps run: " + steps);
    }

    @Test
    void aStepNumberBelowOneIsRejected() {
        PuyoField f = PuyoField.parse("......\n".repeat(11) + "RRRR..\n", PuyoFormat.TSU);
        String before = f.format();
        assertThrows(IllegalArgumentException.class, () -> f.stepInPlace(0));
        assertThrows(IllegalArgumentException.class, () -> new ReferencePuyoField().stepInPlace(0));
        assertEquals(before, f.format());
    }
}
