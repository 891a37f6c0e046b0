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
package io.bitfall.monomino;

import java.util.Objects;

/**
 * One line of a judge input: put a block of {@code type} with its anchor at red row {@code x} and red column
 * {@code y}. A placement always lies inside the red board. (Named apart from Puyo's
 * {@code io.bitfall.puyo.Placement}, so that both packages can be imported into one file; before 0.1.0 this
 * class was {@code io.bitfall.monomino.Placement}.)
 *
 * <p>Immutable: a placement may be shared between threads.
 *
 * @param type the block
 * @param x    the red row of the anchor, 0..{@code type.maxX()}
 * @param y    the red column of the anchor, 0..{@code type.maxY()}
 */
public record BlockPlacement(BlockType type, int x, int y) {
    /**
     * Checks that the block lies inside the red board.
     *
     * @param type the block
     * @param x    the red row of the anchor
     * @param y    the red column of the anchor
     * @throws PlacementException if the block leaves the red board
     */
    public BlockPlacement {
        Objects.requireNonNull(type, "type");
        type.requireFitsAt(x, y);
    }

    /**
     * The placement of judge line {@code t x y}.
     *
     * @param t the judge's block number, 1..3
     * @param x the red row of the anchor
     * @param y the red column of the anchor
     * @return the placement
     * @throws PlacementException if {@code t} is not 1..3 or the block leaves the red board
     */
    public static BlockPlacement of(int t, int x, int y) {
        return new BlockPlacement(BlockType.ofCode(t), x, y);
    }

    /** The judge line for this placement, {@code "t x y"}. */
    @Override
    public String toString() {
        return type.code() + " " + x + " " + y;
    }
}
