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
 * A game of Monomino Domino (Baekjoon 19235) under the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>: the
 * bitboard engine {@link MonominoGame} and the array reference
 * {@code ReferenceMonominoGame} both are one, with the same public methods, so that
 * the command line and the tests can run either.
 *
 * <h2>Text of the boards</h2>
 * {@link #render()} draws both boards the way they touch the red board: a header line {@code green  blue},
 * then six lines; line {@code r} holds green row {@code r} (columns 0..3) and, for {@code r} &lt; 4, three
 * spaces and blue row {@code r} (columns 0..5). A cell is {@code .} when empty and {@code #} when occupied,
 * except the two cells of a domino that lies across the direction of fall: {@code <>} in a green row,
 * {@code ^} over {@code v} in a blue column. (A domino along the direction of fall is drawn {@code ##}: it
 * behaves exactly like two single cells, one on top of the other.) Every line ends with {@code \n}.
 * <pre>
 * green  blue
 * ....   ......
 * ....   .....^
 * ....   ....#v
 * .#..   ...###
 * &lt;&gt;#.
 * ###.
 * </pre>
 *
 * <h2>Threads</h2>
 * A game is mutable and not thread-safe: give every thread its own (see {@link #copy()}). The values
 * passed in, {@link BlockType} and {@link BlockPlacement}, are immutable and may be shared.
 */
public interface MonominoSimulator {
    /**
     * Puts a block on the red board and plays the placement to its end: the drop into both boards, full
     * lines with their falls until none is left, then the light lines.
     *
     * @param type the block
     * @param x    the red row of its anchor, 0..{@code type.maxX()}
     * @param y    the red column of its anchor, 0..{@code type.maxY()}
     * @return the points this placement scored (full lines removed, both boards)
     * @throws PlacementException   if the block leaves the red board; the game is then unchanged
     * @throws NullPointerException if {@code type} is null; the game is then unchanged
     */
    int place(BlockType type, int x, int y);

    /**
     * {@link #place(BlockType, int, int)} with the judge's block number {@code t} (1..3).
     *
     * @param t the judge's block number, 1..3
     * @param x the red row of the block's anchor
     * @param y the red column of the block's anchor
     * @return the points this placement scored (full lines removed)
     * @throws PlacementException if {@code t} is not 1..3 or the block leaves the red board; the game is
     *                            then unchanged
     */
    default int place(int t, int x, int y) {
        return place(BlockType.ofCode(t), x, y);
    }

    /**
     * The total score: full lines removed in both boards since the start (or the last reset).
     *
     * @return the lines removed so far
     */
    long score();

    /**
     * The occupied cells of the green board.
     *
     * @return the number of occupied green cells
     */
    int greenTiles();

    /**
     * The occupied cells of the blue board.
     *
     * @return the number of occupied blue cells
     */
    int blueTiles();

    /**
     * The occupied cells of both boards: the judge's second answer.
     *
     * @return the number of occupied cells of green and blue together
     */
    int tiles();

    /** Empties both boards and sets the score to 0. */
    void reset();

    /**
     * A new game with the same boards and score; later changes to either do not affect the other.
     *
     * @return an independent copy of this game
     */
    MonominoSimulator copy();

    /**
     * Both boards as text, in the format drawn in the comment of {@link MonominoSimulator}, "Text of the
     * boards".
     *
     * @return six lines under a header line, each ending with {@code \n}
     */
    String render();
}
