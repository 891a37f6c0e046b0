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
 * Turns a player's chain scores into garbage puyos ("ojama") for the opponent, as Tsu does: one garbage
 * puyo per {@value #POINTS_PER_GARBAGE} points, and the points left over (under 70) carried to the next
 * conversion. One meter per player; not thread-safe.
 *
 * <p>Dropping the garbage is the field's part: {@code n} garbage puyos are {@code n / 6} full rows plus
 * {@code n % 6} extra columns of the caller's choice, see {@code PuyoField.dropGarbage(rows, columns)}.
 * The all-clear bonus ({@link ChainStep#ALL_CLEAR_BONUS}) is points like any other: add it to the score of
 * the chain it belongs to before converting (see {@link ChainSummary#withAllClearBonus}).
 */
public final class GarbageMeter {
    /** Points per garbage puyo. */
    public static final int POINTS_PER_GARBAGE = 70;

    /** Points carried from earlier conversions, 0..69. */
    private int carried;

    /** A meter carrying nothing. */
    public GarbageMeter() {
    }

    /**
     * Adds {@code points} (a chain's score, 0 or more) to the carried remainder and returns how many
     * garbage puyos that makes; the new remainder is kept for next time.
     *
     * @param points the points to convert, 0 or more
     * @return the garbage puyos they make, with the carried remainder
     * @throws IllegalArgumentException if {@code points} is negative (the meter is then unchanged)
     */
    public int add(int points) {
        if (points < 0) {
            throw new IllegalArgumentException("points must be 0 or more, was " + points);
        }
        long total = (long) carried + points;
        carried = (int) (total % POINTS_PER_GARBAGE);
        return (int) (total / POINTS_PER_GARBAGE);
    }

    /**
     * The points carried to the next conversion, 0..69.
     *
     * @return the carried remainder, 0..69
     */
    public int carried() {
        return carried;
    }

    /** Drops the carried points, as at the start of a new game. */
    public void reset() {
        carried = 0;
    }

    @Override
    public String toString() {
        return "GarbageMeter(carried " + carried + ")";
    }
}
