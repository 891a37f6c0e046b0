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
package io.bitfall.puyo.format;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Plan;
import io.bitfall.puyo.PlanEnumerator;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;

import java.util.ArrayList;
import java.util.List;

/**
 * Solves nazo puzzles (なぞぷよ) by trying every line of placements of their pairs on
 * {@link PlanEnumerator}: a solution places every pair, and the chain of the last one meets the condition
 * ({@link NazoCondition}), the rule of puyo2's {@code pnsolve}. An earlier pair may fire a chain: the line
 * goes on from the field the chain leaves (pnsolve does the same), and only the last chain is judged. The
 * placements are those real play reaches ({@link PuyoField#legalPlacements}; 11 for a pair of one colour), and
 * a line whose placement ends the game ({@link PuyoField#isGameOver()}) ends there, as in the enumerator.
 * <pre>{@code
 * NazoResult r = new NazoSolver(8).solve(IpsUrl.decode("302rAyirq_i1g1g1__u05"), false);
 * for (NazoSolution s : r.solutions()) {
 *     System.out.println(s.puyopUrl(r.puzzle().field()));
 * }
 * }</pre>
 * Solutions come in the order the enumerator finds them: depth first, placements in the order of
 * {@link Placement#ALL}. A chain count, or an all clear of every puyo, is judged from the enumerator's
 * summary; the other conditions replay the last pair and run its chain step by step
 * ({@link NazoCondition#isMetBy}), for the lines whose last pair fires only.
 *
 * <p>Not thread-safe: one solver per thread. It keeps an enumerator and a few fields per pair.
 */
public final class NazoSolver {
    private final int maxPairs;
    private final PlanEnumerator[] enumerators;
    /** {@code starts[level]}: the field a level's enumeration starts from. */
    private final PuyoField[] starts;
    private final Placement[] line;
    private final PuyoField scratch = new PuyoField();

    private List<PuyoPair> pairs;
    private NazoCondition condition;
    private boolean quietPossible;
    private boolean stopAtFirst;
    private long searched;
    private List<NazoSolution> solutions;

    /**
     * A solver for puzzles of up to {@code maxPairs} pairs.
     *
     * @param maxPairs the most pairs a puzzle may have, 1..16
     * @throws IllegalArgumentException if {@code maxPairs} is outside 1..16
     */
    public NazoSolver(int maxPairs) {
        if (maxPairs < 1 || maxPairs > 16) {
            throw new IllegalArgumentException("max pairs " + maxPairs + " is outside 1..16");
        }
        this.maxPairs = maxPairs;
        enumerators = new PlanEnumerator[maxPairs];
        starts = new PuyoField[maxPairs];
        for (int i = 0; i < maxPairs; i++) {
            enumerators[i] = new PlanEnumerator(maxPairs);
            starts[i] = new PuyoField();
        }
        line = new Placement[maxPairs];
    }

    /**
     * Solves the puzzle of an IPS nazo URL.
     *
     * @param url         the URL or its query ({@link IpsUrl#decode})
     * @param stopAtFirst whether to stop at the first solution
     * @return the solutions and the counts
     * @throws FormatException          if the URL is malformed
     * @throws IllegalArgumentException as {@link #solve(NazoPuzzle, boolean)}
     */
    public NazoResult solve(CharSequence url, boolean stopAtFirst) {
        return solve(IpsUrl.decode(url), stopAtFirst);
    }

    /**
     * Every solution of a puzzle, or the first.
     *
     * @param puzzle      the puzzle
     * @param stopAtFirst whether to stop at the first solution
     * @return the solutions, in the order found, and the counts
     * @throws IllegalArgumentException if the puzzle has no pairs or more than the solver's most, no
     *                                  condition ({@link NazoCondition.Kind#NONE}), or a field with puyos
     *                                  above empty cells
     * @throws NullPointerException     if {@code puzzle} is null
     */
    public NazoResult solve(NazoPuzzle puzzle, boolean stopAtFirst) {
        int n = puzzle.pairs().size();
        if (n < 1 || n > maxPairs) {
            throw new IllegalArgumentException("the puzzle has " + n + " pairs; this solver takes 1 to " + maxPairs);
        }
        if (puzzle.condition().kind() == NazoCondition.Kind.NONE) {
            throw new IllegalArgumentException("the puzzle has no clear condition (code 0)");
        }
        PuyoField field = puzzle.field();
        if (!field.isSettled()) {
            throw new IllegalArgumentException("the puzzle's field has puyos above empty cells");
        }
        this.pairs = puzzle.pairs();
        this.condition = puzzle.condition();
        this.quietPossible = ConditionCheck.canHoldWithoutPops(condition);
        this.stopAtFirst = stopAtFirst;
        this.searched = 0;
        this.solutions = new ArrayList<>();
        long t0 = System.nanoTime();
        starts[0].copyFrom(field);
        try {
            search(0, 0);
        } catch (FirstFound stop) {
            // the enumerations ended at the first solution (they reset themselves on the way out)
        }
        long elapsed = System.nanoTime() - t0;
        NazoResult result = new NazoResult(puzzle, searched, elapsed, solutions);
        this.pairs = null;
        this.solutions = null;
        return result;
    }

    /** Enumerates the lines of pairs {@code first..} from {@code starts[level]}. */
    private void search(int level, int first) {
        List<PuyoPair> rest = pairs.subList(first, pairs.size());
        enumerators[level].enumerate(starts[level], rest, List.of(), rest.size(), plan -> visit(level, first, plan));
    }

    private void visit(int level, int first, Plan plan) {
        searched++;
        int length = plan.length();
        for (int i = 0; i < length; i++) {
            line[first + i] = plan.placement(i);
        }
        int end = first + length;
        if (end < pairs.size()) {           // an earlier pair fired: go on from the field it left
            starts[level + 1].copyFrom(plan.field());
            search(level + 1, end);
            return;
        }
        long summary = plan.summary();
        int chains = ChainSummary.chains(summary);
        if (!met(level, first, plan, summary, chains)) {
            return;
        }
        List<Move> moves = new ArrayList<>(pairs.size());
        for (int i = 0; i < pairs.size(); i++) {
            moves.add(new Move(pairs.get(i), line[i]));
        }
        boolean allClear = chains == 0 ? plan.field().count() == 0 : ChainSummary.isAllClear(summary);
        solutions.add(new NazoSolution(moves, chains, ChainSummary.score(summary), allClear));
        if (stopAtFirst) {
            throw FirstFound.INSTANCE;
        }
    }

    /** Ends every enumeration under way at the first solution: one shared instance, no stack trace. */
    private static final class FirstFound extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final FirstFound INSTANCE = new FirstFound();

        private FirstFound() {
            super(null, null, false, false);
        }
    }

    /** Whether the last pair's chain meets the condition. */
    private boolean met(int level, int first, Plan plan, long summary, int chains) {
        if (chains == 0) {
            return quietPossible && condition.isMetBy(plan.field());
        }
        int n = condition.number();
        switch (condition.kind()) {
            case CHAINS: return chains == n;
            case CHAINS_OR_MORE: return chains >= n;
            default: break;
        }
        if (condition.target() == NazoCondition.Target.ALL) {
            switch (condition.kind()) {
                case CLEAR: return ChainSummary.isAllClear(summary);
                case CHAINS_AND_CLEAR: return chains == n && ChainSummary.isAllClear(summary);
                case CHAINS_OR_MORE_AND_CLEAR: return chains >= n && ChainSummary.isAllClear(summary);
                default: break;
            }
        }
        scratch.copyFrom(starts[level]);
        int last = plan.length() - 1;
        for (int i = 0; i < last; i++) {
            scratch.placeAndResolve(plan.pair(i), plan.placement(i)); // fires nothing: a line ends at its first chain
        }
        scratch.place(plan.pair(last), plan.placement(last));
        return ConditionCheck.runInPlace(condition, scratch);
    }
}
