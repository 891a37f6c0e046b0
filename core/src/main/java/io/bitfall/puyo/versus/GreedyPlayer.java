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

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import java.util.function.Supplier;

/**
 * A baseline player: fires the largest chain the current pair can fire at once (most chains, then most
 * points), and otherwise puts the pair as low as it goes (the lowest top of the two puyos once landed,
 * then the lowest sum of both columns' heights, then the first in {@link Placement#ALL} order). It never
 * looks at the next pairs or the opponent. Allocates nothing per decision; not thread-safe.
 *
 * @param <F> the field type, engine or reference
 */
public final class GreedyPlayer<F extends PuyoSimulator<F>> implements VersusPlayer<F> {
    private final F scratch;
    private final Placement[] moves = new Placement[22];

    /**
     * A greedy player that tries its moves on a field made by {@code newField}.
     *
     * @param newField makes an empty field
     */
    public GreedyPlayer(Supplier<F> newField) {
        this.scratch = newField.get();
    }

    /** {@inheritDoc} Tries every legal placement on a scratch field. */
    @Override
    public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
        F field = own.field();
        PuyoPair pair = own.pair(0);
        int n = field.legalPlacements(pair, moves);
        Placement bestChain = null;
        long bestSummary = 0;
        Placement lowest = null;
        int lowestKey = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            Placement p = moves[i];
            scratch.copyFrom(field);
            long fired = scratch.placeAndResolve(pair, p);
            if (ChainSummary.chains(fired) > 0) {
                if (fired > bestSummary) { // ranks by chains, then score
                    bestSummary = fired;
                    bestChain = p;
                }
            } else if (bestChain == null) {
                int a = scratch.height(p.column());
                int c = scratch.height(p.childColumn());
                int key = Math.max(a, c) * 32 + a + c;
                if (key < lowestKey) {
                    lowestKey = key;
                    lowest = p;
                }
            }
        }
        return bestChain != null ? bestChain : lowest;
    }
}
