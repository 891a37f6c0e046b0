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

import io.bitfall.bench.workload.MonominoWorkload;
import io.bitfall.monomino.reference.ReferenceMonominoGame;

import io.bitfall.monomino.MonominoGame;
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
 * Monomino Domino placements of the bitboard engine against the array reference, in nanoseconds per
 * placement: each invocation plays a whole judge input of {@value #PLACEMENTS} placements from an empty
 * game (the same input for every method) and returns the final score and tile count.
 *
 * <p>{@code floor} walks the same input and folds every placement into one word with a rotate and an
 * xor, a serial dependency like the game's own: the least a placement can cost.
 *
 * <p>Setup checks that engine and reference end every input with the same score and tiles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MonominoPlaceBenchmark {
    /** Placements per judge input (the judge's maximum). */
    static final int PLACEMENTS = 10_000;

    /** See {@link MonominoWorkload}. */
    @Param({"random", "lines", "light"})
    public MonominoWorkload workload;

    /** {@code t, x, y} triples. */
    private int[] input;
    private MonominoGame engine;
    private ReferenceMonominoGame reference;

    @Setup(Level.Trial)
    public void setUp() {
        input = workload.placements(PLACEMENTS);
        engine = new MonominoGame();
        reference = new ReferenceMonominoGame();
        long e = engine();
        long r = reference();
        if (e != r) {
            throw new IllegalStateException(workload + ": engine ends with score " + engine.score() + ", tiles "
                    + engine.tiles() + "; reference with score " + reference.score() + ", tiles " + reference.tiles());
        }
    }

    @Benchmark
    @OperationsPerInvocation(PLACEMENTS)
    public long engine() {
        MonominoGame game = engine;
        int[] in = input;
        game.reset();
        for (int i = 0; i < in.length; i += 3) {
            game.place(in[i], in[i + 1], in[i + 2]);
        }
        return game.score() << 8 | game.tiles();
    }

    @Benchmark
    @OperationsPerInvocation(PLACEMENTS)
    public long reference() {
        ReferenceMonominoGame game = reference;
        int[] in = input;
        game.reset();
        for (int i = 0; i < in.length; i += 3) {
            game.place(in[i], in[i + 1], in[i + 2]);
        }
        return game.score() << 8 | game.tiles();
    }

    @Benchmark
    @OperationsPerInvocation(PLACEMENTS)
    public long floor() {
        int[] in = input;
        long acc = 0;
        for (int i = 0; i < in.length; i += 3) {
            acc = Long.rotateLeft(acc, 5) ^ (in[i] | in[i + 1] << 2 | in[i + 2] << 4);
        }
        return acc;
    }
}
