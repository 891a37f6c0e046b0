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

import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.PuyoField;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The evaluation features a search computes at every node, on mid-game fields, one per workload:
 * {@code groups} (groups of 2 and of 3), {@code heights} (all six at once), {@code mirror} ({@code
 * mirrorFrom} into a kept field), {@code equals} (contentEquals of a field and its copy)
 * and {@code potential4} (the chain-potential scan limited to 4 colours). Time per field; each invocation
 * handles {@value #FIELDS} fields. Setup checks that engine and reference compute the same features.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class PuyoFeaturesBenchmark {
    static final int FIELDS = 64;
    private static final int FOUR_COLOURS = 0b1111;

    /** The feature computed on the mid-game fields of {@link PuyoMoveInputs}. */
    @Param({"groups", "heights", "mirror", "equals", "potential4"})
    public String workload;

    private PuyoMoveInputs inputs;
    private PuyoField[] engineCopies;
    private ReferencePuyoField[] referenceCopies;
    private final int[] heights = new int[PuyoField.WIDTH];
    private final PuyoField mirror = new PuyoField();
    private final ReferencePuyoField referenceMirror = new ReferencePuyoField();
    private final ChainPotential potential = new ChainPotential();

    @Setup(Level.Trial)
    public void setUp() {
        inputs = PuyoMoveInputs.of(FIELDS);
        engineCopies = new PuyoField[FIELDS];
        referenceCopies = new ReferencePuyoField[FIELDS];
        for (int i = 0; i < FIELDS; i++) {
            engineCopies[i] = inputs.engine()[i].copy();
            referenceCopies[i] = inputs.reference()[i].copy();
        }
        for (int i = 0; i < FIELDS; i++) {
            if (engineFeature(i) != referenceFeature(i)) {
                throw new IllegalStateException(workload + " differs on field " + i + "\n" + inputs.engine()[i]);
            }
        }
    }

    /** The feature of engine field {@code i} as one number, to compare with the reference. */
    private long engineFeature(int i) {
        PuyoField f = inputs.engine()[i];
        switch (workload) {
            case "groups": return f.groupsOfSize(2) * 100L + f.groupsOfSize(3);
            case "heights": f.heights(heights); return Arrays.hashCode(heights);
            case "mirror": mirror.mirrorFrom(f); return mirror.hash64();
            case "equals": return f.contentEquals(engineCopies[i]) ? 1 : 0;
            default: f.chainPotential(potential, FOUR_COLOURS); return potential.best();
        }
    }

    private long referenceFeature(int i) {
        ReferencePuyoField f = inputs.reference()[i];
        switch (workload) {
            case "groups": return f.groupsOfSize(2) * 100L + f.groupsOfSize(3);
            case "heights": f.heights(heights); return Arrays.hashCode(heights);
            case "mirror": referenceMirror.mirrorFrom(f); return referenceMirror.hash64();
            case "equals": return f.contentEquals(referenceCopies[i]) ? 1 : 0;
            default: f.chainPotential(potential, FOUR_COLOURS); return potential.best();
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void engine(Blackhole bh) {
        PuyoField[] fields = inputs.engine();
        switch (workload) {
            case "groups":
                for (PuyoField f : fields) {
                    bh.consume(f.groupsOfSize(2));
                    bh.consume(f.groupsOfSize(3));
                }
                break;
            case "heights":
                for (PuyoField f : fields) {
                    f.heights(heights);
                    bh.consume(heights);
                }
                break;
            case "mirror":
                for (PuyoField f : fields) {
                    mirror.mirrorFrom(f);
                    bh.consume(mirror);
                }
                break;
            case "equals":
                for (int i = 0; i < FIELDS; i++) {
                    bh.consume(fields[i].contentEquals(engineCopies[i]));
                }
                break;
            default:
                for (PuyoField f : fields) {
                    f.chainPotential(potential, FOUR_COLOURS);
                    bh.consume(potential.best());
                }
                break;
        }
    }

    @Benchmark
    @OperationsPerInvocation(FIELDS)
    public void reference(Blackhole bh) {
        ReferencePuyoField[] fields = inputs.reference();
        switch (workload) {
            case "groups":
                for (ReferencePuyoField f : fields) {
                    bh.consume(f.groupsOfSize(2));
                    bh.consume(f.groupsOfSize(3));
                }
                break;
            case "heights":
                for (ReferencePuyoField f : fields) {
                    f.heights(heights);
                    bh.consume(heights);
                }
                break;
            case "mirror":
                for (ReferencePuyoField f : fields) {
                    referenceMirror.mirrorFrom(f);
                    bh.consume(referenceMirror);
                }
                break;
            case "equals":
                for (int i = 0; i < FIELDS; i++) {
                    bh.consume(fields[i].contentEquals(referenceCopies[i]));
                }
                break;
            default:
                for (ReferencePuyoField f : fields) {
                    f.chainPotential(potential, FOUR_COLOURS);
                    bh.consume(potential.best());
                }
                break;
        }
    }
}
