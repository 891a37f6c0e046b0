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

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * One of the two boards, as a plain array of block numbers (0 = empty; the two cells of a domino hold the
 * same number until a line removal takes one of them).
 *
 * <p>The rules speak of <em>lines</em>: green rows, blue columns. Line 0 touches the red board, line 5 is
 * the far edge, lines 0 and 1 are the light lines, and blocks move toward higher lines. A <em>position</em>
 * is a cell within a line: the green column, the blue row. The arrays are kept the way the boards look
 * ({@code green[row][column]}, 6 by 4, and {@code blue[row][column]}, 4 by 6); {@link #at} and
 * {@link #put} translate.
 */
final class Board {
    static final int LINES = 6;
    static final int POSITIONS = 4;

    private final boolean blue;
    private final long[][] cells;

    private Board(boolean blue) {
        this.blue = blue;
        this.cells = blue ? new long[POSITIONS][LINES] : new long[LINES][POSITIONS];
    }

    /** An empty green board: rows are lines, blocks move down. */
    static Board green() {
        return new Board(false);
    }

    /** An empty blue board: columns are lines, blocks move right. */
    static Board blue() {
        return new Board(true);
    }

    /** The block number at {@code line}, {@code position} (0 = empty). */
    long at(int line, int position) {
        return blue ? cells[position][line] : cells[line][position];
    }

    private void put(int line, int position, long block) {
        if (blue) {
            cells[position][line] = block;
        } else {
            cells[line][position] = block;
        }
    }

    /**
     * Step 1, the drop: a block whose cells start at {@code lines[i]}, {@code positions[i]} (negative lines
     * are on the red board, which is free) moves toward the far edge until one of its cells would enter an
     * occupied cell or leave the board.
     */
    void drop(int[] lines, int[] positions, long block) {
        int[] at = lines.clone();
        while (canMove(at, positions)) {
            for (int i = 0; i < at.length; i++) {
                at[i]++;
            }
        }
        for (int i = 0; i < at.length; i++) {
            if (at[i] < 0) {
                throw new IllegalStateException("the board is full up to the red board");
            }
            put(at[i], positions[i], block);
        }
    }

    /** Whether every cell can move one line on: still inside the board, onto a free cell. */
    private boolean canMove(int[] lines, int[] positions) {
        for (int i = 0; i < lines.length; i++) {
            int next = lines[i] + 1;
            if (next >= LINES) {
                return false;
            }
            if (next >= 0 && at(next, positions[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether all cells of {@code line} are occupied. */
    boolean isFull(int line) {
        for (int position = 0; position < POSITIONS; position++) {
            if (at(line, position) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether any cell of {@code line} is occupied. */
    boolean holdsTile(int line) {
        for (int position = 0; position < POSITIONS; position++) {
            if (at(line, position) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Step 2, first half: removes every full line at once and returns how many there were. */
    int removeFullLines() {
        boolean[] full = new boolean[LINES];
        int count = 0;
        for (int line = 0; line < LINES; line++) {
            full[line] = isFull(line);
            count += full[line] ? 1 : 0;
        }
        for (int line = 0; line < LINES; line++) {
            if (full[line]) {
                clearLine(line);
            }
        }
        return count;
    }

    /** Step 3, first half: how many of the light lines (0 and 1) hold a tile. */
    int lightLinesInUse() {
        return (holdsTile(0) ? 1 : 0) + (holdsTile(1) ? 1 : 0);
    }

    /** Step 3, second half (before the fall): removes the {@code k} lines at the far edge. */
    void removeFarLines(int k) {
        for (int i = 0; i < k; i++) {
            clearLine(LINES - 1 - i);
        }
    }

    void clearLine(int line) {
        for (int position = 0; position < POSITIONS; position++) {
            put(line, position, 0);
        }
    }

    /**
     * Every block moves toward the far edge as a rigid unit until it meets another block or the edge;
     * blocks nearer the far edge settle first. Scanning from the far edge, a block is met first at its
     * farthest line, so it moves after every block that reaches farther.
     */
    void settle() {
        Set<Long> settled = new HashSet<>();
        for (int line = LINES - 1; line >= 0; line--) {
            for (int position = 0; position < POSITIONS; position++) {
                long block = at(line, position);
                if (block != 0 && settled.add(block)) {
                    moveToRest(block);
                }
            }
        }
    }

    /** Moves the block numbered {@code block} toward the far edge as far as it can go. */
    void moveToRest(long block) {
        int[] lines = new int[2];
        int[] positions = new int[2];
        int size = 0;
        for (int line = 0; line < LINES; line++) {
            for (int position = 0; position < POSITIONS; position++) {
                if (at(line, position) == block) {
                    lines[size] = line;
                    positions[size] = position;
                    size++;
                }
            }
        }
        lines = Arrays.copyOf(lines, size);
        positions = Arrays.copyOf(positions, size);
        for (int i = 0; i < size; i++) {
            put(lines[i], positions[i], 0);
        }
        drop(lines, positions, block);
    }

    /** The number of occupied cells. */
    int tiles() {
        int count = 0;
        for (int line = 0; line < LINES; line++) {
            for (int position = 0; position < POSITIONS; position++) {
                count += at(line, position) != 0 ? 1 : 0;
            }
        }
        return count;
    }

    /**
     * The character of one cell for the text of the boards: {@code .} empty; for a domino across the
     * direction of fall (both cells in one line) {@code <} and {@code >} in green, {@code ^} and
     * {@code v} in blue; {@code #} for every other tile.
     */
    char symbol(int line, int position) {
        long block = at(line, position);
        if (block == 0) {
            return '.';
        }
        if (position + 1 < POSITIONS && at(line, position + 1) == block) {
            return blue ? '^' : '<';
        }
        if (position > 0 && at(line, position - 1) == block) {
            return blue ? 'v' : '>';
        }
        return '#';
    }

    /** Makes this board equal to {@code other} (same colour). */
    void copyFrom(Board other) {
        for (int i = 0; i < cells.length; i++) {
            System.arraycopy(other.cells[i], 0, cells[i], 0, cells[i].length);
        }
    }

    void clear() {
        for (long[] row : cells) {
            Arrays.fill(row, 0);
        }
    }
}
