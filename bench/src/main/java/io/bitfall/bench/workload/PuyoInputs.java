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

import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import java.util.List;

/**
 * The same fields of one workload as engine fields and as reference fields, checked to agree.
 *
 * @param engine    bitboard fields, each already asked once for its chain count (so its scratch exists)
 * @param reference the same fields in the array reference
 * @param chains    the chain count of each field
 */
public record PuyoInputs(PuyoField[] engine, ReferencePuyoField[] reference, int[] chains) {

    /**
     * Builds {@code count} fields of {@code workload}.
     *
     * @throws IllegalStateException if engine and reference disagree on a field's chain count
     */
    public static PuyoInputs of(PuyoWorkload workload, int count) {
        List<Puyo[][]> grids = workload.fields(count);
        PuyoField[] engine = new PuyoField[count];
        ReferencePuyoField[] reference = new ReferencePuyoField[count];
        int[] chains = new int[count];
        for (int i = 0; i < count; i++) {
            engine[i] = PuyoField.of(grids.get(i));
            reference[i] = ReferencePuyoField.of(grids.get(i));
            chains[i] = reference[i].chainCount();
            if (engine[i].chainCount() != chains[i]) {
                throw new IllegalStateException(workload + " field " + i + ": engine says " + engine[i].chainCount()
                        + " chains, reference " + chains[i] + "\n" + engine[i].format());
            }
        }
        return new PuyoInputs(engine, reference, chains);
    }

    /** Throws unless every field chains exactly {@code expected} steps. */
    public PuyoInputs requireChains(int expected) {
        for (int i = 0; i < chains.length; i++) {
            if (chains[i] != expected) {
                throw new IllegalStateException("field " + i + " chains " + chains[i] + " steps, not " + expected
                        + "\n" + engine[i].format());
            }
        }
        return this;
    }
}
