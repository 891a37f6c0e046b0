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
package io.bitfall.puyo.ai;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * A beam search that builds a chain and fires it: the move to play for a field and the coming pairs. It
 * looks {@link BeamSearchOptions#knownPairs()} pairs ahead (by default the current pair and the next two,
 * what a player sees), keeps the {@link BeamSearchOptions#width()} best fields of each ply by its
 * evaluation, drops fields it has seen in that ply (by their {@code hash64}), and remembers the largest
 * chain any line fires. Then it looks past the known pairs: {@link BeamSearchOptions#samples()} times it
 * deals {@link BeamSearchOptions#imaginedPairs()} imagined pairs (random colours, the same for every line
 * of that sample) to the last known beam, kept two thirds as wide; a first move scores, in each sample, the
 * best value any of its lines reaches (a field's evaluation, or a chain fired on the imagined pairs), and it
 * builds with the first move of the highest sum. It fires the largest known chain when it is
 * {@link BeamSearchOptions#fireChains()} long, when the field is crowded and the chain is as long as the
 * field's chain potential, when the field is full, or when the game ends before a better one can be built.
 * <pre>{@code
 * PuyoPairSequence pairs = new PuyoPairSequence(1, 4);
 * BeamSearch<PuyoField> search = new BeamSearch<>(BeamSearchOptions.defaults(), pairs.colourMask(), PuyoField::new);
 * PuyoField field = new PuyoField();
 * PuyoPair[] coming = {pairs.pair(0), pairs.pair(1), pairs.pair(2)};
 * Placement move = search.choose(field, coming, 50);   // the move for pairs.pair(0); 50 pairs left
 * field.placeAndResolve(coming[0], move);
 * }</pre>
 *
 * <p>Cost: a search places about {@code width x 22} fields per known ply and two thirds of that per
 * imagined ply and sample, fewer where the beam is not yet full or fields repeat (about 7,200 fields at
 * the defaults, about 10 ms on the engine on a 2-core VM; see {@link #nodes()}). All storage (the fields of the beam and of every child, the sort keys, the set of
 * seen fields, a cache of 32768 values) is made by the constructor, about {@code width x 22} fields, so a
 * search allocates nothing; the imagined pairs come from a generator seeded by the field's hash, so the
 * same field and pairs give the same move. Not thread-safe: one search per thread.
 *
 * @param <F> the field type, engine or reference ({@link PuyoSimulator})
 */
public final class BeamSearch<F extends PuyoSimulator<F>> {
    private static final int MOVES = 22;

    private final BeamSearchOptions options;
    private final int width;
    private final Evaluation<F> evaluation;
    private final PuyoPair[] imaginable; // every pair of the game's colours, child colour fastest
    private final F[] beam;
    private final F[] children;
    private final F[] known; // the last known ply's beam, where every sample starts
    private final int[] beamRoot;
    private final int[] beamValue;
    private final int[] childRoot;
    private final int[] knownRoot;
    private final int[] knownValue;
    /** Sort keys of the children: value in the high 32 bits, child index in the low 32. */
    private final long[] keys;
    /** A min-heap of the largest keys seen, for {@link #selectLargest}. */
    private final long[] top;
    private final LongHashSet seen;
    private final Placement[] moves = new Placement[MOVES];
    private final Placement[] rootMoves = new Placement[MOVES];
    private final int[] sampleBest = new int[MOVES]; // per first move: the best value of its lines in a sample
    private final long[] total = new long[MOVES]; // per first move: the sum of sampleBest over the samples
    private long bestFire; // the largest chain a known line fires (chains, then score) and its first move
    private double lastValue = Double.NaN; // the value of the move the last choose returned
    private int fireRoot;
    private long nodes;

    /**
     * A search with {@code options}, for a game dealing the colours in {@code colourMask}, with fields made
     * by {@code newField}; it makes all its storage here.
     *
     * @param options    the search's settings
     * @param colourMask the colours dealt: bit {@code c} for the colour of {@link Puyo} ordinal {@code c + 1}
     *                   (as {@link io.bitfall.puyo.PuyoPairSequence#colourMask()})
     * @param newField   makes an empty field of the type searched
     * @throws IllegalArgumentException if {@code colourMask} holds no colour or bits past the five colours
     */
    public BeamSearch(BeamSearchOptions options, int colourMask, Supplier<F> newField) {
        if (colourMask == 0 || (colourMask & ~0x1F) != 0) {
            throw new IllegalArgumentException("colourMask: " + colourMask + " is not a set of the 5 colours (1..31)");
        }
        this.options = options;
        this.width = options.width();
        this.evaluation = new Evaluation<>(colourMask);
        this.imaginable = pairsOf(evaluation.colours());
        this.beam = fields(width, newField);
        this.children = fields(width * MOVES, newField);
        this.known = fields(width, newField);
        this.beamRoot = new int[width];
        this.beamValue = new int[width];
        this.childRoot = new int[width * MOVES];
        this.knownRoot = new int[width];
        this.knownValue = new int[width];
        this.keys = new long[width * MOVES];
        this.top = new long[width];
        this.seen = new LongHashSet(width * MOVES);
    }

    @SuppressWarnings("unchecked")
    private static <F extends PuyoSimulator<F>> F[] fields(int n, Supplier<F> newField) {
        F[] fields = (F[]) new PuyoSimulator<?>[n];
        for (int i = 0; i < n; i++) {
            fields[i] = newField.get();
        }
        return fields;
    }

    private static PuyoPair[] pairsOf(Puyo[] colours) {
        PuyoPair[] pairs = new PuyoPair[colours.length * colours.length];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = new PuyoPair(colours[i / colours.length], colours[i % colours.length]);
        }
        return pairs;
    }

    /**
     * Forgets the values the evaluation cached, so that the next search starts like the first of a game
     * (without the fields of earlier searches): for a benchmark that repeats the same searches, whose
     * fields would otherwise all be cached after the first round.
     */
    public void forgetValues() {
        evaluation.forget();
    }

    /**
     * The settings of this search.
     *
     * @return the options it was made with
     */
    public BeamSearchOptions options() {
        return options;
    }

    /**
     * Fields placed so far by all searches of this object (the nodes expanded).
     *
     * @return the nodes expanded
     */
    public long nodes() {
        return nodes;
    }

    /**
     * The placement of {@code pairs[0]} to play on {@code field}, seeing {@code pairs} (the current pair
     * and the next ones; the search uses at most {@link BeamSearchOptions#knownPairs()} of them). It reads
     * {@code field} and leaves it unchanged.
     *
     * @param field     the field to play on
     * @param pairs     the current pair and the coming ones, at least one
     * @param pairsLeft pairs that remain in the game, this one included (at least 1): the search fires
     *                  what it has when the game ends before a better chain can be built
     * @return the placement to play, or null if every placement loses at once
     * @throws IllegalArgumentException if {@code pairs} is empty or {@code pairsLeft} is below 1
     */
    public Placement choose(F field, PuyoPair[] pairs, int pairsLeft) {
        if (pairs.length == 0 || pairsLeft < 1) {
            throw new IllegalArgumentException(pairs.length == 0 ? "pairs: empty, the current pair is needed"
                    : "pairsLeft: " + pairsLeft + " is below 1");
        }
        int depth = Math.min(options.knownPairs(), Math.min(pairs.length, pairsLeft));
        beam[0].copyFrom(field);
        int beamSize = 1;
        bestFire = 0;
        fireRoot = -1;
        int danger = 0;
        for (int ply = 0; ply < depth; ply++) {
            beamSize = expand(pairs[ply], ply, beamSize, width, false, true);
            if (beamSize == 0) {
                danger = 2; // nothing left to build on
                break;
            }
            danger = evaluation.danger(beam[0]);
        }
        int buildRoot = beamSize > 0 ? beamRoot[0] : -1;
        int imagined = Math.min(options.imaginedPairs(), pairsLeft - depth);
        if (beamSize > 0 && imagined > 0) {
            buildRoot = imagine(field.hash64() ^ pairsLeft, depth, beamSize, imagined);
        }
        int chains = ChainSummary.chains(bestFire);
        boolean lastChance = pairsLeft <= depth;
        boolean crowdedAndReady = danger == 1 && chains >= evaluation.potentialChains(field);
        if (fireRoot >= 0 && (chains >= options.fireChains() || lastChance || crowdedAndReady || danger == 2 || buildRoot < 0)) {
            lastValue = Evaluation.chainValue(bestFire);
            return rootMoves[fireRoot];
        }
        if (buildRoot < 0) {
            lastValue = Double.NaN;
            return null;
        }
        lastValue = beamSize > 0 && imagined > 0 ? (double) total[buildRoot] / options.samples() : beamValue[0];
        return rootMoves[buildRoot];
    }

    /**
     * The value of the move the last {@link #choose} returned, on the scale of the search's evaluation (a
     * chain of {@code n} steps is worth about {@code 1000 n}): the chain it fires, or the mean over the
     * imagined samples of its best line (the best known line's field when nothing is imagined); NaN before
     * the first search or when it returned null. Reading it allocates nothing.
     *
     * @return the value, or NaN
     */
    public double lastValue() {
        return lastValue;
    }

    /**
     * Plays {@link BeamSearchOptions#samples()} futures of {@code plies} imagined pairs from the beam of the known plies (its
     * {@code size} fields) and returns the first move whose lines did best over all of them.
     */
    private int imagine(long seed, int ply, int size, int plies) {
        for (int b = 0; b < size; b++) {
            known[b].copyFrom(beam[b]);
            knownRoot[b] = beamRoot[b];
            knownValue[b] = beamValue[b];
        }
        Arrays.fill(total, 0);
        long random = seed;
        for (int sample = 0, samples = options.samples(); sample < samples; sample++) {
            Arrays.fill(sampleBest, Integer.MIN_VALUE);
            for (int b = 0; b < size; b++) { // a line may also end where the known pairs do
                beam[b].copyFrom(known[b]);
                beamRoot[b] = knownRoot[b];
                sampleBest[beamRoot[b]] = Math.max(sampleBest[beamRoot[b]], knownValue[b]);
            }
            int beamSize = size;
            for (int p = 0; p < plies && beamSize > 0; p++) {
                random = random * 6364136223846793005L + 1442695040888963407L; // Knuth's MMIX generator
                PuyoPair pair = imaginable[(int) ((random >>> 33) % imaginable.length)];
                // the last imagined ply's fields almost never come back: not worth the cache's room
                beamSize = expand(pair, ply + p, beamSize, width * 2 / 3, true, p < plies - 1);
            }
            for (int b = 0; b < beamSize; b++) {
                sampleBest[beamRoot[b]] = Math.max(sampleBest[beamRoot[b]], beamValue[b]);
            }
            int worst = Integer.MAX_VALUE; // a first move without a line in this sample scores below all others
            for (int best : sampleBest) {
                if (best != Integer.MIN_VALUE) {
                    worst = Math.min(worst, best);
                }
            }
            for (int r = 0; r < MOVES; r++) {
                total[r] += sampleBest[r] == Integer.MIN_VALUE ? worst - 1000L : sampleBest[r];
            }
        }
        int best = knownRoot[0];
        for (int b = 1; b < size; b++) {
            if (total[knownRoot[b]] > total[best]) {
                best = knownRoot[b];
            }
        }
        return best;
    }

    /**
     * Places {@code pair} every legal way on every field of the beam (its first {@code beamSize}); the
     * {@code keep} best new, quiet fields become the beam, whose size it returns. A chain fired on a known
     * pair may be the one to fire; one fired on an imagined pair scores its line. No line builds on a
     * chain. With {@code cached}, the evaluation keeps and looks up its values in its cache.
     */
    private int expand(PuyoPair pair, int ply, int beamSize, int keep, boolean imagined, boolean cached) {
        seen.clear();
        int n = 0;
        long hash = 0; // a quiet child's hash64, taken once for seen and the evaluation's cache
        for (int b = 0; b < beamSize; b++) {
            int m = beam[b].legalPlacements(pair, ply == 0 ? rootMoves : moves);
            nodes += m;
            for (int i = 0; i < m; i++) { // fired is 0 exactly when nothing popped (see ChainSummary)
                F child = children[n];
                child.copyFrom(beam[b]);
                long fired = child.placeAndResolve(pair, ply == 0 ? rootMoves[i] : moves[i]);
                int root = ply == 0 ? i : beamRoot[b]; // the line's first move
                if (child.isGameOver() || fired == 0 && !seen.add(hash = child.hash64())) {
                    continue; // lost, or a field this ply has seen
                } else if (fired == 0) { // a new quiet field: sorted, the best are the next beam
                    keys[n] = (long) evaluation.value(child, hash, cached) << 32 | n;
                    childRoot[n++] = root;
                } else if (imagined) { // a chain on imagined pairs scores its line
                    sampleBest[root] = Math.max(sampleBest[root], Evaluation.chainValue(fired));
                } else if (fired > bestFire) { // the largest chain a known line fires (not built on)
                    bestFire = fired;
                    fireRoot = root;
                }
            }
        }
        int size = Math.min(keep, n);
        selectLargest(n, size);
        for (int k = 0; k < size; k++) { // the best children become the beam (fields swapped, not copied)
            long key = keys[n - 1 - k];
            int c = (int) key;
            F f = beam[k];
            beam[k] = children[c];
            children[c] = f;
            beamRoot[k] = childRoot[c];
            beamValue[k] = (int) (key >> 32);
        }
        return size;
    }

    /**
     * Leaves the {@code size} largest of {@code keys[0..n)} in ascending order in {@code keys[n-size..n)}:
     * what sorting them all gives there (the keys are distinct), with a min-heap of {@code size} keys
     * instead of a sort of all {@code n}.
     */
    private void selectLargest(int n, int size) {
        if (size == 0) {
            return;
        }
        long[] h = top;
        for (int i = 0; i < size; i++) { // the first size keys, heap-ordered as they come
            int j = i;
            long key = keys[i];
            while (j > 0 && h[(j - 1) >> 1] > key) {
                h[j] = h[(j - 1) >> 1];
                j = (j - 1) >> 1;
            }
            h[j] = key;
        }
        for (int i = size; i < n; i++) {
            long key = keys[i];
            if (key > h[0]) { // larger than the smallest kept: it replaces it
                int j = 0;
                while (true) {
                    int c = 2 * j + 1;
                    if (c >= size) {
                        break;
                    }
                    if (c + 1 < size && h[c + 1] < h[c]) {
                        c++;
                    }
                    if (h[c] >= key) {
                        break;
                    }
                    h[j] = h[c];
                    j = c;
                }
                h[j] = key;
            }
        }
        Arrays.sort(h, 0, size);
        System.arraycopy(h, 0, keys, n - size, size);
    }
}
