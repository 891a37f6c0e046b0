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

import io.bitfall.puyo.ChainResult;
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
 * {@code resolve()} (the whole chain with its Tsu score, every step's details and the final field) of the
 * engine against the reference, in nanoseconds per field. Unlike {@code chainCount()}, {@code resolve()}
 * allocates by design (its result, one record per step, the final field), on both sides.
 *
 * <p>Setup checks that engine and reference agree on every field's score.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoResolveBenchmark {
    /** Fields per workload. */
    static final int FIELDS = 256;
    /** Tsu score of the 19-chain. */
    public static final int CHAIN_19_SCORE = 175080;

    /** {@code chainRich}: 1 to 6 chains; {@code garbage}: the same with garbage on top; {@code chain19}. */
    @Param({"chainRich", "garbage", "chain19"})
    public PuyoWorkload workload;

    private PuyoField[] engine;
    private ReferencePuyoField[] reference;

    @Setup(Level.Trial)
    public void setUp() {
        PuyoInputs inputs = PuyoInputs.of(workload, FIELDS);
        engine = inputs.engine();
        reference = inputs.reference();
        for (int i = 0; i < FIELDS; i++) {
            int score = engine[i].resolve().score();
            int expected = reference[i].resolve().score();
            if (score != expected || workload == PuyoWorkload.chain19 && score != CHAIN_19_SCORE) {
                throw new IllegalStateException(workload + " field " + i + ": engine scores " + score
                        + ", reference " + expected + "\n" + engine[i].format());
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public long engine() {
        long sum = 0;
        for (PuyoField f : engine) {
            ChainResult<PuyoField> r = f.resolve();
            sum += r.score() + r.finalField().count();
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public long reference() {
        long sum = 0;
        for (ReferencePuyoField f : reference) {
            ChainResult<ReferencePuyoField> r = f.resolve();
            sum += r.score() + r.finalField().count();
        }
        return sum;
    }
}
