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
package io.bitfall.puyo.versus;

import io.bitfall.puyo.PuyoPairSequence;
import java.util.Objects;

/**
 * How a versus match is set up: the pair sequence both players share, the source and seed of the
 * columns that get the extra puyos of garbage drops, and the limits that end a match as a draw.
 * Everything a match depends on besides the players' choices, so that a {@link VersusLog} replays it
 * exactly.
 *
 * @param pairSeed       the seed of the pair sequence ({@link PuyoPairSequence})
 * @param colours        the colours dealt, 3, 4 or 5
 * @param garbageSeed    the seed of the garbage column generator
 * @param maxFrames      the match is a draw if nobody has lost by this frame, 1 to {@link #MAX_FRAME_LIMIT}
 * @param maxPairs       the match is a draw once a player has placed this many pairs and nobody has lost, 1
 *                       or more
 * @param garbageColumns where the extra puyos of garbage drops fall ({@link GarbageColumns#SEEDED} unless
 *                       chosen)
 */
public record VersusSetup(long pairSeed, int colours, long garbageSeed, int maxFrames, int maxPairs,
        GarbageColumns garbageColumns) {
    /** The default frame limit: 10 minutes at 60 frames a second. */
    public static final int DEFAULT_MAX_FRAMES = 10 * 60 * 60;
    /**
     * The largest frame limit, 2<sup>30</sup> frames (about 207 days at 60 frames a second): time is an
     * {@code int}, and a match adds less than 2<sup>16</sup> frames to a time within its limit, so no time
     * of a match can wrap.
     */
    public static final int MAX_FRAME_LIMIT = 1 << 30;
    /** The default pair limit. */
    public static final int DEFAULT_MAX_PAIRS = 1000;

    /**
     * Checks the values.
     *
     * @param pairSeed       the seed of the pair sequence
     * @param colours        the colours dealt, 3, 4 or 5
     * @param garbageSeed    the seed of the garbage column generator
     * @param maxFrames      the frame limit, 1 to {@link #MAX_FRAME_LIMIT}
     * @param maxPairs       the pair limit, 1 or more
     * @param garbageColumns the garbage column source
     * @throws IllegalArgumentException if {@code colours} is not 3..5, a limit is less than 1 or
     *                                  {@code maxFrames} is more than {@link #MAX_FRAME_LIMIT}
     * @throws NullPointerException     if {@code garbageColumns} is null
     */
    public VersusSetup {
        Objects.requireNonNull(garbageColumns, "garbageColumns");
        if (colours < 3 || colours > 5) {
            throw new IllegalArgumentException("a game has 3, 4 or 5 colours, not " + colours);
        }
        if (maxFrames < 1 || maxPairs < 1) {
            throw new IllegalArgumentException("the limits must be 1 or more, were maxFrames " + maxFrames
                    + " and maxPairs " + maxPairs);
        }
        if (maxFrames > MAX_FRAME_LIMIT) {
            throw new IllegalArgumentException("maxFrames must be at most " + MAX_FRAME_LIMIT + " (2^30 frames, about"
                    + " 207 days; time is an int and must not wrap), was " + maxFrames);
        }
    }

    /**
     * A setup whose garbage columns come from {@link GarbageColumns#SEEDED}.
     *
     * @param pairSeed    the seed of the pair sequence
     * @param colours     the colours dealt, 3, 4 or 5
     * @param garbageSeed the seed of the garbage column generator
     * @param maxFrames   the frame limit, 1 or more
     * @param maxPairs    the pair limit, 1 or more
     * @throws IllegalArgumentException if {@code colours} is not 3..5 or a limit is less than 1
     */
    public VersusSetup(long pairSeed, int colours, long garbageSeed, int maxFrames, int maxPairs) {
        this(pairSeed, colours, garbageSeed, maxFrames, maxPairs, GarbageColumns.SEEDED);
    }

    /**
     * A 4-colour match whose pair sequence and garbage columns both come from {@code seed}, with the
     * default limits.
     *
     * @param seed the seed
     * @return the setup
     */
    public static VersusSetup of(long seed) {
        return new VersusSetup(seed, 4, seed ^ 0x6A09E667F3BCC909L, DEFAULT_MAX_FRAMES, DEFAULT_MAX_PAIRS);
    }

    /**
     * This setup with other limits.
     *
     * @param frames the frame limit, 1 to {@link #MAX_FRAME_LIMIT}
     * @param pairs  the pair limit, 1 or more
     * @return the new setup
     * @throws IllegalArgumentException if a limit is less than 1 or {@code frames} is more than
     *                                  {@link #MAX_FRAME_LIMIT}
     */
    public VersusSetup withLimits(int frames, int pairs) {
        return new VersusSetup(pairSeed, colours, garbageSeed, frames, pairs, garbageColumns);
    }

    /**
     * This setup with another garbage column source, e.g. {@link GarbageColumns#PUYOAI_DUEL_SERVER}.
     *
     * @param columns the source
     * @return the new setup
     * @throws NullPointerException if {@code columns} is null
     */
    public VersusSetup withGarbageColumns(GarbageColumns columns) {
        return new VersusSetup(pairSeed, colours, garbageSeed, maxFrames, maxPairs, columns);
    }

    /**
     * The pair sequence of this setup (a new object; it allocates its table of 128 pairs).
     *
     * @return the sequence both players are dealt
     */
    public PuyoPairSequence sequence() {
        return new PuyoPairSequence(pairSeed, colours);
    }
}
