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

import io.bitfall.bench.workload.PuyoWorkload;
import io.bitfall.bench.workload.PuyoInputs;
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
import org.openjdk.jmh.annotations.Threads;

/**
 * How the engine's {@code chainCount()} scales with threads: the same work as
 * {@link PuyoChainCountBenchmark#engine()} on one thread and on two, as throughput (fields per
 * microsecond, all threads together). Each thread has its own fields (a field is not thread-safe), built
 * from the same seed. The results page divides the two throughputs.
 *
 * <p>Keep {@code -Djmh.threads} blank when running this class: {@code -t} overrides {@code @Threads}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PuyoChainCountScalingBenchmark {
    /** See {@link PuyoWorkload}. */
    @Param({"chainRich"})
    public PuyoWorkload workload;

    private PuyoField[] engine;

    @Setup(Level.Trial)
    public void setUp() {
        engine = PuyoInputs.of(workload, PuyoChainCountBenchmark.FIELDS).engine();
    }

    @Benchmark
    @Threads(1)
    @OperationsPerInvocation(PuyoChainCountBenchmark.FIELDS)
    public int oneThread() {
        return chainCounts();
    }

    @Benchmark
    @Threads(2)
    @OperationsPerInvocation(PuyoChainCountBenchmark.FIELDS)
    public int twoThreads() {
        return chainCounts();
    }

    private int chainCounts() {
        int sum = 0;
        for (PuyoField f : engine) {
            sum += f.chainCount();
        }
        return sum;
    }
}
