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

/**
 * A chain's count, score, frames and all-clear flag packed in one {@code long}, so search loops get them
 * without allocating.
 * <pre>
 *   bit 63 62            48 47                             16 15            1  0
 *       [0][ chains (15)  ][          score (32)            ][ frames (15)  ][AC]
 * </pre>
 * {@code AC} is set when the chain's last step left the field empty (see {@link #isAllClear}). The
 * frames are filled only by {@code resolveInPlaceWithFrames()}; summaries from {@code resolveInPlace()}
 * and {@code placeAndResolve} carry 0 there, which keeps frame counting off their path. Bit 63 is always
 * 0, so comparing two summaries as {@code long}s ranks them by chains, then score, then frames, then the
 * all-clear flag.
 *
 * <p>Stateless: a summary is a plain {@code long}, and every method may be called from any thread.
 */
public final class ChainSummary {
    private static final int SCORE_SHIFT = 16;
    private static final int CHAINS_SHIFT = 48;
    private static final int FRAMES_MASK = 0x7FFF;
    /** The all-clear bit. */
    static final long ALL_CLEAR = 1L;

    private ChainSummary() {
    }

    /**
     * Packs a chain count and a score, with 0 frames and no all clear. {@code chains} must lie in
     * 0..32767 and {@code score} be 0 or more; this is not checked (the engine packs in its hot path).
     *
     * @param chains the chain count
     * @param score  the score
     * @return both in one {@code long}, frames 0 and no all clear
     */
    public static long of(int chains, int score) {
        return (long) chains << CHAINS_SHIFT | (score & 0xFFFF_FFFFL) << SCORE_SHIFT;
    }

    /**
     * Packs all four parts. {@code chains} and {@code frames} must lie in 0..32767 and {@code score} be 0 or
     * more; this is not checked.
     *
     * @param chains   the chain count
     * @param score    the score
     * @param frames   the frames the chain takes
     * @param allClear whether the chain ended in an all clear
     * @return all four in one {@code long}
     */
    public static long of(int chains, int score, int frames, boolean allClear) {
        return of(chains, score) | (long) (frames & FRAMES_MASK) << 1 | (allClear ? ALL_CLEAR : 0L);
    }

    /**
     * The chain count of a packed summary.
     *
     * @param summary a value made by {@link #of}
     * @return its chain count
     */
    public static int chains(long summary) {
        return (int) (summary >>> CHAINS_SHIFT);
    }

    /**
     * The score of a packed summary.
     *
     * @param summary a value made by {@link #of}
     * @return its score
     */
    public static int score(long summary) {
        return (int) (summary >>> SCORE_SHIFT);
    }

    /**
     * The frames the chain takes (see {@link ChainStep#frames()}), when the summary came from
     * {@code resolveInPlaceWithFrames()}; 0 in summaries of {@code resolveInPlace()}.
     *
     * @param summary a value made by {@link #of}
     * @return its frames
     */
    public static int frames(long summary) {
        return (int) (summary >>> 1) & FRAMES_MASK;
    }

    /**
     * Whether the chain ended in an all clear: its last step left the field empty, row 13 and garbage
     * included. A field that was empty to begin with fires no chain and is no all clear. In Tsu the
     * player's next chain then scores {@link ChainStep#ALL_CLEAR_BONUS} more; see
     * {@link #withAllClearBonus}.
     *
     * @param summary a value made by {@link #of}
     * @return true if its chain ended in an all clear
     */
    public static boolean isAllClear(long summary) {
        return (summary & ALL_CLEAR) != 0;
    }

    /**
     * The summary with {@link ChainStep#ALL_CLEAR_BONUS} (2100) added to its score if it fired a chain;
     * unchanged if it fired none (the bonus then waits for the next chain). A caller that plays a game keeps
     * one flag:
     * <pre>{@code
     * long s = field.placeAndResolve(pair, placement);
     * if (allClearPending && ChainSummary.chains(s) > 0) {
     *     s = ChainSummary.withAllClearBonus(s);   // added once, to the first step of this chain
     *     allClearPending = false;
     * }
     * allClearPending |= ChainSummary.isAllClear(s);
     * int garbage = meter.add(ChainSummary.score(s));  // a GarbageMeter: 70 points per garbage puyo
     * }</pre>
     *
     * @param summary a value made by {@link #of}
     * @return the summary with the bonus added, or unchanged
     */
    public static long withAllClearBonus(long summary) {
        return chains(summary) > 0 ? summary + ((long) ChainStep.ALL_CLEAR_BONUS << SCORE_SHIFT) : summary;
    }

    /**
     * For messages and tests: {@code "<chains> chains, score <score>"}, then {@code ", <frames> frames"}
     * when frames were counted and {@code ", all clear"} when the chain ended in one.
     *
     * @param summary a value made by {@link #of}
     * @return its parts as text
     */
    public static String toString(long summary) {
        return chains(summary) + " chains, score " + score(summary)
                + (frames(summary) != 0 ? ", " + frames(summary) + " frames" : "")
                + (isAllClear(summary) ? ", all clear" : "");
    }
}
