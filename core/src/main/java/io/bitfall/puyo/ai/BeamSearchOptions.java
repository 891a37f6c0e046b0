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

/**
 * The settings of a {@link BeamSearch}, immutable: start from {@link #defaults()} and change what you need
 * with the {@code with} methods, each of which returns new settings; a value out of its range is an
 * {@link IllegalArgumentException} naming the setting and the range.
 * <pre>{@code
 * BeamSearchOptions wide = BeamSearchOptions.defaults().withWidth(200);   // others as by default
 * }</pre>
 * The defaults are those the search was tuned with on 50-pair, 4-colour games: width
 * {@value #DEFAULT_WIDTH}, 3 known pairs (the current one and the next two, what a player sees), 3 samples of
 * 2 imagined pairs, and a chain of 13 fired at once. A search's time grows about linearly with the width
 * and with samples times imagined pairs, and its memory with the width (22 fields per unit).
 *
 * @param width         fields kept per ply, 1..{@value #MAX_WIDTH}; past the known pairs, two thirds as many
 * @param knownPairs    pairs searched on their real colours, the current pair first, 1..16 (a search uses
 *                      fewer when it is handed fewer)
 * @param imaginedPairs pairs of random colours searched past the known ones in each sample, 0..16 (0 chooses
 *                      on the known pairs alone)
 * @param samples       imagined futures per search, 1..64
 * @param fireChains    the length of a chain fired as soon as a known line reaches it, 1..19
 */
public record BeamSearchOptions(int width, int knownPairs, int imaginedPairs, int samples, int fireChains) {
    /** The default {@link #width()}. */
    public static final int DEFAULT_WIDTH = 60;
    /** The largest {@link #width()}: far past any useful beam (the search allocates 22 fields per unit). */
    public static final int MAX_WIDTH = 10_000;

    private static final BeamSearchOptions DEFAULTS = new BeamSearchOptions(DEFAULT_WIDTH, 3, 2, 3, 13);

    /**
     * Settings with every value given; the ranges are in the class comment.
     *
     * @param width         fields kept per ply
     * @param knownPairs    pairs searched on their real colours
     * @param imaginedPairs imagined pairs per sample
     * @param samples       imagined futures per search
     * @param fireChains    the length of a chain fired at once
     * @throws IllegalArgumentException naming the first value out of its range
     */
    public BeamSearchOptions {
        inRange("width", width, 1, MAX_WIDTH);
        inRange("knownPairs", knownPairs, 1, 16);
        inRange("imaginedPairs", imaginedPairs, 0, 16);
        inRange("samples", samples, 1, 64);
        inRange("fireChains", fireChains, 1, 19);
    }

    private static void inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + ": " + value + " is outside " + min + ".." + max);
        }
    }

    /**
     * The defaults (see the class comment).
     *
     * @return the default settings
     */
    public static BeamSearchOptions defaults() {
        return DEFAULTS;
    }

    /**
     * These settings with another {@link #width()}.
     *
     * @param width fields kept per ply, 1..{@value #MAX_WIDTH}
     * @return the new settings
     * @throws IllegalArgumentException if {@code width} is out of range
     */
    public BeamSearchOptions withWidth(int width) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with other {@link #knownPairs()}.
     *
     * @param knownPairs pairs searched on their real colours, 1..16
     * @return the new settings
     * @throws IllegalArgumentException if {@code knownPairs} is out of range
     */
    public BeamSearchOptions withKnownPairs(int knownPairs) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with other {@link #imaginedPairs()}.
     *
     * @param imaginedPairs imagined pairs per sample, 0..16
     * @return the new settings
     * @throws IllegalArgumentException if {@code imaginedPairs} is out of range
     */
    public BeamSearchOptions withImaginedPairs(int imaginedPairs) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with other {@link #samples()}.
     *
     * @param samples imagined futures per search, 1..64
     * @return the new settings
     * @throws IllegalArgumentException if {@code samples} is out of range
     */
    public BeamSearchOptions withSamples(int samples) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with other {@link #fireChains()}.
     *
     * @param fireChains the length of a chain fired at once, 1..19
     * @return the new settings
     * @throws IllegalArgumentException if {@code fireChains} is out of range
     */
    public BeamSearchOptions withFireChains(int fireChains) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }
}
