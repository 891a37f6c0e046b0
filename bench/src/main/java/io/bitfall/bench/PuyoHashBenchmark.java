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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The 64-bit field hash a search de-duplicates its beam with ({@code hash64}), on mid-game fields. Time
 * per hash; each invocation hashes {@value #FIELDS} fields. Setup checks that engine and reference give
 * the same hashes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoHashBenchmark {
    static final int FIELDS = 64;

    /** Settled fields of random play where nothing pops, all columns at most 11 high. */
    @Param({"midGame"})
    public PuyoMoveWorkload workload;

    private PuyoMoveInputs inputs;

    @Setup(Level.Trial)
    public void setUp() {
        inputs = workload.inputs(FIELDS);
        for (int i = 0; i < FIELDS; i++) {
            if (inputs.engine()[i].hash64() != inputs.reference()[i].hash64()) {
                throw new IllegalStateException("hash differs on field " + i + "\n" + inputs.engine()[i]);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engine(Blackhole bh) {
        for (PuyoField f : inputs.engine()) {
            bh.consume(f.hash64());
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void reference(Blackhole bh) {
        for (ReferencePuyoField f : inputs.reference()) {
            bh.consume(f.hash64());
        }
    }
}
