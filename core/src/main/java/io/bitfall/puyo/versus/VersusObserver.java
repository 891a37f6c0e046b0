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

import io.bitfall.puyo.PuyoSimulator;

/**
 * Told of every event of a {@link VersusMatch} as it is logged, with both sides as they stand right after
 * it: for renderings ({@link VersusText}) and for tests that check both fields move by move.
 *
 * @param <F> the field type, engine or reference
 */
@FunctionalInterface
public interface VersusObserver<F extends PuyoSimulator<F>> {
    /**
     * Called after event {@code index} of {@code log} was logged.
     *
     * @param log    the match's log, events 0..index filled
     * @param index  the event's index
     * The views are those the players see (read-only, their fields copies refreshed for this call); an
     * observer that changes a field, or calls {@link VersusMatch#play} or {@link VersusMatch#replay} on the
     * match it observes, is refused ({@link IllegalStateException}).
     *
     * @param first  the first player's side, as it stands after the event
     * @param second the second player's side
     */
    void onEvent(VersusLog log, int index, PlayerView<F> first, PlayerView<F> second);
}
