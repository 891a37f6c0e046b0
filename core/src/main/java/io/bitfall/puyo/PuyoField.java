package io.bitfall.puyo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A Puyo Puyo field of 6 columns by 13 rows (row 13 hidden) stored as bitboards, with the chain rules of
 * {@code shared/spec/puyo.md}: judge rules (Baekjoon 11559) and Tsu rules run through the same engine,
 * because a judge field is a Tsu field with an empty row 13 and no garbage.
 *
 * <h2>Bit layout</h2>
 * Six one-hot planes (red, green, blue, purple, yellow, garbage); each plane is two {@code long}s with one
 * 16-bit lane per column. Bit {@code r-1} of a lane is row {@code r}, so "down" is a right shift by one and
 * "next column" a shift by 16; bits 13..15 of every lane are always zero (guards that soak up carries).
 * <pre>
 *            bit 63        48 47        32 31        16 15         0
 *   lo word: [ column 3    ][ column 2    ][ column 1    ][ column 0    ]
 *   hi word: [ (unused)    ][ (unused)    ][ column 5    ][ column 4    ]
 *
 *   one lane: bit 15 14 13 | 12 | 11 10 ...  1  0
 *                 guard    | r13| r12 r11 ... r2 r1   (r1 is the floor row)
 * </pre>
 * Neighbour masks are shifts: up {@code << 1}, down {@code >>> 1}, right {@code << 16} (carrying column 3
 * of lo into column 4 of hi), left {@code >>> 16} (carrying column 4 back). One-hot planes were chosen
 * over three binary planes because group finding, the hot path, then reads each colour mask directly.
 *
 * <h2>Use in search loops</h2>
 * A field is mutable and not thread-safe: give every thread its own, and copy with {@link #copyFrom} into
 * a field you keep around to avoid allocation. {@link #chainCount()} allocates nothing after its first call
 * on a field (it keeps one scratch field) and leaves the field unchanged.
 */
public final class PuyoField {
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
    /** Row 12 of a lane: a puyo there blocks pairs from passing over that column. */
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

    private static final int PLANES = 6;
    private static final int GARBAGE = 5;

    /** {@code planes[2 * plane]} is the lo word, {@code planes[2 * plane + 1]} the hi word. */
    private final long[] planes = new long[2 * PLANES];

    /** Scratch for {@link #chainCount()}, made on first use. */
    private PuyoField scratch;

    /** Cells that pop in the step found last by {@link #findPops}, garbage included. */
    private long popLo;
    private long popHi;
    /** Details of that step, filled only when {@code findPops(true)} ran. */
    private int coloured;
    private int garbage;
    private int colourMask;
    private int groupCount;
    private int groupBonusSum;
    private final int[] groupSizes = new int[WIDTH * HEIGHT / 4 + 1];

    /** An empty field. */
    public PuyoField() {
    }

    /** Parses a Tsu field (judge fields are Tsu fields too). */
    public static PuyoField parse(CharSequence text) {
        return parse(text, PuyoFormat.TSU);
    }

    /**
     * Parses a field in the given format.
     *
     * @throws FieldFormatException naming line, column and character of the first problem
     */
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

    /** The cell at {@code column} (0..5, left to right) and {@code row} (1..13, 1 is the floor row). */
    public Puyo get(int column, int row) {
        int word = checkedWord(column, row);
        long bit = 1L << bitIndex(column, row);
        for (int plane = 0; plane < PLANES; plane++) {
            if ((planes[2 * plane + word] & bit) != 0) {
                return Puyo.ofPlane(plane);
            }
        }
        return Puyo.EMPTY;
    }

    /**
     * Puts {@code puyo} at {@code column} (0..5) and {@code row} (1..13). The field may then be unsettled;
     * see {@link #settle()}.
     */
    public void set(int column, int row, Puyo puyo) {
        int word = checkedWord(column, row);
        if (puyo == null) {
            throw new NullPointerException("puyo");
        }
        long bit = 1L << bitIndex(column, row);
        for (int plane = 0; plane < PLANES; plane++) {
            planes[2 * plane + word] &= ~bit;
        }
        if (puyo != Puyo.EMPTY) {
            planes[2 * puyo.plane() + word] |= bit;
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

    /** The number of puyos on the field, garbage included. */
    public int count() {
        return Long.bitCount(occupied(0)) + Long.bitCount(occupied(1));
    }

    private long occupied(int word) {
        long[] p = planes;
        return p[word] | p[word + 2] | p[word + 4] | p[word + 6] | p[word + 8] | p[word + 10];
    }

    /** True when no puyo has an empty cell below it. */
    public boolean isSettled() {
        return settled(occupied(0), occupied(1));
    }

    private static boolean settled(long lo, long hi) {
        return ((lo >>> 1 & ~lo & VALID_LO) | (hi >>> 1 & ~hi & VALID_HI)) == 0;
    }

    /**
     * For {@link ByteFieldParser}: replaces this field by the plane words {@code words[0..12)} (the layout
     * above) moved {@code rowsDown} rows down, if that field is settled; otherwise returns false and leaves
     * this field unchanged.
     */
    boolean loadSettled(long[] words, int rowsDown) {
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < planes.length; i += 2) {
            lo |= words[i] >>> rowsDown;
            hi |= words[i + 1] >>> rowsDown;
        }
        if (!settled(lo, hi)) {
            return false;
        }
        for (int i = 0; i < planes.length; i++) {
            planes[i] = words[i] >>> rowsDown;
        }
        return true;
    }

    /** Lets every puyo fall straight down until it rests on the floor or another puyo. */
    public void settle() {
        compact(planes, 0, occupied(0));
        compact(planes, 1, occupied(1));
    }

    /**
     * The number of chain steps that pop something, starting from this field (0 if nothing pops). The
     * field is left unchanged; no allocation after the first call on this field.
     */
    public int chainCount() {
        if (!findPops(false)) {
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
        System.arraycopy(planes, 0, s.planes, 0, planes.length);
        s.popLo = popLo;
        s.popHi = popHi;
        int chains = 0;
        do {
            s.removePopsAndFall();
            chains++;
        } while (s.findPops(false));
        return chains;
    }

    /**
     * Runs the whole chain in place and returns its {@link ChainSummary} (chain count and score). No
     * allocation.
     */
    public long resolveInPlace() {
        int chains = 0;
        int score = 0;
        while (findPops(true)) {
            chains++;
            score += ChainStep.stepScore(chains, coloured, Integer.bitCount(colourMask), groupBonusSum);
            removePopsAndFall();
        }
        return ChainSummary.of(chains, score);
    }

    // ---- Placing pairs (Tsu rules) ----

    /** The number of puyos in {@code column} (0..5); on a settled field, the row of its top puyo. */
    public int height(int column) {
        if (column < 0 || column >= WIDTH) {
            throw new IndexOutOfBoundsException("column " + column + " is outside 0..5");
        }
        return Long.bitCount(occupied(column >> 2) >>> 16 * (column & 3) & ROWS_1_13);
    }

    /** The game is lost when the spawn column (the third from the left) is filled in row 12. */
    public boolean isGameOver() {
        return (occupied(0) >>> 16 * SPAWN_COLUMN & ROW_12) != 0;
    }

    /**
     * Whether a pair can be put at {@code placement}. The rule checked: the game is not over, and every
     * column from the spawn column (the third) to each column the pair lands in, both ends included, is
     * free in row 12, so the pair can be carried there above the stacks. This is a simplification of real
     * play: it does not let a pair climb over a 12-high column by way of row 13 ("wall climbing") or
     * through quick turns.
     */
    public boolean isLegal(Placement placement) {
        int lo = Math.min(SPAWN_COLUMN, Math.min(placement.column(), placement.childColumn()));
        int hi = Math.max(SPAWN_COLUMN, Math.max(placement.column(), placement.childColumn()));
        int span = (1 << hi + 1) - (1 << lo);
        return (blockedColumns() & span) == 0;
    }

    /** Bit {@code c} set when column {@code c} is filled in row 12. */
    private int blockedColumns() {
        long lo = occupied(0) & ROW_12 * LANES_LO;
        long hi = occupied(1) & ROW_12 * LANES_HI;
        return (int) (lo >>> 11 & 1 | lo >>> 26 & 2 | lo >>> 41 & 4 | lo >>> 56 & 8 | hi >>> 7 & 16 | hi >>> 22 & 32);
    }

    /**
     * Writes the distinct legal placements of {@code pair} into {@code out} (room for 22) in
     * {@link Placement#ALL} order and returns how many there are: 22 at most, 11 for a pair of one colour
     * (whose {@code DOWN} and {@code LEFT} placements repeat {@code UP} and {@code RIGHT}), fewer when
     * columns are blocked (see {@link #isLegal}). No allocation.
     */
    public int legalPlacements(PuyoPair pair, Placement[] out) {
        int blocked = blockedColumns();
        int n = 0;
        boolean mirrorFree = pair.isSameColour();
        for (Placement p : Placement.ALL) {
            if (mirrorFree && (p.rotation() == Rotation.DOWN || p.rotation() == Rotation.LEFT)) {
                continue;
            }
            int lo = Math.min(SPAWN_COLUMN, Math.min(p.column(), p.childColumn()));
            int hi = Math.max(SPAWN_COLUMN, Math.max(p.column(), p.childColumn()));
            if ((blocked & (1 << hi + 1) - (1 << lo)) == 0) {
                out[n++] = p;
            }
        }
        return n;
    }

    /**
     * Drops {@code pair} at {@code placement}: each puyo falls on its own to rest on its column (for
     * {@link Rotation#DOWN} the child lands first, for {@link Rotation#UP} the axis), and a puyo that would
     * rest above row 13 is deleted. Nothing pops here; see {@link #placeAndResolve}. Legality is not
     * checked (see {@link #isLegal}); the field should be settled.
     */
    public void place(PuyoPair pair, Placement placement) {
        if (placement.rotation() == Rotation.DOWN) {
            dropOne(placement.childColumn(), pair.child().plane());
            dropOne(placement.column(), pair.axis().plane());
        } else {
            dropOne(placement.column(), pair.axis().plane());
            dropOne(placement.childColumn(), pair.child().plane());
        }
    }

    /** Puts one puyo of {@code plane} on top of {@code column}, unless the column is 13 high. */
    private void dropOne(int column, int plane) {
        int word = column >> 2;
        int shift = 16 * (column & 3);
        int h = Long.bitCount(occupied(word) >>> shift & ROWS_1_13);
        if (h < HEIGHT) {
            planes[2 * plane + word] |= 1L << shift + h;
        }
    }

    /**
     * {@link #place} then {@link #resolveInPlace}: the field after the move and its chain, and the chain's
     * {@link ChainSummary}. No allocation: copy the parent into a field you keep, then call this.
     */
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        place(pair, placement);
        return resolveInPlace();
    }

    /**
     * Fills {@code out} with the chain that dropping 1, 2 or 3 puyos of each colour on each column would
     * fire (90 simulations), and its best entry. The field is left unchanged; no allocation after the first
     * call on this field.
     */
    public void chainPotential(ChainPotential out) {
        PuyoField s = scratch();
        // On a quiet field only the dropped colour's group through the new puyos can pop, so a drop whose
        // group stays under 4 is decided without simulating it.
        boolean quiet = !findPops(false);
        for (int col = 0; col < WIDTH; col++) {
            int word = col >> 2;
            int shift = 16 * (col & 3);
            int h = height(col);
            for (int colour = 0; colour < Puyo.COLOURS.length; colour++) {
                long added = 0;
                for (int count = 1; count <= ChainPotential.MAX_DROP; count++) {
                    if (h + count <= HEIGHT) {
                        added |= 1L << shift + h + count - 1;
                    }
                    if (quiet && !reachesFour(colour, word, added)) {
                        out.put(col, colour, count, 0L);
                        continue;
                    }
                    System.arraycopy(planes, 0, s.planes, 0, planes.length);
                    s.planes[2 * colour + word] |= added;
                    out.put(col, colour, count, s.resolveInPlace());
                }
            }
        }
    }

    /**
     * Whether the cells {@code added} (in {@code word}) joined to {@code colour}'s plane lie in a group of 4
     * or more within rows 1..12.
     */
    private boolean reachesFour(int colour, int word, long added) {
        long a = planes[2 * colour] & POP_LO;
        long b = planes[2 * colour + 1] & POP_HI;
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

    private PuyoField scratch() {
        PuyoField s = scratch;
        if (s == null) {
            s = scratch = new PuyoField();
        }
        return s;
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
        if (!findPops(true)) {
            return null;
        }
        Set<Puyo> colours = EnumSet.noneOf(Puyo.class);
        for (int c = 0; c < Puyo.COLOURS.length; c++) {
            if ((colourMask & 1 << c) != 0) {
                colours.add(Puyo.COLOURS[c]);
            }
        }
        int[] sizes = Arrays.copyOf(groupSizes, groupCount);
        Arrays.sort(sizes);
        List<Integer> sizeList = new ArrayList<>(sizes.length);
        for (int size : sizes) {
            sizeList.add(size);
        }
        int score = ChainStep.stepScore(chain, coloured, Integer.bitCount(colourMask), groupBonusSum);
        ChainStep step = new ChainStep(chain, coloured, garbage, colours, sizeList, score);
        removePopsAndFall();
        return step;
    }

    /** A new field holding only the puyos that pop in the next step (garbage included). */
    public PuyoField popping() {
        PuyoField p = new PuyoField();
        if (findPops(false)) {
            for (int i = 0; i < planes.length; i += 2) {
                p.planes[i] = planes[i] & popLo;
                p.planes[i + 1] = planes[i + 1] & popHi;
            }
        }
        return p;
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
     * seeds; spreading the seeds along the edges gives the groups, each within its own colour.
     */
    private boolean findPops(boolean detail) {
        long[] p = planes;
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
        return spreadSeeds(detail, ua, ub, da, db, la, lb, ra, rb, seedA, seedB);
    }

    // The pieces of findPops are small methods so that findPops stays small enough for the JIT to inline
    // it into its callers: a field where nothing pops then costs no call at all.

    /** Cells of word {@code w} whose neighbour above has the same colour (garbage excluded). */
    private static long sameColourAbove(long[] p, int w) {
        long a0 = p[w], a1 = p[w + 2], a2 = p[w + 4], a3 = p[w + 6], a4 = p[w + 8];
        return a0 & a0 >>> 1 | a1 & a1 >>> 1 | a2 & a2 >>> 1 | a3 & a3 >>> 1 | a4 & a4 >>> 1;
    }

    /** Cells of the lo word whose neighbour to the left has the same colour. */
    private static long sameColourLeftLo(long[] p) {
        long a0 = p[0], a1 = p[2], a2 = p[4], a3 = p[6], a4 = p[8];
        return a0 & a0 << 16 | a1 & a1 << 16 | a2 & a2 << 16 | a3 & a3 << 16 | a4 & a4 << 16;
    }

    /** Cells of the hi word whose neighbour to the left has the same colour (column 4's is column 3). */
    private static long sameColourLeftHi(long[] p) {
        long b0 = p[1], b1 = p[3], b2 = p[5], b3 = p[7], b4 = p[9];
        return b0 & (b0 << 16 | p[0] >>> 48) | b1 & (b1 << 16 | p[2] >>> 48) | b2 & (b2 << 16 | p[4] >>> 48)
                | b3 & (b3 << 16 | p[6] >>> 48) | b4 & (b4 << 16 | p[8] >>> 48);
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
     * The second half of {@link #findPops}: spreads the seeds along the edge masks into the groups that
     * pop, adds the garbage next to them, and keeps the result (and the details, if asked).
     */
    private boolean spreadSeeds(boolean detail, long ua, long ub, long da, long db, long la, long lb, long ra,
            long rb, long seedA, long seedB) {
        long pLo = 0;
        long pHi = 0;
        if (detail) {
            coloured = 0;
            colourMask = 0;
            groupCount = 0;
            groupBonusSum = 0;
        }
        while ((seedA | seedB) != 0) {
            long ga;
            long gb;
            if (!detail) {
                ga = seedA; // every group at once
                gb = seedB;
            } else if (seedA != 0) {
                ga = seedA & -seedA; // one group at a time, from its lowest seed
                gb = 0;
            } else {
                ga = 0;
                gb = seedB & -seedB;
            }
            // Spread along same-colour edges until nothing changes.
            while (true) {
                long na = ga | (ga & ua) << 1 | (ga & da) >>> 1 | (ga & ra) << 16 | (ga & la) >>> 16 | (gb & lb) << 48;
                long nb = gb | (gb & ub) << 1 | (gb & db) >>> 1 | (gb & rb) << 16 | (gb & lb) >>> 16 | (ga & ra) >>> 48;
                if (na == ga && nb == gb) {
                    break;
                }
                ga = na;
                gb = nb;
            }
            seedA &= ~ga;
            seedB &= ~gb;
            pLo |= ga;
            pHi |= gb;
            if (detail) {
                int size = Long.bitCount(ga) + Long.bitCount(gb);
                groupSizes[groupCount++] = size;
                groupBonusSum += ChainStep.groupBonus(size);
                coloured += size;
                colourMask |= 1 << colourOf(ga, gb);
            }
        }
        // Garbage in rows 1..12 next to a popping puyo pops too.
        long nLo = pLo << 1 | pLo >>> 1 | pLo << 16 | pLo >>> 16 | pHi << 48;
        long nHi = pHi << 1 | pHi >>> 1 | pHi << 16 | pHi >>> 16 | pLo >>> 48;
        long gLo = planes[2 * GARBAGE] & POP_LO & nLo;
        long gHi = planes[2 * GARBAGE + 1] & POP_HI & nHi;
        if (detail) {
            garbage = Long.bitCount(gLo) + Long.bitCount(gHi);
        }
        popLo = pLo | gLo;
        popHi = pHi | gHi;
        return true;
    }

    /** The colour (plane 0..4) of the one-colour group {@code ga}/{@code gb}. */
    private int colourOf(long ga, long gb) {
        int c = 0;
        while ((planes[2 * c] & ga | planes[2 * c + 1] & gb) == 0) {
            c++;
        }
        return c;
    }

    /** Removes the cells found by {@link #findPops} and lets the rest fall. */
    private void removePopsAndFall() {
        long[] p = planes;
        long nLo = ~popLo;
        long nHi = ~popHi;
        // Written out plane by plane: the JIT does not unroll a loop over the array's length.
        long keepLo = (p[0] &= nLo) | (p[2] &= nLo) | (p[4] &= nLo) | (p[6] &= nLo) | (p[8] &= nLo)
                | (p[10] &= nLo);
        long keepHi = (p[1] &= nHi) | (p[3] &= nHi) | (p[5] &= nHi) | (p[7] &= nHi) | (p[9] &= nHi)
                | (p[11] &= nHi);
        fall(p, 0, keepLo, VALID_LO);
        fall(p, 1, keepHi, VALID_HI);
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
            p[word + 6] = p[word + 6] & keep | p[word + 6] >>> 1 & upper;
            p[word + 8] = p[word + 8] & keep | p[word + 8] >>> 1 & upper;
            p[word + 10] = p[word + 10] & keep | p[word + 10] >>> 1 & upper;
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
     * {@code m}, so each round's move mask is computed once and applied to all six planes.
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

    /** A copy of this field. */
    public PuyoField copy() {
        PuyoField f = new PuyoField();
        f.copyFrom(this);
        return f;
    }

    /** Makes this field equal to {@code other} without allocating. */
    public void copyFrom(PuyoField other) {
        System.arraycopy(other.planes, 0, planes, 0, planes.length);
    }

    /** Empties the field. */
    public void clear() {
        Arrays.fill(planes, 0L);
    }

    /** The grid {@code [row][column]}, row 0 the floor row, 13 rows of 6. */
    public Puyo[][] toGrid() {
        Puyo[][] grid = new Puyo[HEIGHT][WIDTH];
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                grid[row][col] = get(col, row + 1);
            }
        }
        return grid;
    }

    /** The text format: 12 lines, or 13 when row 13 holds a puyo; each line ends with a newline. */
    public String format() {
        return FieldText.format(toGrid());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PuyoField && Arrays.equals(planes, ((PuyoField) o).planes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(planes);
    }

    /** Same as {@link #format()}. */
    @Override
    public String toString() {
        return format();
    }
}
