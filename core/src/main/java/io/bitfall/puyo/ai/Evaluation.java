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
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoSimulator;

/**
 * How promising a quiet field is for building a chain, from the core's features: the chain the best
 * drop of 1 to 3 puyos of one colour on one column would fire (its chain potential, from the core's
 * {@code bestFiringDrop}, worth far more than the rest), groups of 2 and 3 (the parts chains are made of)
 * against lone puyos, a U-shaped surface (low in the middle, where pairs arrive), and penalties for tall
 * columns, above all the third, where the game is lost. Also says when building on has become dangerous.
 * Allocates nothing.
 *
 * @param <F> the field type, engine or reference ({@link PuyoSimulator})
 */
final class Evaluation<F extends PuyoSimulator<F>> {
    /** Target surface: column heights above the mean, left to right. */
    private static final int[] U_SHAPE = {2, 0, -1, -1, 0, 2};
    /** Column heights above this cost {@link #TALL_PENALTY} a row; the third column's above 9 much more. */
    private static final int TALL = 9;
    private static final int TALL_PENALTY = 150;
    private static final int THIRD_COLUMN_PENALTY = 800;
    /** Puyos on the field from which building on is risky, and from which it is not safe at all. */
    private static final int CROWDED = 66;
    private static final int FULL = 70;

    private final Puyo[] colours;
    private final int colourMask;
    private final int[] heights = new int[6];
    private final int[] groups = new int[3];
    /**
     * Values of fields met before, by {@code hash64}, one per slot (the hash's top {@value #CACHE_BITS}
     * bits): the same field comes back in later plies, samples and moves (about 1 evaluation in 9 on a
     * game). A search already takes fields of equal {@code hash64} for the same ({@code seen}).
     */
    private static final int CACHE_BITS = 15;
    private final long[] cachedHash = new long[1 << CACHE_BITS];
    private final int[] cachedValue = new int[1 << CACHE_BITS];

    /** An evaluation for a game dealing the colours in {@code colourMask}. */
    Evaluation(int colourMask) {
        this.colours = new Puyo[Integer.bitCount(colourMask)];
        int n = 0;
        for (Puyo p : Puyo.values()) {
            if (p.isColour() && (colourMask & 1 << p.ordinal() - 1) != 0) { // bit c: colour c in Puyo order
                colours[n++] = p;
            }
        }
        this.colourMask = colourMask;
        forget();
    }

    /** Empties the cache of values. */
    void forget() {
        for (int slot = 0; slot < cachedHash.length; slot++) {
            cachedHash[slot] = ~(long) slot << 64 - CACHE_BITS; // top bits not the slot's: matches no hash
        }
    }

    /** The colours of the game, in {@link Puyo} order. */
    Puyo[] colours() {
        return colours.clone();
    }

    /** What a chain of {@code summary} is worth on the scale of {@link #value}: its potential's part. */
    static int chainValue(long summary) {
        return 1000 * ChainSummary.chains(summary) + Math.min(ChainSummary.score(summary) / 100, 500);
    }

    /**
     * {@link #value(PuyoSimulator)} of {@code f}, whose {@code hash64} is {@code hash}: with {@code cached},
     * from the cache if met before, and kept there.
     */
    int value(F f, long hash, boolean cached) {
        int slot = (int) (hash >>> 64 - CACHE_BITS);
        if (cached && cachedHash[slot] == hash) {
            return cachedValue[slot];
        }
        int value = value(f);
        if (cached) {
            cachedHash[slot] = hash;
            cachedValue[slot] = value;
        }
        return value;
    }

    /** The value of {@code f}: higher is better. */
    int value(F f) {
        f.heights(heights);
        int value = chainValue(f.bestFiringDrop(colourMask, groups)); // and the groups of 1, 2 and 3
        value += 20 * groups[1] + 60 * groups[2] - 5 * groups[0];
        int sum = 0;
        for (int h : heights) {
            sum += h;
        }
        int shape = 0;
        for (int c = 0; c < 6; c++) {
            int d = 6 * heights[c] - sum - 6 * U_SHAPE[c]; // 6 x (height - mean - target)
            shape += d * d;
            if (heights[c] > TALL) {
                value -= (c == 2 ? THIRD_COLUMN_PENALTY : TALL_PENALTY) * (heights[c] - TALL);
            }
        }
        return value - shape / 12;
    }

    /**
     * 0 while building on {@code f} is safe; 1 when the field is crowded (fire if the chain is as long as
     * the field's potential); 2 when it is full or the third column is 11 high (fire the best chain).
     */
    int danger(F f) {
        f.heights(heights);
        int sum = 0;
        for (int h : heights) {
            sum += h;
        }
        return heights[2] >= 11 || sum >= FULL ? 2 : sum >= CROWDED ? 1 : 0;
    }

    /** The chains the best drop of 1 to 3 puyos fires on {@code f}. */
    int potentialChains(F f) {
        return ChainSummary.chains(potential(f));
    }

    /**
     * The best chain (most chains, then score) that dropping 1, 2 or 3 puyos of one colour on one column
     * fires on {@code f}, counting for each column and colour only the fewest puyos that fire: the core's
     * {@code bestFiringDrop} (a cheaper cousin of {@code chainPotential}, which resolves every count).
     * Fills {@link #heights}.
     */
    private long potential(F f) {
        f.heights(heights);
        return f.bestFiringDrop(colourMask);
    }
}
