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
package io.bitfall.bench;

import io.bitfall.bench.workload.PuyoMoveWorkload;
import io.bitfall.bench.workload.PuyoMoveInputs;
import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code legalPlacements} with the real-play height rule (row-13 riding, steps up), engine against
 * reference, in nanoseconds per field: {@value #FIELDS} fields per invocation, each with its own pair.
 *
 * <p>Setup checks that engine and reference list the same placements on every field.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoLegalPlacementsBenchmark {
    static final int FIELDS = 256;

    /** {@code midGame}: every column at most 11 high; {@code tall}: columns 9..13 high, spawn column 8..11. */
    @Param({"midGame", "tall"})
    public PuyoMoveWorkload workload;

    private PuyoMoveInputs inputs;
    private final Placement[] moves = new Placement[22];
    private final Placement[] referenceMoves = new Placement[22];

    @Setup(Level.Trial)
    public void setUp() {
        inputs = workload.inputs(FIELDS);
        for (int f = 0; f < FIELDS; f++) {
            int n = inputs.engine()[f].legalPlacements(inputs.pairs()[f], moves);
            int m = inputs.reference()[f].legalPlacements(inputs.pairs()[f], referenceMoves);
            if (n != m || !Arrays.equals(moves, 0, n, referenceMoves, 0, m)) {
                throw new IllegalStateException("engine and reference disagree on the placements of field " + f
                        + "\n" + inputs.engine()[f]);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engine(Blackhole bh) {
        PuyoField[] fields = inputs.engine();
        PuyoPair[] pairs = inputs.pairs();
        for (int f = 0; f < fields.length; f++) {
            bh.consume(fields[f].legalPlacements(pairs[f], moves));
        }
        bh.consume(moves);
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void reference(Blackhole bh) {
        ReferencePuyoField[] fields = inputs.reference();
        PuyoPair[] pairs = inputs.pairs();
        for (int f = 0; f < fields.length; f++) {
            bh.consume(fields[f].legalPlacements(pairs[f], moves));
        }
        bh.consume(moves);
    }
}
