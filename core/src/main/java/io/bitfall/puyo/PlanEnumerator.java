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

import static io.bitfall.puyo.PuyoField.POP_HI;
import static io.bitfall.puyo.PuyoField.POP_LO;
import static io.bitfall.puyo.PuyoField.ROW_12;
import static io.bitfall.puyo.PuyoField.SPAWN_COLUMN;
import static io.bitfall.puyo.PuyoField.VALID_HI;
import static io.bitfall.puyo.PuyoField.VALID_LO;

import java.util.List;
import java.util.Objects;

/**
 * Every plan a field allows with the coming pairs, the building block of a Puyo AI's search: each line of
 * legal placements ({@link PuyoField#legalPlacements}) of the first pair, then the second, and so on, that
 * ends at the given depth or at its first placement that fires a chain, whichever comes first, and whose
 * placements never end the game ({@link PuyoField#isGameOver()} after the placement and its chain). It is
 * the enumeration of puyoai's {@code Plan::iterateAvailablePlans}, on bitfall's rules (a puyo that would rest
 * above row 13 is deleted, as {@link PuyoField#place} does); each {@link Plan} gives its placements, the last
 * one's chain (chains, score, frames, all clear), its split pairs, the frames to drop its pairs and its field.
 * <pre>{@code
 * PuyoPairSequence pairs = new PuyoPairSequence(seed, 4);        // deals red, green, blue and purple
 * List<PuyoPair> unknown = PlanEnumerator.pairsOf(pairs.colourMask()); // the 10 pairs it can deal
 * PlanEnumerator plans = new PlanEnumerator(4);                  // reuse it: no allocation per call
 * long[] best = {-1};
 * plans.enumerate(field, List.of(pairs.pair(0), pairs.pair(1)), unknown, 3, plan -> {
 *     best[0] = Math.max(best[0], ChainSummary.score(plan.summary()));
 * });
 * }</pre>
 * Past the known pairs, each pair of {@code unknown} is tried in turn at every further depth: give it the
 * pairs that can come, {@link #pairsOf} of the game's colours ({@link #PUYOAI_PAIRS} are puyoai's four
 * colours, which a bitfall sequence of four colours does not deal). Plans come in
 * depth-first order: pairs in the order given, placements in the order of {@link Placement#ALL} (a pair of
 * one colour has 11, see {@link PuyoField#legalPlacements}).
 *
 * <p>Cost: a plan whose last placement fires nothing costs a few bit tests, not a copy, a placement and a pop
 * test as on the public API: below a field where nothing pops, only a group that takes one of the two new
 * puyos can pop, and per field and colour three masks say where a puyo would join 1, 2, or 3 or more of
 * its colour ({@code LandingPops}); a pair of one colour split over two columns is resolved when those
 * masks cannot decide. At the last depth a pair takes the placements that may fire as one mask, from the
 * landing slots where its colours join 1, 2, or 3 or more, so a plan that fires nothing there costs no test
 * of its own. A placement that fires is resolved like {@link PuyoField#resolveInPlaceWithFrames()}; at the
 * last depth, where one puyo of a pair of two colours pops alone, its first step (the pop test and the fall)
 * is shared by every placement of the field that puts that colour on that cell, whatever the other puyo does.
 * The field of a plan is built only when the visitor asks for it ({@link Plan#field()}). Not thread-safe:
 * one enumerator per thread; a visitor may not start another enumeration on the same enumerator.
 */
public final class PlanEnumerator {
    /**
     * The ten pairs of red, blue, yellow and green, in puyoai's order ({@code ALL_KUMIPUYO_KINDS}): RR RB RY
     * RG BB BY BG YY YG GG, the axis first; the unknown pairs of puyoai's enumeration, for comparisons with
     * puyoai. They are not the pairs of a bitfall game of four colours ({@code new PuyoPairSequence(seed, 4)}
     * deals red, green, blue and purple): for those, use {@link #pairsOf pairsOf(sequence.colourMask())}.
     */
    public static final List<PuyoPair> PUYOAI_PAIRS = puyoaiPairs();

    /**
     * The same list as {@link #PUYOAI_PAIRS}, under a name that reads as "the pairs of a four-colour game",
     * which they are not.
     *
     * @deprecated puyoai's pairs are {@link #PUYOAI_PAIRS}; a game's pairs are {@link #pairsOf}
     */
    @Deprecated(since = "0.1.0")
    public static final List<PuyoPair> FOUR_COLOUR_PAIRS = PUYOAI_PAIRS;

    /** Bit {@code i}: placement {@code i} of {@link Placement#ALL} is UP or RIGHT, the forms a one-colour pair takes. */
    private static final int UP_OR_RIGHT = Reachability.UP_OR_RIGHT;
    private static final Placement[] PLACEMENTS = Reachability.PLACEMENTS;
    private static final long LANES_LO = 0x0001_0001_0001_0001L;
    private static final long LANES_HI = 0x0000_0000_0001_0001L;
    /** Landing slots: {@code 2 * column + lift}, the cell {@code lift} (0 or 1) rows above a column's top. */
    private static final int SLOTS = 2 * PuyoField.WIDTH;
    /** Keys of the first steps kept at the last depth: a colour plane index and a landing slot. */
    private static final int FIRST_KEYS = Puyo.COLOURS.length * SLOTS;
    /** {@code AXIS_SLOT[i]}, {@code CHILD_SLOT[i]}: the slots of placement {@code i}'s axis and child. */
    private static final int[] AXIS_SLOT = new int[PLACEMENTS.length];
    private static final int[] CHILD_SLOT = new int[PLACEMENTS.length];
    /** Whether placement {@code i} is RIGHT: the one horizontal form a one-colour pair takes. */
    private static final boolean[] RIGHT = new boolean[PLACEMENTS.length];
    /**
     * {@code AXIS_IN[x]}, {@code AXIS_IN[64 + x]}: the placements whose axis lands on a slot of {@code x}, a
     * set of slots 0..5 (columns 0..2), or of slots 6..11 as {@code x << 6}; {@code CHILD_IN} the same for the child.
     */
    private static final int[] AXIS_IN = new int[128];
    private static final int[] CHILD_IN = new int[128];
    /** The UP placements; {@code RIGHT_OF[c]}: the bit of placement (c, RIGHT). */
    private static final int UP;
    private static final int[] RIGHT_OF = new int[PuyoField.WIDTH];

    static {
        int up = 0;
        for (int i = 0; i < PLACEMENTS.length; i++) {
            Placement p = PLACEMENTS[i];
            Rotation r = p.rotation();
            AXIS_SLOT[i] = 2 * p.column() + r.axisLift;
            CHILD_SLOT[i] = 2 * p.childColumn() + r.childLift;
            RIGHT[i] = r == Rotation.RIGHT;
            for (int x = 0; x < 128; x++) {
                int slots = x < 64 ? x : (x - 64) << 6;
                AXIS_IN[x] |= (slots >>> AXIS_SLOT[i] & 1) << i;
                CHILD_IN[x] |= (slots >>> CHILD_SLOT[i] & 1) << i;
            }
            if (r == Rotation.UP) {
                up |= 1 << i;
            } else if (r == Rotation.RIGHT) {
                RIGHT_OF[p.column()] = 1 << i;
            }
        }
        UP = up;
    }

    private final int maxDepth;
    /** {@code fields[d]}: the field before pair {@code d} of the current line; {@code fields[0]} the start. */
    private final PuyoField[] fields;
    /** {@code placementIndex[d]} (in {@link Placement#ALL}), {@code pairs[d]}: step {@code d} of the current line. */
    private final int[] placementIndex;
    private final PuyoPair[] pairs;
    /** {@code masks[d]}: {@link LandingPops#masks} of {@code fields[d]}, per colour plane index, when {@code ready[d]} has its bit. */
    private final long[][] masks;
    private final int[] ready;
    /** {@code cells[d][2 * slot]}, {@code [2 * slot + 1]}: the lo and hi word of a landing slot's cell in {@code fields[d]}. */
    private final long[][] cells;
    /*
     * For the field searched at the last depth, where a pair of two colours is decided by one mask: the row
     * of each column's landing cell (its height); per colour plane index, the landing slots (bit
     * 2 * column + lift) where a puyo of that colour joins 3 or more of its colour; which colours are made.
     */
    private final int[] heights = new int[PuyoField.WIDTH];
    private final int[] fires = new int[Puyo.COLOURS.length];
    private int firesReady;
    /**
     * For that field: the placements whose two puyos both land in rows 1..12, and those whose two puyos land
     * side by side (UP; RIGHT over two columns of one height).
     */
    private int lastBothPop;
    private int lastAdjacent;
    /*
     * For that field, the first steps of placements of a pair of two colours where one puyo alone pops, per
     * key SLOTS * colour + slot (the popping puyo's colour plane index and landing slot), known for the keys
     * in firstKnown: the field after the step without the other puyo (PuyoField.CODE_WORDS words a key), the cells
     * that popped, the step's score and its longest fall. In a field where nothing pops, such a puyo pops
     * with exactly the groups of its colour next to its cell and the garbage next to them; the other puyo, of
     * another colour, joins fewer than 3 of its own and changes none of that. After the step it is the top
     * of its column (it landed on top, or under the popping puyo), so it lies on that column of the kept
     * field, and it fell as many rows as cells popped under it. So the placements with one key (the other
     * puyo's rotations and columns, the other pairs with that colour) share one pop test and one fall.
     */
    private final long[] firstFields = new long[FIRST_KEYS * PuyoField.CODE_WORDS];
    private final long[] firstLo = new long[FIRST_KEYS];
    private final long[] firstHi = new long[FIRST_KEYS];
    private final int[] firstScore = new int[FIRST_KEYS];
    private final int[] firstFall = new int[FIRST_KEYS];
    private long firstKnown;
    /** {@code sizes[d]}: {@link LandingPops#groupSizes} of {@code fields[d]}. */
    private final long[][] sizes;
    /** {@code knownAt[d][0]}: the known pair of depth {@code d}. */
    private final PuyoPair[][] knownAt;
    private PuyoPair[] unknownPairs = new PuyoPair[0];
    private final Plan plan = new Plan(this);

    private int depth;
    private int knownCount;
    private int unknownCount;
    private PlanVisitor visitor;
    private long count;
    private boolean running;

    /**
     * An enumerator for lines of up to {@code maxDepth} pairs. It keeps a field and a few masks per depth
     * (about 500 bytes a depth) and the first steps of the last depth (about 4 KB), and allocates nothing
     * afterwards.
     *
     * @param maxDepth the deepest enumeration it will run, 1..16
     * @throws IllegalArgumentException if {@code maxDepth} is outside 1..16
     */
    public PlanEnumerator(int maxDepth) {
        if (maxDepth < 1 || maxDepth > 16) {
            throw new IllegalArgumentException("max depth " + maxDepth + " is outside 1..16");
        }
        this.maxDepth = maxDepth;
        fields = new PuyoField[maxDepth + 1];
        for (int d = 0; d <= maxDepth; d++) {
            fields[d] = new PuyoField();
        }
        placementIndex = new int[maxDepth];
        pairs = new PuyoPair[maxDepth];
        masks = new long[maxDepth][Puyo.COLOURS.length * LandingPops.WORDS];
        ready = new int[maxDepth];
        sizes = new long[maxDepth][4];
        cells = new long[maxDepth][2 * SLOTS];
        knownAt = new PuyoPair[maxDepth][1];
    }

    /**
     * The deepest enumeration this enumerator runs.
     *
     * @return the depth given to the constructor
     */
    public int maxDepth() {
        return maxDepth;
    }

    /**
     * Every pair of the colours in {@code colourMask}, each once whatever the order of its two puyos: the
     * pairs a game of those colours can deal, to pass as {@code unknown} to {@link #enumerate}. Colours go in
     * {@link Puyo} order (red, green, blue, purple, yellow); for four colours RR RG RB RP GG GB GP BB BP PP,
     * the axis first. A pair dealt child first (GR) is the same pair to the enumeration, which tries every
     * rotation of each.
     *
     * @param colourMask the colours: bit {@code c} for the colour of {@link Puyo} ordinal {@code c + 1}, as
     *                   {@link PuyoPairSequence#colourMask()} gives
     * @return the {@code n (n + 1) / 2} pairs of the mask's {@code n} colours, an unmodifiable list
     * @throws IllegalArgumentException if {@code colourMask} holds no colour or bits past the five colours
     */
    public static List<PuyoPair> pairsOf(int colourMask) {
        if (colourMask <= 0 || colourMask > 0x1F) {
            throw new IllegalArgumentException("colourMask: " + colourMask + " is not a set of the 5 colours (1..31)");
        }
        Puyo[] c = new Puyo[Integer.bitCount(colourMask)];
        for (int i = 0, n = 0; i < Puyo.COLOURS.length; i++) {
            if ((colourMask >>> i & 1) != 0) {
                c[n++] = Puyo.COLOURS[i];
            }
        }
        return pairsOf(c);
    }

    private static List<PuyoPair> puyoaiPairs() {
        return pairsOf(new Puyo[] {Puyo.RED, Puyo.BLUE, Puyo.YELLOW, Puyo.GREEN});
    }

    /** The pairs of colours {@code c}, axis before child in the order of {@code c}. */
    private static List<PuyoPair> pairsOf(Puyo[] c) {
        PuyoPair[] out = new PuyoPair[c.length * (c.length + 1) / 2];
        int n = 0;
        for (int i = 0; i < c.length; i++) {
            for (int j = i; j < c.length; j++) {
                out[n++] = new PuyoPair(c[i], c[j]);
            }
        }
        return List.of(out);
    }

    /**
     * Hands every plan of {@code start} to {@code visitor}, in depth-first order (see the class comment).
     * {@code start} is not changed. Nothing is allocated.
     *
     * @param start   the field the lines start from; settled
     * @param known   the coming pairs, the current one first; pair {@code d} is placed at depth {@code d}
     * @param unknown the pairs tried at each depth past the known ones, such as {@link #pairsOf} of the game's colours;
     *                may be empty when {@code depth <= known.size()}
     * @param depth   the number of placements of a line that fires nothing, 1..{@link #maxDepth()}
     * @param visitor receives each plan
     * @return the number of plans visited
     * @throws NullPointerException     if an argument or a pair in a list is null
     * @throws IllegalArgumentException if {@code depth} is outside 1..{@link #maxDepth()}, or passes the known
     *                                  pairs with no unknown pairs to try
     * @throws IllegalStateException    if {@code start} is not settled, or this enumerator is already running
     *                                  (a visitor called it)
     */
    public long enumerate(PuyoField start, List<PuyoPair> known, List<PuyoPair> unknown, int depth,
            PlanVisitor visitor) {
        Objects.requireNonNull(start, "start is null");
        Objects.requireNonNull(known, "known is null");
        Objects.requireNonNull(unknown, "unknown is null");
        Objects.requireNonNull(visitor, "visitor is null");
        if (depth < 1 || depth > maxDepth) {
            throw new IllegalArgumentException("depth " + depth + " is outside 1.." + maxDepth);
        }
        if (depth > known.size() && unknown.isEmpty()) {
            throw new IllegalArgumentException("depth " + depth + " passes the " + known.size()
                    + " known pairs, and there are no unknown pairs to try");
        }
        checkPairs(known, "known");
        checkPairs(unknown, "unknown");
        if (!start.isSettled()) {
            throw new IllegalStateException("enumerate needs a settled field; call settle() first");
        }
        if (running) {
            throw new IllegalStateException("this enumerator is already running; use another for a nested enumeration");
        }
        if (unknownPairs.length < unknown.size()) {
            unknownPairs = new PuyoPair[unknown.size()]; // only when a longer list comes
        }
        for (int i = 0; i < unknown.size(); i++) {
            unknownPairs[i] = unknown.get(i);
        }
        knownCount = Math.min(known.size(), depth);
        for (int d = 0; d < knownCount; d++) {
            knownAt[d][0] = known.get(d);
        }
        unknownCount = unknown.size();
        this.depth = depth;
        this.visitor = visitor;
        count = 0;
        running = true;
        try {
            fields[0].copyFrom(start);
            search(0, !Pops.findPops(fields[0], false));
        } finally {
            running = false;
            this.visitor = null;
        }
        return count;
    }

    /** Throws a NullPointerException naming the first null pair of {@code pairs}; the message is made only then. */
    private static void checkPairs(List<PuyoPair> pairs, String which) {
        for (int i = 0; i < pairs.size(); i++) {
            if (pairs.get(i) == null) {
                throw new NullPointerException(which + " pair " + i + " is null");
            }
        }
    }

    /**
     * The plans below {@code fields[d]}; {@code quiet}: nothing pops there, so the masks decide which
     * placements fire. Every field below the start is quiet: a line that fires ends.
     */
    private void search(int d, boolean quiet) {
        PuyoField parent = fields[d];
        PuyoField child = fields[d + 1];
        long[] pb = parent.bits;
        long lo = pb[0] | pb[2] | pb[4];
        long hi = pb[1] | pb[3] | pb[5];
        int legal = Reachability.legalMask(lo, hi);
        if (legal == 0) {
            return;
        }
        if (quiet) {
            LandingPops.groupSizes(pb, sizes[d]);
            ready[d] = 0;
        }
        // On a settled field the lowest empty cell of every lane is where its next puyo lands.
        long[] cell = cells[d];
        landingCells((lo << 1 | LANES_LO) & ~lo, (hi << 1 | LANES_HI) & ~hi, cell);
        boolean last = d + 1 == depth;
        int over = -1; // at the last depth: the placements that end the game if they fire nothing, once made
        PuyoPair[] tried = d < knownCount ? knownAt[d] : unknownPairs;
        int n = d < knownCount ? 1 : unknownCount;
        long[] t = masks[d];
        for (int k = 0; k < n; k++) {
            PuyoPair pair = tried[k];
            pairs[d] = pair;
            int a = pair.axis().plane();
            int c = pair.child().plane();
            if (quiet) {
                prepare(d, a);
                prepare(d, c);
            }
            // The masks this pair reads, loaded once (all zero where the field is not quiet: unused then).
            int ia = a * LandingPops.WORDS;
            int ic = c * LandingPops.WORDS;
            long a1Lo = t[ia], a1Hi = t[ia + 1], a2Lo = t[ia + 2], a2Hi = t[ia + 3], a3Lo = t[ia + 4], a3Hi = t[ia + 5];
            long c3Lo = t[ic + 4], c3Hi = t[ic + 5];
            boolean same = a == c;
            if (quiet && last) {
                if (over < 0) {
                    over = landingHeights(lo, hi);
                    firesReady = 0;
                    firstKnown = 0;
                }
                prepareFires(d, a);
                int fire;
                int m;
                if (same) {
                    m = legal & UP_OR_RIGHT;
                    fire = oneColourFires(t, a);
                } else {
                    prepareFires(d, c);
                    m = legal;
                    fire = axisIn(fires[a]) | childIn(fires[c]);
                }
                lastPlacements(d, m & ~(over & ~fire), fire, a, c);
                continue;
            }
            int m = same ? legal & UP_OR_RIGHT : legal;
            for (; m != 0; m &= m - 1) {
                int i = Integer.numberOfTrailingZeros(m);
                placementIndex[d] = i;
                int as = 2 * AXIS_SLOT[i];
                int cs = 2 * CHILD_SLOT[i];
                long aLo = cell[as];
                long aHi = cell[as + 1];
                long cLo = cell[cs];
                long cHi = cell[cs + 1];
                boolean surelyQuiet = quiet && (same
                        ? nothingPopsSame(a1Lo, a1Hi, a2Lo, a2Hi, a3Lo, a3Hi, RIGHT[i], aLo, aHi, cLo, cHi)
                        : (a3Lo & aLo | a3Hi & aHi | c3Lo & cLo | c3Hi & cHi) == 0);
                if (surelyQuiet) { // two colours: each puyo pops with 3 or more of its colour joined
                    if (((lo | aLo | cLo) >>> 16 * SPAWN_COLUMN & ROW_12) != 0) {
                        continue; // game over
                    }
                    if (last) {
                        visit(d + 1, 0, false);
                    } else {
                        PuyoField.addPair(child.bits, pb, PuyoField.CODE_OF_PLANE[a], PuyoField.CODE_OF_PLANE[c],
                                aLo, aHi, cLo, cHi);
                        search(d + 1, true);
                    }
                } else {
                    PuyoField.addPair(child.bits, pb, PuyoField.CODE_OF_PLANE[a], PuyoField.CODE_OF_PLANE[c],
                            aLo, aHi, cLo, cHi); // the placed field, as place() would make it
                    long s = child.resolveInPlaceWithFrames();
                    if (child.isGameOver()) {
                        continue;
                    }
                    if (s != 0 || last) {
                        visit(d + 1, s, true);
                    } else {
                        search(d + 1, true);
                    }
                }
            }
        }
    }

    /**
     * The plans of a pair of two colours (plane indexes {@code a}, {@code c}) placed last on the quiet
     * {@code fields[d]}: the placements {@code m}, of which those in {@code fire} pop (one puyo joins 3 or
     * more of its colour) and are resolved; the others are plans that fire nothing, decided without a bit test
     * each. A placement where one puyo alone pops takes its first step from {@link #firstLo} when an earlier
     * placement of this field popped the same.
     */
    private void lastPlacements(int d, int m, int fire, int a, int c) {
        long[] pb = fields[d].bits;
        PuyoField child = fields[d + 1];
        long[] cell = cells[d];
        while (m != 0) {
            int f = m & fire;
            int next = f & -f; // the next placement that fires (0: none); the quiet ones before it first
            for (int q = m & next - 1; q != 0; q &= q - 1) {
                placementIndex[d] = Integer.numberOfTrailingZeros(q);
                visit(d + 1, 0, false);
            }
            if (next == 0) {
                return;
            }
            m &= -next << 1;
            int i = Integer.numberOfTrailingZeros(next);
            placementIndex[d] = i;
            int as = 2 * AXIS_SLOT[i];
            int cs = 2 * CHILD_SLOT[i];
            long s;
            int axisPops = fires[a] >>> AXIS_SLOT[i] & 1;
            if (a == c || axisPops == (fires[c] >>> CHILD_SLOT[i] & 1)) { // one colour, or both puyos pop
                PuyoField.addPair(child.bits, pb, PuyoField.CODE_OF_PLANE[a], PuyoField.CODE_OF_PLANE[c],
                        cell[as], cell[as + 1], cell[cs], cell[cs + 1]);
                s = child.resolveInPlaceWithFrames();
            } else if (axisPops != 0) {
                s = resolveOnePopping(pb, child, cell, a, as, c, cs);
            } else {
                s = resolveOnePopping(pb, child, cell, c, cs, a, as);
            }
            if (!child.isGameOver()) {
                visit(d + 1, s, true);
            }
        }
    }

    /**
     * Resolves into {@code child} the placement on the quiet field of the last depth (code planes {@code pb},
     * landing cells {@code cell}) of a puyo of colour plane index {@code x} that pops, on the cell
     * {@code cell[xs]}, {@code cell[xs + 1]}, and one of another colour {@code y} that does not, on
     * {@code cell[ys]}, {@code cell[ys + 1]}; returns its summary. The first step comes from the kept one of
     * the popping puyo's colour and slot ({@link #firstFields}), made here if this is the first.
     */
    private long resolveOnePopping(long[] pb, PuyoField child, long[] cell, int x, int xs, int y, int ys) {
        int key = SLOTS * x + (xs >> 1);
        int at = key * PuyoField.CODE_WORDS;
        long[] b = child.bits;
        long[] kept = firstFields;
        if ((firstKnown >>> key & 1) == 0) {
            PuyoField.addPair(b, pb, PuyoField.CODE_OF_PLANE[x], 0, cell[xs], cell[xs + 1], 0, 0); // x alone
            Pops.findPops(child, true); // it pops
            firstLo[key] = child.popLo;
            firstHi[key] = child.popHi;
            firstScore[key] = ChainStep.stepScoreOf(1, child.coloured, child.colourCount, child.groupBonusSum);
            firstFall[key] = Gravity.removePopsAndFallRows(b, b, child.popLo, child.popHi);
            kept[at + 5] = b[5];
            kept[at + 4] = b[4];
            kept[at + 3] = b[3];
            kept[at + 2] = b[2];
            kept[at + 1] = b[1];
            kept[at] = b[0];
            firstKnown |= 1L << key;
        } else {
            b[5] = kept[at + 5];
            b[4] = kept[at + 4];
            b[3] = kept[at + 3];
            b[2] = kept[at + 2];
            b[1] = kept[at + 1];
            b[0] = kept[at];
        }
        int fall = firstFall[key];
        int column = ys >> 2; // ys is 2 * slot, a slot 2 * column + lift
        int w = column >> 2;
        long yCell = cell[ys + w];
        if (yCell != 0) { // not deleted above row 13: on top of its column, fallen over the cells popped under it
            long lane = 0xFFFFL << 16 * (column & 3);
            long top = ((b[w] | b[w + 2] | b[w + 4]) & lane) + (lane & -lane);
            PuyoField.addCode(b, y, w, top);
            fall = Math.max(fall, Long.bitCount((w == 0 ? firstLo[key] : firstHi[key]) & lane & yCell - 1));
        }
        return child.resolveWithFramesAfterFirstStep(firstScore[key], fall);
    }

    /** Makes the masks of colour plane index {@code colour} for {@code fields[d]}, unless they are made. */
    private void prepare(int d, int colour) {
        if ((ready[d] & 1 << colour) == 0) {
            LandingPops.masks(fields[d], sizes[d], colour, masks[d], colour * LandingPops.WORDS);
            ready[d] |= 1 << colour;
        }
    }

    /**
     * The placements of a one-colour pair at the last depth that {@link #nothingPopsSame} does not clear: one
     * puyo joins 3 or more of its colour (plane index {@code colour}, whose masks are {@code t} and
     * {@link #fires} made), or both puyos touch it and the masks cannot tell.
     */
    private int oneColourFires(long[] t, int colour) {
        int s1 = slotsOf(t, colour * LandingPops.WORDS);
        int s2 = slotsOf(t, colour * LandingPops.WORDS + 2);
        int a1 = axisIn(s1);
        int c1 = childIn(s1);
        int a2 = axisIn(s2);
        int c2 = childIn(s2);
        int joined = lastAdjacent & (a2 | c2 | a1 & c1) | ~lastAdjacent & (a2 & c1 | c2 & a1);
        int s3 = fires[colour];
        return axisIn(s3) | childIn(s3) | lastBothPop & joined;
    }

    /** The placements whose axis lands on one of the {@code slots}. */
    private static int axisIn(int slots) {
        return AXIS_IN[slots & 63] | AXIS_IN[64 + (slots >>> 6)];
    }

    /** The placements whose child lands on one of the {@code slots}. */
    private static int childIn(int slots) {
        return CHILD_IN[slots & 63] | CHILD_IN[64 + (slots >>> 6)];
    }

    /** The landing slots (of the field of {@link #heights}) whose cells are in the mask {@code t[at]}, {@code t[at + 1]}. */
    private int slotsOf(long[] t, int at) {
        int x = 0;
        for (int column = 0; column < PuyoField.WIDTH; column++) {
            x |= (int) (t[at + (column >> 2)] >>> 16 * (column & 3) + heights[column] & 3) << 2 * column;
        }
        return x;
    }

    /**
     * Makes {@code fires[colour]} from the masks of {@code fields[d]}, the field at the last depth whose
     * {@link #landingHeights} are made, unless it is made.
     */
    private void prepareFires(int d, int colour) {
        if ((firesReady & 1 << colour) == 0) {
            fires[colour] = slotsOf(masks[d], colour * LandingPops.WORDS + 4); // S >= 3
            firesReady |= 1 << colour;
        }
    }

    /**
     * Writes the column heights of the occupancy {@code lo}/{@code hi} into {@link #heights}, and
     * {@link #lastBothPop} and {@link #lastAdjacent}, and returns the placements that put a puyo on row 12 of
     * the spawn column, the game-over cell.
     */
    private int landingHeights(long lo, long hi) {
        int popSlots = 0;
        int adjacent = UP;
        for (int column = 0; column < PuyoField.WIDTH; column++) {
            int h = Long.bitCount((column < 4 ? lo : hi) >>> 16 * (column & 3) & 0xFFFF);
            heights[column] = h;
            popSlots |= (h <= 10 ? 3 : h == 11 ? 1 : 0) << 2 * column; // cells in rows 1..12
            if (column > 0 && h == heights[column - 1]) {
                adjacent |= RIGHT_OF[column - 1];
            }
        }
        lastBothPop = axisIn(popSlots) & childIn(popSlots);
        lastAdjacent = adjacent;
        int h = heights[SPAWN_COLUMN];
        int slots = (h == 11 ? 1 : h == 10 ? 2 : 0) << 2 * SPAWN_COLUMN; // the slot whose cell is row 12
        return AXIS_IN[slots] | CHILD_IN[slots];
    }

    /**
     * Whether a pair of one colour, whose masks at the quiet field are {@code s1}, {@code s2}, {@code s3}
     * ({@code S >= 1, 2, 3}, lo and hi), landing on the cells {@code aLo/aHi} (axis) and {@code cLo/cHi}
     * (child), surely pops nothing. False when it pops, and when the masks cannot tell: a pair split over two
     * columns of different heights whose puyos both touch their colour.
     */
    private static boolean nothingPopsSame(long s1Lo, long s1Hi, long s2Lo, long s2Hi, long s3Lo, long s3Hi,
            boolean right, long aLo, long aHi, long cLo, long cHi) {
        if ((s3Lo & (aLo | cLo) | s3Hi & (aHi | cHi)) != 0) {
            return false; // one puyo joins 3 or more by itself
        }
        boolean both = (aLo & POP_LO | aHi & POP_HI) != 0 && (cLo & POP_LO | cHi & POP_HI) != 0;
        if (!both) {
            return true; // one puyo in row 13 or deleted: the other alone joins fewer than 3
        }
        int joined = level(s1Lo, s1Hi, s2Lo, s2Hi, aLo, aHi) + level(s1Lo, s1Hi, s2Lo, s2Hi, cLo, cHi);
        // Side by side (one column, or one row), the two puyos are one group of 2 + S(axis) + S(child) cells:
        // no cell touches both, and a group touching both has 2 or more cells, so it pops either way.
        boolean adjacent = !right || cLo == aLo << 16 && cHi == (aHi << 16 | aLo >>> 48);
        // Split over two rows, they join through a group touching both, or not at all; 2 or fewer joined
        // in all cannot make 4, more is left to the resolve.
        return adjacent ? joined < 2 : joined <= 2;
    }

    /** How many of {@code S >= 1, 2} hold at the cell {@code lo/hi}: 0, 1 or 2. */
    private static int level(long s1Lo, long s1Hi, long s2Lo, long s2Hi, long lo, long hi) {
        return ((s1Lo & lo | s1Hi & hi) != 0 ? 1 : 0) + ((s2Lo & lo | s2Hi & hi) != 0 ? 1 : 0);
    }

    /**
     * Splits the landing cells {@code lo}/{@code hi} (one bit a lane) into {@code out}, per slot: the cell a
     * puyo dropped on a column takes, and the one above it; none above row 13 (the puyo is deleted).
     */
    private static void landingCells(long lo, long hi, long[] out) {
        for (int column = 0; column < 4; column++) {
            long c = lo & 0xFFFFL << 16 * column;
            out[4 * column] = c & VALID_LO;
            out[4 * column + 1] = 0;
            out[4 * column + 2] = c << 1 & VALID_LO;
            out[4 * column + 3] = 0;
        }
        for (int column = 4; column < PuyoField.WIDTH; column++) {
            long c = hi & 0xFFFFL << 16 * (column - 4);
            out[4 * column] = 0;
            out[4 * column + 1] = c & VALID_HI;
            out[4 * column + 2] = 0;
            out[4 * column + 3] = c << 1 & VALID_HI;
        }
    }

    private void visit(int length, long summary, boolean fieldReady) {
        count++;
        plan.reset(length, summary, fieldReady);
        visitor.visit(plan);
    }

    // ---- For Plan ----

    Placement placementAt(int i) {
        return PLACEMENTS[placementIndex[i]];
    }

    PuyoPair pairAt(int i) {
        return pairs[i];
    }

    PuyoField fieldAt(int length) {
        return fields[length];
    }

    /** Builds the field of a plan of {@code length} whose last placement fired nothing. */
    void materialize(int length) {
        PuyoField f = fields[length];
        f.copyFrom(fields[length - 1]);
        f.place(pairs[length - 1], placementAt(length - 1));
    }

    /** {@link Plan#dropFrames()} of the current line's first {@code length} placements; {@code heights}: scratch. */
    int dropFramesOfLine(int length, int[] heights) {
        int frames = 0;
        for (int i = 0; i < length; i++) {
            fields[i].heights(heights);
            frames += TsuFrames.placement(heights, placementAt(i)) + (i > 0 ? TsuFrames.PREPARE_NEXT : 0);
        }
        return frames;
    }

    /** The placements of the current line's first {@code length} that split their pair. */
    int splitsOfLine(int length) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            Placement p = placementAt(i);
            if (p.childColumn() != p.column() && fields[i].height(p.column()) != fields[i].height(p.childColumn())) {
                n++;
            }
        }
        return n;
    }
}
