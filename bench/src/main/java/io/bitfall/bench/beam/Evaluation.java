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

import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.ChainSummary;

/**
 * How promising a quiet field is for building a chain, from the core's features: the chain the best
 * drop of 1 to 3 puyos would fire (its chain potential, worth far more than the rest), groups of 2 and 3
 * (the parts chains are made of) against lone puyos, a U-shaped surface (low in the middle, where pairs
 * arrive), and penalties for tall columns, above all the third, where the game is lost. Also says when
 * building on has become dangerous. Keeps its scratch, so it allocates nothing.
 */
final class Evaluation {
    /** Target surface: column heights above the mean, left to right. */
    private static final int[] U_SHAPE = {2, 0, -1, -1, 0, 2};
    /** Column heights above this cost {@link #TALL_PENALTY} a row; the third column's above 9 much more. */
    private static final int TALL = 9;
    private static final int TALL_PENALTY = 150;
    private static final int THIRD_COLUMN_PENALTY = 800;
    /** Puyos on the field from which building on is risky, and from which it is not safe at all. */
    private static final int CROWDED = 60;
    private static final int FULL = 68;

    private final int colourMask;
    private final ChainPotential potential = new ChainPotential();
    private final int[] heights = new int[6];

    Evaluation(int colourMask) {
        this.colourMask = colourMask;
    }

    /** The value of {@code f}: higher is better. */
    int value(SearchField<?> f) {
        long best = potentialOf(f);
        int value = 1000 * ChainSummary.chains(best) + Math.min(ChainSummary.score(best) / 100, 500);
        value += 20 * f.groupsOfSize(2) + 60 * f.groupsOfSize(3) - 5 * f.groupsOfSize(1);
        int sum = heights(f);
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
    int danger(SearchField<?> f) {
        int sum = heights(f);
        return heights[2] >= 11 || sum >= FULL ? 2 : sum >= CROWDED ? 1 : 0;
    }

    /** The chains the best drop of 1 to 3 puyos fires on {@code f}. */
    int potentialChains(SearchField<?> f) {
        return ChainSummary.chains(potentialOf(f));
    }

    private long potentialOf(SearchField<?> f) {
        f.chainPotential(potential, colourMask);
        return potential.best();
    }

    /** Fills {@link #heights} and returns their sum, the puyos on the field. */
    private int heights(SearchField<?> f) {
        f.heights(heights);
        int sum = 0;
        for (int h : heights) {
            sum += h;
        }
        return sum;
    }
}
