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

import java.util.List;

/**
 * What {@link NazoSolver#solve} found: the data of puyo2's {@code pnsolve} output ({@code status},
 * {@code searched}, {@code elapsedMs}, {@code matched}, {@code solutions}), the puzzle beside it.
 *
 * <p>Immutable but for the puzzle's field, which {@link NazoPuzzle#field()} copies: may be shared between
 * threads.
 *
 * @param puzzle       the puzzle solved
 * @param searched     the lines of placements visited (the enumerator's plans, those after an earlier chain
 *                     included)
 * @param elapsedNanos the time the search took
 * @param solutions    the solutions, in the order the search found them
 */
public record NazoResult(NazoPuzzle puzzle, long searched, long elapsedNanos, List<NazoSolution> solutions) {
    /**
     * Keeps an unmodifiable copy of the solutions.
     *
     * @param puzzle       the puzzle solved
     * @param searched     the lines visited
     * @param elapsedNanos the time the search took
     * @param solutions    the solutions found
     * @throws NullPointerException if {@code puzzle}, {@code solutions} or a solution is null
     */
    public NazoResult {
        if (puzzle == null) {
            throw new NullPointerException("puzzle is null");
        }
        solutions = List.copyOf(solutions);
    }

    /**
     * Whether a solution was found: {@code pnsolve}'s status {@code ok}, else {@code no_solution}.
     *
     * @return true if there is at least one solution
     */
    public boolean solved() {
        return !solutions.isEmpty();
    }
}
