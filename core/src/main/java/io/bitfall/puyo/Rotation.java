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
 * Where the child puyo of a pair sits relative to its axis puyo. Immutable, like every enum: the constants
 * may be shared between threads.
 */
public enum Rotation {
    /** Child above the axis, same column. */
    UP(0, 0, 1),
    /** Child right of the axis. */
    RIGHT(1, 0, 0),
    /** Child below the axis, same column: the child lands first. */
    DOWN(0, 1, 0),
    /** Child left of the axis. */
    LEFT(-1, 0, 0);

    private final int dx;
    /** Rows the axis lands above the lowest free cell of its column: 1 when the child is under it. */
    final int axisLift;
    /** Rows the child lands above the lowest free cell of its column: 1 when the axis is under it. */
    final int childLift;

    Rotation(int dx, int axisLift, int childLift) {
        this.dx = dx;
        this.axisLift = axisLift;
        this.childLift = childLift;
    }

    /**
     * Column offset of the child from the axis: -1, 0 or 1.
     *
     * @return the child's column minus the axis's column
     */
    public int dx() {
        return dx;
    }
}
