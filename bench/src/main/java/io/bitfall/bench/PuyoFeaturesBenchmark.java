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
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The evaluation features a search computes at every node, on {@value #FIELDS} mid-game fields
 * ({@link PuyoMoveInputs#of}), one pair of methods per feature, engine and reference: {@code groups}
 * (groups of 2 and of 3), {@code heights} (all six at once), {@code mirror} ({@code mirrorFrom} into a kept
 * field), {@code equals} ({@code contentEquals} of a field and its copy) and {@code potential4} (the
 * chain-potential scan limited to 4 colours). Time per field. Setup checks that engine and reference compute
 * the same features.
 *
 * <p>A method named {@code <feature>Engine} or {@code <feature>Reference} is that side of that feature: the
 * results page shows it as the workload {@code <feature>} of "Puyo features".
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PuyoFeaturesBenchmark {
    static final int FIELDS = 64;
    private static final int FOUR_COLOURS = 0b1111;

    private PuyoField[] engine;
    private ReferencePuyoField[] reference;
    private PuyoField[] engineCopies;
    private ReferencePuyoField[] referenceCopies;
    private final int[] heights = new int[PuyoField.WIDTH];
    private final int[] referenceHeights = new int[PuyoField.WIDTH];
    private final PuyoField mirror = new PuyoField();
    private final ReferencePuyoField referenceMirror = new ReferencePuyoField();
    private final ChainPotential potential = new ChainPotential();
    private final ChainPotential referencePotential = new ChainPotential();

    @Setup(Level.Trial)
    public void setUp() {
        PuyoMoveInputs inputs = PuyoMoveWorkload.midGame.inputs(FIELDS);
        engine = inputs.engine();
        reference = inputs.reference();
        engineCopies = new PuyoField[FIELDS];
        referenceCopies = new ReferencePuyoField[FIELDS];
        for (int i = 0; i < FIELDS; i++) {
            engineCopies[i] = engine[i].copy();
            referenceCopies[i] = reference[i].copy();
        }
        for (int i = 0; i < FIELDS; i++) {
            PuyoField e = engine[i];
            ReferencePuyoField r = reference[i];
            e.heights(heights);
            r.heights(referenceHeights);
            mirror.mirrorFrom(e);
            referenceMirror.mirrorFrom(r);
            e.chainPotential(potential, FOUR_COLOURS);
            r.chainPotential(referencePotential, FOUR_COLOURS);
            boolean same = e.groupsOfSize(2) == r.groupsOfSize(2) && e.groupsOfSize(3) == r.groupsOfSize(3)
                    && Arrays.equals(heights, referenceHeights) && mirror.hash64() == referenceMirror.hash64()
                    && e.contentEquals(engineCopies[i]) && r.contentEquals(referenceCopies[i])
                    && potential.best() == referencePotential.best();
            if (!same) {
                throw new IllegalStateException("engine and reference features differ on field " + i + "\n" + e);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void groupsEngine(Blackhole bh) {
        for (PuyoField f : engine) {
            bh.consume(f.groupsOfSize(2));
            bh.consume(f.groupsOfSize(3));
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void groupsReference(Blackhole bh) {
        for (ReferencePuyoField f : reference) {
            bh.consume(f.groupsOfSize(2));
            bh.consume(f.groupsOfSize(3));
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void heightsEngine(Blackhole bh) {
        for (PuyoField f : engine) {
            f.heights(heights);
            bh.consume(heights);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void heightsReference(Blackhole bh) {
        for (ReferencePuyoField f : reference) {
            f.heights(heights);
            bh.consume(heights);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void mirrorEngine(Blackhole bh) {
        for (PuyoField f : engine) {
            mirror.mirrorFrom(f);
            bh.consume(mirror);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void mirrorReference(Blackhole bh) {
        for (ReferencePuyoField f : reference) {
            referenceMirror.mirrorFrom(f);
            bh.consume(referenceMirror);
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void equalsEngine(Blackhole bh) {
        for (int i = 0; i < FIELDS; i++) {
            bh.consume(engine[i].contentEquals(engineCopies[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void equalsReference(Blackhole bh) {
        for (int i = 0; i < FIELDS; i++) {
            bh.consume(reference[i].contentEquals(referenceCopies[i]));
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void potential4Engine(Blackhole bh) {
        for (PuyoField f : engine) {
            f.chainPotential(potential, FOUR_COLOURS);
            bh.consume(potential.best());
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void potential4Reference(Blackhole bh) {
        for (ReferencePuyoField f : reference) {
            f.chainPotential(potential, FOUR_COLOURS);
            bh.consume(potential.best());
        }
    }
}
