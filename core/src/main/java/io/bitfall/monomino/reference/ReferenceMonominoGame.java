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
package io.bitfall.monomino.reference;

import io.bitfall.monomino.MonominoGame;

import io.bitfall.monomino.BlockType;
import io.bitfall.monomino.JudgeInput;
import io.bitfall.monomino.JudgeInputException;
import io.bitfall.monomino.MonominoSimulator;
import java.io.Reader;
import java.io.StringReader;

/**
 * Monomino Domino (Baekjoon 19235) the plain way, written to be read as the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>: a green and a blue array of block numbers ({@link Board}), and each
 * placement done step by step as the spec lists the steps. The bitboard engine
 * {@link MonominoGame} has the same public methods and is tested equal to this class.
 *
 * <p>Nothing here is tuned: the blue board is its own 4-by-6 array, a block enters it from its cells on
 * the red board and moves right, light lines are removed and then everything falls, as written.
 *
 * <p>A game is mutable and not thread-safe.
 */
public final class ReferenceMonominoGame implements MonominoSimulator {
    private final Board green = Board.green();
    private final Board blue = Board.blue();
    /** The number of the next block; the two cells of a domino share one, so the boards know what is rigid. */
    private long nextBlock = 1;
    private long score;

    /** An empty game with score 0. */
    public ReferenceMonominoGame() {
    }

    /**
     * Plays one judge input ({@code N} at most 10,000, then {@code N} lines {@code t x y}) on a new game.
     *
     * @param input the judge input
     * @return the game after all placements
     * @throws JudgeInputException naming the line and token of the first problem
     */
    public static ReferenceMonominoGame playJudge(CharSequence input) {
        return JudgeInput.play(new StringReader(input.toString()), new ReferenceMonominoGame());
    }

    /**
     * Plays one judge input read from {@code input} on a new game.
     *
     * @param input the judge input
     * @return the game after all placements
     * @throws JudgeInputException naming the line and token of the first problem
     * @throws java.io.UncheckedIOException if reading fails
     */
    public static ReferenceMonominoGame playJudge(Reader input) {
        return JudgeInput.play(input, new ReferenceMonominoGame());
    }

    /** {@inheritDoc} */
    @Override
    public int place(BlockType type, int x, int y) {
        type.requireFitsAt(x, y); // before any change, so a rejected placement changes nothing
        // The block's cells on the red board.
        int[] redRows = type == BlockType.VERTICAL ? new int[] {x, x + 1} : type == BlockType.HORIZONTAL
                ? new int[] {x, x} : new int[] {x};
        int[] redColumns = type == BlockType.HORIZONTAL ? new int[] {y, y + 1} : type == BlockType.VERTICAL
                ? new int[] {y, y} : new int[] {y};
        long block = nextBlock++;
        // Green lies below the red board: red row x is green line x - 4, red column y is green column y.
        int[] greenLines = new int[redRows.length];
        for (int i = 0; i < redRows.length; i++) {
            greenLines[i] = redRows[i] - 4;
        }
        // Blue lies right of the red board: red column y is blue line y - 4, red row x is blue row x.
        int[] blueLines = new int[redColumns.length];
        for (int i = 0; i < redColumns.length; i++) {
            blueLines[i] = redColumns[i] - 4;
        }
        int points = play(green, greenLines, redColumns, block) + play(blue, blueLines, redRows, block);
        score += points;
        return points;
    }

    /** The three steps of one placement on one board; returns the points scored there. */
    private static int play(Board board, int[] lines, int[] positions, long block) {
        board.drop(lines, positions, block);                              // 1. drop
        int points = 0;
        for (int removed = board.removeFullLines(); removed > 0; removed = board.removeFullLines()) {
            points += removed;                                            // 2. full lines, then the fall,
            board.settle();                                               //    while any line is full
        }
        int light = board.lightLinesInUse();                              // 3. light lines
        if (light > 0) {
            board.removeFarLines(light);
            board.settle();
        }
        return points;
    }

    /** {@inheritDoc} */
    @Override
    public long score() {
        return score;
    }

    /** {@inheritDoc} */
    @Override
    public int greenTiles() {
        return green.tiles();
    }

    /** {@inheritDoc} */
    @Override
    public int blueTiles() {
        return blue.tiles();
    }

    /** {@inheritDoc} */
    @Override
    public int tiles() {
        return greenTiles() + blueTiles();
    }

    /** {@inheritDoc} */
    @Override
    public void reset() {
        green.clear();
        blue.clear();
        nextBlock = 1;
        score = 0;
    }

    /** {@inheritDoc} */
    @Override
    public ReferenceMonominoGame copy() {
        ReferenceMonominoGame copy = new ReferenceMonominoGame();
        copy.copyFrom(this);
        return copy;
    }

    /**
     * Makes this game equal to {@code other} (boards and score).
     *
     * @param other the game to copy
     */
    public void copyFrom(ReferenceMonominoGame other) {
        green.copyFrom(other.green);
        blue.copyFrom(other.blue);
        nextBlock = other.nextBlock;
        score = other.score;
    }

    /** {@inheritDoc} */
    @Override
    public String render() {
        StringBuilder text = new StringBuilder("green  blue\n");
        for (int row = 0; row < Board.LINES; row++) {
            for (int column = 0; column < Board.POSITIONS; column++) {
                text.append(green.symbol(row, column));
            }
            if (row < Board.POSITIONS) {
                text.append("   ");
                for (int column = 0; column < Board.LINES; column++) {
                    text.append(blue.symbol(column, row));
                }
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** A one-line summary: score and tiles per board (see {@link #render()} for the boards). */
    @Override
    public String toString() {
        return "ReferenceMonominoGame[score=" + score + ", green=" + greenTiles() + ", blue=" + blueTiles() + "]";
    }
}
