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
package io.bitfall.bench.lab;

import io.bitfall.bench.workload.PlanEnumeration;
import io.bitfall.monomino.JudgeInput;
import io.bitfall.monomino.MonominoGame;
import io.bitfall.monomino.MonominoSimulator;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Plan;
import io.bitfall.puyo.PlanEnumerator;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoFormat;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One side of {@link JarComparison}: the inputs and the timed loops, loaded once for each core jar in a
 * class loader of its own, so that {@code PuyoField} and {@code MonominoGame} here are that jar's.
 * {@link JarComparison} calls these methods by reflection; nothing else uses this class. Monomino's classes
 * are loaded only when a Monomino loop first runs, so a build without them can still time the Puyo loops.
 */
public final class JarSide {
    private static PuyoField[] fields = new PuyoField[0];
    private static final PuyoField SCRATCH = new PuyoField();
    /** One Monomino judge input: {@code t, x, y} per placement, and the same as judge text. */
    private static int[] placements = new int[0];
    private static byte[] judgeText = new byte[0];
    private static MonominoGame game;
    /** The plan case of the {@code plans} and {@code enumerate} ops, made by {@link #loadPlans}. */
    private static PlanEnumeration plans;
    /** The core's enumerator, for the {@code enumerate} op (a build without it fails that op only). */
    private static PlanEnumerator enumerator;
    private static List<PuyoPair> knownPairs;
    private static long planSum;
    /** Whether {@link #time} reads this thread's CPU time instead of the wall clock. */
    private static boolean cpuClock;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Keeps the JIT from dropping the loops. */
    private static long sink;

    private JarSide() {
    }

    /** Replaces the fields by {@code texts} (the text format, read as Tsu fields). */
    public static void load(String[] texts) {
        PuyoField[] f = new PuyoField[texts.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = PuyoField.parse(texts[i], PuyoFormat.TSU);
        }
        fields = f;
    }

    /**
     * Replaces the Monomino input by {@code triples} ({@code t, x, y} for each placement, at most
     * {@link JudgeInput#MAX_COUNT} placements), kept as judge text too for the {@code judge} loop.
     */
    public static void loadMonomino(int[] triples) {
        StringBuilder text = new StringBuilder(triples.length * 2 + 8).append(triples.length / 3).append('\n');
        for (int i = 0; i < triples.length; i += 3) {
            text.append(triples[i]).append(' ').append(triples[i + 1]).append(' ').append(triples[i + 2]).append('\n');
        }
        placements = triples.clone();
        judgeText = text.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** Makes {@code workload} (a case of {@link PlanEnumeration#CASES}) the input of the {@code plans} op. */
    public static void loadPlans(String workload) {
        plans = PlanEnumeration.named(workload);
        knownPairs = plans.knownPairs();
    }

    /**
     * Makes {@link #time} read this thread's CPU time ({@code true}) or the wall clock ({@code false}, the
     * default). On a machine shared with other work the CPU time leaves out the time the thread waited for
     * a core, which the wall clock counts in whichever build happened to be running.
     */
    public static void useCpuClock(boolean cpu) {
        cpuClock = cpu;
    }

    /**
     * What {@code op} computes over the whole input: the sum of chains (count) or scores (score) over the
     * fields, the final score and tiles of the Monomino input (place, judge), or plans + chains + score of
     * one enumeration of the plan case (plans).
     */
    public static long answers(String op) {
        return pass(op);
    }

    /** Runs {@code op} over the whole input for at least {@code nanos}; returns nanoseconds per item. */
    public static double time(String op, long nanos) {
        int items = op.equals("count") || op.equals("score") ? fields.length
                : op.equals("plans") || op.equals("enumerate") ? 1 : placements.length / 3;
        long start = now();
        long end = start + nanos;
        long n = 0;
        long now;
        do {
            sink += pass(op);
            n += items;
        } while ((now = now()) < end);
        return (now - start) / (double) n;
    }

    private static long now() {
        return cpuClock ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static long pass(String op) {
        switch (op) {
            case "count":
                return countPass(fields);
            case "score":
                return scorePass(fields, SCRATCH);
            case "plans":
                return plans.run();
            case "enumerate":
                return enumeratePass();
            case "place":
            case "judge":
                if (game == null) {
                    game = new MonominoGame();
                }
                return op.equals("place") ? placePass(placements, game) : judgePass(judgeText, game);
            default:
                throw new IllegalArgumentException("unknown op " + op + " (count, score, plans, enumerate, place or judge)");
        }
    }

    /**
     * One enumeration of the plan case by the core's {@link PlanEnumerator}: plans + chains + score, as
     * {@code plans}. It names puyoai's pairs by their deprecated name, which every core jar with the
     * enumerator has ({@code PUYOAI_PAIRS} came later).
     */
    @SuppressWarnings("deprecation")
    private static long enumeratePass() {
        if (enumerator == null) {
            enumerator = new PlanEnumerator(4);
        }
        planSum = 0;
        enumerator.enumerate(plans.start(), knownPairs, PlanEnumerator.FOUR_COLOUR_PAIRS, plans.depth(),
                JarSide::addPlan);
        return planSum;
    }

    private static void addPlan(Plan plan) {
        long s = plan.summary();
        planSum += 1 + ChainSummary.chains(s) + ChainSummary.score(s);
    }

    /** What the peers harness calls count: {@code chainCount()}, which leaves the field unchanged. */
    private static long countPass(PuyoField[] fields) {
        long s = 0;
        for (PuyoField f : fields) {
            s += f.chainCount();
        }
        return s;
    }

    /** What the peers harness calls score: {@code copyFrom} into a scratch field, then {@code resolveInPlace()}. */
    private static long scorePass(PuyoField[] fields, PuyoField scratch) {
        long s = 0;
        for (PuyoField f : fields) {
            scratch.copyFrom(f);
            s += ChainSummary.score(scratch.resolveInPlace());
        }
        return s;
    }

    /** The engine alone: every placement of the input from an empty game. */
    private static long placePass(int[] triples, MonominoGame game) {
        game.reset();
        for (int i = 0; i < triples.length; i += 3) {
            game.place(triples[i], triples[i + 1], triples[i + 2]);
        }
        return game.score() << 8 | game.tiles();
    }

    /**
     * What {@code monomino --batch} does with one input: {@link JudgeInput} reads the judge text from bytes
     * and plays each placement line as it reads it ({@code playPlacements}, which names no placement type, so
     * that core jars from before and after Monomino's {@code Placement} became {@code BlockPlacement} both run).
     */
    private static long judgePass(byte[] text, MonominoGame game) {
        game.reset();
        JudgeInput input = new JudgeInput(new ByteArrayInputStream(text));
        int n = input.readCount(JudgeInput.MAX_COUNT);
        // Through Object: the verifier then sees the parameter's own type and loads no Monomino class to
        // check MonominoGame against it, so a build without Monomino still times the Puyo loops.
        input.playPlacements((MonominoSimulator) (Object) game, n);
        input.expectEnd();
        return game.score() << 8 | game.tiles();
    }
}
