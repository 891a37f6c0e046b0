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
package io.bitfall.bench.lab;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.ai.BeamSearch;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.format.Move;
import io.bitfall.puyo.format.PuyopUrl;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One game played by {@link BeamSearch} on the engine: 4 colours from {@link PuyoPairSequence} with the
 * game's seed, the current pair and the next two known, until {@value #PAIRS} pairs are placed or the game
 * is lost.
 *
 * @param seed         the pair sequence's seed
 * @param largestChain the longest chain fired
 * @param largestScore that chain's score
 * @param totalScore   the score of every chain fired
 * @param pairs        pairs placed
 * @param nodes        fields the search placed
 * @param nanos        the game's time
 * @param cpuNanos     the CPU time of the thread that played it
 * @param fingerprint  a hash of every field the game went through, to compare games
 * @param moves        every pair placed and where, the first first (the game starts on the empty field)
 */
public record BeamGame(long seed, int largestChain, int largestScore, long totalScore, int pairs, long nodes,
        long nanos, long cpuNanos, long fingerprint, List<Move> moves) {
    /** Pairs in a game. */
    public static final int PAIRS = 50;
    /** Colours in a game. */
    public static final int COLOURS = 4;
    /** Fields kept per ply. */
    public static final int WIDTH = BeamSearchOptions.DEFAULT_WIDTH;

    /** Plays the game of {@code seed} on the engine with a beam of {@code width}. */
    public static BeamGame play(long seed, int width) {
        return play(seed, width, PAIRS, PuyoField::new);
    }

    /**
     * Plays the first {@code pairs} pairs of the game of {@code seed} (fewer if it is lost) with a beam of
     * {@code width} on fields made by {@code newField}, the engine's or the reference's.
     */
    public static <F extends PuyoSimulator<F>> BeamGame play(long seed, int width, int pairs, Supplier<F> newField) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        PuyoPairSequence sequence = new PuyoPairSequence(seed, COLOURS);
        BeamSearch<F> search = new BeamSearch<>(BeamSearchOptions.defaults().withWidth(width), sequence.colourMask(),
                newField);
        F field = newField.get();
        PuyoPair[] known = new PuyoPair[search.options().knownPairs()];
        long largest = 0;
        long total = 0;
        long fingerprint = 0;
        int placed = 0;
        List<Move> moves = new ArrayList<>();
        while (placed < pairs && !field.isGameOver()) {
            for (int k = 0; k < known.length; k++) {
                known[k] = sequence.pair(placed + k);
            }
            Placement move = search.choose(field, known, pairs - placed);
            if (move == null) {
                break;
            }
            moves.add(new Move(known[0], move));
            long fired = field.placeAndResolve(known[0], move);
            placed++;
            largest = Math.max(largest, fired);
            total += ChainSummary.score(fired);
            fingerprint = fingerprint * 31 + field.hash64();
        }
        return new BeamGame(seed, ChainSummary.chains(largest), ChainSummary.score(largest), total, placed,
                search.nodes(), System.nanoTime() - start, threads.getCurrentThreadCpuTime() - cpuStart, fingerprint,
                List.copyOf(moves));
    }

    /** The game as a puyop.com URL: the empty start field and every move, to watch it in the simulator. */
    public String puyopUrl() {
        return PuyopUrl.encode(new PuyoField(), moves);
    }

    /** Nodes per second of CPU time (the evaluation included). */
    public double nodesPerSecond() {
        return nodes * 1e9 / cpuNanos;
    }

    /** Whether two games made the same moves with the same results (their times aside). */
    public boolean samePlay(BeamGame other) {
        return seed == other.seed && largestChain == other.largestChain && largestScore == other.largestScore
                && totalScore == other.totalScore && pairs == other.pairs && nodes == other.nodes
                && fingerprint == other.fingerprint;
    }

    /** One line: seed, largest chain and its score, pairs used, time (wall and CPU), nodes per CPU second. */
    @Override
    public String toString() {
        return String.format("seed %d: largest chain %d, score %d, pairs %d, time %.2f s (cpu %.2f s), nodes/s %.0f",
                seed, largestChain, largestScore, pairs, nanos / 1e9, cpuNanos / 1e9, nodesPerSecond());
    }
}
