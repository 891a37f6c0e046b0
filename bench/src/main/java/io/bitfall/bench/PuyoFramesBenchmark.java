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

import io.bitfall.puyo.ChainSummary;
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
 * Chains, score and frames without allocation, as the command line's batch path needs them:
 * {@code copyFrom} then {@code resolveInPlaceWithFrames()}, engine against reference, in nanoseconds per
 * field. {@code engineWithoutFrames} is the same copy with {@code resolveInPlace()}, so the cost of
 * counting frames is the difference between the two engine methods.
 *
 * <p>Setup checks that engine and reference give the same summaries.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoFramesBenchmark {
    static final int FIELDS = 256;

    /** {@code chainRich}: 1 to 6 chains; {@code garbage}: the same with garbage on top; {@code chain19}. */
    @Param({"chainRich", "garbage", "chain19"})
    public PuyoWorkload workload;

    private PuyoField[] engine;
    private ReferencePuyoField[] reference;
    private final PuyoField child = new PuyoField();
    private final ReferencePuyoField referenceChild = new ReferencePuyoField();

    @Setup(Level.Trial)
    public void setUp() {
        PuyoInputs inputs = PuyoInputs.of(workload, FIELDS);
        engine = inputs.engine();
        reference = inputs.reference();
        for (int i = 0; i < FIELDS; i++) {
            long e = engine[i].copy().resolveInPlaceWithFrames();
            long r = reference[i].copy().resolveInPlaceWithFrames();
            if (e != r) {
                throw new IllegalStateException(workload + " field " + i + ": engine " + ChainSummary.toString(e)
                        + ", reference " + ChainSummary.toString(r) + "\n" + engine[i].format());
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engine(Blackhole bh) {
        for (PuyoField f : engine) {
            child.copyFrom(f);
            bh.consume(child.resolveInPlaceWithFrames());
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engineWithoutFrames(Blackhole bh) {
        for (PuyoField f : engine) {
            child.copyFrom(f);
            bh.consume(child.resolveInPlace());
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void reference(Blackhole bh) {
        for (ReferencePuyoField f : reference) {
            referenceChild.copyFrom(f);
            bh.consume(referenceChild.resolveInPlaceWithFrames());
        }
    }
}
