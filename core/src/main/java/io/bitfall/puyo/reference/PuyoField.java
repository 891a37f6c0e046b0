package io.bitfall.puyo.reference;

import io.bitfall.puyo.ChainResult;
import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoFormat;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The array reference for Puyo chains: the rules of {@code shared/spec/puyo.md} written for obviousness,
 * with the same public shape as the bitboard {@link io.bitfall.puyo.PuyoField}. It is the oracle the
 * engine is tested against and the baseline it is benchmarked against.
 *
 * <p>The field is a grid {@code cells[row][column]}; row 0 is the floor row (row 1 of the rules) and row
 * 12 the hidden row 13. A step finds groups by breadth-first search, pops all groups of 4 or more at
 * once (and garbage next to them), then compacts every column. Mutable, not thread-safe.
 */
public final class PuyoField {
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
    public PuyoField() {
        clear();
    }

    /** Parses a Tsu field (judge fields are Tsu fields too). */
    public static PuyoField parse(CharSequence text) {
        return parse(text, PuyoFormat.TSU);
    }

    /** Parses a field in the given format; see {@link FieldText}. */
    public static PuyoField parse(CharSequence text, PuyoFormat format) {
        return of(FieldText.parse(text, format));
    }

    /** A field holding {@code grid[row][column]} (row 0 is the floor row; 13 rows of 6). */
    public static PuyoField of(Puyo[][] grid) {
        PuyoField f = new PuyoField();
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                f.set(col, row + 1, grid[row][col]);
            }
        }
        return f;
    }

    /** The cell at {@code column} (0..5) and {@code row} (1..13, 1 is the floor row). */
    public Puyo get(int column, int row) {
        check(column, row);
        return cells[row - 1][column];
    }

    /** Puts {@code puyo} at {@code column} (0..5) and {@code row} (1..13). */
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

    /** The number of puyos on the field, garbage included. */
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

    /** True when no puyo has an empty cell below it. */
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

    /** Lets every puyo fall straight down until it rests on the floor or another puyo. */
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

    /** The number of chain steps that pop something (0 if nothing pops). The field is left unchanged. */
    public int chainCount() {
        PuyoField f = copy();
        int chains = 0;
        for (List<List<int[]>> groups; !(groups = f.poppingGroups()).isEmpty(); chains++) {
            f.removeAndFall(f.popMask(groups));
        }
        return chains;
    }

    /** Runs the whole chain in place and returns its {@link ChainSummary} (chain count and score). */
    public long resolveInPlace() {
        int chains = 0;
        int score = 0;
        for (ChainStep s; (s = step(chains + 1)) != null; ) {
            chains++;
            score += s.score();
        }
        return ChainSummary.of(chains, score);
    }

    // ---- Placing pairs (Tsu rules) ----

    /** The number of puyos in {@code column} (0..5); on a settled field, the row of its top puyo. */
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

    /** The game is lost when the spawn column (the third from the left) is filled in row 12. */
    public boolean isGameOver() {
        return cells[11][SPAWN_COLUMN] != Puyo.EMPTY;
    }

    /**
     * Whether a pair can be put at {@code placement}: the game is not over, and every column from the
     * spawn column to each column the pair lands in, both ends included, is free in row 12.
     */
    public boolean isLegal(Placement placement) {
        int from = Math.min(SPAWN_COLUMN, Math.min(placement.column(), placement.childColumn()));
        int to = Math.max(SPAWN_COLUMN, Math.max(placement.column(), placement.childColumn()));
        for (int col = from; col <= to; col++) {
            if (cells[11][col] != Puyo.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes the distinct legal placements of {@code pair} into {@code out} in {@link Placement#ALL} order
     * and returns how many there are; for a pair of one colour, DOWN and LEFT repeat UP and RIGHT and are
     * left out.
     */
    public int legalPlacements(PuyoPair pair, Placement[] out) {
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
     * Drops {@code pair} at {@code placement}: the lower puyo lands first, each falls on its own, and a
     * puyo that would rest above row 13 is deleted. Nothing pops here.
     */
    public void place(PuyoPair pair, Placement placement) {
        if (placement.rotation() == Rotation.DOWN) {
            drop(placement.childColumn(), pair.child());
            drop(placement.column(), pair.axis());
        } else {
            drop(placement.column(), pair.axis());
            drop(placement.childColumn(), pair.child());
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

    /** {@link #place} then {@link #resolveInPlace}. */
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        place(pair, placement);
        return resolveInPlace();
    }

    /**
     * Fills {@code out} with the chain that dropping 1, 2 or 3 puyos of each colour on each column would
     * fire. The field is left unchanged.
     */
    public void chainPotential(ChainPotential out) {
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
        for (int col = 0; col < WIDTH; col++) {
            for (int colour = 0; colour < colours.length; colour++) {
                for (int count = 1; count <= ChainPotential.MAX_DROP; count++) {
                    PuyoField f = copy();
                    for (int k = 0; k < count; k++) {
                        f.drop(col, colours[colour]);
                    }
                    out.put(col, colour, count, f.resolveInPlace());
                }
            }
        }
    }

    /** Runs the whole chain on a copy: chain count, score, every step's details and the final field. */
    public ChainResult<PuyoField> resolve() {
        PuyoField f = copy();
        List<ChainStep> steps = new ArrayList<>();
        int score = 0;
        for (ChainStep s; (s = f.step(steps.size() + 1)) != null; ) {
            steps.add(s);
            score += s.score();
        }
        return new ChainResult<>(steps.size(), score, steps, f);
    }

    /**
     * Runs one chain step in place: pops every group of 4 or more (and garbage next to them), then lets
     * the rest fall.
     *
     * @param chain the step's number in its chain (1 for the first), which sets its chain power
     * @return the step's details, or {@code null} (and the field unchanged) if nothing pops
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
        removeAndFall(pop);
        sizes.sort(null);
        int score = ChainStep.stepScore(chain, coloured, colours.size(), groupBonus);
        return new ChainStep(chain, coloured, garbage, colours, sizes, score);
    }

    /** Empties the cells marked in {@code pop}, then lets the rest fall. */
    private void removeAndFall(boolean[][] pop) {
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                if (pop[row][col]) {
                    cells[row][col] = Puyo.EMPTY;
                }
            }
        }
        settle();
    }

    /** A new field holding only the puyos that pop in the next step (garbage included). */
    public PuyoField popping() {
        boolean[][] pop = popMask(poppingGroups());
        PuyoField p = new PuyoField();
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

    /** A copy of this field. */
    public PuyoField copy() {
        PuyoField f = new PuyoField();
        f.copyFrom(this);
        return f;
    }

    /** Makes this field equal to {@code other}. */
    public void copyFrom(PuyoField other) {
        for (int row = 0; row < HEIGHT; row++) {
            System.arraycopy(other.cells[row], 0, cells[row], 0, WIDTH);
        }
    }

    /** Empties the field. */
    public void clear() {
        for (Puyo[] row : cells) {
            Arrays.fill(row, Puyo.EMPTY);
        }
    }

    // ---- For AI authors: identity and evaluation features ----

    /** Bit {@code c} of a colour mask stands for colour {@code c} in {@link Puyo} order: all five colours. */
    public static final int ALL_COLOURS = 0b11111;

    /**
     * A 64-bit hash of the field's contents, equal to the engine's {@link io.bitfall.puyo.PuyoField#hash64}
     * for the same contents: the same formula on the same twelve words, which this method builds from the
     * grid (word {@code 2p + (column < 4 ? 0 : 1)} of plane {@code p}, bit {@code 16 (column mod 4) + row - 1};
     * planes red, green, blue, purple, yellow, garbage).
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

    /** Whether {@code other} holds the same puyo in every cell (rows 1..13). */
    public boolean contentEquals(PuyoField other) {
        return Arrays.deepEquals(cells, other.cells);
    }

    /**
     * The number of same-colour connected groups of exactly {@code size} puyos (1, 2 or 3) within rows
     * 1..12; garbage and row 13 take part in no group.
     *
     * @throws IllegalArgumentException if {@code size} is not 1, 2 or 3
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
     * Writes the number of puyos in each column, {@code out[0]} (left) to {@code out[5]}, as
     * {@link #height}.
     *
     * @throws IllegalArgumentException if {@code out} has room for fewer than 6 heights
     */
    public void heights(int[] out) {
        if (out.length < WIDTH) {
            throw new IllegalArgumentException("heights need an array of 6 or more, was " + out.length);
        }
        for (int col = 0; col < WIDTH; col++) {
            out[col] = height(col);
        }
    }

    /** A new field holding this one mirrored: column {@code c} becomes column {@code 5 - c}. */
    public PuyoField mirrored() {
        PuyoField f = new PuyoField();
        f.mirrorFrom(this);
        return f;
    }

    /** Makes this field {@code other} mirrored; {@code other} may be this field. */
    public void mirrorFrom(PuyoField other) {
        for (int row = 0; row < HEIGHT; row++) {
            Puyo[] from = other.cells[row].clone();
            for (int col = 0; col < WIDTH; col++) {
                cells[row][col] = from[WIDTH - 1 - col];
            }
        }
    }

    /**
     * {@link #chainPotential(ChainPotential)} for the colours in {@code colourMask} only (bit {@code c} for
     * colour {@code c} in {@link Puyo} order); entries of the other colours are 0.
     *
     * @throws IllegalArgumentException if {@code colourMask} is 0 or has bits outside {@link #ALL_COLOURS}
     */
    public void chainPotential(ChainPotential out, int colourMask) {
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
        out.clear();
        for (int col = 0; col < WIDTH; col++) {
            for (int colour = 0; colour < colours.length; colour++) {
                if ((colourMask & 1 << colour) == 0) {
                    continue;
                }
                for (int count = 1; count <= ChainPotential.MAX_DROP; count++) {
                    PuyoField f = copy();
                    for (int k = 0; k < count; k++) {
                        f.drop(col, colours[colour]);
                    }
                    out.put(col, colour, count, f.resolveInPlace());
                }
            }
        }
    }

    /** The grid {@code [row][column]}, row 0 the floor row, 13 rows of 6. */
    public Puyo[][] toGrid() {
        Puyo[][] grid = new Puyo[HEIGHT][];
        for (int row = 0; row < HEIGHT; row++) {
            grid[row] = cells[row].clone();
        }
        return grid;
    }

    /** The text format: 12 lines, or 13 when row 13 holds a puyo; each line ends with a newline. */
    public String format() {
        return FieldText.format(cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PuyoField && Arrays.deepEquals(cells, ((PuyoField) o).cells);
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
