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
package io.bitfall.bench.replay;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import java.util.Arrays;

/**
 * A player that keeps, by pair number, the value its player gave each of its decisions
 * ({@link VersusPlayer#lastEvaluation()}), for a {@link MatchRecord}. Its table grows by doubling, so a
 * match allocates a few times at most, never per decision once it is large enough; {@link #start} reuses
 * it for the next match.
 *
 * @param <F> the field type
 */
public final class EvaluationTap<F extends PuyoSimulator<F>> implements VersusPlayer<F> {
    private final VersusPlayer<F> player;
    private double[] values = new double[128];
    private int size;

    /**
     * Watches {@code player}.
     *
     * @param player the player whose values to keep
     */
    public EvaluationTap(VersusPlayer<F> player) {
        this.player = player;
        start();
    }

    /** Forgets the values kept, for the next match. */
    public void start() {
        Arrays.fill(values, Double.NaN);
        size = 0;
    }

    @Override
    public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
        Placement p = player.decide(own, opponent);
        int i = own.pairsPlaced();
        if (i >= values.length) {
            int old = values.length;
            values = Arrays.copyOf(values, Math.max(2 * old, i + 1));
            Arrays.fill(values, old, values.length, Double.NaN);
        }
        values[i] = player.lastEvaluation();
        size = Math.max(size, i + 1);
        return p;
    }

    @Override
    public double lastEvaluation() {
        return player.lastEvaluation();
    }

    @Override
    public void matchEnded(VersusResult result, int side) {
        player.matchEnded(result, side);
    }

    /**
     * The player watched.
     *
     * @return the player
     */
    public VersusPlayer<F> player() {
        return player;
    }

    /**
     * The values kept, by pair number (NaN where the player gave none).
     *
     * @return a copy
     */
    public double[] values() {
        return Arrays.copyOf(values, size);
    }
}
