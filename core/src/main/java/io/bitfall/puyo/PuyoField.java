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
    static final long UP_PAIRS_LO = 0x07FFL * LANES_LO;
    static final long UP_PAIRS_HI = 0x07FFL * LANES_HI;
    /** Row 12 of a lane: a puyo there in the spawn column ends the game. */
    static final long ROW_12 = 1L << 11;
    /** Cells of rows 1..13 in each word. */
    static final long VALID_LO = ROWS_1_13 * LANES_LO;
    static final long VALID_HI = ROWS_1_13 * LANES_HI;
    /** Cells that can pop (rows 1..12) in each word. */
    static final long POP_LO = ROWS_1_12 * LANES_LO;
    static final long POP_HI = ROWS_1_12 * LANES_HI;

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
    final long[] bits = new long[CODE_WORDS];

    /** Scratch for {@link #chainCount()}, made on first use. */
    private PuyoField scratch;
    /**
     * The kernel of {@link #bestFiringDrop}: one per thread (it holds only scratch state), so that a search
     * touching many fields keeps one warm in cache instead of one per field.
     */
    private static final ThreadLocal<FiringDropScan> FIRING_DROPS = ThreadLocal.withInitial(FiringDropScan::new);

    /**
     * The Vector API's edge and seed words for {@link Pops#spreadSeeds}: made with the field where that path is
     * on (80 bytes more a field), so that no call allocates; {@code null} where it is off.
     */
    final long[] vectorSeeds = VectorPopCheck.USABLE ? new long[VectorPopCheck.SEED_WORDS] : null;

    /** Cells that pop in the step found last by {@link Pops#findPops}, garbage included. */
    long popLo;
    long popHi;
    /** Details of that step, filled only when {@code findPops(true)} ran. */
    int coloured;
    int garbage;
    int colourCount;
    int groupBonusSum;

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
    long cellsOf(int plane, int word) {
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
        Gravity.compact(bits, 0, occupied(0));
        Gravity.compact(bits, 1, occupied(1));
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
        if (!Pops.firstPops(this, false)) {
            return 0; // decided on this field's own words: no copy
        }
        return chainCountFromPops();
    }

    /**
     * The rest of {@link #chainCount} once {@link Pops#findPops} found something: kept apart so that
     * {@code chainCount} stays small enough for the JIT to inline, with its quick "nothing pops" answer.
     */
    private int chainCountFromPops() {
        PuyoField s = scratch();
        Gravity.removePopsAndFall(s.bits, bits, popLo, popHi); // reads this field, writes the scratch: no copy
        int chains = 1;
        while (Pops.findPops(s, false)) {
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
        if (!Pops.firstPops(this, true)) {
            return ChainSummary.of(0, 0); // inlined like chainCount's quick answer
        }
        return resolveFromPops();
    }

    /** The rest of {@link #resolveInPlace} once {@link Pops#findPops} found something. */
    private long resolveFromPops() {
        int chains = 0;
        int score = 0;
        do {
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            removePopsAndFall();
        } while (Pops.findPops(this, true));
        return summaryOfChain(chains, score);
    }

    /**
     * For {@link FiringDropScan}: makes this field the code planes {@code src} after a first step that pops
     * the cells {@code firstLo}/{@code firstHi} of {@code src} (cells not in {@code src} need not be
     * given) and scores {@code firstScore}, runs the rest of the chain in place and returns its summary.
     */
    long resolveAfterFirstStep(long[] src, long firstLo, long firstHi, int firstScore) {
        Gravity.removePopsAndFall(bits, src, firstLo, firstHi);
        int chains = 1;
        int score = firstScore;
        while (Pops.findPops(this, true)) {
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
        while (Pops.findPops(this, true)) {
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
     * After {@link Pops#findPops}: the most rows any puyo will fall once the popping cells are gone. In a lane
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
        int index = Reachability.PLACEMENT_INDEX[placement.rotation().ordinal()][placement.column()];
        return (Reachability.legalMask(occupied(0), occupied(1)) >>> index & 1) != 0;
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
        int legal = Reachability.legalMask(occupied(0), occupied(1));
        if (pair.isSameColour()) {
            legal &= Reachability.UP_OR_RIGHT;
        }
        int n = 0;
        for (; legal != 0; legal &= legal - 1) {
            out[n++] = Reachability.PLACEMENTS[Integer.numberOfTrailingZeros(legal)];
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
        if (!Pops.findPops(this, true)) {
            return null;
        }
        Set<Puyo> colours = EnumSet.noneOf(Puyo.class);
        List<Integer> sizes = new ArrayList<>(coloured / 4); // every group has 4 or more
        for (int c = 0; c < Puyo.COLOURS.length; c++) {
            long xa = cellsOf(c, 0) & popLo;
            long xb = cellsOf(c, 1) & popHi;
            if ((xa | xb) != 0) {
                colours.add(Puyo.COLOURS[c]);
                Pops.splitGroups(xa, xb, sizes);
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
        if (Pops.findPops(this, false)) {
            for (int i = 0; i < bits.length; i += 2) {
                p.bits[i] = bits[i] & popLo;
                p.bits[i + 1] = bits[i + 1] & popHi;
            }
        }
        return p;
    }

    /** Removes the cells found by {@link Pops#findPops} and lets the rest fall. */
    private void removePopsAndFall() {
        Gravity.removePopsAndFall(bits, bits, popLo, popHi);
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
        return FieldFeatures.hash64(this);
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
        return FieldFeatures.groupsOfSize(bits, size);
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
        boolean quiet = !Pops.findPops(this, false); // then a drop whose group stays under 4 fires nothing
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
                    if (quiet && !FieldFeatures.reachesFour(this, colour, word, added)) {
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
     * {@code FiringDropScan}); no allocation after the first call in a thread.
     */
    public long bestFiringDrop(int colourMask) {
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        if (!isSettled()) {
            throw notSettled("bestFiringDrop");
        }
        return FIRING_DROPS.get().best(bits, colourMask);
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
