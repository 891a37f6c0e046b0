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
package io.bitfall.puyo.reference;

import io.bitfall.puyo.ChainResult;
import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.Rotation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The array reference for Puyo chains: the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a> written for obviousness,
 * with the same public shape as the bitboard {@link PuyoField}: both implement
 * {@link PuyoSimulator}. It is the oracle the engine is tested against and the baseline it is benchmarked
 * against.
 *
 * <p>The field is a grid {@code cells[row][column]}; row 0 is the floor row (row 1 of the rules) and row
 * 12 the hidden row 13. A step finds groups by breadth-first search, pops all groups of 4 or more at
 * once (and garbage next to them), then compacts every column.
 *
 * <p>Mutable and not thread-safe, like every {@link PuyoSimulator}: what threads may share, settled and
 * unsettled fields and what every method does are stated there once.
 */
public final class ReferencePuyoField implements PuyoSimulator<ReferencePuyoField> {
    /** Columns. */
    public static final int WIDTH = FieldText.WIDTH;
    /** Rows, the hidden row 13 included. */
    public static final int HEIGHT = FieldText.HEIGHT;
    /** The spawn column of pairs: the third from the left. */
    public static final int SPAWN_COLUMN = 2;
    /** Rows 1..12 take part in groups; row 13 never does. */
    private static final int GROUP_ROWS = 12;

    private final Puyo[][] cells = new Puyo[HEIGHT][WIDTH];

    /** An empty field. */
    public ReferencePuyoField() {
        clear();
    }

    /**
     * Parses a Tsu field (judge fields are Tsu fields too).
     *
     * @param text the field's lines, the top row first
     * @return the field
     */
    public static ReferencePuyoField parse(CharSequence text) {
        return parse(text, PuyoFormat.TSU);
    }

    /**
     * Parses a field in the given format; see {@link FieldText}.
     *
     * @param text   the field's lines, the top row first
     * @param format which text is accepted
     * @return the field
     */
    public static ReferencePuyoField parse(CharSequence text, PuyoFormat format) {
        return of(FieldText.parse(text, format));
    }

    /**
     * A field holding {@code grid[row][column]}: row 0 is the floor row; 13 rows of 6, or 12 rows of 6 for
     * a field whose row 13 is empty (the judge's shape). The grid need not be settled.
     *
     * @param grid the cells, {@code grid[row][column]}
     * @return a new field with those cells
     * @throws IllegalArgumentException if the grid has another shape, see {@link FieldText#checkGrid}
     * @throws NullPointerException     if the grid, a row or a cell is null
     */
    public static ReferencePuyoField of(Puyo[][] grid) {
        int rows = FieldText.checkGrid(grid);
        ReferencePuyoField f = new ReferencePuyoField();
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < WIDTH; col++) {
                f.set(col, row + 1, grid[row][col]);
            }
        }
        return f;
    }

    /**
     * {@inheritDoc}
     */
    public Puyo get(int column, int row) {
        check(column, row);
        return cells[row - 1][column];
    }

    /**
     * {@inheritDoc}
     */
    public void set(int column, int row, Puyo puyo) {
        check(column, row);
        if (puyo == null) {
            throw new NullPointerException("puyo");
        }
        cells[row - 1][column] = puyo;
    }

    private static void check(int column, int row) {
        if (column < 0 || column >= WIDTH || row < 1 || row > HEIGHT) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row
                    + ") is outside the field (columns 0..5, rows 1..13)");
        }
    }

    /**
     * {@inheritDoc}
     */
    public int count() {
        int n = 0;
        for (Puyo[] row : cells) {
            for (Puyo p : row) {
                if (p != Puyo.EMPTY) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * {@inheritDoc}
     */
    public boolean isSettled() {
        for (int row = 1; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (cells[row][col] != Puyo.EMPTY && cells[row - 1][col] == Puyo.EMPTY) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * {@inheritDoc}
     */
    public void settle() {
        for (int col = 0; col < WIDTH; col++) {
            int to = 0;
            for (int row = 0; row < HEIGHT; row++) {
                Puyo p = cells[row][col];
                if (p != Puyo.EMPTY) {
                    cells[row][col] = Puyo.EMPTY;
                    cells[to++][col] = p;
                }
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Resolves a copy step by step (see the class comment), allocating the copy and the groups.
     */
    public int chainCount() {
        ReferencePuyoField f = copy();
        int chains = 0;
        for (List<List<int[]>> groups; !(groups = f.poppingGroups()).isEmpty(); chains++) {
            f.removeAndFall(f.popMask(groups));
        }
        return chains;
    }

    /**
     * {@inheritDoc}
     */
    public long resolveInPlace() {
        int chains = 0;
        int score = 0;
        boolean allClear = false;
        for (ChainStep s; (s = step(chains + 1)) != null; ) {
            chains++;
            score += s.score();
            allClear = s.allClear();
        }
        return ChainSummary.of(chains, score, 0, allClear);
    }

    /**
     * {@inheritDoc}
     */
    public long resolveInPlaceWithFrames() {
        int chains = 0;
        int score = 0;
        int frames = 0;
        boolean allClear = false;
        for (ChainStep s; (s = step(chains + 1)) != null; ) {
            chains++;
            score += s.score();
            frames += s.frames();
            allClear = s.allClear();
        }
        return ChainSummary.of(chains, score, frames, allClear);
    }

    /** {@inheritDoc} Allocates: the reference runs {@link #step} and packs its result. */
    @Override
    public long stepInPlace(int chain) {
        ChainStep s = step(chain);
        return s == null ? 0L : ChainSummary.of(1, s.score(), s.frames(), s.allClear());
    }

    // ---- Placing pairs (Tsu rules) ----

    /**
     * {@inheritDoc}
     */
    public int height(int column) {
        if (column < 0 || column >= WIDTH) {
            throw new IndexOutOfBoundsException("column " + column + " is outside 0..5");
        }
        int h = 0;
        for (int row = 0; row < HEIGHT; row++) {
            if (cells[row][column] != Puyo.EMPTY) {
                h++;
            }
        }
        return h;
    }

    /**
     * {@inheritDoc}
     */
    public boolean isGameOver() {
        return cells[11][SPAWN_COLUMN] != Puyo.EMPTY;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Walks the rule column by column, as the rules document writes it.
     *
     * @throws NullPointerException {@inheritDoc}
     */
    public boolean isLegal(Placement placement) {
        Objects.requireNonNull(placement, "placement");
        if (isGameOver()) {
            return false;
        }
        int axis = placement.column();
        int child = placement.childColumn();
        int target = Math.abs(axis - SPAWN_COLUMN) >= Math.abs(child - SPAWN_COLUMN) ? axis : child;
        List<Integer> path = new ArrayList<>();
        int step = target < SPAWN_COLUMN ? -1 : 1;
        for (int col = SPAWN_COLUMN; ; col += step) {
            path.add(col);
            if (col == target) {
                break;
            }
        }
        boolean high = height(SPAWN_COLUMN - 1) >= 12 && height(SPAWN_COLUMN + 1) >= 12;
        for (int i = 1; i < path.size(); i++) {
            int h = height(path.get(i));
            if (h <= 11) {
                high = false;
            } else if (h == 12) {
                boolean stepUp = height(path.get(i - 1)) == 11;
                boolean twelveBefore = i >= 2 && height(path.get(i - 2)) == 12;
                if (!high && (stepUp || twelveBefore)) {
                    high = true;
                } else if (!high) {
                    return false;
                }
            } else {
                return false;
            }
        }
        return !(placement.rotation() == Rotation.DOWN && height(axis) >= 12);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     * @throws NullPointerException     {@inheritDoc}
     */
    public int legalPlacements(PuyoPair pair, Placement[] out) {
        if (pair == null || out == null) {
            throw new NullPointerException(pair == null ? "pair is null" : "out is null");
        }
        if (out.length < Placement.ALL.size()) {
            throw new IllegalArgumentException("out has room for " + out.length + " placements, needs "
                    + Placement.ALL.size());
        }
        int n = 0;
        for (Placement p : Placement.ALL) {
            boolean mirror = p.rotation() == Rotation.DOWN || p.rotation() == Rotation.LEFT;
            if (isLegal(p) && !(pair.isSameColour() && mirror)) {
                out[n++] = p;
            }
        }
        return n;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException {@inheritDoc}
     * @throws NullPointerException  {@inheritDoc}
     */
    public void place(PuyoPair pair, Placement placement) {
        requireSettled("place");
        if (pair == null || placement == null) {
            throw new NullPointerException(pair == null ? "pair is null" : "placement is null");
        }
        if (placement.rotation() == Rotation.DOWN) {
            drop(placement.childColumn(), pair.child());
            drop(placement.column(), pair.axis());
        } else {
            drop(placement.column(), pair.axis());
            drop(placement.childColumn(), pair.child());
        }
    }

    /**
     * Throws if the field is not settled, naming the first hole: the lowest empty cell, leftmost column
     * first, with a puyo right above it.
     */
    private void requireSettled(String operation) {
        for (int col = 0; col < WIDTH; col++) {
            for (int row = 0; row + 1 < HEIGHT; row++) {
                if (cells[row][col] == Puyo.EMPTY && cells[row + 1][col] != Puyo.EMPTY) {
                    throw new IllegalStateException(operation + " needs a settled field, but column " + col
                            + " has a puyo in row " + (row + 2) + " above the empty row " + (row + 1)
                            + "; call settle() first");
                }
            }
        }
    }

    /** Puts {@code puyo} on the lowest empty cell of {@code column}, or deletes it if there is none. */
    private void drop(int column, Puyo puyo) {
        for (int row = 0; row < HEIGHT; row++) {
            if (cells[row][column] == Puyo.EMPTY) {
                cells[row][column] = puyo;
                return;
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    public void dropGarbage(int rows, int extraColumns) {
        if (rows < 0 || rows > HEIGHT) {
            throw new IllegalArgumentException("garbage rows " + rows + " is outside 0..13");
        }
        if (extraColumns < 0 || extraColumns >= 1 << WIDTH) {
            throw new IllegalArgumentException("extra garbage columns 0x" + Integer.toHexString(extraColumns)
                    + " is not a 6-bit column mask");
        }
        if (Integer.bitCount(extraColumns) == WIDTH) {
            throw new IllegalArgumentException("extra garbage columns 0x3f names all 6 columns; at most 5"
                    + " (a full row is one more in rows)");
        }
        for (int col = 0; col < WIDTH; col++) {
            int count = rows + ((extraColumns & 1 << col) != 0 ? 1 : 0);
            for (int k = 0; k < count; k++) {
                int top = HEIGHT - 1;
                while (top >= 0 && cells[top][col] == Puyo.EMPTY) {
                    top--;
                }
                if (top + 1 < HEIGHT) {
                    cells[top + 1][col] = Puyo.GARBAGE;
                }
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException {@inheritDoc}
     * @throws NullPointerException  {@inheritDoc}
     */
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        place(pair, placement);
        return resolveInPlace();
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException {@inheritDoc}
     * @throws NullPointerException  {@inheritDoc}
     */
    public void chainPotential(ChainPotential out) {
        chainPotential(out, ALL_COLOURS);
    }

    /**
     * {@inheritDoc}
     */
    public ChainResult<ReferencePuyoField> resolve() {
        ReferencePuyoField f = copy();
        List<ChainStep> steps = new ArrayList<>();
        int score = 0;
        for (ChainStep s; (s = f.step(steps.size() + 1)) != null; ) {
            steps.add(s);
            score += s.score();
        }
        return new ChainResult<>(steps.size(), score, steps, f);
    }

    /**
     * {@inheritDoc}
     */
    public ChainStep step(int chain) {
        if (chain < 1) {
            throw new IllegalArgumentException("chain must be 1 or more, was " + chain);
        }
        List<List<int[]>> groups = poppingGroups();
        if (groups.isEmpty()) {
            return null;
        }
        List<Integer> sizes = new ArrayList<>();
        Set<Puyo> colours = EnumSet.noneOf(Puyo.class);
        int coloured = 0;
        int groupBonus = 0;
        for (List<int[]> group : groups) {
            int[] first = group.get(0);
            colours.add(cells[first[0]][first[1]]);
            sizes.add(group.size());
            coloured += group.size();
            groupBonus += ChainStep.groupBonus(group.size());
        }
        boolean[][] pop = popMask(groups);
        int garbage = 0;
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (pop[row][col] && cells[row][col] == Puyo.GARBAGE) {
                    garbage++;
                }
            }
        }
        int longestFall = removeAndFall(pop);
        sizes.sort(null);
        int score = ChainStep.stepScore(chain, coloured, colours.size(), groupBonus);
        int frames = ChainStep.stepFrames(longestFall);
        return new ChainStep(chain, coloured, garbage, colours, sizes, score, frames, count() == 0);
    }

    /**
     * Empties the cells marked in {@code pop}, then lets the rest fall; returns the most rows any puyo
     * fell (a puyo falls by the number of empty cells below it).
     */
    private int removeAndFall(boolean[][] pop) {
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (pop[row][col]) {
                    cells[row][col] = Puyo.EMPTY;
                }
            }
        }
        int longest = 0;
        for (int col = 0; col < WIDTH; col++) {
            int emptyBelow = 0;
            for (int row = 0; row < HEIGHT; row++) {
                if (cells[row][col] == Puyo.EMPTY) {
                    emptyBelow++;
                } else {
                    longest = Math.max(longest, emptyBelow);
                }
            }
        }
        settle();
        return longest;
    }

    /**
     * {@inheritDoc}
     */
    public ReferencePuyoField popping() {
        boolean[][] pop = popMask(poppingGroups());
        ReferencePuyoField p = new ReferencePuyoField();
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (pop[row][col]) {
                    p.cells[row][col] = cells[row][col];
                }
            }
        }
        return p;
    }

    /** Every group of 4 or more same-coloured puyos in rows 1..12, each as a list of {row, column}. */
    private List<List<int[]>> poppingGroups() {
        List<List<int[]>> groups = new ArrayList<>();
        boolean[][] seen = new boolean[HEIGHT][WIDTH];
        for (int row = 0; row < GROUP_ROWS; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (!seen[row][col] && cells[row][col].isColour()) {
                    List<int[]> group = group(row, col, seen);
                    if (group.size() >= 4) {
                        groups.add(group);
                    }
                }
            }
        }
        return groups;
    }

    /** The cells of the group holding ({@code row}, {@code col}), found by breadth-first search. */
    private List<int[]> group(int row, int col, boolean[][] seen) {
        Puyo colour = cells[row][col];
        List<int[]> group = new ArrayList<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        seen[row][col] = true;
        queue.add(new int[] {row, col});
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            group.add(cell);
            int[][] next = {{cell[0] + 1, cell[1]}, {cell[0] - 1, cell[1]}, {cell[0], cell[1] + 1}, {cell[0], cell[1] - 1}};
            for (int[] n : next) {
                if (n[0] >= 0 && n[0] < GROUP_ROWS && n[1] >= 0 && n[1] < WIDTH
                        && !seen[n[0]][n[1]] && cells[n[0]][n[1]] == colour) {
                    seen[n[0]][n[1]] = true;
                    queue.add(n);
                }
            }
        }
        return group;
    }

    /** The cells that pop: the groups, and garbage in rows 1..12 next to a cell of a group. */
    private boolean[][] popMask(List<List<int[]>> groups) {
        boolean[][] inGroup = new boolean[HEIGHT][WIDTH];
        for (List<int[]> group : groups) {
            for (int[] cell : group) {
                inGroup[cell[0]][cell[1]] = true;
            }
        }
        boolean[][] pop = new boolean[HEIGHT][];
        for (int row = 0; row < HEIGHT; row++) {
            pop[row] = inGroup[row].clone();
        }
        for (int row = 0; row < GROUP_ROWS; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (cells[row][col] == Puyo.GARBAGE
                        && ((row > 0 && inGroup[row - 1][col]) || inGroup[row + 1][col]
                            || (col > 0 && inGroup[row][col - 1]) || (col + 1 < WIDTH && inGroup[row][col + 1]))) {
                    pop[row][col] = true;
                }
            }
        }
        return pop;
    }

    /**
     * {@inheritDoc}
     */
    public ReferencePuyoField copy() {
        ReferencePuyoField f = new ReferencePuyoField();
        f.copyFrom(this);
        return f;
    }

    /**
     * {@inheritDoc}
     */
    public void copyFrom(ReferencePuyoField other) {
        for (int row = 0; row < HEIGHT; row++) {
            System.arraycopy(other.cells[row], 0, cells[row], 0, WIDTH);
        }
    }

    /**
     * {@inheritDoc}
     */
    public void clear() {
        for (Puyo[] row : cells) {
            Arrays.fill(row, Puyo.EMPTY);
        }
    }

    // ---- For AI authors: identity and evaluation features ----

    /** Bit {@code c} of a colour mask stands for colour {@code c} in {@link Puyo} order: all five colours. */
    public static final int ALL_COLOURS = 0b11111;

    /**
     * {@inheritDoc}
     *
     * <p>Builds the twelve words from the grid (word {@code 2p + (column < 4 ? 0 : 1)} of plane {@code p}, bit
     * {@code 16 (column mod 4) + row - 1}) and hashes them with the engine's formula.
     */
    public long hash64() {
        long[] words = new long[12];
        for (int row = 1; row <= HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                Puyo p = cells[row - 1][col];
                if (p != Puyo.EMPTY) {
                    int plane = p.ordinal() - 1;
                    words[2 * plane + (col < 4 ? 0 : 1)] |= 1L << 16 * (col % 4) + row - 1;
                }
            }
        }
        long sum = 0;
        for (int i = 0; i < words.length; i++) {
            sum += fmix64(words[i] + (i + 1) * 0x9E37_79B9_7F4A_7C15L);
        }
        return fmix64(sum);
    }

    /** MurmurHash3's 64-bit finaliser. */
    private static long fmix64(long x) {
        x ^= x >>> 33;
        x *= 0xFF51_AFD7_ED55_8CCDL;
        x ^= x >>> 33;
        x *= 0xC4CE_B9FE_1A85_EC53L;
        return x ^ x >>> 33;
    }

    /**
     * {@inheritDoc}
     */
    public boolean contentEquals(ReferencePuyoField other) {
        return Arrays.deepEquals(cells, other.cells);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    public int groupsOfSize(int size) {
        if (size < 1 || size > 3) {
            throw new IllegalArgumentException("group size must be 1, 2 or 3, was " + size);
        }
        boolean[][] seen = new boolean[HEIGHT][WIDTH];
        int n = 0;
        for (int row = 0; row < GROUP_ROWS; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (!seen[row][col] && cells[row][col].isColour() && group(row, col, seen).size() == size) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    public void heights(int[] out) {
        if (out.length < WIDTH) {
            throw new IllegalArgumentException("heights need an array of 6 or more, was " + out.length);
        }
        for (int col = 0; col < WIDTH; col++) {
            out[col] = height(col);
        }
    }

    /**
     * {@inheritDoc}
     */
    public ReferencePuyoField mirrored() {
        ReferencePuyoField f = new ReferencePuyoField();
        f.mirrorFrom(this);
        return f;
    }

    /**
     * {@inheritDoc}
     */
    public void mirrorFrom(ReferencePuyoField other) {
        for (int row = 0; row < HEIGHT; row++) {
            Puyo[] from = other.cells[row].clone();
            for (int col = 0; col < WIDTH; col++) {
                cells[row][col] = from[WIDTH - 1 - col];
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    public void chainPotential(ChainPotential out, int colourMask) {
        if (out == null) {
            throw new NullPointerException("out is null");
        }
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        requireSettled("chainPotential");
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
        out.clear();
        for (int col = 0; col < WIDTH; col++) {
            for (int colour = 0; colour < colours.length; colour++) {
                if ((colourMask & 1 << colour) == 0) {
                    continue;
                }
                for (int count = 1; count <= ChainPotential.MAX_DROP; count++) {
                    ReferencePuyoField f = copy();
                    for (int k = 0; k < count; k++) {
                        f.drop(col, colours[colour]);
                    }
                    out.put(col, colour, count, f.resolveInPlace());
                }
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Drops and resolves on a copy, puyo by puyo, as the definition says.
     */
    public long bestFiringDrop(int colourMask) {
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        requireSettled("bestFiringDrop");
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
        long best = 0;
        for (int col = 0; col < WIDTH; col++) {
            for (int colour = 0; colour < colours.length; colour++) {
                if ((colourMask & 1 << colour) == 0) {
                    continue;
                }
                ReferencePuyoField f = copy();
                for (int count = 1; count <= ChainPotential.MAX_DROP && f.height(col) < HEIGHT; count++) {
                    f.drop(col, colours[colour]);
                    long fired = f.resolveInPlace(); // if nothing pops, f is this field plus the drop
                    if (fired != 0) {
                        best = Math.max(best, fired);
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * {@inheritDoc}
     */
    public Puyo[][] toGrid() {
        Puyo[][] grid = new Puyo[HEIGHT][];
        for (int row = 0; row < HEIGHT; row++) {
            grid[row] = cells[row].clone();
        }
        return grid;
    }

    /**
     * {@inheritDoc}
     */
    public String format() {
        return FieldText.format(cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReferencePuyoField && Arrays.deepEquals(cells, ((ReferencePuyoField) o).cells);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(cells);
    }

    /** Same as {@link #format()}. */
    @Override
    public String toString() {
        return format();
    }
}
