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
package io.bitfall.bench.workload;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes Puyo fields for the benchmarks from a seeded random source, so that every run, engine and
 * reference alike, sees the same fields.
 *
 * <p>Fields are grids {@code [row][column]} of 13 rows of 6 (row 0 is the floor row), settled, and use a
 * palette of 4 of the 5 colours as the real game does. The engine is used to check candidates while
 * generating (it is fast); the benchmarks then check every field against the reference.
 */
final class PuyoFieldGenerator {
    static final int WIDTH = PuyoField.WIDTH;
    static final int HEIGHT = PuyoField.HEIGHT;
    /** Rows that take part in groups. */
    static final int VISIBLE = 12;

    /** The 19 fixed tetrominoes as (column, row) offsets, lowest and leftmost cell at 0. */
    private static final int[][][] TETROMINOES = {
        {{0, 0}, {0, 1}, {0, 2}, {0, 3}}, {{0, 0}, {1, 0}, {2, 0}, {3, 0}},
        {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {2, 0}, {1, 1}}, {{1, 0}, {0, 1}, {1, 1}, {2, 1}},
        {{0, 0}, {0, 1}, {0, 2}, {1, 1}}, {{1, 0}, {1, 1}, {1, 2}, {0, 1}},
        {{0, 0}, {1, 0}, {1, 1}, {2, 1}}, {{1, 0}, {2, 0}, {0, 1}, {1, 1}},
        {{0, 0}, {0, 1}, {1, 1}, {1, 2}}, {{1, 0}, {1, 1}, {0, 1}, {0, 2}},
        {{0, 0}, {0, 1}, {0, 2}, {1, 0}}, {{0, 0}, {1, 0}, {1, 1}, {1, 2}},
        {{0, 0}, {1, 0}, {2, 0}, {2, 1}}, {{0, 0}, {0, 1}, {1, 1}, {2, 1}},
        {{1, 0}, {1, 1}, {1, 2}, {0, 0}}, {{0, 0}, {0, 1}, {0, 2}, {1, 2}},
        {{0, 0}, {1, 0}, {2, 0}, {0, 1}}, {{2, 0}, {0, 1}, {1, 1}, {2, 1}},
    };

    /** Valid trigger placements compared before one is chosen. */
    private static final int CANDIDATES = 4;

    private final SplittableRandom random;
    /** The 4 colours of the field being made. */
    private Puyo[] palette;

    PuyoFieldGenerator(long seed) {
        random = new SplittableRandom(seed);
    }

    /** An empty grid. */
    static Puyo[][] empty() {
        Puyo[][] g = new Puyo[HEIGHT][WIDTH];
        for (Puyo[] row : g) {
            Arrays.fill(row, Puyo.EMPTY);
        }
        return g;
    }

    static Puyo[][] copy(Puyo[][] grid) {
        Puyo[][] g = new Puyo[HEIGHT][];
        for (int r = 0; r < HEIGHT; r++) {
            g[r] = grid[r].clone();
        }
        return g;
    }

    static int height(Puyo[][] g, int column) {
        int h = 0;
        while (h < HEIGHT && g[h][column] != Puyo.EMPTY) {
            h++;
        }
        return h;
    }

    private void newPalette() {
        List<Puyo> colours = new ArrayList<>(List.of(Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW));
        colours.remove(random.nextInt(colours.size()));
        palette = colours.toArray(new Puyo[0]);
    }

    private Puyo colour() {
        return palette[random.nextInt(palette.length)];
    }

    /**
     * A field as random play leaves it before anyone fires: pairs dropped at random places, each drop
     * that would pop taken back, until the field holds about {@code 20..66} puyos. Rows 1..12 only.
     */
    Puyo[][] noPop() {
        newPalette();
        Puyo[][] g = empty();
        int target = 20 + random.nextInt(47);
        int count = 0;
        int failures = 0;
        while (count < target && failures < 60) {
            Puyo[][] next = copy(g);
            if (dropPair(next, colour(), colour()) && PuyoField.of(next).chainCount() == 0) {
                g = next;
                count += 2;
                failures = 0;
            } else {
                failures++;
            }
        }
        return g;
    }

    /** Drops a pair at a random column and rotation; false if it does not fit under row 13. */
    private boolean dropPair(Puyo[][] g, Puyo axis, Puyo child) {
        int column = random.nextInt(WIDTH);
        switch (random.nextInt(4)) {
            case 0: // child on top
                return drop(g, column, axis) && drop(g, column, child);
            case 1: // child below
                return drop(g, column, child) && drop(g, column, axis);
            default: // side by side
                int other = column == WIDTH - 1 ? column - 1 : column + 1;
                return drop(g, column, axis) && drop(g, other, child);
        }
    }

    private static boolean drop(Puyo[][] g, int column, Puyo p) {
        int h = height(g, column);
        if (h >= VISIBLE) {
            return false;
        }
        g[h][column] = p;
        return true;
    }

    /**
     * A field whose chain is exactly {@code chains} steps long, built backwards: starting from an empty
     * field, each step inserts one tetromino of a colour into the columns so that it pops first and,
     * once it has popped and the rest has fallen, leaves exactly the previous field. Then random puyos are
     * stacked on top as long as the chain length stays the same. Rows 1..12 only.
     */
    Puyo[][] chain(int chains) {
        while (true) {
            newPalette();
            Puyo[][] g = empty();
            boolean built = true;
            for (int step = 0; step < chains && built; step++) {
                Puyo[][] next = insertTrigger(g);
                built = next != null;
                g = next;
            }
            if (built) {
                return addFiller(g, chains);
            }
        }
    }

    /**
     * {@code g} with a tetromino inserted that pops first and then leaves {@code g}; null if none found.
     * Of a few candidates, the one with the lowest tallest column wins, which spreads chains sideways
     * as players build them.
     */
    private Puyo[][] insertTrigger(Puyo[][] g) {
        PuyoField before = PuyoField.of(g);
        int[] heights = new int[WIDTH];
        int tallest = 0;
        for (int c = 0; c < WIDTH; c++) {
            heights[c] = height(g, c);
            tallest = Math.max(tallest, heights[c]);
        }
        Puyo[][] best = null;
        int bestTop = 0;
        int found = 0;
        for (int attempt = 0; attempt < 600; attempt++) {
            int[][] shape = TETROMINOES[random.nextInt(TETROMINOES.length)];
            int width = 0;
            for (int[] cell : shape) {
                width = Math.max(width, cell[0] + 1);
            }
            int column0 = random.nextInt(WIDTH - width + 1);
            int row0 = random.nextInt(tallest + 1);
            Puyo[][] next = insert(g, heights, shape, column0, row0, colour());
            if (next == null) {
                continue;
            }
            PuyoField after = PuyoField.of(next);
            if (after.step(1) != null && after.equals(before)) {
                int top = tallest(next);
                if (best == null || top < bestTop) {
                    best = next;
                    bestTop = top;
                }
                if (++found == CANDIDATES) {
                    break;
                }
            }
        }
        return best;
    }

    private static int tallest(Puyo[][] g) {
        int t = 0;
        for (int c = 0; c < WIDTH; c++) {
            t = Math.max(t, height(g, c));
        }
        return t;
    }

    /**
     * {@code g} with {@code shape} put at ({@code column0}, {@code row0}) of the new field, the puyos of
     * those columns at or above each inserted cell pushed up; null if a column would have a gap or grow
     * past row 12.
     */
    private static Puyo[][] insert(Puyo[][] g, int[] heights, int[][] shape, int column0, int row0, Puyo colour) {
        boolean[][] mine = new boolean[HEIGHT][WIDTH];
        int[] added = new int[WIDTH];
        for (int[] cell : shape) {
            int c = column0 + cell[0];
            int r = row0 + cell[1];
            if (r >= VISIBLE) {
                return null;
            }
            mine[r][c] = true;
            added[c]++;
        }
        Puyo[][] next = empty();
        for (int c = 0; c < WIDTH; c++) {
            int newHeight = heights[c] + added[c];
            if (newHeight > VISIBLE) {
                return null;
            }
            int from = 0;
            for (int r = 0; r < newHeight; r++) {
                next[r][c] = mine[r][c] ? colour : g[from++][c];
            }
            for (int r = newHeight; r < VISIBLE; r++) {
                if (mine[r][c]) {
                    return null; // the cell would float
                }
            }
        }
        return next;
    }

    /** Stacks random puyos on top of {@code g} while its chain stays {@code chains} long. */
    private Puyo[][] addFiller(Puyo[][] g, int chains) {
        int wanted = random.nextInt(25);
        for (int tries = 0; wanted > 0 && tries < 4 * 25; tries++) {
            Puyo[][] next = copy(g);
            if (drop(next, random.nextInt(WIDTH), colour()) && PuyoField.of(next).chainCount() == chains) {
                g = next;
                wanted--;
            }
        }
        return g;
    }

    /**
     * A field tiled with 2x2 squares and 1x4 bars, coloured so that no two touching tiles share a colour:
     * every tile is a group of 4 and they all pop in the same step. 8 or 12 rows high.
     */
    Puyo[][] manyGroups() {
        int bands = random.nextInt(3) == 0 ? 2 : 3;
        List<int[][]> tiles = new ArrayList<>();
        for (int band = 0; band < bands; band++) {
            for (int pair = 0; pair < 3; pair++) {
                int c = 2 * pair;
                int r = 4 * band;
                if (random.nextBoolean()) {
                    tiles.add(new int[][] {{c, r}, {c + 1, r}, {c, r + 1}, {c + 1, r + 1}});
                    tiles.add(new int[][] {{c, r + 2}, {c + 1, r + 2}, {c, r + 3}, {c + 1, r + 3}});
                } else {
                    tiles.add(new int[][] {{c, r}, {c, r + 1}, {c, r + 2}, {c, r + 3}});
                    tiles.add(new int[][] {{c + 1, r}, {c + 1, r + 1}, {c + 1, r + 2}, {c + 1, r + 3}});
                }
            }
        }
        int[][] owner = new int[HEIGHT][WIDTH];
        for (int[] row : owner) {
            Arrays.fill(row, -1);
        }
        for (int t = 0; t < tiles.size(); t++) {
            for (int[] cell : tiles.get(t)) {
                owner[cell[1]][cell[0]] = t;
            }
        }
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
        Puyo[] tileColour = new Puyo[tiles.size()];
        if (!colourTiles(0, tiles, owner, tileColour, colours)) {
            throw new IllegalStateException("no colouring found");
        }
        Puyo[][] g = empty();
        for (int t = 0; t < tiles.size(); t++) {
            for (int[] cell : tiles.get(t)) {
                g[cell[1]][cell[0]] = tileColour[t];
            }
        }
        return g;
    }

    /** Backtracking colouring of tiles {@code t..}: touching tiles differ. */
    private boolean colourTiles(int t, List<int[][]> tiles, int[][] owner, Puyo[] tileColour, Puyo[] colours) {
        if (t == tiles.size()) {
            return true;
        }
        int start = random.nextInt(colours.length);
        for (int k = 0; k < colours.length; k++) {
            Puyo colour = colours[(start + k) % colours.length];
            boolean clash = false;
            for (int[] cell : tiles.get(t)) {
                for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    int c = cell[0] + d[0];
                    int r = cell[1] + d[1];
                    if (c >= 0 && c < WIDTH && r >= 0 && r < HEIGHT && owner[r][c] >= 0 && owner[r][c] != t
                            && tileColour[owner[r][c]] == colour) {
                        clash = true;
                    }
                }
            }
            if (!clash) {
                tileColour[t] = colour;
                if (colourTiles(t + 1, tiles, owner, tileColour, colours)) {
                    return true;
                }
                tileColour[t] = null;
            }
        }
        return false;
    }

    /**
     * A full-height stack: all 72 cells of rows 1..12 filled, and with {@code row13} the hidden row too.
     * With {@code pops} the colours are uniform random (big groups, long first steps); without, no group
     * reaches 4, the worst case for finding that nothing pops.
     */
    Puyo[][] fullStack(boolean pops, boolean row13) {
        newPalette();
        Puyo[][] g = empty();
        for (int r = 0; r < VISIBLE; r++) {
            for (int c = 0; c < WIDTH; c++) {
                if (pops) {
                    g[r][c] = colour();
                } else {
                    g[r][c] = colourKeepingGroupsSmall(g, r, c);
                }
            }
        }
        if (row13) {
            for (int c = 0; c < WIDTH; c++) {
                g[VISIBLE][c] = colour();
            }
        }
        return g;
    }

    private Puyo colourKeepingGroupsSmall(Puyo[][] g, int r, int c) {
        int start = random.nextInt(palette.length);
        for (int k = 0; k < palette.length; k++) {
            g[r][c] = palette[(start + k) % palette.length];
            if (groupSize(g, r, c) < 4) {
                return g[r][c];
            }
        }
        // Rare: every palette colour would make a group of 4; the fifth colour cannot (it is unused).
        for (Puyo p : List.of(Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW)) {
            if (!Arrays.asList(palette).contains(p)) {
                return p;
            }
        }
        throw new AssertionError();
    }

    /** Size of the same-coloured group holding ({@code r}, {@code c}) in rows 1..12. */
    static int groupSize(Puyo[][] g, int r, int c) {
        Puyo colour = g[r][c];
        boolean[][] seen = new boolean[HEIGHT][WIDTH];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {r, c});
        seen[r][c] = true;
        int size = 0;
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            size++;
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                int rr = cell[0] + d[0];
                int cc = cell[1] + d[1];
                if (rr >= 0 && rr < VISIBLE && cc >= 0 && cc < WIDTH && !seen[rr][cc] && g[rr][cc] == colour) {
                    seen[rr][cc] = true;
                    queue.add(new int[] {rr, cc});
                }
            }
        }
        return size;
    }

    /**
     * {@code g} with garbage fallen on top, as after an attack: 1 to 4 garbage puyos on each of a few
     * columns, up to row 13.
     */
    Puyo[][] withGarbage(Puyo[][] g) {
        Puyo[][] next = copy(g);
        for (int c = 0; c < WIDTH; c++) {
            if (random.nextInt(3) == 0) {
                continue;
            }
            int n = 1 + random.nextInt(4);
            for (int h = height(next, c); n > 0 && h < HEIGHT; n--, h++) {
                next[h][c] = Puyo.GARBAGE;
            }
        }
        return next;
    }

    /**
     * {@code g} with its colours renamed by a random permutation and, half of the time, mirrored left to
     * right: the chain is the same, the bits differ.
     */
    Puyo[][] variant(Puyo[][] g) {
        List<Puyo> colours = new ArrayList<>(List.of(Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW));
        Puyo[] map = new Puyo[Puyo.values().length];
        for (Puyo p : Puyo.values()) {
            map[p.ordinal()] = p.isColour() ? colours.remove(random.nextInt(colours.size())) : p;
        }
        boolean mirror = random.nextBoolean();
        Puyo[][] next = empty();
        for (int r = 0; r < HEIGHT; r++) {
            for (int c = 0; c < WIDTH; c++) {
                next[r][mirror ? WIDTH - 1 - c : c] = map[g[r][c].ordinal()];
            }
        }
        return next;
    }
}
