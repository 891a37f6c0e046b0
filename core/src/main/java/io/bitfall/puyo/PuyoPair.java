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
 * A falling pair: the axis puyo, around which the pair turns, and the child. Both are colours.
 *
 * <p>Immutable: a pair may be shared between threads.
 *
 * @param axis  the axis puyo's colour
 * @param child the child puyo's colour
 */
public record PuyoPair(Puyo axis, Puyo child) {
    /**
     * Checks that both puyos are colours.
     *
     * @param axis  the axis puyo's colour
     * @param child the child puyo's colour
     * @throws NullPointerException     if {@code axis} or {@code child} is null, naming which
     * @throws IllegalArgumentException if either is {@link Puyo#EMPTY} or {@link Puyo#GARBAGE}
     */
    public PuyoPair {
        if (axis == null || child == null) {
            throw new NullPointerException(axis == null ? "axis is null" : "child is null");
        }
        if (!axis.isColour() || !child.isColour()) {
            throw new IllegalArgumentException("a pair holds two colours, not " + axis + " and " + child);
        }
    }

    /**
     * Whether both puyos have one colour, which makes mirrored placements equal (11 distinct, not 22).
     *
     * @return true if axis and child have the same colour
     */
    public boolean isSameColour() {
        return axis == child;
    }
}
