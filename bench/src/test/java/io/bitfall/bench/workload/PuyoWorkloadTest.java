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
package io.bitfall.bench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.bench.PuyoChainCountBenchmark;
import io.bitfall.bench.PuyoResolveBenchmark;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class PuyoWorkloadTest {
    private static final int FIELDS = PuyoChainCountBenchmark.FIELDS;

    @Test
    void everyWorkloadBuildsSettledFieldsThatEngineAndReferenceAgreeOn() {
        for (PuyoWorkload w : PuyoWorkload.values()) {
            long start = System.nanoTime();
            PuyoInputs inputs = PuyoInputs.of(w, FIELDS);
            long ms = (System.nanoTime() - start) / 1_000_000;
            int[] histogram = new int[20];
            for (int i = 0; i < FIELDS; i++) {
                assertTrue(inputs.engine()[i].isSettled(), w + " field " + i);
                histogram[inputs.chains()[i]]++;
            }
            System.out.println(w + " built in " + ms + " ms, chains: " + Arrays.toString(histogram));
            assertTrue(ms < 2000, w + " took " + ms + " ms to build");
        }
    }

    @Test
    void fieldsAreTheSameOnEveryBuild() {
        for (PuyoWorkload w : PuyoWorkload.values()) {
            List<Puyo[][]> a = w.fields(16);
            List<Puyo[][]> b = w.fields(16);
            for (int i = 0; i < a.size(); i++) {
                assertTrue(Arrays.deepEquals(a.get(i), b.get(i)), w + " field " + i);
            }
        }
    }

    @Test
    void judgeSampleChainsThree() {
        PuyoInputs inputs = PuyoInputs.of(PuyoWorkload.judgeSample, 4);
        inputs.requireChains(3);
    }

    @Test
    void chain19IsANineteenChainScoring175080() {
        PuyoInputs inputs = PuyoInputs.of(PuyoWorkload.chain19, FIELDS).requireChains(19);
        for (PuyoField f : inputs.engine()) {
            assertEquals(PuyoResolveBenchmark.CHAIN_19_SCORE, f.resolve().score());
        }
    }

    @Test
    void noPopFieldsPopNothing() {
        PuyoInputs.of(PuyoWorkload.noPop, FIELDS).requireChains(0);
    }

    @Test
    void chainRichFieldsChainOneToSixEvenly() {
        int[] chains = PuyoInputs.of(PuyoWorkload.chainRich, FIELDS).chains();
        for (int i = 0; i < chains.length; i++) {
            assertEquals(1 + i % 6, chains[i], "field " + i);
        }
    }

    @Test
    void manyGroupsPopTwelveOrMoreGroupsAtOnce() {
        for (PuyoField f : PuyoInputs.of(PuyoWorkload.manyGroups, 32).engine()) {
            PuyoField c = f.copy();
            assertTrue(c.step(1).groupSizes().size() >= 12);
            assertEquals(0, c.count(), "everything popped");
        }
    }

    @Test
    void fullStacksAreFull() {
        for (PuyoField f : PuyoInputs.of(PuyoWorkload.fullStack, 16).engine()) {
            assertTrue(f.count() >= 72);
        }
    }

    @Test
    void garbageFieldsHoldGarbage() {
        int garbage = 0;
        for (PuyoField f : PuyoInputs.of(PuyoWorkload.garbage, 32).engine()) {
            for (int c = 0; c < PuyoField.WIDTH; c++) {
                for (int r = 1; r <= PuyoField.HEIGHT; r++) {
                    garbage += f.get(c, r) == Puyo.GARBAGE ? 1 : 0;
                }
            }
        }
        assertTrue(garbage > 32);
    }
}
