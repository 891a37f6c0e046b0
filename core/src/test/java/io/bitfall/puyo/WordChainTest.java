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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link WordChain} against {@link PuyoField#resolveAfterFirstStep} (the chain loop on a field in memory) and
 * against a whole {@code resolveInPlace}, on generated chain-rich fields without garbage: their real first
 * steps, and random sets of cells taken away as a first step (deep holes, row 13 falling into play).
 */
class WordChainTest {
    @Test
    void firstStepsOfGeneratedFieldsAgree() {
        List<PuyoField> generated = PuyoFieldGenerator.bothRules(0x30C4A1L, 3000, i -> false);
        PuyoField scratch = new PuyoField();
        int chains = 0;
        int longChains = 0;
        int manyPops = 0;
        int allClears = 0;
        for (PuyoField f : generated) {
            if (!f.isSettled() || hasGarbage(f) || !Pops.findPops(f, true)) {
                continue;
            }
            int first = ChainStep.stepScoreOf(1, f.coloured, f.colourCount, f.groupBonusSum);
            long words = WordChain.afterFirstStep(f.codePlanes(), f.popLo, f.popHi, first);
            String where = "on\n" + f;
            assertEquals(scratch.resolveAfterFirstStep(f.codePlanes(), f.popLo, f.popHi, first), words, where);
            PuyoField whole = f.copy();
            assertEquals(whole.resolveInPlace(), words, "against resolveInPlace " + where);
            ChainResult<PuyoField> result = f.resolve();
            chains++;
            longChains += ChainSummary.chains(words) >= 5 ? 1 : 0;
            allClears += ChainSummary.isAllClear(words) ? 1 : 0;
            for (ChainStep step : result.steps()) {
                manyPops += step.chain() > 1 && step.colouredPopped() >= 8 ? 1 : 0;
            }
        }
        System.out.println("WordChainTest: " + chains + " chains, " + longChains + " of 5 steps or more, " + allClears
                + " all clears, " + manyPops + " later steps popping 8 or more");
        assertTrue(chains > 2000 && longChains > 200 && allClears > 10 && manyPops > 100,
                chains + " chains, " + longChains + " long, " + allClears + " all clears, " + manyPops + " big steps");
    }

    @Test
    void randomFirstStepsAgree() {
        SplittableRandom random = new SplittableRandom(0x5EED_C4A1L);
        List<PuyoField> generated = PuyoFieldGenerator.bothRules(0x30C4A2L, 2000, i -> i % 2 == 0);
        PuyoField scratch = new PuyoField();
        int cases = 0;
        int moreSteps = 0;
        for (PuyoField f : generated) {
            if (!f.isSettled() || hasGarbage(f)) {
                continue;
            }
            long[] b = f.codePlanes();
            long occupiedLo = b[0] | b[2] | b[4];
            long occupiedHi = b[1] | b[3] | b[5];
            for (int trial = 0; trial < 4; trial++) {
                // a random fifth, half or all of the cells of some columns, as if they had popped
                long lanes = trial == 3 ? -1L : random.nextLong();
                long popLo = occupiedLo & random.nextLong() & (trial == 0 ? random.nextLong() : lanes);
                long popHi = occupiedHi & random.nextLong() & (trial == 0 ? random.nextLong() : lanes >>> 13);
                int first = 40 * (1 + random.nextInt(20));
                long words = WordChain.afterFirstStep(b, popLo, popHi, first);
                assertEquals(scratch.resolveAfterFirstStep(b, popLo, popHi, first), words,
                        "pops " + Long.toHexString(popLo) + " " + Long.toHexString(popHi) + " on\n" + f);
                cases++;
                moreSteps += ChainSummary.chains(words) > 1 ? 1 : 0;
            }
        }
        assertTrue(cases > 8000 && moreSteps > cases / 10, cases + " cases, " + moreSteps + " with a second step");
    }

    private static boolean hasGarbage(PuyoField f) {
        long[] b = f.codePlanes();
        return (b[4] & ~(b[0] | b[2]) | b[5] & ~(b[1] | b[3])) != 0;
    }
}
