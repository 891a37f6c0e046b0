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
package io.bitfall.bench.beam;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.function.Supplier;

/**
 * A beam search that builds a chain and fires it: it looks {@value #DEPTH} pairs ahead (the current pair
 * and the next two, what a player sees), keeps the {@code width} best fields of each ply by the
 * {@link Evaluation}, drops fields it has seen in that ply (by their 64-bit hash), and remembers the
 * largest chain any line fires. It fires that chain when it is {@value #FIRE_CHAINS} long, when the
 * field is crowded and the chain is as long as the field's chain potential, when the field is full, or
 * when the game ends before a better one can be built; otherwise it plays towards the best-built field.
 *
 * <p>All storage (the fields of the beam and of every child, the sort keys, the hash set) is made once,
 * so a search allocates nothing per node. Not thread-safe: one search per thread.
 *
 * @param <F> the field type, engine or reference (see {@link SearchField})
 */
public final class BeamSearch<F extends SearchField<F>> {
    /** Plies searched: the current pair and the next two. */
    public static final int DEPTH = 3;
    /** A chain this long is fired at once. */
    public static final int FIRE_CHAINS = 13;
    private static final int MOVES = 22;

    private final int width;
    private final Evaluation evaluation;
    private final F[] beam;
    private final F[] children;
    private final int[] beamRoot;
    private final int[] childRoot;
    /** Sort keys of the children: value in the high 32 bits, child index in the low 32. */
    private final long[] keys;
    private final LongOpenHashSet seen;
    private final Placement[] moves = new Placement[MOVES];
    private final Placement[] rootMoves = new Placement[MOVES];
    private long nodes;

    /**
     * A search keeping {@code width} fields per ply, for a game dealing the colours in {@code colourMask},
     * with fields made by {@code newField}.
     */
    @SuppressWarnings("unchecked")
    public BeamSearch(int width, int colourMask, Supplier<F> newField) {
        this.width = width;
        this.evaluation = new Evaluation(colourMask);
        this.beam = (F[]) new SearchField<?>[width];
        this.children = (F[]) new SearchField<?>[width * MOVES];
        for (int i = 0; i < beam.length; i++) {
            beam[i] = newField.get();
        }
        for (int i = 0; i < children.length; i++) {
            children[i] = newField.get();
        }
        this.beamRoot = new int[width];
        this.childRoot = new int[width * MOVES];
        this.keys = new long[width * MOVES];
        this.seen = new LongOpenHashSet(width * MOVES);
    }

    /** Fields placed so far by all searches of this object (the nodes expanded). */
    public long nodes() {
        return nodes;
    }

    /**
     * The placement of {@code pairs[0]} to play on {@code field}, seeing {@code pairs} (the current pair
     * and the next ones); {@code pairsLeft} pairs remain in the game, this one included. Null if no
     * placement is legal.
     */
    public Placement choose(F field, PuyoPair[] pairs, int pairsLeft) {
        int depth = Math.min(DEPTH, Math.min(pairs.length, pairsLeft));
        beam[0].copyFrom(field);
        int beamSize = 1;
        long bestFire = 0; // the largest chain any line fires (chains, then score) and its first move
        int fireRoot = -1;
        int buildRoot = -1;
        int danger = 0;
        for (int ply = 0; ply < depth; ply++) {
            PuyoPair pair = pairs[ply];
            seen.clear();
            int n = 0;
            for (int b = 0; b < beamSize; b++) {
                int m = beam[b].legalPlacements(pair, ply == 0 ? rootMoves : moves);
                for (int i = 0; i < m; i++) {
                    F child = children[n];
                    child.copyFrom(beam[b]);
                    long fired = child.placeAndResolve(pair, ply == 0 ? rootMoves[i] : moves[i]);
                    nodes++;
                    int root = ply == 0 ? i : beamRoot[b]; // the line's first move
                    boolean chained = ChainSummary.chains(fired) > 0;
                    if (chained && !child.isGameOver() && fired > bestFire) {
                        bestFire = fired; // the largest chain a line fires (that line is not built on)
                        fireRoot = root;
                    } else if (!chained && !child.isGameOver() && seen.add(child.hash64())) { // a new field
                        keys[n] = (long) evaluation.value(child) << 32 | n; // sorted: the best are the next beam
                        childRoot[n++] = root;
                    }
                }
            }
            if (n == 0) {
                danger = 2; // nothing left to build on
                break;
            }
            LongArrays.quickSort(keys, 0, n);
            beamSize = Math.min(width, n);
            for (int k = 0; k < beamSize; k++) { // the best children become the beam (fields swapped, not copied)
                int c = (int) keys[n - 1 - k];
                F f = beam[k];
                beam[k] = children[c];
                children[c] = f;
                beamRoot[k] = childRoot[c];
            }
            buildRoot = beamRoot[0];
            danger = evaluation.danger(beam[0]);
        }
        int chains = ChainSummary.chains(bestFire);
        boolean lastChance = pairsLeft <= depth;
        boolean crowdedAndReady = danger == 1 && chains >= evaluation.potentialChains(field);
        if (fireRoot >= 0 && (chains >= FIRE_CHAINS || lastChance || crowdedAndReady || danger == 2 || buildRoot < 0)) {
            return rootMoves[fireRoot];
        }
        return buildRoot >= 0 ? rootMoves[buildRoot] : fireRoot >= 0 ? rootMoves[fireRoot] : null;
    }
}
