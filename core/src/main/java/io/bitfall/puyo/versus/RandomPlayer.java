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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoSimulator;

/**
 * A baseline player that puts each pair on one of its legal placements, drawn uniformly by a generator
 * seeded at construction (SplitMix64), so that the same seed plays the same match. Allocates nothing per
 * decision; not thread-safe.
 *
 * @param <F> the field type, engine or reference
 */
public final class RandomPlayer<F extends PuyoSimulator<F>> implements VersusPlayer<F> {
    private final Placement[] moves = new Placement[22];
    private long state;

    /**
     * A random player whose choices follow from {@code seed}.
     *
     * @param seed the seed
     */
    public RandomPlayer(long seed) {
        this.state = seed;
    }

    /** {@inheritDoc} One draw from the generator per decision. */
    @Override
    public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
        int n = own.field().legalPlacements(own.pair(0), moves);
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return moves[(int) ((z >>> 1) % n)];
    }
}
