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

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The bitboard Puyo Puyo engine: a field of 6 columns by 13 rows (row 13 hidden) in six {@code long}s.
 * <pre>{@code
 * PuyoField field = PuyoField.parse(judgeText, PuyoFormat.JUDGE);   // or new PuyoField(), PuyoField.of(grid)
 * int chains = field.chainCount();                                  // no allocation, field unchanged
 * ChainResult<PuyoField> result = field.resolve();                  // every step and the Tsu score
 *
 * PuyoField child = new PuyoField();                                // in a search: one field, reused
 * child.copyFrom(field);
 * long summary = child.placeAndResolve(pair, placement);            // no allocation
 * int score = ChainSummary.score(summary);
 * }</pre>
 * What every method does, settled and unsettled fields, and what threads may share are stated once on
 * {@link PuyoSimulator}, which this engine and the array reference {@code ReferencePuyoField} implement;
 * the rules are those of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>
 * (judge rules, Baekjoon 11559, and Tsu rules run through the same engine, because a judge field is a Tsu
 * field with an empty row 13 and no garbage). This page adds what is the engine's own: its bit layout, its
 * cost, and the Vector API path. A field is mutable and not thread-safe (see {@link PuyoSimulator}).
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
 * <h2>Cost</h2>
 * A field is 120 bytes (the object and its six plane words, compressed references). Nothing but
 * {@link #resolve()}, {@link #step}, {@link #copy()}, {@link #mirrored()}, {@link #toGrid()},
 * {@link #format()}, {@link #popping()} and the factories allocates; {@link #chainCount()} and {@link #chainPotential} keep one
 * scratch field, made on their first call. What each call costs in operations, and how to embed the
 * engine, is in core/docs/performance.md.
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
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public Puyo get(int column, int row) {
        int word = checkedWord(column, row);
        int index = bitIndex(column, row);
        long[] b = bits;
        int code = (int) (b[word] >>> index & 1 | (b[word + 2] >>> index & 1) << 1 | (b[word + 4] >>> index & 1) << 2);
        return code == 0 ? Puyo.EMPTY : Puyo.ofPlane(PLANE_OF_CODE[code]);
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
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
     * {@inheritDoc}
     *
     * <p>No allocation.
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
        long[] b = bits;
        return cellsOf(b[word], b[word + 2], b[word + 4], plane);
    }

    /**
     * The cells of the plane words {@code b0}, {@code b1}, {@code b2} (one word of each code plane) that hold
     * the puyo of plane index {@code plane}: where all three code bits match its code.
     */
    static long cellsOf(long b0, long b1, long b2, int plane) {
        int code = CODE_OF_PLANE[plane];
        // Every code has a 1 bit, so no cell outside the field (all bits 0) matches.
        return ~((b0 ^ -(code & 1)) | (b1 ^ -(code >>> 1 & 1)) | (b2 ^ -(code >>> 2 & 1)));
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
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

    /**
     * {@inheritDoc}
     */
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
     * {@inheritDoc}
     *
     * <p>No allocation after the first call on this field, which keeps one scratch field (120 bytes) for it.
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
        boolean fell = Gravity.removePopsAndFall(s.bits, bits, popLo, popHi); // reads this field, writes the scratch
        int chains = 1;
        while (fell && Pops.findPops(s, false)) { // nothing fell: nothing more can pop
            fell = s.removePopsAndFall();
            chains++;
        }
        return chains;
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
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
        } while (removePopsAndFall() && Pops.findPops(this, true)); // nothing fell: nothing more can pop
        return summaryOfChain(chains, score);
    }

    /**
     * For {@link FiringDropScan}: makes this field the code planes {@code src} after a first step that pops
     * the cells {@code firstLo}/{@code firstHi} of {@code src} (cells not in {@code src} need not be
     * given) and scores {@code firstScore}, runs the rest of the chain in place and returns its summary.
     */
    long resolveAfterFirstStep(long[] src, long firstLo, long firstHi, int firstScore) {
        boolean fell = Gravity.removePopsAndFall(bits, src, firstLo, firstHi);
        int chains = 1;
        int score = firstScore;
        while (fell && Pops.findPops(this, true)) { // nothing fell: nothing more can pop
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            fell = removePopsAndFall();
        }
        return summaryOfChain(chains, score);
    }

    /** The summary of a chain that popped something: an all clear if the field is now empty. */
    private long summaryOfChain(int chains, int score) {
        long summary = ChainSummary.of(chains, score);
        return isEmpty() ? summary | ChainSummary.ALL_CLEAR : summary;
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public long resolveInPlaceWithFrames() {
        if (!Pops.findPops(this, true)) {
            return ChainSummary.of(0, 0);
        }
        int score = ChainStep.stepScoreOf(1, coloured, colourCount, groupBonusSum);
        return resolveWithFramesAfterFirstStep(score, removePopsAndFallRows());
    }

    /**
     * The rest of {@link #resolveInPlaceWithFrames} once its first step is done: this field is the field
     * after it, which scored {@code firstScore} and whose longest fall was {@code firstFall} rows (0: nothing
     * fell, the chain is over). {@link PlanEnumerator} comes here with a first step it kept from an earlier
     * placement.
     */
    long resolveWithFramesAfterFirstStep(int firstScore, int firstFall) {
        int chains = 1;
        int score = firstScore;
        int frames = ChainStep.stepFrames(firstFall);
        boolean more = firstFall != 0 && Pops.findPops(this, true); // nothing fell: nothing more can pop
        while (more) {
            chains++;
            score += ChainStep.stepScoreOf(chains, coloured, colourCount, groupBonusSum);
            int fall = removePopsAndFallRows();
            frames += ChainStep.stepFrames(fall);
            more = fall != 0 && Pops.findPops(this, true);
        }
        return ChainSummary.of(chains, score, frames, isEmpty());
    }

    /** {@inheritDoc} No allocation. */
    @Override
    public long stepInPlace(int chain) {
        if (chain < 1) {
            throw new IllegalArgumentException("chain must be 1 or more, was " + chain);
        }
        if (!Pops.findPops(this, true)) {
            return 0L;
        }
        int score = ChainStep.stepScoreOf(chain, coloured, colourCount, groupBonusSum);
        int frames = ChainStep.stepFrames(removePopsAndFallRows());
        return ChainSummary.of(1, score, frames, isEmpty());
    }

    /** Whether no cell holds a puyo, row 13 and garbage included. */
    private boolean isEmpty() {
        return (occupied(0) | occupied(1)) == 0;
    }

    // ---- Placing pairs (Tsu rules) ----

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public int height(int column) {
        if (column < 0 || column >= WIDTH) {
            throw new IndexOutOfBoundsException("column " + column + " is outside 0..5");
        }
        return Long.bitCount(occupied(column >> 2) >>> 16 * (column & 3) & ROWS_1_13);
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public boolean isGameOver() {
        return (occupied(0) >>> 16 * SPAWN_COLUMN & ROW_12) != 0;
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws NullPointerException {@inheritDoc}
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
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws IllegalArgumentException {@inheritDoc}
     * @throws NullPointerException     {@inheritDoc}
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
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws IllegalStateException {@inheritDoc}
     * @throws NullPointerException  {@inheritDoc}
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

    /**
     * Makes {@code dst} the code planes {@code src} with a puyo of code {@code a} on the empty cells
     * {@code aLo}/{@code aHi} and one of code {@code c} on the empty cells {@code cLo}/{@code cHi}.
     */
    static void addPair(long[] dst, long[] src, int a, int c, long aLo, long aHi, long cLo, long cHi) {
        dst[5] = src[5] | aHi & -(a >> 2) | cHi & -(c >> 2);
        dst[4] = src[4] | aLo & -(a >> 2) | cLo & -(c >> 2);
        dst[3] = src[3] | aHi & -(a >> 1 & 1) | cHi & -(c >> 1 & 1);
        dst[2] = src[2] | aLo & -(a >> 1 & 1) | cLo & -(c >> 1 & 1);
        dst[1] = src[1] | aHi & -(a & 1) | cHi & -(c & 1);
        dst[0] = src[0] | aLo & -(a & 1) | cLo & -(c & 1);
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
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws IllegalArgumentException {@inheritDoc}
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
     * {@inheritDoc}
     *
     * <p>No allocation.
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
     * <p>No allocation after the first call on this field, which keeps one scratch field (120 bytes) for it.
     *
     * @throws IllegalStateException {@inheritDoc}
     * @throws NullPointerException  {@inheritDoc}
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
     * {@inheritDoc}
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
     * {@inheritDoc}
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
        int frames = ChainStep.stepFrames(removePopsAndFallRows());
        return new ChainStep(chain, coloured, garbage, colours, sizes, score, frames, isEmpty());
    }

    /**
     * {@inheritDoc}
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

    /** Removes the cells found by {@link Pops#findPops} and lets the rest fall; returns whether anything fell. */
    private boolean removePopsAndFall() {
        return Gravity.removePopsAndFall(bits, bits, popLo, popHi);
    }

    /** {@link #removePopsAndFall()} returning the most rows any puyo fell, 0 if none did: a step's frames count it. */
    private int removePopsAndFallRows() {
        return Gravity.removePopsAndFallRows(bits, bits, popLo, popHi);
    }

    /**
     * {@inheritDoc}
     */
    public PuyoField copy() {
        PuyoField f = new PuyoField();
        f.copyFrom(this);
        return f;
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
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

    /**
     * {@inheritDoc}
     */
    public void clear() {
        Arrays.fill(bits, 0L);
    }

    // ---- For AI authors: identity and evaluation features ----

    /** Bit {@code c} of a colour mask stands for colour {@code c} in {@link Puyo} order: all five colours. */
    public static final int ALL_COLOURS = 0b11111;

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public long hash64() {
        return FieldFeatures.hash64(this);
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     */
    public boolean contentEquals(PuyoField other) {
        return Arrays.equals(bits, other.bits); // one code per cell: equal words are equal contents
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    public int groupsOfSize(int size) {
        if (size < 1 || size > 3) {
            throw new IllegalArgumentException("group size must be 1, 2 or 3, was " + size);
        }
        return FieldFeatures.groupsOfSize(bits, size);
    }

    /**
     * {@inheritDoc}
     *
     * <p>One pass: the same-colour edges are found once for the three sizes. No allocation.
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    @Override
    public void groupCounts(int[] out) {
        if (out.length < 3) {
            throw new IllegalArgumentException("group counts need an array of 3 or more, was " + out.length);
        }
        FieldFeatures.groupCounts(bits, out);
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
     *
     * @throws IllegalArgumentException {@inheritDoc}
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
     * {@inheritDoc}
     */
    public PuyoField mirrored() {
        PuyoField f = new PuyoField();
        f.mirrorFrom(this);
        return f;
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation.
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
     * {@inheritDoc}
     *
     * <p>No allocation after the first call on this field, which keeps one scratch field (120 bytes) for it.
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
        checkFiringDrop(colourMask);
        return FiringDropScan.PER_THREAD.get().best(bits, colourMask);
    }

    /** The checks of both {@code bestFiringDrop} calls: a valid colour mask, a settled field. */
    private void checkFiringDrop(int colourMask) {
        if (colourMask == 0 || (colourMask & ~ALL_COLOURS) != 0) {
            throw new IllegalArgumentException("colour mask must hold bits 0..4 only and not be 0, was 0b"
                    + Integer.toBinaryString(colourMask));
        }
        if (!isSettled()) {
            throw notSettled("bestFiringDrop");
        }
    }

    /** For the kernels of this package: the code-plane words of the layout above, not a copy. */
    long[] codePlanes() {
        return bits;
    }

    /**
     * {@inheritDoc}
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
     * {@inheritDoc}
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

    /**
     * {@inheritDoc}
     *
     * <p>On a quiet field the group counts come from the masks {@code bestFiringDrop} makes anyway (see
     * {@code FiringDropScan}); no allocation after the first call in a thread.
     *
     * @throws IllegalArgumentException {@inheritDoc}
     * @throws IllegalStateException    {@inheritDoc}
     */
    @Override
    public long bestFiringDrop(int colourMask, int[] groupCounts) {
        if (groupCounts.length < 3) {
            throw new IllegalArgumentException("group counts need an array of 3 or more, was " + groupCounts.length);
        }
        checkFiringDrop(colourMask);
        return FiringDropScan.PER_THREAD.get().best(bits, colourMask, groupCounts);
    }
}
