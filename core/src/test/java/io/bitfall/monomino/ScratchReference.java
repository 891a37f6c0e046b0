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

import java.util.Arrays;

/**
 * A scratch copy of the array reference, for tests only, that can play one misreading of the spec (the
 * table "Readings that look right and are wrong") and that counts rule events (cascades, splits, light
 * lines, ...) so the tests can tell how hard their generated sequences are.
 *
 * <p>It keeps both boards as {@code [line][position]} arrays (line 0 at the red board, green rows and blue
 * columns alike), which makes it short; the main reference keeps the boards as they look. With
 * {@link Misreading#NONE} it must agree with the main reference, and a test checks that it does.
 */
final class ScratchReference implements MonominoSimulator {
    /** The misreadings of the spec's table, and the right reading. */
    enum Misreading {
        /** The rules as written. */
        NONE,
        /** Full lines removed farthest first, with a fall after each (a broken upper line is not scored). */
        FARTHEST_FIRST,
        /** Every cell falls on its own: a pair across the fall does not move as one piece. */
        CELLS_FALL_ALONE,
        /** No new check for full lines after the fall: one round of removal per placement. */
        NO_RECHECK,
        /** Light lines handled before full lines. */
        LIGHT_BEFORE_FULL
    }

    /** Rule events counted over all placements (in both boards), for generator statistics. */
    static final class Events {
        static final String[] NAMES = {"cascades", "multi-line", "raised multi", "splits", "rigid pairs",
            "light x1", "light x2", "light block clears", "full+light"};

        /** Placements in which a board had a second round of full lines after a fall. */
        long cascades;
        /** Rounds in which a board removed two or more full lines at once. */
        long multiLineRounds;
        /**
         * Rounds that removed two or more full lines with a line that is not full farther out, where
         * removing one line at a time with a fall between would break the nearer line apart.
         */
        long raisedMultiLineRounds;
        /** Dominoes that lost one of their cells to a full-line removal. */
        long splits;
        /** Falls in which a pair across the fall moved as one piece where its cells alone would not. */
        long rigidPairs;
        /** Placements in which a board removed one light line, two light lines. */
        long lightOne;
        long lightTwo;
        /**
         * Drops that left the new block in a light line and completed a full line in the same board (then
         * the full line goes first and the light lines are empty again).
         */
        long lightBlockClears;
        /** Placements in which one board removed full lines and the other light lines. */
        long fullAndLight;

        void clear() {
            cascades = 0;
            multiLineRounds = 0;
            raisedMultiLineRounds = 0;
            splits = 0;
            rigidPairs = 0;
            lightOne = 0;
            lightTwo = 0;
            lightBlockClears = 0;
            fullAndLight = 0;
        }

        long[] asArray() {
            return new long[] {cascades, multiLineRounds, raisedMultiLineRounds, splits, rigidPairs, lightOne, lightTwo,
                lightBlockClears, fullAndLight};
        }
    }

    private static final int LINES = 6;
    private static final int POSITIONS = 4;

    private final Misreading misreading;
    /** {@code boards[0]} green, {@code boards[1]} blue; {@code [line][position]}, 0 = empty. */
    private final long[][][] boards = new long[2][LINES][POSITIONS];
    private long nextBlock = 1;
    private long score;
    final Events events = new Events();

    ScratchReference(Misreading misreading) {
        this.misreading = misreading;
    }

    @Override
    public int place(int t, int x, int y) {
        return place(BlockType.ofCode(t), x, y);
    }

    @Override
    public int place(BlockType type, int x, int y) {
        type.requireFitsAt(x, y);
        int cells = type == BlockType.SINGLE ? 1 : 2;
        int x2 = type == BlockType.VERTICAL ? x + 1 : x;
        int y2 = type == BlockType.HORIZONTAL ? y + 1 : y;
        long block = nextBlock++;
        // green: red row x is line x - 4, red column y the position; blue: red column y is line y - 4
        int green = play(boards[0], x - 4, y, x2 - 4, y2, cells, block);
        boolean greenLight = lastLight > 0;
        int blue = play(boards[1], y - 4, x, y2 - 4, x2, cells, block);
        if (green > 0 && lastLight > 0 || blue > 0 && greenLight) {
            events.fullAndLight++;
        }
        score += green + blue;
        return green + blue;
    }

    /** Light lines removed by the last {@link #play} (for the events). */
    private int lastLight;

    /** One placement on one board: a block of {@code cells} cells (1 or 2) starting at the given cells. */
    private int play(long[][] b, int line0, int position0, int line1, int position1, int cells, long block) {
        drop(b, line0, position0, line1, position1, cells, block);
        boolean inLight = lineHolds(b, 0) || lineHolds(b, 1);
        int points;
        if (misreading == Misreading.LIGHT_BEFORE_FULL) {
            lastLight = light(b);
            points = fullLines(b);
        } else {
            points = fullLines(b);
            lastLight = light(b);
        }
        if (inLight && points > 0) {
            events.lightBlockClears++;
        }
        return points;
    }

    private static boolean lineHolds(long[][] b, int line) {
        for (long v : b[line]) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean lineFull(long[][] b, int line) {
        for (long v : b[line]) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    private final boolean[] full = new boolean[LINES];

    /** Step 2 in the chosen reading; returns the points. */
    private int fullLines(long[][] b) {
        int points = 0;
        int rounds = 0;
        while (true) {
            boolean[] full = this.full;
            int count = 0;
            for (int line = 0; line < LINES; line++) {
                full[line] = lineFull(b, line);
                count += full[line] ? 1 : 0;
            }
            if (count == 0) {
                break;
            }
            if (misreading == Misreading.FARTHEST_FIRST) {
                for (int line = 0; line < LINES - 1; line++) {
                    full[line] = full[line] && !anyFullBeyond(full, line);
                }
                count = 1;
            }
            rounds++;
            if (count >= 2) {
                events.multiLineRounds++;
                int nearest = 0;
                while (!full[nearest]) {
                    nearest++;
                }
                if (LINES - nearest > count) {
                    events.raisedMultiLineRounds++;
                }
            }
            countSplits(b, full);
            for (int line = 0; line < LINES; line++) {
                if (full[line]) {
                    Arrays.fill(b[line], 0);
                }
            }
            points += count;
            settle(b);
            if (misreading == Misreading.NO_RECHECK) {
                break;
            }
        }
        if (rounds >= 2) {
            events.cascades++;
        }
        return points;
    }

    private static boolean anyFullBeyond(boolean[] full, int line) {
        for (int l = line + 1; l < LINES; l++) {
            if (full[l]) {
                return true;
            }
        }
        return false;
    }

    /** Counts the dominoes that lose exactly one cell when the {@code full} lines go. */
    private void countSplits(long[][] b, boolean[] full) {
        for (int line = 0; line < LINES; line++) {
            for (int p = 0; p < POSITIONS; p++) {
                long id = b[line][p];
                // a domino along the fall has its other cell in the next line, same position
                if (id != 0 && line + 1 < LINES && b[line + 1][p] == id && full[line] != full[line + 1]) {
                    events.splits++;
                }
            }
        }
    }

    /** Step 3; returns k. */
    private int light(long[][] b) {
        int k = 0;
        for (int line = 0; line < 2; line++) {
            k += lineHolds(b, line) ? 1 : 0;
        }
        if (k == 0) {
            return 0;
        }
        if (k == 1) {
            events.lightOne++;
        } else {
            events.lightTwo++;
        }
        for (int i = 0; i < k; i++) {
            Arrays.fill(b[LINES - 1 - i], 0);
        }
        settle(b);
        return k;
    }

    /** Block numbers already settled in the current {@link #settle}. */
    private final long[] settled = new long[LINES * POSITIONS];

    private void settle(long[][] b) {
        int settledCount = 0;
        for (int line = LINES - 1; line >= 0; line--) {
            for (int p = 0; p < POSITIONS; p++) {
                long id = b[line][p];
                if (id == 0 || contains(settled, settledCount, id)) {
                    continue;
                }
                settled[settledCount++] = id;
                b[line][p] = 0;
                if (misreading == Misreading.CELLS_FALL_ALONE) {
                    drop(b, line, p, 0, 0, 1, id); // the partner, if any, is met on its own later
                    settledCount--;
                } else if (p + 1 < POSITIONS && b[line][p + 1] == id) { // a pair across the fall
                    b[line][p + 1] = 0;
                    if (reach(b, line, p) != reach(b, line, p + 1)) {
                        events.rigidPairs++;
                    }
                    drop(b, line, p, line, p + 1, 2, id);
                } else if (line > 0 && b[line - 1][p] == id) { // a pair along the fall
                    b[line - 1][p] = 0;
                    drop(b, line, p, line - 1, p, 2, id);
                } else {
                    drop(b, line, p, 0, 0, 1, id);
                }
            }
        }
    }

    private static boolean contains(long[] ids, int count, long id) {
        for (int i = 0; i < count; i++) {
            if (ids[i] == id) {
                return true;
            }
        }
        return false;
    }

    /** The line a lone cell at {@code line}, {@code p} would fall to. */
    private static int reach(long[][] b, int line, int p) {
        while (free(b, line + 1, p)) {
            line++;
        }
        return line;
    }

    /** Moves a block of {@code cells} cells (1 or 2) toward the far edge until it can go no further. */
    private static void drop(long[][] b, int line0, int p0, int line1, int p1, int cells, long id) {
        int d = 0;
        while (free(b, line0 + d + 1, p0) && (cells == 1 || free(b, line1 + d + 1, p1))) {
            d++;
        }
        b[line0 + d][p0] = id;
        if (cells == 2) {
            b[line1 + d][p1] = id;
        }
    }

    /** Whether a cell can enter {@code line}, {@code p}: inside the board (lines below 0 are red) and empty. */
    private static boolean free(long[][] b, int line, int p) {
        return line < LINES && (line < 0 || b[line][p] == 0);
    }

    @Override
    public long score() {
        return score;
    }

    @Override
    public int greenTiles() {
        return tiles(boards[0]);
    }

    @Override
    public int blueTiles() {
        return tiles(boards[1]);
    }

    private static int tiles(long[][] b) {
        int n = 0;
        for (long[] line : b) {
            for (long v : line) {
                n += v != 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Override
    public int tiles() {
        return greenTiles() + blueTiles();
    }

    @Override
    public void reset() {
        for (long[][] b : boards) {
            for (long[] line : b) {
                Arrays.fill(line, 0);
            }
        }
        nextBlock = 1;
        score = 0;
    }

    /** A copy of the game; its event counts start at zero. */
    @Override
    public ScratchReference copy() {
        ScratchReference copy = new ScratchReference(misreading);
        copy.copyFrom(this);
        return copy;
    }

    /** Makes this game equal to {@code other} (boards and score) and sets the event counts to zero. */
    void copyFrom(ScratchReference other) {
        for (int i = 0; i < 2; i++) {
            for (int line = 0; line < LINES; line++) {
                System.arraycopy(other.boards[i][line], 0, boards[i][line], 0, POSITIONS);
            }
        }
        nextBlock = other.nextBlock;
        score = other.score;
        events.clear();
    }

    @Override
    public String render() {
        StringBuilder text = new StringBuilder("green  blue\n");
        for (int row = 0; row < LINES; row++) {
            for (int column = 0; column < POSITIONS; column++) {
                text.append(symbol(boards[0], row, column, '<', '>'));
            }
            if (row < POSITIONS) {
                text.append("   ");
                for (int column = 0; column < LINES; column++) {
                    text.append(symbol(boards[1], column, row, '^', 'v'));
                }
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static char symbol(long[][] b, int line, int p, char first, char second) {
        long id = b[line][p];
        if (id == 0) {
            return '.';
        }
        if (p + 1 < POSITIONS && b[line][p + 1] == id) {
            return first;
        }
        return p > 0 && b[line][p - 1] == id ? second : '#';
    }
}
