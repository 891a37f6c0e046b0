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
 * A player in a {@link VersusMatch}: the AI a user writes. The match calls {@link #decide} whenever the
 * player's next pair can be moved, and puts the pair where the answer says. A player that cannot go on
 * throws {@link PlayerFaultException} and loses the match.
 *
 * @param <F> the field type the match runs on, engine or reference
 */
@FunctionalInterface
public interface VersusPlayer<F extends PuyoSimulator<F>> {
    /**
     * Where to put the pair {@code own.pair(0)}. Both views are read-only and their fields are copies the
     * match refreshed for this call: read them or copy them ({@code copyFrom}) to search. A player that
     * changes one is refused ({@link IllegalStateException} naming it) when it returns; one that calls
     * {@link VersusMatch#play} or {@link VersusMatch#replay} on the match it is in is refused at once. The answer must be legal on the own field
     * ({@link PuyoSimulator#isLegal}); there is always at least one legal placement when the match asks.
     * A player that allocates nothing keeps the match free of allocation.
     *
     * @param own      this player's side: field, the pair to place and the next two, garbage, frame
     * @param opponent the other side, as it stands at this frame
     * @return the placement, legal on {@code own.field()}
     */
    Placement decide(PlayerView<F> own, PlayerView<F> opponent);

    /**
     * Tells the player that the match it played is over, after the result is final, also when a
     * {@link PlayerFaultException} ended it (the default does nothing). A player that holds an outside
     * resource, such as an engine process, tells it the outcome here. This method must not throw.
     *
     * @param result how the match ended
     * @param side   which side this player was: 0 first, 1 second
     */
    default void matchEnded(VersusResult result, int side) {
    }

    /**
     * The player's own value of the placement its last {@link #decide} returned, for records and plots of a
     * match (the default: NaN, none). Its scale is the player's; higher is better for the player. It must
     * not allocate, as the match may read it after every decision.
     *
     * @return the value, or NaN if the player gives none
     */
    default double lastEvaluation() {
        return Double.NaN;
    }
}
