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
import java.util.SplittableRandom;
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
 * {@code dropGarbage(rows, extraColumns)} of the engine against the reference, in nanoseconds per drop:
 * each of {@value #FIELDS} fields is copied into a kept field ({@code copyFrom}) and gets 0..5 rows plus a
 * random set of at most 5 extra columns. {@code floor} is the copy alone.
 *
 * <p>Setup checks that engine and reference leave the same fields.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoGarbageBenchmark {
    static final int FIELDS = 256;

    /** {@code midGame}: columns at most 11 high; {@code tall}: columns 9..13 high, so much is deleted. */
    @Param({"midGame", "tall"})
    public PuyoMoveWorkload workload;

    private PuyoMoveInputs inputs;
    private final int[] rows = new int[FIELDS];
    private final int[] columns = new int[FIELDS];
    private final PuyoField child = new PuyoField();
    private final ReferencePuyoField referenceChild = new ReferencePuyoField();

    @Setup(Level.Trial)
    public void setUp() {
        inputs = workload.inputs(FIELDS);
        SplittableRandom random = new SplittableRandom(0x6A5BL);
        for (int f = 0; f < FIELDS; f++) {
            rows[f] = random.nextInt(6);
            columns[f] = random.nextInt(63); // 0..62: never all six columns
            child.copyFrom(inputs.engine()[f]);
            child.dropGarbage(rows[f], columns[f]);
            referenceChild.copyFrom(inputs.reference()[f]);
            referenceChild.dropGarbage(rows[f], columns[f]);
            if (!child.toString().equals(referenceChild.toString())) {
                throw new IllegalStateException("engine and reference disagree on garbage for field " + f
                        + "\n" + inputs.engine()[f]);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engine(Blackhole bh) {
        PuyoField[] fields = inputs.engine();
        for (int f = 0; f < fields.length; f++) {
            child.copyFrom(fields[f]);
            child.dropGarbage(rows[f], columns[f]);
            bh.consume(child);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void reference(Blackhole bh) {
        ReferencePuyoField[] fields = inputs.reference();
        for (int f = 0; f < fields.length; f++) {
            referenceChild.copyFrom(fields[f]);
            referenceChild.dropGarbage(rows[f], columns[f]);
            bh.consume(referenceChild);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void floor(Blackhole bh) {
        PuyoField[] fields = inputs.engine();
        for (int f = 0; f < fields.length; f++) {
            child.copyFrom(fields[f]);
            bh.consume(child);
        }
    }
}
