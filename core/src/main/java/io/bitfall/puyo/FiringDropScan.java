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

/**
 * The kernel of {@link PuyoField#bestFiringDrop}: the best chain that the first firing drop of 1 to 3
 * puyos of one colour on one column fires, found without resolving the drops that fire nothing, and
 * without resolving most of those that do.
 *
 * <p>It works on a settled field where nothing pops (a <em>quiet</em> field, what a search evaluates):
 * there every group has 3 puyos or fewer, and a drop can only pop the one group its puyos join: the
 * dropped cells plus the groups of their colour next to them. All columns are looked at at once, one
 * colour at a time (columns 4 and 5 of two colours in one word), on masks placed at each column's <em>probe cell</em> {@code s1}, the empty cell on
 * top of it. For each column the masks hold, at that cell, whether a neighbour of the dropped cells holds
 * the colour:
 * <pre>
 *   column:      c-1  c  c+1
 *   row h+3:     L3   .  R3       the dropped cells are rows h+1.. of column c (h its height);
 *   row h+2:     L2   .  R2       L and R are their neighbours, B the top puyo under them
 *   row h+1:     L1   s1 R1
 *   row h:        .   B   .
 * </pre>
 * With {@code k} puyos dropped, the group reaches 4 when the distinct groups next to them hold
 * {@code 4 - k} puyos. As groups hold 3 or fewer, that is decided from how many neighbours hold the
 * colour and whether one lies in a group of 2 or more ({@code big2}) or of 3 ({@code big3}): for
 * {@code k = 3} one neighbour; for {@code k = 2} two, or one in a {@code big2} group; for {@code k = 1}
 * three, or two with one in a {@code big2} group (two of L1, R1, B in one group make it a group of 3),
 * or one in a {@code big3} group. A drop whose group holds no puyo with anything above it (and no
 * garbage next to it) pops and nothing falls: its chain is one step, scored from the group's size. Only
 * the other drops that fire are resolved, from the field after their known first step (once for all the
 * drops of a colour that pop the same cells, the same field following): by {@link WordChain}, on the
 * field's words in locals, where the field holds no garbage, else on a scratch field. The one-step drops
 * are sized only when no resolved drop fired two or more steps. Where
 * garbage could pop, every firing drop is resolved so; on a field that is not quiet, where the first puyo
 * on every column fires, each is dropped and resolved whole.
 *
 * <p>One per thread (see {@link PuyoField}), reused for every field; allocates nothing. Not thread-safe.
 */
final class FiringDropScan {
    /**
     * One scan per thread (it holds only scratch state), so that a search touching many fields keeps one warm
     * in cache instead of one per field. Here rather than in {@link PuyoField}, and with no lambda, so that a
     * program that never calls {@link PuyoField#bestFiringDrop} pays nothing for it at start-up.
     */
    static final ThreadLocal<FiringDropScan> PER_THREAD = new ThreadLocal<>() {
        @Override
        protected FiringDropScan initialValue() {
            return new FiringDropScan();
        }
    };

    private static final long LANES_LO = 0x0001_0001_0001_0001L;
    private static final long LANES_HI = 0x0000_0000_0001_0001L;
    /** Rows 1..11 and 1..10 of every lane: probe cells under which 2 and 3 puyos stay within row 12. */
    private static final long ROWS_1_11_LO = 0x07FFL * LANES_LO;
    private static final long ROWS_1_11_HI = 0x07FFL * LANES_HI;
    private static final long ROWS_1_10_LO = 0x03FFL * LANES_LO;
    private static final long ROWS_1_10_HI = 0x03FFL * LANES_HI;
    private static final long POP_LO = PuyoField.POP_LO;
    private static final long POP_HI = PuyoField.POP_HI;
    /** In a word of two colours' columns 4 and 5 ({@link #scanColours}): the first colour's lanes, lanes 1 and 2. */
    private static final long LANES_0_1 = 0xFFFF_FFFFL;
    private static final long LANE_1 = 0xFFFFL << 16;
    private static final long LANE_2 = 0xFFFFL << 32;

    /**
     * The score of a first step popping {@code n} puyos of one colour in one group, by {@code n}: a drop's
     * group holds at most 3 dropped puyos and the groups (of 3 or fewer) of their 7 neighbours.
     */
    private static final int[] FIRST_SCORE = new int[3 + 7 * 3 + 1];

    static {
        for (int n = 4; n < FIRST_SCORE.length; n++) {
            FIRST_SCORE[n] = ChainStep.stepScoreOf(1, n, 1, ChainStep.groupBonus(n));
        }
    }

    private final PuyoField scratch = new PuyoField();
    private final long[] scratchBits = scratch.codePlanes();

    // The field being scanned: its code planes, colour cells, probe cells and the images (at each probe
    // cell) of the masks big2, big3 and cov, left and right neighbours apart, then the one below.
    private long[] bits;
    private long colourLo;
    private long colourHi;
    private long s1Lo;
    private long s1Hi;
    private long e2Lo;
    private long e2Hi;
    private long e3Lo;
    private long e3Hi;
    private long big2Lo, big2Hi, big3Lo, big3Hi;
    private long big2LLo, big2LHi, big2RLo, big2RHi, big2BLo, big2BHi;
    private long big3LLo, big3LHi, big3RLo, big3RHi, big3BLo, big3BHi;
    private long covLLo, covLHi, covRLo, covRHi, covBLo, covBHi;
    // The hi-word masks twice, in lanes 0-1 and 2-3: the hi words of two colours are scanned in one word.
    private long s1P, e2P, e3P;
    private long big2LP, big2RP, big2BP, big3LP, big3RP, big3BP, covLP, covRP, covBP;
    private long garbageLo;
    private long garbageHi;
    /** Garbage could pop: every firing drop is resolved. */
    private boolean resolveAll;
    /** No garbage on the field, row 13 included: resolves take {@link WordChain}. */
    private boolean garbageFree;
    /** The groups a drop joins, from {@link #joinedGroups}. */
    private long groupLo;
    private long groupHi;
    private long best;
    private boolean oneStepLeft;
    /**
     * The drops of the colour being scanned that were resolved (at most one a column): the cells their
     * first step pops, that step's score and the chain's summary. The field after the first step depends
     * only on the cells it pops, so a drop that pops the same cells as one resolved before (the same group
     * reached from another column, or with another count) fires the same chain after its first step.
     */
    private final long[] doneLo = new long[PuyoField.WIDTH];
    private final long[] doneHi = new long[PuyoField.WIDTH];
    private final int[] doneFirst = new int[PuyoField.WIDTH];
    private final long[] doneChain = new long[PuyoField.WIDTH];
    private int done;

    /** A scan with its own scratch field. */
    FiringDropScan() {
    }

    /**
     * The best chain of the first firing drops on the settled field whose code planes are {@code b}, for
     * the colours of {@code colourMask} (valid, not 0); see {@link PuyoSimulator#bestFiringDrop}.
     */
    long best(long[] b, int colourMask) {
        return best(b, colourMask, null);
    }

    /**
     * {@link #best(long[], int)}, also writing the field's {@link PuyoSimulator#groupCounts} into
     * {@code groups} unless it is null: on a quiet field from the masks the scan makes anyway (groups hold
     * 3 puyos or fewer, so a group of 3 is its cells in {@code big3}, and one of 2 the rest of {@code big2}).
     */
    long best(long[] b, int colourMask, int[] groups) {
        bits = b;
        long oLo = b[0] | b[2] | b[4];
        long oHi = b[1] | b[3] | b[5];
        s1Lo = oLo + LANES_LO & POP_LO; // on a settled field: the empty cell on top of each column
        s1Hi = oHi + LANES_HI & POP_HI;
        // No early exit when every column reaches row 12 (s1 empty): a drop into row 13 joins no group, so
        // a quiet field fires nothing (every mask below is cut by s1, e2 or e3), but on a field where
        // something pops already it fires that, and notQuiet drops it.
        e2Lo = s1Lo & ROWS_1_11_LO;
        e2Hi = s1Hi & ROWS_1_11_HI;
        e3Lo = s1Lo & ROWS_1_10_LO;
        e3Hi = s1Hi & ROWS_1_10_HI;
        colourLo = (b[0] | b[2]) & POP_LO;
        colourHi = (b[1] | b[3]) & POP_HI;
        best = 0;
        if (!prepare(b, oLo, oHi)) {
            if (groups != null) {
                FieldFeatures.groupCounts(b, groups);
            }
            notQuiet(oLo, oHi, colourMask);
            bits = null;
            return best;
        }
        if (groups != null) {
            int inBig2 = Long.bitCount(big2Lo) + Long.bitCount(big2Hi);
            int inBig3 = Long.bitCount(big3Lo) + Long.bitCount(big3Hi);
            groups[0] = Long.bitCount(colourLo & ~big2Lo) + Long.bitCount(colourHi & ~big2Hi);
            groups[1] = (inBig2 - inBig3) >>> 1;
            groups[2] = inBig3 / 3;
        }
        garbageLo = b[4] & ~(b[0] | b[2]) & POP_LO;
        garbageHi = b[5] & ~(b[1] | b[3]) & POP_HI;
        resolveAll = (garbageLo | garbageHi) != 0;
        garbageFree = (b[4] & ~(b[0] | b[2]) | b[5] & ~(b[1] | b[3])) == 0; // row 13 too: it falls into play
        pairMasks();
        oneStepLeft = false;
        scanColours(colourMask, false);
        if (oneStepLeft && ChainSummary.chains(best) <= 1) {
            scanColours(colourMask, true);
        }
        bits = null;
        return best;
    }

    /**
     * Fills the images of {@code big2}, {@code big3} and {@code cov} from the same-colour edges; returns
     * false if something pops on the field as it is (then those masks do not hold).
     */
    private boolean prepare(long[] p, long oLo, long oHi) {
        // Same-colour edges within rows 1..12, as the pop test finds them: u above, d below, l left, r right.
        long ua = Pops.sameColourAbove(p, 0) & PuyoField.UP_PAIRS_LO;
        long ub = Pops.sameColourAbove(p, 1) & PuyoField.UP_PAIRS_HI;
        long la = Pops.sameColourLeftLo(p) & POP_LO;
        long lb = Pops.sameColourLeftHi(p) & POP_HI;
        long twoA = Pops.twoLo(ua, la, lb);
        long twoB = Pops.twoHi(ub, lb);
        // The pop test's seeds (see Pops.findPops): none means every group has 3 puyos or fewer.
        if ((Pops.seedsLo(ua, la, lb, twoA, twoB) | Pops.seedsHi(ub, lb, twoB)) != 0) {
            return false; // a group of 4 or more: not quiet
        }
        // Quiet: groups hold 1 to 3 puyos. big2: cells with a same-colour neighbour; big3: the middle cell
        // of a group of 3 (two neighbours) and its neighbours.
        long big2A = ua | ua << 1 | la | la >>> 16 | lb << 48;
        long big2B = ub | ub << 1 | lb | lb >>> 16;
        long big3A = Pops.grownLo(twoA, twoB, ua, la, lb);
        long big3B = Pops.grownHi(twoA, twoB, ub, la, lb);
        // cov: cells whose group holds a puyo with another colour (or garbage, or row 13) above it, which
        // falls when the group pops. Groups of 3 or fewer are within two steps of any of their cells.
        long cA = colourLo & oLo >>> 1 & ~ua;
        long cB = colourHi & oHi >>> 1 & ~ub;
        for (int step = 0; step < 2; step++) {
            long nA = Pops.grownLo(cA, cB, ua, la, lb);
            long nB = Pops.grownHi(cA, cB, ub, la, lb);
            cA = nA;
            cB = nB;
        }
        big2Lo = big2A;
        big2Hi = big2B;
        big3Lo = big3A;
        big3Hi = big3B;
        big2LLo = big2A << 16;
        big2LHi = big2B << 16 | big2A >>> 48;
        big2RLo = big2A >>> 16 | big2B << 48;
        big2RHi = big2B >>> 16;
        big2BLo = big2A << 1;
        big2BHi = big2B << 1;
        big3LLo = big3A << 16;
        big3LHi = big3B << 16 | big3A >>> 48;
        big3RLo = big3A >>> 16 | big3B << 48;
        big3RHi = big3B >>> 16;
        big3BLo = big3A << 1;
        big3BHi = big3B << 1;
        covLLo = cA << 16;
        covLHi = cB << 16 | cA >>> 48;
        covRLo = cA >>> 16 | cB << 48;
        covRHi = cB >>> 16;
        covBLo = cA << 1;
        covBHi = cB << 1;
        return true;
    }

    /**
     * A field where something pops already: the first puyo dropped on any column with room, of any
     * colour, fires, so each of these drops is resolved.
     */
    private void notQuiet(long oLo, long oHi, int colourMask) {
        for (int col = 0; col < PuyoField.WIDTH; col++) {
            int word = col >> 2;
            int shift = 16 * (col & 3);
            int h = Long.bitCount((word == 0 ? oLo : oHi) >>> shift & 0x1FFF);
            if (h == PuyoField.HEIGHT) {
                continue; // no room: nothing is dropped
            }
            for (int colour = 0; colour < 5; colour++) {
                if ((colourMask & 1 << colour) != 0) {
                    long[] s = scratchBits;
                    System.arraycopy(bits, 0, s, 0, PuyoField.CODE_WORDS);
                    PuyoField.addCode(s, colour, word, 1L << shift + h);
                    best = Math.max(best, scratch.resolveInPlace());
                }
            }
        }
    }

    /** Fills the pair masks ({@link #s1P} and the others) from the hi-word masks. */
    private void pairMasks() {
        s1P = twice(s1Hi);
        e2P = twice(e2Hi);
        e3P = twice(e3Hi);
        big2LP = twice(big2LHi);
        big2RP = twice(big2RHi);
        big2BP = twice(big2BHi);
        big3LP = twice(big3LHi);
        big3RP = twice(big3RHi);
        big3BP = twice(big3BHi);
        covLP = twice(covLHi);
        covRP = twice(covRHi);
        covBP = twice(covBHi);
    }

    /** Lanes 0-1 (columns 4 and 5) of the hi-word mask {@code hi}, also in lanes 2-3. */
    private static long twice(long hi) {
        return hi & LANES_0_1 | hi << 32;
    }

    /**
     * The first firing drops of the colours of {@code colourMask}, two colours at a time: their hi words
     * (two lanes each) share one word for the tests of which drops fire, a third less work than a colour at
     * a time. Without {@code oneStep}: the drops whose group holds a covered puyo (or all, if
     * {@link #resolveAll}) are resolved, and whether one-step drops exist is noted. With it: the one-step
     * drops are sized and scored.
     */
    private void scanColours(int colourMask, boolean oneStep) {
        long[] b = bits;
        int left = colourMask;
        while (left != 0) {
            int colourA = Integer.numberOfTrailingZeros(left);
            left &= left - 1;
            int colourB = left == 0 ? -1 : Integer.numberOfTrailingZeros(left);
            left &= left - 1;
            long aLo = PuyoField.cellsOf(b[0], b[2], b[4], colourA) & POP_LO;
            long aHi = PuyoField.cellsOf(b[1], b[3], b[5], colourA) & POP_HI;
            long bLo = colourB < 0 ? 0 : PuyoField.cellsOf(b[0], b[2], b[4], colourB) & POP_LO;
            long bHi = colourB < 0 ? 0 : PuyoField.cellsOf(b[1], b[3], b[5], colourB) & POP_HI;
            // Columns 4 and 5 of A in lanes 0-1, of B in lanes 2-3; each colour's left neighbour of column 4
            // is its column 3, and column 5 has no right neighbour.
            long c = aHi | bHi << 32;
            long l = c << 16 & ~LANE_2 | aLo >>> 48 | bLo >>> 48 << 32;
            long r = c >>> 16 & ~LANE_1;
            long under = c << 1;
            long f1 = fires1(l, r, under, s1P, big2LP, big2RP, big2BP, big3LP, big3RP, big3BP);
            long f2 = fires2(l, r, under, e2P, big2LP, big2RP, big2BP) & ~f1;
            long f3 = fires3(l | r, under, e3P) & ~(f1 | f2);
            long moved = resolveAll ? f1 | f2 | f3 : covered(f1, f2, f3, l, r, under, s1P, covLP, covRP, covBP);
            scanColour(aLo, aHi, f1 & LANES_0_1, f2 & LANES_0_1, f3 & LANES_0_1, moved & LANES_0_1, oneStep);
            if (colourB >= 0) {
                scanColour(bLo, bHi, f1 >>> 32, f2 >>> 32, f3 >>> 32, moved >>> 32, oneStep);
            }
        }
    }

    /**
     * The first firing drops of the colour whose cells are {@code cLo}/{@code cHi}, its hi word's already
     * found by {@link #scanColours} (drops of 1, 2 and 3 puyos that fire, and those of them that move
     * something): the lo word's, then as {@link #scanColours} says.
     */
    private void scanColour(long cLo, long cHi, long f1Hi, long f2Hi, long f3Hi, long movedHi, boolean oneStep) {
        // The colour's cells seen from each column: left neighbour, right neighbour, the one below.
        long lLo = cLo << 16;
        long rLo = cLo >>> 16 | cHi << 48;
        long bLo = cLo << 1;
        long f1Lo = fires1(lLo, rLo, bLo, s1Lo, big2LLo, big2RLo, big2BLo, big3LLo, big3RLo, big3BLo);
        long f2Lo = fires2(lLo, rLo, bLo, e2Lo, big2LLo, big2RLo, big2BLo) & ~f1Lo;
        long f3Lo = fires3(lLo | rLo, bLo, e3Lo) & ~(f1Lo | f2Lo);
        if ((f1Lo | f1Hi | f2Lo | f2Hi | f3Lo | f3Hi) == 0) {
            return;
        }
        long movedLo = resolveAll ? f1Lo | f2Lo | f3Lo
                : covered(f1Lo, f2Lo, f3Lo, lLo, rLo, bLo, s1Lo, covLLo, covRLo, covBLo);
        if (!oneStep) {
            done = 0;
            resolve(cLo, cHi, movedLo, f2Lo, f3Lo, 0);
            resolve(cLo, cHi, movedHi, f2Hi, f3Hi, 1);
            oneStepLeft |= ((f1Lo | f2Lo | f3Lo) & ~movedLo | (f1Hi | f2Hi | f3Hi) & ~movedHi) != 0;
        } else {
            oneStep(cLo, cHi, (f1Lo | f2Lo | f3Lo) & ~movedLo, f2Lo, f3Lo, 0);
            oneStep(cLo, cHi, (f1Hi | f2Hi | f3Hi) & ~movedHi, f2Hi, f3Hi, 1);
        }
    }

    /**
     * Of the probe cells where 1, 2 or 3 puyos fire ({@code f1}, {@code f2}, {@code f3}), those whose group
     * holds a covered puyo (something falls when it pops), from the colour's left, right and lower neighbours
     * {@code l}, {@code r}, {@code b} and the images of {@code cov} at the probe cells.
     */
    private static long covered(long f1, long f2, long f3, long l, long r, long b, long s1, long covL, long covR,
            long covB) {
        long c = l & covL | r & covR; // a neighbour in a group with a covered puyo
        long c1 = (c | b & covB) & s1;
        long c2 = c1 | c >>> 1 & s1;
        long c3 = c2 | c >>> 2 & s1;
        return f1 & c1 | f2 & c2 | f3 & c3;
    }

    /** Probe cells where one puyo fires: three neighbours, two with one in a big2 group, or one in big3. */
    private static long fires1(long l, long r, long b, long s1, long l2, long r2, long b2, long l3, long r3,
            long b3) {
        long both = l & r;
        long two = both | (l | r) & b;
        long inBig2 = l & l2 | r & r2 | b & b2;
        long inBig3 = l & l3 | r & r3 | b & b3;
        return (both & b | two & inBig2 | inBig3) & s1;
    }

    /** Probe cells (under which 2 puyos fit) where two fire: two neighbours, or one in a big2 group. */
    private static long fires2(long l, long r, long b, long e2, long l2, long r2, long b2) {
        long lr = l | r;
        long up = lr >>> 1; // a neighbour of the second puyo, seen at the probe cell
        long upBoth = (l & r) >>> 1;
        long two = l & r | lr & b | (lr | b) & up | upBoth;
        long sideBig2 = l & l2 | r & r2;
        return (two | sideBig2 | sideBig2 >>> 1 | b & b2) & e2;
    }

    /** Probe cells (under which 3 puyos fit) where three fire: any neighbour of the colour. */
    private static long fires3(long lr, long b, long e3) {
        return (lr | lr >>> 1 | lr >>> 2 | b) & e3;
    }

    /**
     * Resolves the drops of {@code colour} at the probe cells {@code probes} of {@code word} (1, 2 or 3
     * puyos as {@code two} and {@code three} say) whose colour cells are {@code cLo}/{@code cHi}: their
     * first step is known (the joined group and the garbage next to it), so the scratch starts from the
     * field after it.
     */
    private void resolve(long cLo, long cHi, long probes, long two, long three, int word) {
        while (probes != 0) {
            long p = probes & -probes;
            probes ^= p;
            int at = Long.numberOfTrailingZeros(p); // the count without a branch: 1, 2 or 3
            int k = 1 + (int) ((two | three) >>> at & 1) + (int) (three >>> at & 1);
            long cells = p * ((1L << k) - 1);
            joinedGroups(cells, p, word, cLo, cHi);
            long popLo = groupLo;
            long popHi = groupHi;
            if ((garbageLo | garbageHi) != 0) { // garbage in rows 1..12 next to the group or the drop pops
                long aLo = word == 0 ? popLo | cells : popLo;
                long aHi = word == 0 ? popHi : popHi | cells;
                popLo |= garbageLo & (aLo << 1 | aLo >>> 1 | aLo << 16 | aLo >>> 16 | aHi << 48);
                popHi |= garbageHi & (aHi << 1 | aHi >>> 1 | aHi << 16 | aHi >>> 16 | aLo >>> 48);
            }
            int n = k + Long.bitCount(groupLo) + Long.bitCount(groupHi);
            int first = FIRST_SCORE[n];
            int i = 0;
            while (i < done && (doneLo[i] != popLo || doneHi[i] != popHi)) {
                i++;
            }
            if (i < done) { // the same chain after the first step as drop i: only the first step's score differs
                if (first > doneFirst[i]) {
                    long chain = doneChain[i];
                    chain = ChainSummary.of(ChainSummary.chains(chain), ChainSummary.score(chain) - doneFirst[i] + first)
                            | chain & ChainSummary.ALL_CLEAR;
                    doneFirst[i] = first;
                    doneChain[i] = chain;
                    best = Math.max(best, chain);
                }
                continue;
            }
            long chain = garbageFree ? WordChain.afterFirstStep(bits, popLo, popHi, first)
                    : scratch.resolveAfterFirstStep(bits, popLo, popHi, first);
            doneLo[done] = popLo;
            doneHi[done] = popHi;
            doneFirst[done] = first;
            doneChain[done++] = chain;
            best = Math.max(best, chain);
        }
    }

    /**
     * Scores the one-step drops at the probe cells {@code probes} of {@code word}: the joined group pops
     * and nothing falls, so the chain is that step, an all clear if the group held every puyo.
     */
    private void oneStep(long cLo, long cHi, long probes, long two, long three, int word) {
        long[] b = bits;
        int count = Long.bitCount(b[0] | b[2] | b[4]) + Long.bitCount(b[1] | b[3] | b[5]);
        while (probes != 0) {
            long p = probes & -probes;
            probes ^= p;
            int at = Long.numberOfTrailingZeros(p);
            int k = 1 + (int) ((two | three) >>> at & 1) + (int) (three >>> at & 1);
            joinedGroups(p * ((1L << k) - 1), p, word, cLo, cHi);
            int joined = Long.bitCount(groupLo) + Long.bitCount(groupHi);
            int n = k + joined;
            long summary = ChainSummary.of(1, FIRST_SCORE[n]);
            best = Math.max(best, joined == count ? summary | ChainSummary.ALL_CLEAR : summary);
        }
    }

    /**
     * Into {@link #groupLo}/{@link #groupHi}: the groups of the colour cells {@code cLo}/{@code cHi} next to
     * the dropped {@code cells} of {@code word}, whose lowest is {@code p}: their left and right neighbours
     * and the puyo below, grown along their groups (a group of 3 or fewer lies within two steps of each of
     * its cells, a group of 2 within one).
     */
    private void joinedGroups(long cells, long p, int word, long cLo, long cHi) {
        long gLo;
        long gHi;
        if (word == 0) {
            gLo = (cells << 16 | cells >>> 16 | p >>> 1) & cLo;
            gHi = cells >>> 48 & cHi;
        } else {
            gLo = cells << 48 & cLo;
            gHi = (cells << 16 | cells >>> 16 | p >>> 1) & cHi;
        }
        // Lone puyos need no step, groups of 2 one, groups of 3 two.
        int steps = (gLo & big3Lo | gHi & big3Hi) != 0 ? 2 : (gLo & big2Lo | gHi & big2Hi) != 0 ? 1 : 0;
        for (int step = 0; step < steps; step++) {
            long nLo = (gLo | gLo << 1 | gLo >>> 1 | gLo << 16 | gLo >>> 16 | gHi << 48) & cLo;
            long nHi = (gHi | gHi << 1 | gHi >>> 1 | gHi << 16 | gHi >>> 16 | gLo >>> 48) & cHi;
            gLo = nLo;
            gHi = nHi;
        }
        groupLo = gLo;
        groupHi = gHi;
    }
}
