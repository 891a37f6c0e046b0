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

import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.PuyoField;
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
 * The chain-potential scan (90 drops: 1, 2 or 3 puyos of each of 5 colours on each of 6 columns, each
 * resolved) on mid-game fields. Time per scan (1e9 / ns = scans per second); each invocation scans
 * {@value #FIELDS} fields. Setup checks that engine and reference fill the same table.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoChainPotentialBenchmark {
    static final int FIELDS = 64;

    /** Settled fields of random play where nothing pops, all columns at most 11 high. */
    @Param({"midGame"})
    public PuyoMoveWorkload workload;

    private PuyoMoveInputs inputs;
    private final ChainPotential potential = new ChainPotential();

    @Setup(Level.Trial)
    public void setUp() {
        inputs = workload.inputs(FIELDS);
        ChainPotential expected = new ChainPotential();
        for (int i = 0; i < FIELDS; i++) {
            inputs.engine()[i].chainPotential(potential);
            inputs.reference()[i].chainPotential(expected);
            if (!potential.equals(expected)) {
                throw new IllegalStateException("chain potential differs on field " + i + "\n" + inputs.engine()[i]);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public long engine() {
        long sum = 0;
        for (PuyoField f : inputs.engine()) {
            f.chainPotential(potential);
            sum += potential.best();
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public long reference() {
        long sum = 0;
        for (ReferencePuyoField f : inputs.reference()) {
            f.chainPotential(potential);
            sum += potential.best();
        }
        return sum;
    }
}
