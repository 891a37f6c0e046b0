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
 * with the {@code with} methods, each of which returns a new object and rejects a value out of its range
 * with an {@link IllegalArgumentException} naming the setting and the range.
 * <pre>{@code
 * BeamSearchOptions wide = BeamSearchOptions.defaults().withWidth(200);   // others as by default
 * }</pre>
 * The defaults are those the search was tuned with on 50-pair, 4-colour games: a width of
 * {@value #DEFAULT_WIDTH}, {@value #DEFAULT_KNOWN_PAIRS} known pairs (the current one and the next two, what a
 * player sees), {@value #DEFAULT_SAMPLES} samples of {@value #DEFAULT_IMAGINED_PAIRS} imagined pairs, and
 * a chain of {@value #DEFAULT_FIRE_CHAINS} fired at once. A search's time grows about linearly with the
 * width and with samples times imagined pairs, and its memory with the width (22 fields per unit).
 */
public final class BeamSearchOptions {
    /** The default {@link #width()}. */
    public static final int DEFAULT_WIDTH = 60;
    /** The default {@link #knownPairs()}. */
    public static final int DEFAULT_KNOWN_PAIRS = 3;
    /** The default {@link #imaginedPairs()}. */
    public static final int DEFAULT_IMAGINED_PAIRS = 2;
    /** The default {@link #samples()}. */
    public static final int DEFAULT_SAMPLES = 3;
    /** The default {@link #fireChains()}. */
    public static final int DEFAULT_FIRE_CHAINS = 13;
    /** The largest {@link #width()}: far past any useful beam (the search allocates 22 fields per unit). */
    public static final int MAX_WIDTH = 10_000;

    private static final BeamSearchOptions DEFAULTS = new BeamSearchOptions(DEFAULT_WIDTH, DEFAULT_KNOWN_PAIRS,
            DEFAULT_IMAGINED_PAIRS, DEFAULT_SAMPLES, DEFAULT_FIRE_CHAINS);

    private final int width;
    private final int knownPairs;
    private final int imaginedPairs;
    private final int samples;
    private final int fireChains;

    private BeamSearchOptions(int width, int knownPairs, int imaginedPairs, int samples, int fireChains) {
        this.width = inRange("width", width, 1, MAX_WIDTH);
        this.knownPairs = inRange("knownPairs", knownPairs, 1, 16);
        this.imaginedPairs = inRange("imaginedPairs", imaginedPairs, 0, 16);
        this.samples = inRange("samples", samples, 1, 64);
        this.fireChains = inRange("fireChains", fireChains, 1, 19);
    }

    private static int inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + ": " + value + " is outside " + min + ".." + max);
        }
        return value;
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
     * Fields kept per ply (1..{@value #MAX_WIDTH}, default {@value #DEFAULT_WIDTH}); past the known pairs, two
     * thirds as many.
     *
     * @return the beam's width
     */
    public int width() {
        return width;
    }

    /**
     * Pairs searched on their real colours, the current pair first (1..16, default
     * {@value #DEFAULT_KNOWN_PAIRS}); a search uses fewer when it is handed fewer.
     *
     * @return the known pairs searched
     */
    public int knownPairs() {
        return knownPairs;
    }

    /**
     * Pairs of random colours searched past the known ones, in each sample (0..16, default
     * {@value #DEFAULT_IMAGINED_PAIRS}); 0 chooses on the known pairs alone.
     *
     * @return the imagined pairs per sample
     */
    public int imaginedPairs() {
        return imaginedPairs;
    }

    /**
     * Imagined futures per search (1..64, default {@value #DEFAULT_SAMPLES}).
     *
     * @return the samples
     */
    public int samples() {
        return samples;
    }

    /**
     * The length of a chain fired as soon as a known line reaches it (1..19, default
     * {@value #DEFAULT_FIRE_CHAINS}).
     *
     * @return the chains fired at once
     */
    public int fireChains() {
        return fireChains;
    }

    /**
     * These settings with {@link #width()} {@code width}.
     *
     * @param width fields kept per ply, 1..{@value #MAX_WIDTH}
     * @return the new settings
     * @throws IllegalArgumentException if {@code width} is out of range
     */
    public BeamSearchOptions withWidth(int width) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with {@link #knownPairs()} {@code knownPairs}.
     *
     * @param knownPairs pairs searched on their real colours, 1..16
     * @return the new settings
     * @throws IllegalArgumentException if {@code knownPairs} is out of range
     */
    public BeamSearchOptions withKnownPairs(int knownPairs) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with {@link #imaginedPairs()} {@code imaginedPairs}.
     *
     * @param imaginedPairs imagined pairs per sample, 0..16
     * @return the new settings
     * @throws IllegalArgumentException if {@code imaginedPairs} is out of range
     */
    public BeamSearchOptions withImaginedPairs(int imaginedPairs) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with {@link #samples()} {@code samples}.
     *
     * @param samples imagined futures per search, 1..64
     * @return the new settings
     * @throws IllegalArgumentException if {@code samples} is out of range
     */
    public BeamSearchOptions withSamples(int samples) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /**
     * These settings with {@link #fireChains()} {@code fireChains}.
     *
     * @param fireChains the length of a chain fired at once, 1..19
     * @return the new settings
     * @throws IllegalArgumentException if {@code fireChains} is out of range
     */
    public BeamSearchOptions withFireChains(int fireChains) {
        return new BeamSearchOptions(width, knownPairs, imaginedPairs, samples, fireChains);
    }

    /** Equal when every setting is. */
    @Override
    public boolean equals(Object o) {
        return o instanceof BeamSearchOptions other && width == other.width && knownPairs == other.knownPairs
                && imaginedPairs == other.imaginedPairs && samples == other.samples && fireChains == other.fireChains;
    }

    /** A hash of every setting. */
    @Override
    public int hashCode() {
        return (((width * 31 + knownPairs) * 31 + imaginedPairs) * 31 + samples) * 31 + fireChains;
    }

    /** The settings as {@code width=60 knownPairs=3 ...}. */
    @Override
    public String toString() {
        return "width=" + width + " knownPairs=" + knownPairs + " imaginedPairs=" + imaginedPairs + " samples="
                + samples + " fireChains=" + fireChains;
    }
}
