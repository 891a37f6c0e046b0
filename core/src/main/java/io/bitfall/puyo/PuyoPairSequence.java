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
package io.bitfall.puyo;

import java.util.SplittableRandom;

/**
 * The pairs a game deals, seeded and reproducible: the same seed and number of colours give the same
 * pairs on every run, every machine and every thread.
 *
 * <h2>The model</h2>
 * Like Puyo Puyo Tsu, a game deals from a fixed table of {@value #CYCLE} pairs (256 puyos) made once at
 * the start and dealt over and over, so pair {@code i} and pair {@code i + 128} are the same. The table
 * holds the game's colours (the first {@code colours} of red, green, blue, purple, yellow) as evenly as 256
 * puyos allow (64 each of 4 colours; 86 or 85 of 3; 52 or 51 of 5), in an order shuffled by the seed, and
 * its first two pairs use at most three colours (red, green, blue), as Tsu deals its openings. This
 * keeps what a search depends on, a bounded and balanced colour supply and a repeating sequence; it does
 * not reproduce the real game's own random number generator, whose tables come from its own seed values.
 *
 * <p>Immutable and thread-safe; {@link #pair} allocates nothing.
 */
public final class PuyoPairSequence {
    /** The number of pairs in the table, after which the sequence repeats. */
    public static final int CYCLE = 128;
    /** How many opening pairs are limited to three colours. */
    private static final int OPENING_PAIRS = 2;
    private static final int OPENING_COLOURS = 3;

    private final int colours;
    private final PuyoPair[] table = new PuyoPair[CYCLE];

    /**
     * The sequence for {@code seed} with {@code colours} colours.
     *
     * @param seed    the seed; the same seed gives the same sequence
     * @param colours the number of colours, 3, 4 or 5
     * @throws IllegalArgumentException if {@code colours} is not 3, 4 or 5
     */
    public PuyoPairSequence(long seed, int colours) {
        if (colours < 3 || colours > 5) {
            throw new IllegalArgumentException("a game has 3, 4 or 5 colours, not " + colours);
        }
        this.colours = colours;
        int[] puyos = new int[2 * CYCLE];
        for (int i = 0; i < puyos.length; i++) {
            puyos[i] = i % colours;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = puyos.length - 1; i > 0; i--) { // Fisher-Yates
            swap(puyos, i, random.nextInt(i + 1));
        }
        // Opening: move any fourth or fifth colour out of the first two pairs, swapping with the nearest
        // later puyo of the first three colours (the counts stay the same).
        int next = 2 * OPENING_PAIRS;
        for (int i = 0; i < 2 * OPENING_PAIRS; i++) {
            if (puyos[i] >= OPENING_COLOURS) {
                while (puyos[next] >= OPENING_COLOURS) {
                    next++;
                }
                swap(puyos, i, next++);
            }
        }
        for (int i = 0; i < CYCLE; i++) {
            table[i] = new PuyoPair(Puyo.COLOURS[puyos[2 * i]], Puyo.COLOURS[puyos[2 * i + 1]]);
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /**
     * Pair number {@code index} of the game (0 is the first pair dealt); the sequence repeats every
     * {@value #CYCLE} pairs. No allocation.
     *
     * @param index the pair's number, 0 or more
     * @return the pair
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
    public PuyoPair pair(int index) {
        if (index < 0) {
            throw new IndexOutOfBoundsException("pair index must be 0 or more, was " + index);
        }
        return table[index % CYCLE];
    }

    /**
     * The number of colours, 3 to 5.
     *
     * @return 3, 4 or 5
     */
    public int colours() {
        return colours;
    }

    /**
     * The colours dealt as a colour mask (bit {@code c} for colour {@code c} in {@link Puyo} order), for
     * {@link PuyoField#chainPotential(ChainPotential, int)}: {@code 0b1111} for 4 colours.
     *
     * @return the mask of the colours dealt
     */
    public int colourMask() {
        return (1 << colours) - 1;
    }
}
