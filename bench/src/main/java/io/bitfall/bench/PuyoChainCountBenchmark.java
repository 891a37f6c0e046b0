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

/**
 * {@code chainCount()} of the bitboard engine against the array reference, in nanoseconds per field.
 *
 * <p>Each invocation walks all {@value #FIELDS} fields of the workload (the same fields for every method)
 * and returns the sum of their results, so nothing is dropped and no call can be skipped. {@code floor}
 * walks the same fields and only reads and combines their state words ({@link PuyoField#count()}: ORs the
 * 6 words of the three code planes and counts bits), the least any method can cost per field;
 * {@code engine / floor} says how far the engine is above it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoChainCountBenchmark {
    /** Fields per workload. */
    public static final int FIELDS = 256;

    /** See {@link PuyoWorkload}. */
    @Param({"judgeSample", "noPop", "chainRich", "chain19", "manyGroups", "fullStack", "garbage"})
    public PuyoWorkload workload;

    private PuyoField[] engine;
    private ReferencePuyoField[] reference;

    @Setup(Level.Trial)
    public void setUp() {
        PuyoInputs inputs = PuyoInputs.of(workload, FIELDS);
        if (workload == PuyoWorkload.chain19) {
            inputs.requireChains(19);
        }
        engine = inputs.engine();
        reference = inputs.reference();
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public int engine() {
        PuyoField[] fields = engine;
        int sum = 0;
        for (PuyoField f : fields) {
            sum += f.chainCount();
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public int reference() {
        ReferencePuyoField[] fields = reference;
        int sum = 0;
        for (ReferencePuyoField f : fields) {
            sum += f.chainCount();
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public int floor() {
        PuyoField[] fields = engine;
        int sum = 0;
        for (PuyoField f : fields) {
            sum += f.count();
        }
        return sum;
    }
}
