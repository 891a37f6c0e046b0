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

import io.bitfall.puyo.reference.ReferencePuyoField;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A Puyo Puyo field of 6 columns by 13 rows (row 13 hidden) stored as bitboards, with the chain rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>: judge rules (Baekjoon 11559) and Tsu rules run through the same engine,
 * because a judge field is a Tsu field with an empty row 13 and no garbage. It implements
 * {@link PuyoSimulator}, as the array reference {@link ReferencePuyoField} does, so that
 * a search or a test written once runs on either.
 *
 * <h2>Bit layout</h2>
 * Every cell holds a 3-bit code, stored as three binary planes; each plane is two {@code long}s with one
 * 16-bit lane per column. Bit {@code r-1} of a lane is row {@code r}, so "down" is a right shift by one and
 * "next column" a shift by 16; bits 13..15 of every lane are always zero (guards that soak up carries).
 * <pre>
 *            bit 63        48 47        32 31        16 15         0
 *   lo word: [ column 3    ][ column 2    ][ column 1    ][ column 0    ]
 *   hi word: [ (unused)    ][ (unused)    ][ column 5    ][ column 4    ]
 *
 *   one lane: bit 15 14 13 | 12 | 11 10 ...  1  0
 *                 guard    | r13| r12 r11 ... r2 r1   (r1 is the floor row)
 *
 *   code (b2 b1 b0): empty 000, red 001, green 010, blue 011, garbage 100, purple 101, yellow 110
 * </pre>
 * The codes are chosen so that a cell holds a colour exactly when {@code b0 | b1} is set, and garbage when
 * only {@code b2} is. Two neighbours hold the same colour when they hold a colour and their codes are
 * equal: three XORs of shifted planes for all colours at once. Neighbour masks are shifts: up
 * {@code << 1}, down {@code >>> 1}, right {@code << 16} (carrying column 3 of lo into column 4 of hi), left
 * {@code >>> 16} (carrying column 4 back). Three binary planes replaced six one-hot planes (one per colour
 * and garbage): half the words to move in gravity and copies and fewer operations to find groups; the
 * measured ratios, set by set, are in core/docs/performance.md.
 *
 * <h2>Use in search loops</h2>
 * A field is mutable and not thread-safe: give every thread its own, and copy with {@link #copyFrom} into
 * a field you keep around to avoid allocation. {@link #chainCount()} allocates nothing after its first call
 * on a field (it keeps one scratch field) and leaves the field unchanged.
 *
 * <h2>Threads</h2>
 * Treat every method as a write: not even those that leave the field unchanged (such as
 * {@link #chainCount()}, {@link #chainPotential} and {@link #popping()}) may run on one field in two
 * threads at once, because they write scratch state kept inside the field. A field may move from one
 * thread to another with a happens-before edge (a queue, an executor, a join). The values it hands out
 * are immutable and may be shared freely: {@link Puyo}, {@link Placement}, {@link PuyoPair},
 * {@link ChainStep}, and a {@link ChainResult} except its {@link ChainResult#finalField() final field}, a
 * new field of its own.
 *
 * <h2>Settled and unsettled fields</h2>
 * A field is <em>settled</em> when no puyo has an empty cell below it ({@link #isSettled()}). Parsed fields
 * always are; {@link #set} can make one that is not. Dropping puyos needs a settled field:
 * {@link #place}, {@link #placeAndResolve} and {@link #chainPotential} throw
 * {@link IllegalStateException} on an unsettled one and change nothing. The chain methods
 * ({@link #chainCount()}, {@link #resolve()}, {@link #resolveInPlace()}, {@link #step}, {@link #popping()})
 * take the field as it lies: the first step pops the groups the puyos form where they are, floating ones
 * included, and only then does everything fall; if nothing pops, nothing falls. The reference behaves the
 * same way.
 *
 * <h2>The Vector API on JDK 25</h2>
 * On JDK 25 and later, started with {@code --add-modules jdk.incubator.vector}, {@link #chainCount()} and
 * {@link #resolveInPlace()} find the first step's seeds on 128-bit vectors of the incubating Vector API
 * instead of on {@code long}s: the answer is the same, and a field where nothing pops, the common case in
 * search, measured 0.7-0.9x the time once compiled (core/docs/performance.md). It suits long runs: the JIT
 * compiles it fully only after some time (about 0.7 s in a run of the command line), and until then it is
 * slower than the scalar test. A field then takes 80 bytes more (200 instead of 120), and the JVM prints
 * its warning about incubator modules once at start-up. Without the module, on earlier JDKs, or with
 * {@code -Dio.bitfall.vector=false}, the scalar test runs; {@link #usesVectorApi()} says which.
 */
public final class PuyoField implements PuyoSimulator<PuyoField> {
    /** Columns. */
    public static final int WIDTH = FieldText.WIDTH;
    /** Rows, the hidden row 13 included. */
    public static final int HEIGHT = FieldText.HEIGHT;
    /** The spawn column of pairs: the third from the left. */
    public static final int SPAWN_COLUMN = 2;

    private static final long LANES_LO = 0x0001_0001_0001_0001L;
    private static final long LANES_HI = 0x0000_0000_0001_0001L;
    private static final long ROWS_1_13 = 0x1FFFL;
    private static final long ROWS_1_12 = 0x0FFFL;
    /** Rows 1..11 of every lane: the lower cells of vertical pairs inside rows 1..12. */
    private static final long UP_PAIRS_LO = 0x07FFL * LANES_LO;
    private static final long UP_PAIRS_HI = 0x07FFL * LANES_HI;
    /** Row 12 of a lane: a puyo there in the spawn column ends the game. */
    private static final long ROW_12 = 1L << 11;
    /** Cells of rows 1..13 in each word. */
    static final long VALID_LO = ROWS_1_13 * LANES_LO;
    static final long VALID_HI = ROWS_1_13 * LANES_HI;
    /** Cells that can pop (rows 1..12) in each word. */
    static final long POP_LO = ROWS_1_12 * LANES_LO;
    static final long POP_HI = ROWS_1_12 * LANES_HI;
    /** The lowest 1, 2, 4 and 8 bits of every lane, cleared after in-lane shifts so nothing crosses lanes. */
    private static final long LOW1 = LANES_LO;
    private static final long LOW2 = 0x3L * LANES_LO;
    private static final long LOW4 = 0xFL * LANES_LO;
    private static final long LOW8 = 0xFFL * LANES_LO;

    /** Bit planes of the cell codes drawn above. */
    private static final int BITS = 3;
    /** The code of each plane index of {@link Puyo#plane()}: red, green, blue, purple, yellow, garbage. */
    static final int[] CODE_OF_PLANE = {0b001, 0b010, 0b011, 0b101, 0b110, 0b100};
    /** The plane index of each code, -1 for empty (000) and the unused code 111. */
    private static final int[] PLANE_OF_CODE = {-1, 0, 1, 2, 5, 3, 4, -1};
    private static final int GARBAGE = 5;

    /** Words of the code planes: two (lo, hi) per code bit. */
    static final int CODE_WORDS = 2 * BITS;

    /** {@code bits[2 * k]} is the lo word of code bit {@code k}, {@code bits[2 * k + 1]} its hi word. */
    private final long[] bits = new long[CODE_WORDS];

    /** Scratch for {@link #chainCount()}, made on first use. */
    private PuyoField scratch;
    /** The kernel of {@link #bestFiringDrop}, made on first use. */
    private FiringDropScan firingDrops;

    /**
     * The Vector API's edge and seed words for {@link #spreadSeeds}: made with the field where that path is
     * on (80 bytes more a field), so that no call allocates; {@code null} where it is off.
     */
    private final long[] vectorSeeds = VectorPopCheck.USABLE ? new long[VectorPopCheck.SEED_WORDS] : null;

    /** Cells that pop in the step found last by {@link #findPops}, garbage included. */
    private long popLo;
    private long popHi;
    /** Details of that step, filled only when {@code findPops(true)} ran. */
    private int coloured;
    private int garbage;
    private int colourCount;
    private int groupBonusSum;
    /** Group bonus by group size, for the sizes below 8 (a colour popping fewer than 8 is one group). */
    private static final int[] SMALL_GROUP_BONUS = {0, 0, 0, 0, 0, 2, 3, 4};

    /** An empty field. */
    public PuyoField() {
    }

    /**
     * Parses a Tsu field (judge fields are Tsu fields too).
     *
     * @param text the field's lines, the top row first
     * @return the field
     */
    public static PuyoField parse(CharSequence text) {
        return parse(text, PuyoFormat.TSU);
    }

    /**
     * Parses a field in the given format.
     *
     * @param text   the field's lines, the top row first
     * @param format which text is accepted
     * @return the field
     * @throws FieldFormatException naming line, column and character of the first problem
     */
    public static PuyoField parse(CharSequence text, PuyoFormat format) {
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
    public static PuyoField of(Puyo[][] grid) {
        int rows = FieldText.checkGrid(grid);
        PuyoField f = new PuyoField();
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < WIDTH; col++) {
                f.set(col, row + 1, grid[row][col]);
            }
        }
        return f;
    }

    /**
     * The cell at {@code column} (0..5, left to right) and {@code row} (1..13, 1 is the floor row).
     *
     * @param column the column, 0..5
     * @param row    the row, 1..13
     * @return what the cell holds
     */
    public Puyo get(int column, int row) {
        int word = checkedWord(column, row);
        int index = bitIndex(column, row);
        long[] b = bits;
        int code = (int) (b[word] >>> index & 1 | (b[word + 2] >>> index & 1) << 1 | (b[word + 4] >>> index & 1) << 2);
        return code == 0 ? Puyo.EMPTY : Puyo.ofPlane(PLANE_OF_CODE[code]);
    }

    /**
     * Puts {@code puyo} at {@code column} (0..5) and {@code row} (1..13). The field may then be unsettled;
     * see {@link #settle()}.
     *
     * @param column the column, 0..5
     * @param row    the row, 1..13
     * @param puyo   what the cell is to hold ({@link Puyo#EMPTY} clears it)
     */
    public void set(int column, int row, Puyo puyo) {
        int word = checkedWord(column, row);
        if (puyo == null) {
            throw new NullPointerException("puyo");
        }
        long bit = 1L << bitIndex(column, row);
        int code = puyo == Puyo.EMPTY ? 0 : CODE_OF_PLANE[puyo.plane()];
        for (int k = 0; k < BITS; k++) {
            bits[2 * k + word] = bits[2 * k + word] & ~bit | -(code >>> k & 1) & bit;
        }
    }

    static int checkedWord(int column, int row) {
        if (column < 0 || column >= WIDTH || row < 1 || row > HEIGHT) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row
                    + ") is outside the field (columns 0..5, rows 1..13)");
        }
        return column < 4 ? 0 : 1;
    }

    static int bitIndex(int column, int row) {
        return 16 * (column & 3) + row - 1;
    }

    /**
     * The number of puyos on the field, garbage included.
     *
     * @return the number of non-empty cells
     */
    public int count() {
        return Long.bitCount(occupied(0)) + Long.bitCount(occupied(1));
    }

    private long occupied(int word) {
        long[] b = bits;
        return b[word] | b[word + 2] | b[word + 4];
    }

    /**
     * The cells of {@code word} (0 lo, 1 hi) that hold the puyo of plane index {@code plane} (see
     * {@link Puyo#plane()}): where all three code bits match its code.
     */
    private long cellsOf(int plane, int word) {
        int code = CODE_OF_PLANE[plane];
        long[] b = bits;
        // Every code has a 1 bit, so no cell outside the field (all bits 0) matches.
        return ~((b[word] ^ -(code & 1)) | (b[word + 2] ^ -(code >>> 1 & 1)) | (b[word + 4] ^ -(code >>> 2 & 1)));
    }

    /**
     * True when no puyo has an empty cell below it.
     *
     * @return true if the field is settled
     */
    public boolean isSettled() {
        return isSettled(occupied(0), occupied(1));
    }

    /** Whether the occupied cells {@code lo} and {@code hi} have no empty cell below an occupied one. */
    private static boolean isSettled(long lo, long hi) {
        return ((lo >>> 1 & ~lo & VALID_LO) | (hi >>> 1 & ~hi & VALID_HI)) == 0;
    }

    /**
     * For {@link ByteFieldParser}: replaces this field by the code-plane words {@code words[0..6)} (the
     * layout above, as {@link #addCode} writes them) moved {@code rowsDown} rows down, if that field is
     * settled; otherwise returns false and leaves this field unchanged.
     */
    boolean loadSettled(long[] words, int rowsDown) {
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < bits.length; i += 2) {
            lo |= words[i] >>> rowsDown;
            hi |= words[i + 1] >>> rowsDown;
        }
        if (!isSettled(lo, hi)) {
            return false;
        }
        for (int i = 0; i < bits.length; i++) {
            bits[i] = words[i] >>> rowsDown;
        }
        return true;
    }

    /** Lets every puyo fall straight down until it rests on the floor or another puyo. */
    public void settle() {
        compact(bits, 0, occupied(0));
        compact(bits, 1, occupied(1));
    }

    /**
     * Whether {@link #chainCount()} and {@link #resolveInPlace()} decide their first step on the Vector API in
     * this JVM: JDK 25 or later, the module {@code jdk.incubator.vector} resolved
     * ({@code --add-modules jdk.incubator.vector}) and not turned off with {@code -Dio.bitfall.vector=false}.
     * Fixed when this class is loaded; either way the results are the same.
     *
     * @return whether the Vector API path is on
     */
    public static boolean usesVectorApi() {
        return VectorPopCheck.USABLE;
    }

    /**
     * The number of chain steps that pop something, starting from this field (0 if nothing pops). The
     * field is left unchanged; no allocation after the first call on this field. On an unsettled field the
     * first step pops before anything falls (see the class comment).
     *
     * @return the chain count, 0 if nothing pops
     */
    public int chainCount() {
        if (!firstPops(false)) {
            return 0; // decided on this field's own words: no copy
        }
        return chainCountFromPops();
    }

    /**
     * The rest of {@link #chainCount} once {@link #findPops} found something: kept apart so that
     * {@code chainCount} stays small enough for the JIT to inline, with its quick "nothing pops" answer.
     */
    private int chainCountFromPops() {
        PuyoField s = scratch();
        s.popLo = popLo;
        s.popHi = popHi;
        s.removePopsAndFall(bits); // the first step reads this field and writes the scratch: no copy
        int chains = 1;
        while (s.findPops(false)) {
            s.removePopsAndFall();
            chains++;
        }
        return chains;
    }

    /**
     * Runs the whole chain in place and returns its {@link ChainSummary}: chain count, score and whether
     * it ended in an all clear; the frames are left 0 (see {@link #resolveInPlaceWithFrames()}). No
     * allocation. On an unsettled field the first step pops before anything falls, and a field where
     * nothing pops stays as it is (see the class comment).
     *
     * @return the chain count, Tsu score and all-clear flag, packed as a {@link ChainSummary}
     */
    public long resolveInPlace() {
        if (!firstPops(true)) {
            return ChainSummary.of(0, 0); // inlined like chainCount's quick answer
        }
        return resolveFromPops();
    }

    /** The rest of {@link #resolveInPlace} once {@link #findPops} found something. */
    private long resolveFromPops() {
        int chains = 0;
        int score = 0;
        do {
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            removePopsAndFall();
        } while (findPops(true));
        return summaryOfChain(chains, score);
    }

    /**
     * For {@link FiringDropScan}: makes this field the code planes {@code src} after a first step that pops
     * the cells {@code firstLo}/{@code firstHi} of {@code src} (cells not in {@code src} need not be
     * given) and scores {@code firstScore}, runs the rest of the chain in place and returns its summary.
     */
    long resolveAfterFirstStep(long[] src, long firstLo, long firstHi, int firstScore) {
        popLo = firstLo;
        popHi = firstHi;
        removePopsAndFall(src);
        int chains = 1;
        int score = firstScore;
        while (findPops(true)) {
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            removePopsAndFall();
        }
        return summaryOfChain(chains, score);
    }

    /** The summary of a chain that popped something: an all clear if the field is now empty. */
    private long summaryOfChain(int chains, int score) {
        long summary = ChainSummary.of(chains, score);
        return isEmpty() ? summary | ChainSummary.ALL_CLEAR : summary;
    }

    /**
     * {@link #resolveInPlace()} that also counts the chain's frames (see {@link ChainStep#frames()}) into
     * its {@link ChainSummary}: chains, score, frames and all clear in one call, with no allocation. Kept
     * apart so that {@code resolveInPlace} does not pay for the frames.
     *
     * @return chains, score, frames and the all-clear flag, packed as a {@link ChainSummary}
     */
    public long resolveInPlaceWithFrames() {
        int chains = 0;
        int score = 0;
        int frames = 0;
        while (findPops(true)) {
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            frames += ChainStep.stepFrames(longestFall());
            removePopsAndFall();
        }
        return ChainSummary.of(chains, score, frames, chains != 0 && isEmpty());
    }

    /** Whether no cell holds a puyo, row 13 and garbage included. */
    private boolean isEmpty() {
        return (occupied(0) | occupied(1)) == 0;
    }

    /**
     * After {@link #findPops}: the most rows any puyo will fall once the popping cells are gone. In a lane
     * the top survivor falls farthest, by the empty cells under it: its bit length less the survivors.
     */
    private int longestFall() {
        long a = occupied(0) & ~popLo;
        long b = occupied(1) & ~popHi;
        int m = Math.max(laneFall(a), laneFall(a >>> 16));
        m = Math.max(m, Math.max(laneFall(a >>> 32), laneFall(a >>> 48)));
        return Math.max(m, Math.max(laneFall(b), laneFall(b >>> 16)));
    }

    /** The fall of the top puyo in the low lane of {@code lanes}. */
    private static int laneFall(long lanes) {
        int lane = (int) lanes & 0xFFFF;
        return 32 - Integer.numberOfLeadingZeros(lane) - Integer.bitCount(lane);
    }

    // ---- Placing pairs (Tsu rules) ----

    /**
     * The number of puyos in {@code column} (0..5); on a settled field, the row of its top puyo.
     *
     * @param column the column, 0..5
     * @return the puyos in it, 0..13
     */
    public int height(int column) {
        if (column < 0 || column >= WIDTH) {
            throw new IndexOutOfBoundsException("column " + column + " is outside 0..5");
        }
        return Long.bitCount(occupied(column >> 2) >>> 16 * (column & 3) & ROWS_1_13);
    }

    /**
     * The game is lost when the spawn column (the third from the left) is filled in row 12.
     *
     * @return true if row 12 of the third column holds a puyo
     */
    public boolean isGameOver() {
        return (occupied(0) >>> 16 * SPAWN_COLUMN & ROW_12) != 0;
    }

    /**
     * Whether a pair can be put at {@code placement} in real play, by the height rule of puyoai that
     * {@code core/docs/puyo-rules.md} ("Which placements real play can reach") states. With {@code h(c)} the
     * number of puyos in column {@code c} (row 13 included) and columns numbered 0..5 as everywhere in this
     * API (the spawn column is 2):
     * <ol>
     *   <li>Nothing is legal once the game is over ({@link #isGameOver()}).</li>
     *   <li>The pair's <em>target</em> is whichever of its columns lies farther from the spawn column; its
     *       <em>path</em> runs from the spawn column to the target, one column at a time.</li>
     *   <li>A flag <em>high</em> (the pair may travel in row 13, lifted by kicks off tall neighbours) starts
     *       true when {@code h(1) >= 12} and {@code h(3) >= 12}.</li>
     *   <li>Every column {@code c} of the path after the spawn column, with {@code p} the one before it and
     *       {@code q} the one before {@code p} (if any), must be passable: {@code h(c) <= 11} is passable
     *       and clears <em>high</em>; {@code h(c) = 12} is passable if <em>high</em>, or else, setting
     *       <em>high</em>, if {@code h(p) = 11} (a step up) or {@code h(q) = 12}; {@code h(c) = 13} is
     *       blocked.</li>
     *   <li>A pair with its child below the axis ({@link Rotation#DOWN}) cannot be put on a column with
     *       {@code h >= 12}.</li>
     * </ol>
     * No allocation.
     *
     * @param placement where the pair would go
     * @return true if the pair can be put there
     * @throws NullPointerException if {@code placement} is null
     */
    public boolean isLegal(Placement placement) {
        return (legalMask() >>> PLACEMENT_INDEX[placement.rotation().ordinal()][placement.column()] & 1) != 0;
    }

    /** The checks of {@link #legalPlacements}, done before anything is written. */
    private static void checkArguments(PuyoPair pair, Placement[] out) {
        if (pair == null || out == null) {
            throw new NullPointerException(pair == null ? "pair is null" : "out is null");
        }
        if (out.length < Placement.ALL.size()) {
            throw new IllegalArgumentException("out has room for " + out.length + " placements, needs "
                    + Placement.ALL.size());
        }
    }

    /** {@link Placement#ALL} as an array, for lookups by index. */
    private static final Placement[] PLACEMENTS = Placement.ALL.toArray(new Placement[0]);
    /** {@code PLACEMENT_INDEX[rotation][column]}: the placement's index in {@link Placement#ALL}. */
    private static final int[][] PLACEMENT_INDEX = new int[4][WIDTH];
    /** Bit {@code i} set for the placements {@code i} whose rotation is UP or RIGHT. */
    private static final int UP_OR_RIGHT;
    /** {@code DOWN_AT[c]}: the bit of placement (c, DOWN). */
    private static final int[] DOWN_AT = new int[WIDTH];
    /** {@code BY_TARGETS[m]}: the placements whose target column (see {@link #isLegal}) is in mask m. */
    private static final int[] BY_TARGETS = new int[1 << WIDTH];

    static {
        int upOrRight = 0;
        int[] byTarget = new int[WIDTH];
        for (int i = 0; i < PLACEMENTS.length; i++) {
            Placement p = PLACEMENTS[i];
            PLACEMENT_INDEX[p.rotation().ordinal()][p.column()] = i;
            if (p.rotation() == Rotation.UP || p.rotation() == Rotation.RIGHT) {
                upOrRight |= 1 << i;
            }
            if (p.rotation() == Rotation.DOWN) {
                DOWN_AT[p.column()] = 1 << i;
            }
            int a = p.column();
            int b = p.childColumn();
            int target = Math.abs(a - SPAWN_COLUMN) >= Math.abs(b - SPAWN_COLUMN) ? a : b;
            byTarget[target] |= 1 << i;
        }
        UP_OR_RIGHT = upOrRight;
        for (int m = 0; m < BY_TARGETS.length; m++) {
            for (int c = 0; c < WIDTH; c++) {
                if ((m & 1 << c) != 0) {
                    BY_TARGETS[m] |= byTarget[c];
                }
            }
        }
    }

    /**
     * Bit {@code i} set when placement {@code i} of {@link Placement#ALL} is legal (see {@link #isLegal}):
     * the column heights are read once, the reachable target columns follow from a few comparisons, and
     * tables turn them into placements.
     */
    private int legalMask() {
        long lo = occupied(0);
        long hi = occupied(1);
        if ((lo >>> 16 * SPAWN_COLUMN & ROW_12) != 0) {
            return 0; // game over
        }
        int h0 = Long.bitCount(lo & 0xFFFF);
        int h1 = Long.bitCount(lo >>> 16 & 0xFFFF);
        int h2 = Long.bitCount(lo >>> 32 & 0xFFFF);
        int h3 = Long.bitCount(lo >>> 48);
        int h4 = Long.bitCount(hi & 0xFFFF);
        int h5 = Long.bitCount(hi >>> 16);
        // A column passed at height 12 leaves "high" set and one passed lower clears it, so the flag before
        // each column after the first is just "the column before it is 12 high".
        boolean high = h1 >= 12 & h3 >= 12;
        boolean r3 = passable(h3, high | h2 == 11);
        boolean r4 = r3 & passable(h4, h3 == 12 | h3 == 11 | h2 == 12);
        boolean r5 = r4 & passable(h5, h4 == 12 | h4 == 11 | h3 == 12);
        boolean l1 = passable(h1, high | h2 == 11);
        boolean l0 = l1 & passable(h0, h1 == 12 | h1 == 11 | h2 == 12);
        int targets = 1 << SPAWN_COLUMN | bit(l0, 0) | bit(l1, 1) | bit(r3, 3) | bit(r4, 4) | bit(r5, 5);
        int downBlocked = (h0 >= 12 ? DOWN_AT[0] : 0) | (h1 >= 12 ? DOWN_AT[1] : 0) | (h2 >= 12 ? DOWN_AT[2] : 0)
                | (h3 >= 12 ? DOWN_AT[3] : 0) | (h4 >= 12 ? DOWN_AT[4] : 0) | (h5 >= 12 ? DOWN_AT[5] : 0);
        return BY_TARGETS[targets] & ~downBlocked;
    }

    /** A path column of height {@code h} can be passed: below 12, or 12 when the pair rides row 13. */
    private static boolean passable(int h, boolean lifted) {
        return h <= 11 | h == 12 & lifted;
    }

    private static int bit(boolean b, int index) {
        return b ? 1 << index : 0;
    }

    /**
     * Writes the distinct legal placements of {@code pair} into {@code out} (room for 22) in
     * {@link Placement#ALL} order and returns how many there are: 22 at most, 11 for a pair of one colour
     * (whose {@code DOWN} and {@code LEFT} placements repeat {@code UP} and {@code RIGHT}), fewer when
     * columns are out of reach (see {@link #isLegal}). No allocation.
     *
     * @param pair the pair to place
     * @param out  where the placements are written, room for 22
     * @return how many placements were written
     * @throws IllegalArgumentException if {@code out} has room for fewer than 22; nothing is written
     * @throws NullPointerException     if {@code pair} or {@code out} is null; nothing is written
     */
    public int legalPlacements(PuyoPair pair, Placement[] out) {
        checkArguments(pair, out);
        int legal = legalMask();
        if (pair.isSameColour()) {
            legal &= UP_OR_RIGHT;
        }
        int n = 0;
        for (; legal != 0; legal &= legal - 1) {
            out[n++] = PLACEMENTS[Integer.numberOfTrailingZeros(legal)];
        }
        return n;
    }

    /**
     * Drops {@code pair} at {@code placement}: each puyo falls on its own to rest on its column (for
     * {@link Rotation#DOWN} the child lands first, for {@link Rotation#UP} the axis), and a puyo that would
     * rest above row 13 is deleted. Nothing pops here; see {@link #placeAndResolve}. Legality is not
     * checked (see {@link #isLegal}).
     *
     * @param pair      the pair to drop
     * @param placement where it enters
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; the field is
     *                               then unchanged (call {@link #settle()} first)
     * @throws NullPointerException  if {@code pair} or {@code placement} is null; the field is then unchanged
     */
    public void place(PuyoPair pair, Placement placement) {
        // The occupancy words serve both the check and the landing rows: on a settled field a column's
        // puyo count is the row its next puyo lands on.
        long lo = occupied(0);
        long hi = occupied(1);
        if (!isSettled(lo, hi)) {
            throw notSettled("place");
        }
        int axisPlane = pair.axis().plane();
        int childPlane = pair.child().plane();
        int column = placement.column();
        int childColumn = placement.childColumn();
        int axisRow = landingRow(column, lo, hi);
        int childRow = landingRow(childColumn, lo, hi);
        if (column == childColumn) { // one column: the lower puyo lands first, the other on top of it
            if (placement.rotation() == Rotation.DOWN) {
                axisRow++;
            } else {
                childRow++;
            }
        }
        putLanded(column, axisRow, axisPlane);
        putLanded(childColumn, childRow, childPlane);
    }

    /** The 0-based row a puyo dropped on {@code column} of a settled field lands on (13 if it is full). */
    private static int landingRow(int column, long lo, long hi) {
        return Long.bitCount((column < 4 ? lo : hi) >>> 16 * (column & 3) & ROWS_1_13);
    }

    /** Puts a puyo of {@code plane} at 0-based {@code row} of {@code column}, or deletes it above row 13. */
    private void putLanded(int column, int row, int plane) {
        if (row < HEIGHT) {
            addCells(plane, column >> 2, 1L << 16 * (column & 3) + row);
        }
    }

    /** Puts puyos of plane index {@code plane} on the empty {@code cells} of {@code word} (0 lo, 1 hi). */
    private void addCells(int plane, int word, long cells) {
        addCode(bits, plane, word, cells);
    }

    /**
     * Sets the code of plane index {@code plane} (see {@link Puyo#plane()}) on the empty {@code cells} of
     * {@code word} (0 lo, 1 hi) in the code-plane words {@code b} (the layout above).
     */
    static void addCode(long[] b, int plane, int word, long cells) {
        int code = CODE_OF_PLANE[plane];
        b[word] |= cells & -(code & 1);
        b[word + 2] |= cells & -(code >>> 1 & 1);
        b[word + 4] |= cells & -(code >>> 2 & 1);
    }

    /**
     * Drops garbage onto the field: {@code rows} full rows, plus one more garbage puyo on each column
     * whose bit is set in {@code extraColumns} (bit {@code c} for column {@code c}, at most 5 of the 6
     * bits). Each garbage puyo lands on top of its column (above the column's top puyo); one that would
     * rest above row 13 is deleted. Nothing pops. The real game drops at most 5 rows (30 puyos) at a time
     * and picks the extra columns at random; here the caller picks them, so a search stays deterministic
     * ({@code n} garbage puyos are {@code n / 6} rows and {@code n % 6} extra columns). No allocation.
     *
     * @param rows         full rows, 0..13 (more could not change the field)
     * @param extraColumns a 6-bit column mask with at most 5 bits set
     * @throws IllegalArgumentException if {@code rows} or {@code extraColumns} is out of range; the field is
     *                                  then unchanged
     */
    public void dropGarbage(int rows, int extraColumns) {
        checkGarbage(rows, extraColumns);
        long lo = occupied(0);
        long hi = occupied(1);
        long addLo = 0;
        long addHi = 0;
        for (int col = 0; col < WIDTH; col++) {
            int shift = 16 * (col & 3);
            long lane = (col < 4 ? lo : hi) >>> shift & 0xFFFF;
            int top = 64 - Long.numberOfLeadingZeros(lane);
            int end = Math.min(HEIGHT, top + rows + (extraColumns >>> col & 1));
            long cells = (1L << end) - (1L << top) << shift; // rows top+1..end; empty when top is 13
            if (col < 4) {
                addLo |= cells;
            } else {
                addHi |= cells;
            }
        }
        addCells(GARBAGE, 0, addLo);
        addCells(GARBAGE, 1, addHi);
    }

    /** Checks the arguments of {@link #dropGarbage}. */
    private static void checkGarbage(int rows, int extraColumns) {
        if (rows < 0 || rows > HEIGHT) {
            throw new IllegalArgumentException("garbage rows " + rows + " is outside 0..13");
        }
        if (extraColumns < 0 || extraColumns >= 1 << WIDTH) {
            throw new IllegalArgumentException("extra garbage columns 0x" + Integer.toHexString(extraColumns)
                    + " is not a 6-bit column mask");
        }
        if (extraColumns == (1 << WIDTH) - 1) {
            throw new IllegalArgumentException("extra garbage columns 0x3f names all 6 columns; at most 5"
                    + " (a full row is one more in rows)");
        }
    }

    /**
     * {@link #place} then {@link #resolveInPlace}: the field after the move and its chain, and the chain's
     * {@link ChainSummary}. No allocation: copy the parent into a field you keep, then call this.
     *
     * @param pair      the pair to drop
     * @param placement where it enters
     * @return the chain count and Tsu score of the chain it fires, packed as a {@link ChainSummary}
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; the field is
     *                               then unchanged
     * @throws NullPointerException  if {@code pair} or {@code placement} is null; the field is then unchanged
     */
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        place(pair, placement);
        return resolveInPlace();
    }

    /**
     * Fills {@code out} with the chain that dropping 1, 2 or 3 puyos of each colour on each column would
     * fire (90 simulations), and its best entry. The field is left unchanged; no allocation after the first
     * call on this field.
     *
     * @param out the table to fill; its earlier contents are replaced
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; {@code out} is
     *                               then unchanged
     * @throws NullPointerException  if {@code out} is null
     */
    public void chainPotential(ChainPotential out) {
        chainPotential(out, ALL_COLOURS);
    }

    /**
     * Whether the cells {@code added} (in {@code word}) joined to {@code colour}'s plane lie in a group of 4
     * or more within rows 1..12.
     */
    private boolean reachesFour(int colour, int word, long added) {
        long a = cellsOf(colour, 0) & POP_LO;
        long b = cellsOf(colour, 1) & POP_HI;
        long ga;
        long gb;
        if (word == 0) {
            a |= added & POP_LO;
            ga = added & POP_LO;
            gb = 0;
        } else {
            b |= added & POP_HI;
            ga = 0;
            gb = added & POP_HI;
        }
        while (Long.bitCount(ga) + Long.bitCount(gb) < 4) {
            long na = (ga | ga << 1 | ga >>> 1 | ga << 16 | ga >>> 16 | gb << 48) & a;
            long nb = (gb | gb << 1 | gb >>> 1 | gb << 16 | gb >>> 16 | ga >>> 48) & b;
            if (na == ga && nb == gb) {
                return false;
            }
            ga = na;
            gb = nb;
        }
        return true;
    }

    /**
     * The exception for an operation that needs a settled field, naming the first hole: the lowest empty
     * cell, leftmost column first, with a puyo right above it. Worded as the reference words it.
     */
    private IllegalStateException notSettled(String operation) {
        for (int col = 0; col < WIDTH; col++) {
            for (int row = 1; row < HEIGHT; row++) {
                if (get(col, row) == Puyo.EMPTY && get(col, row + 1) != Puyo.EMPTY) {
                    return new IllegalStateException(operation + " needs a settled field, but column " + col
                            + " has a puyo in row " + (row + 1) + " above the empty row " + row
                            + "; call settle() first");
                }
            }
        }
        throw new AssertionError("the field is settled");
    }

    private PuyoField scratch() {
        PuyoField s = scratch;
        if (s == null) {
            s = scratch = new PuyoField();
        }
        return s;
    }

    /**
     * Runs the whole chain on a copy: chain count, score, every step's details and the final field. On an
     * unsettled field the first step pops before anything falls; if nothing pops, the final field is an
     * unsettled copy (see the class comment).
     *
     * @return the whole chain, with the field at its end
     */
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
     * the rest fall. The groups are those of the field as it lies, settled or not.
     *
     * @param chain the step's number in its chain (1 for the first), which sets its chain power
     * @return the step's details, or {@code null} (and the field unchanged) if nothing pops
     */
    public ChainStep step(int chain) {
        if (chain < 1) {
            throw new IllegalArgumentException("chain must be 1 or more, was " + chain);
        }
        if (!findPops(true)) {
            return null;
        }
        Set<Puyo> colours = EnumSet.noneOf(Puyo.class);
        List<Integer> sizes = new ArrayList<>(coloured / 4); // every group has 4 or more
        for (int c = 0; c < Puyo.COLOURS.length; c++) {
            long xa = cellsOf(c, 0) & popLo;
            long xb = cellsOf(c, 1) & popHi;
            if ((xa | xb) != 0) {
                colours.add(Puyo.COLOURS[c]);
                splitGroups(xa, xb, sizes);
            }
        }
        sizes.sort(null);
        int score = ChainStep.stepScore(chain, coloured, colourCount, groupBonusSum);
        int frames = ChainStep.stepFrames(longestFall());
        removePopsAndFall();
        return new ChainStep(chain, coloured, garbage, colours, sizes, score, frames, isEmpty());
    }

    /**
     * A new field holding only the puyos that pop in the next step (garbage included).
     *
     * @return a field holding the popping puyos, empty if nothing pops
     */
    public PuyoField popping() {
        PuyoField p = new PuyoField();
        if (findPops(false)) {
            for (int i = 0; i < bits.length; i += 2) {
                p.bits[i] = bits[i] & popLo;
                p.bits[i + 1] = bits[i + 1] & popHi;
            }
        }
        return p;
    }

    /**
     * {@link #findPops} for the first step of {@link #chainCount} and {@link #resolveInPlace}: where
     * {@link VectorPopCheck#USABLE}, the seed test runs on the Vector API, which decides the common "nothing
     * pops" fastest, and hands its words to {@link #spreadSeeds}. The steps after it keep the scalar
     * {@code findPops}, inlined into the chain loops (the vector test there, a call per step, measured
     * slower on chains).
     */
    private boolean firstPops(boolean detail) {
        if (!VectorPopCheck.USABLE) {
            return findPops(detail);
        }
        long[] v = vectorSeeds;
        return VectorPopCheck.anyPops(bits, v) && spreadSeeds(detail, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
    }

    /**
     * Finds the cells that pop now into {@link #popLo}/{@link #popHi}; with {@code detail} also counts
     * groups, sizes and colours. Returns whether anything pops.
     *
     * <p>Works on all colours at once through four <em>edge masks</em>: {@code u} marks the cells whose
     * neighbour above has the same colour, {@code d} below, {@code l} left, {@code r} right (rows 1..12
     * only). A group has 4 or more cells exactly when it holds a cell with 3 same-colour neighbours, or
     * two same-colour neighbours with 2 each (a connected set whose cells all have at most 2 neighbours is
     * a path or a cycle, and two adjacent inner cells of a path bring two more). Those cells are the
     * seeds: none means nothing pops, the common case, decided here. {@link #spreadSeeds} finds the rest.
     */
    private boolean findPops(boolean detail) {
        long[] p = bits;
        // "Same colour above" and "same colour to the left", for all colours at once and only within rows
        // 1..12 (edges reaching into row 13 are dropped). "Below" and "right" are the same edges seen from
        // the other cell.
        long ua = sameColourAbove(p, 0) & UP_PAIRS_LO;
        long ub = sameColourAbove(p, 1) & UP_PAIRS_HI;
        long la = sameColourLeftLo(p) & POP_LO;
        long lb = sameColourLeftHi(p) & POP_HI;
        long da = ua << 1;
        long db = ub << 1;
        long ra = la >>> 16 | lb << 48;
        long rb = lb >>> 16;
        // Seeds: 3 neighbours, or 2 with a same-colour neighbour above or to the right that also has 2.
        long twoA = atLeastTwo(ua, da, la, ra);
        long twoB = atLeastTwo(ub, db, lb, rb);
        long seedA = atLeastThree(ua, da, la, ra) | twoA & (ua & twoA >>> 1 | ra & (twoA >>> 16 | twoB << 48));
        long seedB = atLeastThree(ub, db, lb, rb) | twoB & (ub & twoB >>> 1 | rb & twoB >>> 16);
        if ((seedA | seedB) == 0) {
            return false; // the common case in search: nothing pops
        }
        return spreadSeeds(detail, ua, ub, la, lb, twoA, twoB, seedA, seedB);
    }

    // The pieces of findPops are small methods so that findPops stays small enough for the JIT to inline
    // it into its callers: a field where nothing pops then costs no call at all. InlineSizeTest keeps each
    // piece of the chain loops under C2's limits.

    /**
     * Cells of word {@code w} whose neighbour above has the same colour: a colour in the cell
     * ({@code b0 | b1}) and the same code above (garbage, code 100, excluded).
     */
    private static long sameColourAbove(long[] p, int w) {
        long b0 = p[w], b1 = p[w + 2], b2 = p[w + 4];
        return (b0 | b1) & ~(b0 ^ b0 >>> 1 | b1 ^ b1 >>> 1 | b2 ^ b2 >>> 1);
    }

    /** Cells of the lo word whose neighbour to the left has the same colour. */
    private static long sameColourLeftLo(long[] p) {
        long b0 = p[0], b1 = p[2], b2 = p[4];
        return (b0 | b1) & ~(b0 ^ b0 << 16 | b1 ^ b1 << 16 | b2 ^ b2 << 16);
    }

    /** Cells of the hi word whose neighbour to the left has the same colour (column 4's is column 3). */
    private static long sameColourLeftHi(long[] p) {
        long b0 = p[1], b1 = p[3], b2 = p[5];
        return (b0 | b1) & ~(b0 ^ (b0 << 16 | p[0] >>> 48) | b1 ^ (b1 << 16 | p[2] >>> 48)
                | b2 ^ (b2 << 16 | p[4] >>> 48));
    }

    /** Cells with at least 2 of the edges {@code u}, {@code d}, {@code l}, {@code r}. */
    private static long atLeastTwo(long u, long d, long l, long r) {
        return u & d | l & r | (u | d) & (l | r);
    }

    /** Cells with at least 3 of the edges {@code u}, {@code d}, {@code l}, {@code r}. */
    private static long atLeastThree(long u, long d, long l, long r) {
        return u & d & (l | r) | l & r & (u | d);
    }

    /**
     * The second half of {@link #findPops}: grows the seeds into the groups that pop, adds the garbage next
     * to them, and keeps the result (and the details, if asked). No flood: in a group of 4 or more, every
     * cell with 2 or more same-colour neighbours is a seed or next to one of its own kind ({@code two}: a
     * 2-cell with only 1-cells around would make a group of 3), and every other cell, a 1-cell, is next to
     * such a cell. So the seeds plus the 2-cells next to 2-cells, grown by one cell along the edges, are
     * exactly the groups that pop.
     */
    private boolean spreadSeeds(boolean detail, long ua, long ub, long la, long lb, long twoA, long twoB,
            long seedA, long seedB) {
        long da = ua << 1;
        long db = ub << 1;
        long ra = la >>> 16 | lb << 48;
        long rb = lb >>> 16;
        // The seeds hold the 2-cells with a 2-neighbour above or to the right; add those with one below or
        // to the left (column 4's left neighbour is column 3, the top lane of the lo word).
        long sA = seedA | twoA & (da & twoA << 1 | la & twoA << 16);
        long sB = seedB | twoB & (db & twoB << 1 | lb & (twoB << 16 | twoA >>> 48));
        // One step along the same-colour edges adds the 1-cells.
        long pLo = sA | (sA & ua) << 1 | (sA & da) >>> 1 | (sA & ra) << 16 | (sA & la) >>> 16 | (sB & lb) << 48;
        long pHi = sB | (sB & ub) << 1 | (sB & db) >>> 1 | (sB & rb) << 16 | (sB & lb) >>> 16 | (sA & ra) >>> 48;
        if (detail) {
            details(pLo, pHi);
        }
        popGarbageNextTo(detail, pLo, pHi);
        return true;
    }

    /**
     * The last part of {@link #spreadSeeds}, kept apart so that {@code spreadSeeds} stays under the JIT's
     * size limit for inlining hot methods (325 bytes of bytecode): keeps as this step's popping cells the
     * coloured puyos {@code pLo}/{@code pHi} and the garbage in rows 1..12 next to them. Garbage neighbours
     * are looked at only where there is garbage: most fields in search have none.
     */
    private void popGarbageNextTo(boolean detail, long pLo, long pHi) {
        long[] b = bits;
        long gLo = b[4] & ~(b[0] | b[2]) & POP_LO; // code 100
        long gHi = b[5] & ~(b[1] | b[3]) & POP_HI;
        if ((gLo | gHi) != 0) {
            gLo &= pLo << 1 | pLo >>> 1 | pLo << 16 | pLo >>> 16 | pHi << 48;
            gHi &= pHi << 1 | pHi >>> 1 | pHi << 16 | pHi >>> 16 | pLo >>> 48;
        }
        if (detail) {
            garbage = Long.bitCount(gLo) + Long.bitCount(gHi);
        }
        popLo = pLo | gLo;
        popHi = pHi | gHi;
    }

    /**
     * Colours and group bonus of a step whose popping coloured puyos are {@code pLo}/{@code pHi}. Groups
     * have 4 or more puyos, so fewer than 8 popping puyos are one group (the common case: no per-colour
     * work), and so are fewer than 8 popping puyos of one colour; only a colour popping 8 or more is split.
     * The group sizes themselves are not kept: only {@link #step} needs them, and collects them itself
     * ({@link #splitGroups}); a field is smaller without an array for them.
     */
    private void details(long pLo, long pHi) {
        int n = Long.bitCount(pLo) + Long.bitCount(pHi);
        coloured = n;
        if (n < 8) {
            colourCount = 1;
            groupBonusSum = SMALL_GROUP_BONUS[n];
            return;
        }
        int colours = 0;
        int bonus = 0;
        for (int c = 0; c < Puyo.COLOURS.length; c++) {
            long xa = pLo & cellsOf(c, 0);
            long xb = pHi & cellsOf(c, 1);
            int size = Long.bitCount(xa) + Long.bitCount(xb);
            if (size == 0) {
                continue;
            }
            colours++;
            bonus += size < 8 ? SMALL_GROUP_BONUS[size] : splitGroups(xa, xb, null);
        }
        colourCount = colours;
        groupBonusSum = bonus;
    }

    /**
     * Splits {@code xa}/{@code xb} (popping puyos of one colour) into its groups, one flood from the lowest
     * cell at a time, and returns the sum of their group bonuses. With {@code sizes} given, also adds each
     * group's size to it.
     */
    private int splitGroups(long xa, long xb, List<Integer> sizes) {
        int bonus = 0;
        while ((xa | xb) != 0) {
            long ga = xa & -xa; // one group at a time, from its lowest cell
            long gb = ga == 0 ? xb & -xb : 0;
            while (true) {
                long na = (ga | ga << 1 | ga >>> 1 | ga << 16 | ga >>> 16 | gb << 48) & xa;
                long nb = (gb | gb << 1 | gb >>> 1 | gb << 16 | gb >>> 16 | ga >>> 48) & xb;
                if (na == ga && nb == gb) {
                    break;
                }
                ga = na;
                gb = nb;
            }
            xa &= ~ga;
            xb &= ~gb;
            int size = Long.bitCount(ga) + Long.bitCount(gb);
            bonus += ChainStep.groupBonus(size);
            if (sizes != null) {
                sizes.add(size);
            }
        }
        return bonus;
    }

    /** Removes the cells found by {@link #findPops} and lets the rest fall. */
    private void removePopsAndFall() {
        removePopsAndFall(bits);
    }

    /**
     * Makes this field {@code src}'s bit planes (this field's own, or another field's) without the cells
     * found by {@link #findPops}, after the rest fell. With {@link CompressExpand} (JDK 19+) each plane falls
     * in one compress and one expand; otherwise {@link #fall} moves rows. The work is split in small methods
     * so that the JIT inlines it into the chain loops.
     */
    private void removePopsAndFall(long[] src) {
        if (CompressExpand.AVAILABLE) {
            compressLo(src, ~popLo);
            compressHi(src, ~popHi);
        } else {
            long[] p = bits;
            long nLo = ~popLo;
            long nHi = ~popHi;
            long keepLo = (p[0] = src[0] & nLo) | (p[2] = src[2] & nLo) | (p[4] = src[4] & nLo);
            long keepHi = (p[1] = src[1] & nHi) | (p[3] = src[3] & nHi) | (p[5] = src[5] & nHi);
            fall(p, 0, keepLo, VALID_LO);
            fall(p, 1, keepHi, VALID_HI);
        }
    }

    /**
     * Gravity for the lo words by {@link CompressExpand}: {@code src}'s cells under {@code keep} packed to the
     * bottom of every lane. The kept cells {@code m} of each plane are compressed out and expanded into
     * {@code t}, the lowest (number of kept cells) bits of every lane, which keeps their order in each column.
     */
    private void compressLo(long[] src, long keep) {
        long a0 = src[0] & keep;
        long a1 = src[2] & keep;
        long a2 = src[4] & keep;
        long m = a0 | a1 | a2;
        long t = (1L << Long.bitCount(m & 0xFFFFL)) - 1
                | ((1L << Long.bitCount(m & 0xFFFF_0000L)) - 1) << 16
                | ((1L << Long.bitCount(m & 0xFFFF_0000_0000L)) - 1) << 32
                | ((1L << Long.bitCount(m >>> 48)) - 1) << 48;
        long[] p = bits;
        p[0] = CompressExpand.expand(CompressExpand.compress(a0, m), t);
        p[2] = CompressExpand.expand(CompressExpand.compress(a1, m), t);
        p[4] = CompressExpand.expand(CompressExpand.compress(a2, m), t);
    }

    /**
     * {@link #compressLo} for the hi words, which use 32 bits (columns 4 and 5): planes 0 and 1 share one
     * compress and one expand, the second in the upper half.
     */
    private void compressHi(long[] src, long keep) {
        long b0 = src[1] & keep;
        long b1 = src[3] & keep;
        long b2 = src[5] & keep;
        long m = b0 | b1 | b2;
        long t = (1L << Long.bitCount(m & 0xFFFFL)) - 1 | ((1L << Long.bitCount(m >>> 16)) - 1) << 16;
        long[] p = bits;
        long x = CompressExpand.expand(CompressExpand.compress(b0 | b1 << 32, m | m << 32), t | t << 32);
        p[1] = x & 0xFFFF_FFFFL;
        p[3] = x >>> 32;
        p[5] = CompressExpand.expand(CompressExpand.compress(b2, m), t);
    }

    /** How many one-row falls {@link #fall} tries before it switches to {@link #compact}. */
    private static final int STEPWISE_FALLS = 4;

    /**
     * Gravity for one word whose occupied cells are {@code m} ({@code valid}: the word's cells). A chain
     * step mostly leaves no hole (the popped cells had nothing above them) or a hole of one or two rows,
     * so this first closes holes one row at a time: in every lane the lowest empty cell and everything
     * above it move down one. Each such round costs a few operations per plane; a word still unsettled
     * after {@value #STEPWISE_FALLS} rounds is finished by {@link #compact}, whose cost does not depend on
     * the depth of the holes.
     * <pre>
     *   one lane, rows 7..1 (bit 0 = row 1):
     *     m     = 0 0 1 1 0 1 1
     *     low   = 0 0 0 0 1 0 0   lowest empty cell: (m + 1) &amp; ~m
     *     upper = 1 1 1 1 1 0 0   low and everything above it: each of these bits moves down one
     *     m'    = 0 0 0 1 1 1 1
     * </pre>
     */
    private static void fall(long[] p, int word, long m, long valid) {
        for (int round = 0; round < STEPWISE_FALLS; round++) {
            if ((m >>> 1 & ~m & valid) == 0) {
                return; // no empty cell under a puyo: settled
            }
            long low = m + LOW1 & ~m; // lowest empty cell of every lane (bit 13 if the lane is full)
            long upper = ~(low - LOW1) & valid;
            long keep = ~upper;
            m = m & keep | m >>> 1 & upper;
            p[word] = p[word] & keep | p[word] >>> 1 & upper;
            p[word + 2] = p[word + 2] & keep | p[word + 2] >>> 1 & upper;
            p[word + 4] = p[word + 4] & keep | p[word + 4] >>> 1 & upper;
        }
        if ((m >>> 1 & ~m & valid) != 0) {
            compact(p, word, m);
        }
    }

    /**
     * Gravity for one word: in every 16-bit lane, moves the bits of each plane that lie under mask
     * {@code m} (the occupied cells) down to the bottom of the lane, keeping their order. This is
     * Hacker's Delight's compress (7-4) run on four lanes at once: four rounds move each bit by 1, 2, 4 and
     * 8 places as the binary digits of the count of empty cells below it say. The moves depend only on
     * {@code m}, so each round's move mask is computed once and applied to all three planes.
     */
    private static void compact(long[] p, int word, long m) {
        long mk = ~m << 1 & ~LOW1; // empty cells, moved up one: each cell counts the empties below it
        long mv0 = 0, mv1 = 0, mv2 = 0, mv3 = 0;
        for (int round = 0; round < 4; round++) {
            long mp = mk ^ (mk << 1 & ~LOW1); // parallel prefix (XOR) of mk inside each lane
            mp ^= mp << 2 & ~LOW2;
            mp ^= mp << 4 & ~LOW4;
            mp ^= mp << 8 & ~LOW8;
            long mv = mp & m; // bits that move by 2^round
            m = m ^ mv | mv >>> (1 << round);
            mk &= ~mp;
            switch (round) {
                case 0: mv0 = mv; break;
                case 1: mv1 = mv; break;
                case 2: mv2 = mv; break;
                default: mv3 = mv; break;
            }
        }
        for (int i = word; i < p.length; i += 2) {
            long x = p[i];
            if (x != 0) {
                long t = x & mv0;
                x = x ^ t | t >>> 1;
                t = x & mv1;
                x = x ^ t | t >>> 2;
                t = x & mv2;
                x = x ^ t | t >>> 4;
                t = x & mv3;
                p[i] = x ^ t | t >>> 8;
            }
        }
    }

    /**
     * A copy of this field.
     *
     * @return a new field with the same cells
     */
    public PuyoField copy() {
        PuyoField f = new PuyoField();
        f.copyFrom(this);
        return f;
    }

    /**
     * Makes this field equal to {@code other} without allocating.
     *
     * @param other the field to copy
     */
    public void copyFrom(PuyoField other) {
        long[] d = bits;
        long[] o = other.bits;
        // Assignments, not System.arraycopy: the score path (copyFrom then resolveInPlace) on a quiet field
        // measured about a third faster this way on JDK 25. The highest index first: one range check.
        d[5] = o[5];
        d[4] = o[4];
        d[3] = o[3];
        d[2] = o[2];
        d[1] = o[1];
        d[0] = o[0];
    }

    /** Empties the field. */
    public void clear() {
        Arrays.fill(bits, 0L);
    }

    // ---- For AI authors: identity and evaluation features ----

    /** Bit {@code c} of a colour mask stands for colour {@code c} in {@link Puyo} order: all five colours. */
    public static final int ALL_COLOURS = 0b11111;

    /** The odd constant (2^64 / golden ratio) that keys each word of {@link #hash64}. */
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;

    /**
     * A 64-bit hash of the field's contents, for de-duplicating search nodes and for transposition tables.
     * Equal contents give equal hashes, on the engine and on the reference alike; distinct contents collide
     * about as often as random 64-bit values would. No allocation.
     *
     * <p>The hash is defined on twelve one-hot words in the lanes of the bit layout above: {@code w[2p]}
     * and {@code w[2p+1]} hold the cells of plane {@code p} (red, green, blue, purple, yellow, garbage) in
     * the lo and the hi word. (Fields stored them so before they moved to three code planes; the hash
     * stayed the same.) It is
     * {@code fmix64(sum over i of fmix64(w[i] + (i + 1) * 0x9E3779B97F4A7C15))}, where {@code fmix64} is
     * MurmurHash3's 64-bit finaliser (a bijection in which every input bit flips each output bit with
     * probability about 1/2). Keying each word by its index keeps fields that differ only by which plane
     * or column holds a pattern apart.
     *
     * @return the hash of the field's contents
     */
    public long hash64() {
        long sum = 0;
        for (int plane = 0; plane < CODE_OF_PLANE.length; plane++) {
            sum += fmix64(cellsOf(plane, 0) + (2 * plane + 1) * GOLDEN)
                    + fmix64(cellsOf(plane, 1) + (2 * plane + 2) * GOLDEN);
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
     * Whether {@code other} holds the same puyo in every cell (rows 1..13). The same as {@link #equals} but
     * typed, for hash-table probes; no allocation.
     *
     * @param other the field to compare with
     * @return true if every cell holds the same
     */
    public boolean contentEquals(PuyoField other) {
        return Arrays.equals(bits, other.bits); // one code per cell: equal words are equal contents
    }

    /**
     * The number of same-colour connected groups of exactly {@code size} puyos (1, 2 or 3) within rows
     * 1..12, groups connected through up, down, left and right. Garbage and row 13 take part in no group.
     * A Puyo evaluation rewards groups of 2 and 3: they are the parts chains are built from. No allocation.
     *
     * @param size the group size, 1, 2 or 3
     * @return how many groups of exactly that size there are
     * @throws IllegalArgumentException if {@code size} is not 1, 2 or 3
     */
    public int groupsOfSize(int size) {
        if (size < 1 || size > 3) {
            throw new IllegalArgumentException("group size must be 1, 2 or 3, was " + size);
        }
        long[] p = bits;
        long ca = (p[0] | p[2]) & POP_LO; // the colours' codes: b0 or b1 set
        long cb = (p[1] | p[3]) & POP_HI;
        // Same-colour edges as in findPops: u above, d below, l left, r right, rows 1..12 only.
        long ua = sameColourAbove(p, 0) & UP_PAIRS_LO;
        long ub = sameColourAbove(p, 1) & UP_PAIRS_HI;
        long la = sameColourLeftLo(p) & POP_LO;
        long lb = sameColourLeftHi(p) & POP_HI;
        long da = ua << 1;
        long db = ub << 1;
        long ra = la >>> 16 | lb << 48;
        long rb = lb >>> 16;
        long anyA = ua | da | la | ra;
        long anyB = ub | db | lb | rb;
        if (size == 1) {
            return Long.bitCount(ca & ~anyA) + Long.bitCount(cb & ~anyB);
        }
        long twoA = ua & da | la & ra | (ua | da) & (la | ra);
        long twoB = ub & db | lb & rb | (ub | db) & (lb | rb);
        long oneA = anyA & ~twoA; // exactly one same-colour neighbour
        long oneB = anyB & ~twoB;
        // oneX of the neighbour above, below, right and left of each cell
        long oneAboveA = oneA >>> 1;
        long oneAboveB = oneB >>> 1;
        long oneRightA = oneA >>> 16 | oneB << 48;
        long oneRightB = oneB >>> 16;
        if (size == 2) {
            // Two cells with one neighbour each, neighbours of each other; counted at the lower or left one.
            return Long.bitCount(oneA & (ua & oneAboveA | ra & oneRightA))
                    + Long.bitCount(oneB & (ub & oneAboveB | rb & oneRightB));
        }
        // Three cells: a middle one with exactly two neighbours, each of which has only the middle one.
        long oneBelowA = oneA << 1;
        long oneBelowB = oneB << 1;
        long oneLeftA = oneA << 16;
        long oneLeftB = oneB << 16 | oneA >>> 48;
        long threeA = ua & da & (la | ra) | la & ra & (ua | da);
        long threeB = ub & db & (lb | rb) | lb & rb & (ub | db);
        long midA = twoA & ~threeA & ~(ua & ~oneAboveA | da & ~oneBelowA | la & ~oneLeftA | ra & ~oneRightA);
        long midB = twoB & ~threeB & ~(ub & ~oneAboveB | db & ~oneBelowB | lb & ~oneLeftB | rb & ~oneRightB);
        return Long.bitCount(midA) + Long.bitCount(midB);
    }

    /**
     * Writes the number of puyos in each column, {@code out[0]} (left) to {@code out[5]}, garbage and row
     * 13 included: on a settled field the row of each column's top puyo, as {@link #height}. No allocation.
     *
     * @param out where the heights are written, room for 6
     * @throws IllegalArgumentException if {@code out} has room for fewer than 6 heights
     */
    public void heights(int[] out) {
        if (out.length < WIDTH) {
            throw new IllegalArgumentException("heights need an array of 6 or more, was " + out.length);
        }
        long lo = occupied(0);
        long hi = occupied(1);
        out[0] = Long.bitCount(lo & 0xFFFFL);
        out[1] = Long.bitCount(lo & 0xFFFF_0000L);
        out[2] = Long.bitCount(lo & 0xFFFF_0000_0000L);
        out[3] = Long.bitCount(lo & 0xFFFF_0000_0000_0000L);
        out[4] = Long.bitCount(hi & 0xFFFFL);
        out[5] = Long.bitCount(hi & 0xFFFF_0000L);
    }

    /**
     * A new field holding this one mirrored: column {@code c} becomes column {@code 5 - c}.
     *
     * @return a new field, this one mirrored
     */
    public PuyoField mirrored() {
        PuyoField f = new PuyoField();
        f.mirrorFrom(this);
        return f;
    }

    /**
     * Makes this field {@code other} mirrored (column {@code c} of {@code other} becomes column
     * {@code 5 - c} here) without allocating; {@code other} may be this field. Chains and scores are the
     * same on a field and its mirror, so a search may treat them as one.
     *
     * @param other the field to mirror; may be this field
     */
    public void mirrorFrom(PuyoField other) {
        long[] from = other.bits;
        for (int i = 0; i < bits.length; i += 2) {
            long lo = from[i];
            long hi = from[i + 1];
            // lo lanes become columns 5, 4, 3, 2 -> 0, 1, 2, 3; hi lanes (columns 4, 5) -> 1, 0; lo 0, 1 -> hi 1, 0.
            bits[i] = hi >>> 16 & 0xFFFFL | (hi & 0xFFFFL) << 16 | lo >>> 48 << 32 | (lo >>> 32 & 0xFFFFL) << 48;
            bits[i + 1] = lo >>> 16 & 0xFFFFL | (lo & 0xFFFFL) << 16;
        }
    }

    /**
     * {@link #chainPotential(ChainPotential)} for the colours in {@code colourMask} only (bit {@code c} for
     * colour {@code c} in {@link Puyo} order: bit 0 red, 1 green, 2 blue, 3 purple, 4 yellow; see
     * {@link PuyoPairSequence#colourMask()}): a 4-colour game scans 72 drops, not 90. Entries of the other
     * colours are 0 (no chain) and never the best unless every entry is 0. With {@link #ALL_COLOURS} the
     * table is the same as {@code chainPotential(out)}'s. The field is left unchanged; no allocation after
     * the first call on this field.
     *
     * @param out        the table to fill; its earlier contents are replaced
     * @param colourMask the colours to scan, bit {@code c} for colour {@code c}
     * @throws IllegalArgumentException if {@code colourMask} is 0 or has bits outside {@link #ALL_COLOURS}
     */
    public void chainPotential(ChainPotential out, int colourMask) {
        if (out == null) {
            throw new NullPointerException("out is null");
        }
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        if (!isSettled()) {
            throw notSettled("chainPotential");
        }
        out.clear();
        PuyoField s = scratch();
        boolean quiet = !findPops(false); // then a drop whose group stays under 4 fires nothing
        for (int col = 0; col < WIDTH; col++) {
            int word = col >> 2;
            int shift = 16 * (col & 3);
            int h = Long.bitCount(occupied(word) >>> shift & ROWS_1_13);
            for (int colour = 0; colour < Puyo.COLOURS.length; colour++) {
                if ((colourMask & 1 << colour) == 0) {
                    continue;
                }
                long added = 0;
                for (int count = 1; count <= ChainPotential.MAX_DROP; count++) {
                    if (h + count <= HEIGHT) {
                        added |= 1L << shift + h + count - 1;
                    }
                    if (quiet && !reachesFour(colour, word, added)) {
                        continue; // the entry stays 0
                    }
                    s.copyFrom(this);
                    s.addCells(colour, word, added);
                    out.put(col, colour, count, s.resolveInPlace());
                }
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Resolves only the drops that fire and whose group holds a puyo with something above it (see
     * {@code FiringDropScan}); no allocation after the first call on this field.
     */
    public long bestFiringDrop(int colourMask) {
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        if (!isSettled()) {
            throw notSettled("bestFiringDrop");
        }
        FiringDropScan scan = firingDrops;
        if (scan == null) {
            scan = firingDrops = new FiringDropScan();
        }
        return scan.best(bits, colourMask);
    }

    /** For the kernels of this package: the code-plane words of the layout above, not a copy. */
    long[] codePlanes() {
        return bits;
    }

    /**
     * The grid {@code [row][column]}, row 0 the floor row, 13 rows of 6.
     *
     * @return a new grid holding this field's cells
     */
    public Puyo[][] toGrid() {
        Puyo[][] grid = new Puyo[HEIGHT][WIDTH];
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                grid[row][col] = get(col, row + 1);
            }
        }
        return grid;
    }

    /**
     * The text format: 12 lines, or 13 when row 13 holds a puyo; each line ends with a newline.
     *
     * @return the field as text, top row first
     */
    public String format() {
        return FieldText.format(toGrid());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PuyoField && Arrays.equals(bits, ((PuyoField) o).bits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bits);
    }

    /** Same as {@link #format()}. */
    @Override
    public String toString() {
        return format();
    }
}
