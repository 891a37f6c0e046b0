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

/**
 * What a game AI does at every node: enumerate the legal placements of a pair, and for each one copy the
 * field, place the pair and resolve the chain it fires. Time per placement (1e9 / ns = placements per
 * second); each invocation handles {@value #FIELDS} mid-game fields with all {@value #PLACEMENTS}
 * placements legal on each.
 *
 * <p>{@code floor} copies each field once per placement and reads its words: the least a search node
 * costs. Setup checks that engine and reference fire the same chains and scores.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoPlaceBenchmark {
    static final int FIELDS = 64;
    static final int PLACEMENTS = 22;

    /** Settled fields of random play where nothing pops, all columns at most 11 high. */
    @Param({"midGame"})
    public PuyoMoveWorkload workload;

    private PuyoMoveInputs inputs;
    private final Placement[] moves = new Placement[PLACEMENTS];
    private final PuyoField child = new PuyoField();
    private final ReferencePuyoField referenceChild = new ReferencePuyoField();

    @Setup(Level.Trial)
    public void setUp() {
        inputs = workload.inputs(FIELDS);
        if (engine() != reference()) {
            throw new IllegalStateException("engine and reference disagree on the placements");
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS * PLACEMENTS)
    public long engine() {
        PuyoField[] fields = inputs.engine();
        PuyoPair[] pairs = inputs.pairs();
        long sum = 0;
        for (int f = 0; f < fields.length; f++) {
            int n = fields[f].legalPlacements(pairs[f], moves);
            for (int i = 0; i < n; i++) {
                child.copyFrom(fields[f]);
                sum += child.placeAndResolve(pairs[f], moves[i]);
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS * PLACEMENTS)
    public long reference() {
        ReferencePuyoField[] fields = inputs.reference();
        PuyoPair[] pairs = inputs.pairs();
        long sum = 0;
        for (int f = 0; f < fields.length; f++) {
            int n = fields[f].legalPlacements(pairs[f], moves);
            for (int i = 0; i < n; i++) {
                referenceChild.copyFrom(fields[f]);
                sum += referenceChild.placeAndResolve(pairs[f], moves[i]);
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS * PLACEMENTS)
    public long floor() {
        PuyoField[] fields = inputs.engine();
        long sum = 0;
        for (PuyoField field : fields) {
            for (int i = 0; i < PLACEMENTS; i++) {
                child.copyFrom(field);
                sum += child.count();
            }
        }
        return sum;
    }
}
