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

import java.util.List;

/**
 * Where a pair is put: the axis puyo's column (0..5) and the rotation. There are 22 placements: 6 each
 * for {@link Rotation#UP} and {@link Rotation#DOWN}, 5 each for {@link Rotation#RIGHT} (axis 0..4) and
 * {@link Rotation#LEFT} (axis 1..5). {@link #of} returns shared instances, so enumerating placements
 * allocates nothing.
 *
 * <p>Immutable: placements, {@link #ALL} included, may be shared between threads.
 *
 * @param column   the axis puyo's column, 0..5 from the left
 * @param rotation where the child sits
 */
public record Placement(int column, Rotation rotation) {
    /** All 22 placements: UP columns 0..5, RIGHT 0..4, DOWN 0..5, LEFT 1..5. */
    public static final List<Placement> ALL;

    private static final Placement[][] BY_ROTATION = new Placement[4][6];

    static {
        Placement[] all = new Placement[22];
        int n = 0;
        for (Rotation r : Rotation.values()) {
            for (int col = 0; col < 6; col++) {
                if (col + r.dx() >= 0 && col + r.dx() < 6) {
                    all[n++] = BY_ROTATION[r.ordinal()][col] = new Placement(col, r);
                }
            }
        }
        ALL = List.of(all);
    }

    /**
     * Checks that the placement exists.
     *
     * @param column   the axis puyo's column, 0..5
     * @param rotation where the child sits
     * @throws NullPointerException     if {@code rotation} is null
     * @throws IllegalArgumentException if the axis or the child would be outside columns 0..5
     */
    public Placement {
        if (rotation == null) {
            throw new NullPointerException("rotation");
        }
        if (column < 0 || column >= 6 || column + rotation.dx() < 0 || column + rotation.dx() >= 6) {
            throw new IllegalArgumentException("placement (column " + column + ", " + rotation
                    + ") puts a puyo outside columns 0..5");
        }
    }

    /**
     * The shared instance for this column and rotation.
     *
     * @param column   the axis puyo's column, 0..5
     * @param rotation where the child sits
     * @return the one instance of that placement
     */
    public static Placement of(int column, Rotation rotation) {
        Placement p = column >= 0 && column < 6 && rotation != null ? BY_ROTATION[rotation.ordinal()][column] : null;
        return p != null ? p : new Placement(column, rotation); // the constructor throws the right exception
    }

    /**
     * The child puyo's column.
     *
     * @return the column, 0..5, the child puyo enters in
     */
    public int childColumn() {
        return column + rotation.dx();
    }
}
