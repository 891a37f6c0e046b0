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

/**
 * The three blocks of the game, as the judge numbers them ({@link #code()} 1..3) and as they lie on the red
 * board, anchored at {@code (x, y)} = (red row, red column).
 *
 * <p>The blue board is the green board mirrored across the red board's diagonal, so a block enters blue
 * with the shape the {@linkplain #mirrored() mirrored} type has in green: a horizontal domino lies side by
 * side in green but one behind the other in blue, and a vertical domino the other way round.
 *
 * <p>Immutable, like every enum: the constants may be shared between threads.
 */
public enum BlockType {
    /** {@code t = 1}: one cell {@code (x, y)}. */
    SINGLE(1, 3, 3),
    /** {@code t = 2}: cells {@code (x, y)} and {@code (x, y+1)}, so {@code y} is at most 2. */
    HORIZONTAL(2, 3, 2),
    /** {@code t = 3}: cells {@code (x, y)} and {@code (x+1, y)}, so {@code x} is at most 2. */
    VERTICAL(3, 2, 3);

    private static final BlockType[] BY_CODE = {null, SINGLE, HORIZONTAL, VERTICAL};

    private final int code;
    private final int maxX;
    private final int maxY;

    BlockType(int code, int maxX, int maxY) {
        this.code = code;
        this.maxX = maxX;
        this.maxY = maxY;
    }

    /**
     * The judge's number for this type: 1, 2 or 3.
     *
     * @return 1, 2 or 3
     */
    public int code() {
        return code;
    }

    /**
     * The type for the judge's number {@code t}.
     *
     * @param t the judge's block number
     * @return the type numbered {@code t}
     * @throws PlacementException if {@code t} is not 1, 2 or 3
     */
    public static BlockType ofCode(int t) {
        if (t < 1 || t > 3) {
            throw new PlacementException("block type " + t + " is not 1, 2 or 3");
        }
        return BY_CODE[t];
    }

    /**
     * The largest red row {@code x} at which this block fits on the red board (2 or 3).
     *
     * @return 3 for a single cell or a horizontal domino, 2 for a vertical domino
     */
    public int maxX() {
        return maxX;
    }

    /**
     * The largest red column {@code y} at which this block fits on the red board (2 or 3).
     *
     * @return 3 for a single cell or a vertical domino, 2 for a horizontal domino
     */
    public int maxY() {
        return maxY;
    }

    /**
     * Whether the block anchored at red row {@code x} and red column {@code y} lies inside the red board.
     *
     * @param x the red row of the anchor
     * @param y the red column of the anchor
     * @return true if every cell of the block lies on the red board
     */
    public boolean fitsAt(int x, int y) {
        return x >= 0 && x <= maxX && y >= 0 && y <= maxY;
    }

    /**
     * The type whose green shape this type has in blue: {@code HORIZONTAL} and {@code VERTICAL} swap,
     * {@code SINGLE} stays.
     *
     * @return the type with this type's shape in blue
     */
    public BlockType mirrored() {
        return this == HORIZONTAL ? VERTICAL : this == VERTICAL ? HORIZONTAL : SINGLE;
    }

    /**
     * Checks that the block anchored at {@code (x, y)} lies inside the red board.
     *
     * @param x the red row of the anchor
     * @param y the red column of the anchor
     * @throws PlacementException if it does not
     */
    public void requireFitsAt(int x, int y) {
        if (!fitsAt(x, y)) {
            throw new PlacementException("a type " + code + " block at x = " + x + ", y = " + y
                    + " leaves the red board (x must be 0.." + maxX + ", y 0.." + maxY + ")");
        }
    }
}
