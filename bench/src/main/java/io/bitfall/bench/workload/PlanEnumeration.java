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

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;
import java.util.Arrays;
import java.util.List;

/**
 * The six cases of puyoai's {@code PlanPerformanceTest} (every plan of 3 or 4 pairs from an empty field or
 * from its "Filled" field) enumerated on the core's public API, the way the peers harness times them
 * against puyoai: a depth-first search with one reused field per depth, {@code legalPlacements}, then
 * {@code copyFrom} of the parent and {@code placeAndResolve} for each placement. A placement that fires a
 * chain ends its line; one that ends the game is dropped; a vertical pair whose child would rest above row
 * 13 is skipped (puyoai refuses it). Past the known pairs every depth tries the 10 pairs of 4 colours.
 * {@link JarSide}'s {@code plans} op times one enumeration; nothing here allocates while it runs.
 *
 * <p>{@link #runPlacingOnly} walks the same lines with {@code copyFrom} and {@code place} alone, each
 * placement's outcome read from a record that {@link #recordOutcomes} made: the floor under {@link #run} that
 * no faster pop test or resolve can go below.
 */
public final class PlanEnumeration {
    /** A case: its name, whether it starts from the "Filled" field, the known pairs and the depth. */
    record Case(String name, boolean filled, String pairs, int depth) {
    }

    /** The cases, in the order of puyoai's test. */
    static final List<Case> CASES = List.of(
            new Case("Empty44", false, "RRGGYYBB", 4),
            new Case("Filled44", true, "RRGGYYBB", 4),
            new Case("Empty23", false, "RRGG", 3),
            new Case("Filled23", true, "BBGG", 3),
            new Case("Empty24", false, "RRGG", 4),
            new Case("Filled24", true, "BBGG", 4));

    /** The test's "Filled" field: 10 rows. */
    private static final String FILLED = "......\n".repeat(2) + "B.....\nR.....\nB.....\nR.....\nBR....\nBR....\n"
            + "BYRBY.\n" + "RBYRBY\n".repeat(3);

    /** The pairs tried past the known ones: every pair of red, blue, yellow and green, in puyoai's order. */
    private static final PuyoPair[] ALL_PAIRS = allPairs();

    private final PuyoField root;
    private final int depth;
    private final PuyoPair[][] pairsAt;
    /** {@code fields[d]}: the field before the pair of depth {@code d}. */
    private final PuyoField[] fields;
    private final Placement[][] moves;
    private long plans;
    private long chains;
    private long score;
    /** What each placement of {@link #run} led to, in its order, 2 bits each: {@link #QUIET}, {@link #FIRED}, {@link #LOST}. */
    private long[] outcomes;
    /** The next placement's index in {@link #outcomes}. */
    private int at;
    private static final int QUIET = 0;
    private static final int FIRED = 1;
    private static final int LOST = 2;

    private PlanEnumeration(Case c) {
        root = c.filled() ? PuyoField.parse(FILLED) : new PuyoField();
        depth = c.depth();
        pairsAt = new PuyoPair[depth][];
        for (int d = 0; d < depth; d++) {
            pairsAt[d] = 2 * d + 1 < c.pairs().length() ? new PuyoPair[] {new PuyoPair(
                    Puyo.ofLetter(c.pairs().charAt(2 * d)), Puyo.ofLetter(c.pairs().charAt(2 * d + 1)))} : ALL_PAIRS;
        }
        fields = new PuyoField[depth + 1];
        for (int d = 0; d <= depth; d++) {
            fields[d] = new PuyoField();
        }
        moves = new Placement[depth][Placement.ALL.size()];
    }

    /** The case of that name. */
    public static PlanEnumeration named(String name) {
        for (Case c : CASES) {
            if (c.name().equals(name)) {
                return new PlanEnumeration(c);
            }
        }
        throw new IllegalArgumentException("unknown plan case " + name);
    }

    /** The field the case starts from (not to be changed). */
    public PuyoField start() {
        return root;
    }

    /** The case's known pairs, in order. */
    public List<PuyoPair> knownPairs() {
        List<PuyoPair> known = new java.util.ArrayList<>();
        for (PuyoPair[] pairs : pairsAt) {
            if (pairs != ALL_PAIRS) {
                known.add(pairs[0]);
            }
        }
        return known;
    }

    /** The plans the last {@link #run} or {@link #runPlacingOnly} found. */
    public long plans() {
        return plans;
    }

    /** The case's depth. */
    public int depth() {
        return depth;
    }

    /** The names of {@link #CASES}. */
    public static List<String> names() {
        return CASES.stream().map(Case::name).toList();
    }

    private static PuyoPair[] allPairs() {
        Puyo[] colours = {Puyo.RED, Puyo.BLUE, Puyo.YELLOW, Puyo.GREEN};
        PuyoPair[] out = new PuyoPair[10];
        int n = 0;
        for (int i = 0; i < colours.length; i++) {
            for (int j = i; j < colours.length; j++) {
                out[n++] = new PuyoPair(colours[i], colours[j]);
            }
        }
        return out;
    }

    /** One enumeration; returns plans + chains + score, the same on every build that plays by the rules. */
    public long run() {
        plans = 0;
        chains = 0;
        score = 0;
        fields[0].copyFrom(root);
        search(0);
        return plans + chains + score;
    }

    private void search(int d) {
        PuyoField parent = fields[d];
        PuyoField child = fields[d + 1];
        Placement[] m = moves[d];
        boolean last = d + 1 == depth;
        for (PuyoPair pair : pairsAt[d]) {
            int n = parent.legalPlacements(pair, m);
            for (int i = 0; i < n; i++) {
                Placement p = m[i];
                if (p.rotation() == Rotation.UP && parent.height(p.column()) == 12) {
                    continue; // the child would rest above row 13
                }
                child.copyFrom(parent);
                long s = child.placeAndResolve(pair, p);
                if (child.isGameOver()) {
                    continue;
                }
                if (last || s != 0) {
                    plans++;
                    chains += ChainSummary.chains(s);
                    score += ChainSummary.score(s);
                } else {
                    search(d + 1);
                }
            }
        }
    }

    /**
     * Records what each placement of {@link #run} leads to (nothing pops, a chain fires, the game is lost), in
     * its order, for {@link #runPlacingOnly}: 2 bits a placement, about 1 MB for Empty24.
     */
    public void recordOutcomes() {
        outcomes = new long[1];
        at = 0;
        fields[0].copyFrom(root);
        walk(0, true);
    }

    /**
     * {@link #run}'s lines with {@code copyFrom} and {@code place} only: no pop test and no resolve, each
     * placement's outcome taken from {@link #recordOutcomes}. Returns the plans, as many as {@link #run} finds.
     *
     * @throws IllegalStateException if the outcomes were not recorded
     */
    public long runPlacingOnly() {
        if (outcomes == null) {
            throw new IllegalStateException("recordOutcomes() first");
        }
        plans = 0;
        at = 0;
        fields[0].copyFrom(root);
        walk(0, false);
        return plans;
    }

    /**
     * {@link #search}, recording each placement's outcome, or replaying the record with {@code place} alone;
     * its loop is {@code search}'s, kept apart so that the search {@link #run} times tests no mode.
     */
    private void walk(int d, boolean record) {
        PuyoField parent = fields[d];
        PuyoField child = fields[d + 1];
        Placement[] m = moves[d];
        boolean last = d + 1 == depth;
        for (PuyoPair pair : pairsAt[d]) {
            int n = parent.legalPlacements(pair, m);
            for (int i = 0; i < n; i++) {
                Placement p = m[i];
                if (p.rotation() == Rotation.UP && parent.height(p.column()) == 12) {
                    continue;
                }
                child.copyFrom(parent);
                int outcome;
                if (record) {
                    long s = child.placeAndResolve(pair, p);
                    outcome = child.isGameOver() ? LOST : s != 0 ? FIRED : QUIET;
                    if (at >>> 5 == outcomes.length) {
                        outcomes = Arrays.copyOf(outcomes, 2 * outcomes.length);
                    }
                    outcomes[at >>> 5] |= (long) outcome << 2 * (at & 31);
                } else {
                    child.place(pair, p);
                    outcome = (int) (outcomes[at >>> 5] >>> 2 * (at & 31)) & 3;
                }
                at++;
                if (outcome == LOST) {
                    continue;
                }
                if (last || outcome == FIRED) {
                    plans++;
                } else {
                    walk(d + 1, record);
                }
            }
        }
    }
}
