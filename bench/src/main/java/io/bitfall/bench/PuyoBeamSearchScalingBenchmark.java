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

import io.bitfall.bench.lab.BeamGame;
import io.bitfall.puyo.ai.BeamSearch;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * How the beam search's games scale with threads, as {@code BeamGames} runs them (one game per thread):
 * every thread plays its own games of {@link BeamGame} (seeds 1, 2, 3, ... in turn, each to its end),
 * one move per invocation, on one thread and on two. Throughput is moves per second of all threads
 * together; a game is a fixed number of moves, so the ratio of the two is the ratio of games per second.
 * The results page divides the two throughputs.
 *
 * <p>Keep {@code -Djmh.threads} blank when running this class: {@code -t} overrides {@code @Threads}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PuyoBeamSearchScalingBenchmark {
    /** Whole games from seed 1 on, as the game command plays them. */
    @Param({"games"})
    public String workload;

    private final PuyoPair[] known = new PuyoPair[BeamSearchOptions.defaults().knownPairs()];
    private final PuyoField field = new PuyoField();
    private BeamSearch<PuyoField> search;
    private PuyoPairSequence sequence;
    private long seed;
    private int placed;

    @Setup(Level.Trial)
    public void setUp() {
        seed = 0;
        nextGame();
        search = new BeamSearch<>(BeamSearchOptions.defaults(), sequence.colourMask(), PuyoField::new);
    }

    /** Starts the game of the next seed on the same search (its storage is reused). */
    private void nextGame() {
        seed++;
        sequence = new PuyoPairSequence(seed, BeamGame.COLOURS);
        field.clear();
        placed = 0;
    }

    /** Plays one move of the current game, first starting the next game if this one has ended. */
    private Placement move() {
        if (placed == BeamGame.PAIRS || field.isGameOver()) {
            nextGame();
        }
        for (int k = 0; k < known.length; k++) {
            known[k] = sequence.pair(placed + k);
        }
        Placement move = search.choose(field, known, BeamGame.PAIRS - placed);
        if (move == null) {
            nextGame(); // no legal placement: the game is lost
            return null;
        }
        field.placeAndResolve(known[0], move);
        placed++;
        return move;
    }

    @Benchmark
    @Threads(1)
    public Placement oneThread() {
        return move();
    }

    @Benchmark
    @Threads(2)
    public Placement twoThreads() {
        return move();
    }
}
