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
package io.bitfall.puyo.format;

import io.bitfall.puyo.PuyoSimulator;

import java.util.List;

/**
 * One solution of a nazo puzzle: a placement for every pair, and the chain of the last one, which meets the
 * condition. The data of one entry of puyo2's {@code pnsolve} output ({@code hands}, {@code chains},
 * {@code score}, {@code clear}).
 *
 * <p>Immutable; may be shared between threads.
 *
 * @param moves    every pair of the puzzle with its placement, the first first
 * @param chains   the chains of the last pair's chain
 * @param score    its Tsu score (no all-clear bonus added)
 * @param allClear whether the field is empty at its end
 */
public record NazoSolution(List<Move> moves, int chains, int score, boolean allClear) {
    /**
     * Keeps an unmodifiable copy of the moves.
     *
     * @param moves    every pair with its placement
     * @param chains   the chains of the last pair's chain
     * @param score    its Tsu score
     * @param allClear whether the field is empty at its end
     * @throws NullPointerException if {@code moves} or a move is null
     */
    public NazoSolution {
        moves = List.copyOf(moves);
    }

    /**
     * The puyop.com URL of the solution from the puzzle's start field, to watch it in the simulator.
     *
     * @param start the puzzle's start field
     * @return the URL, as {@link PuyopUrl#encode(PuyoSimulator, List)} writes it
     * @throws NullPointerException if {@code start} is null
     */
    public String puyopUrl(PuyoSimulator<?> start) {
        return PuyopUrl.encode(start, moves);
    }
}
