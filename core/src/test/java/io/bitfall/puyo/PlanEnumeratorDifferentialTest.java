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

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.reference.ReferencePuyoField;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PlanEnumerator} (which decides most placements from per-field masks, without placing them) against
 * the plain depth-first search on the reference, {@link ReferencePuyoField}, through the
 * {@link PuyoSimulator} calls alone: every placement from {@code legalPlacements}, a copy, {@code place},
 * {@code resolveInPlaceWithFrames}, the game-over test, and {@link TsuFrames#placement} on the heights
 * before each pair. Both lists of plans (pairs, placements, summary, splits, drop frames and final field, in
 * order) must be equal. Fields come from the generator (judge and Tsu, garbage
 * and row 13, quiet or not) and from random play up to full stacks, where groups of 1 to 3, split pairs and
 * puyos deleted above row 13 are common. A disagreement is shrunk to a small field and printed.
 */
class PlanEnumeratorDifferentialTest {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
    private static final PlanEnumerator ENUMERATOR = new PlanEnumerator(3);

    @Test
    void generatedFieldsAgree() {
        SplittableRandom random = new SplittableRandom(0x9A75L);
        long plans = 0;
        int fields = 0;
        for (PuyoField f : PuyoFieldGenerator.bothRules(0x71A5L, 200, i -> i % 4 != 0)) { // mostly quiet, as in search
            if (f.isSettled()) {
                plans += check(f.toString(), random);
                fields++;
            }
        }
        System.out.println("PlanEnumeratorDifferentialTest: " + fields + " generated fields, " + plans + " plans");
        assertTrue(fields > 300 && plans > 100_000, fields + " fields, " + plans + " plans");
    }

    @Test
    void fieldsFromPlayAgree() {
        SplittableRandom random = new SplittableRandom(0x1A7EL);
        long plans = 0;
        int fields = 0;
        for (int game = 0; game < 30; game++) {
            PuyoField f = new PuyoField();
            int colours = 3 + random.nextInt(3);
            Placement[] out = new Placement[22];
            for (int move = 0; move < 60 && !f.isGameOver(); move++) {
                PuyoPair pair = new PuyoPair(COLOURS[random.nextInt(colours)], COLOURS[random.nextInt(colours)]);
                int n = f.legalPlacements(pair, out);
                if (n == 0) {
                    break;
                }
                f.placeAndResolve(pair, out[random.nextInt(n)]);
                if (game % 4 == 3 && random.nextInt(6) == 0) {
                    f.dropGarbage(random.nextInt(2), 1 << random.nextInt(6));
                }
                if (move % 3 == 2) {
                    plans += check(f.toString(), random);
                    fields++;
                }
            }
        }
        System.out.println("PlanEnumeratorDifferentialTest: " + fields + " fields from play, " + plans + " plans");
        assertTrue(fields > 250 && plans > 100_000, fields + " fields, " + plans + " plans");
    }

    /**
     * Every pair of five colours at the last depth, so that many placements of one field pop the same first
     * step (one puyo of a two-colour pair alone joins 3 or more of its colour: the other puyo in each of its
     * rotations and columns, the other pairs with that colour), which the enumerator keeps per field, colour
     * and landing slot instead of testing again: on puyoai's "Filled" field, on fields with garbage next to
     * the groups that pop and with groups that pop 8 or more, and on generated fields, one and two deep.
     */
    @Test
    void placementsThatPopTheSameFirstStepAgree() {
        List<PuyoPair> all = PlanEnumerator.pairsOf(0x1F);
        List<String> fields = new ArrayList<>(List.of(
                "......\n".repeat(2) + "B.....\nR.....\nB.....\nR.....\nBR....\nBR....\nBYRBY.\n"
                        + "RBYRBY\n".repeat(3),
                "......\n".repeat(9) + "O.....\nRO.Y..\nRROYY.",          // garbage next to the groups
                "......\n".repeat(9) + "G...G.\nGG.GG.\nYYGYYB",         // a G in column 2 pops 8
                "......\n".repeat(10) + "...RR.\nRR.GGR"));
        for (PuyoField f : PuyoFieldGenerator.bothRules(0x5A7EL, 40, i -> true)) {
            if (f.isSettled() && !Pops.findPops(f, false)) {
                fields.add(f.toString());
            }
        }
        long plans = 0;
        long fired = 0;
        for (int i = 0; i < fields.size(); i++) {
            String text = fields.get(i);
            List<PuyoPair> known = i % 2 == 0 ? List.of() : List.of(all.get(i % all.size()));
            int depth = known.size() + 1;
            List<String> engine = engine(text, known, all, depth);
            List<String> reference = reference(text, known, all, depth);
            for (int p = 0; p < Math.max(engine.size(), reference.size()); p++) {
                String e = p < engine.size() ? engine.get(p) : "(none)";
                String r = p < reference.size() ? reference.get(p) : "(none)";
                if (!e.equals(r)) {
                    throw new AssertionError("known " + known + ", depth " + depth + " on\n" + text + "plan " + p
                            + ":\n" + e + "\nreference:\n" + r);
                }
                fired += r.contains(", 0 chains,") ? 0 : 1;
            }
            plans += engine.size();
        }
        System.out.println("PlanEnumeratorDifferentialTest: " + fields.size() + " fields, all pairs of 5 colours, "
                + plans + " plans, " + fired + " fired");
        assertTrue(plans > 50_000 && fired > 5_000, plans + " plans, " + fired + " fired");
    }

    /** Both enumerations of {@code text} with random pairs and depth; returns the plans, or fails shrunk. */
    private static long check(String text, SplittableRandom random) {
        int colours = 2 + random.nextInt(4);
        List<PuyoPair> known = pairs(random, random.nextInt(4), colours);
        List<PuyoPair> unknown = pairs(random, 1 + random.nextInt(known.size() >= 2 ? 4 : 2), colours);
        int depth = 1 + random.nextInt(known.size() >= 2 ? 3 : 2);
        List<String> engine = engine(text, known, unknown, depth);
        List<String> reference = reference(text, known, unknown, depth);
        if (!engine.equals(reference)) {
            String small = FieldShrinker.shrink(text,
                    t -> !engine(t, known, unknown, depth).equals(reference(t, known, unknown, depth)));
            List<String> e = engine(small, known, unknown, depth);
            List<String> r = reference(small, known, unknown, depth);
            int at = 0;
            while (at < e.size() && at < r.size() && e.get(at).equals(r.get(at))) {
                at++;
            }
            throw new AssertionError("known " + known + ", unknown " + unknown + ", depth " + depth + ": "
                    + e.size() + " plans vs reference " + r.size() + "; plan " + at + ":\n"
                    + (at < e.size() ? e.get(at) : "(none)") + "\nreference:\n" + (at < r.size() ? r.get(at) : "(none)")
                    + "\non\n" + small + "(shrunk from\n" + text + ")");
        }
        return engine.size();
    }

    private static List<PuyoPair> pairs(SplittableRandom random, int n, int colours) {
        List<PuyoPair> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new PuyoPair(COLOURS[random.nextInt(colours)], COLOURS[random.nextInt(colours)]));
        }
        return out;
    }

    static List<String> engine(String text, List<PuyoPair> known, List<PuyoPair> unknown, int depth) {
        List<String> out = new ArrayList<>();
        ENUMERATOR.enumerate(PuyoField.parse(text), known, unknown, depth, plan -> {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < plan.length(); i++) {
                s.append(plan.pair(i)).append(' ').append(plan.placement(i)).append(", ");
            }
            out.add(s + ChainSummary.toString(plan.summary()) + ", splits " + plan.splits() + ", drop frames "
                    + plan.dropFrames() + "\n" + plan.field().format());
        });
        return out;
    }

    /** The plain search on the reference: what an AI author writes with the simulator's calls. */
    static List<String> reference(String text, List<PuyoPair> known, List<PuyoPair> unknown, int depth) {
        List<String> out = new ArrayList<>();
        walk(ReferencePuyoField.parse(text), known, unknown, depth, 0, "", 0, 0, out);
        return out;
    }

    private static void walk(ReferencePuyoField parent, List<PuyoPair> known, List<PuyoPair> unknown, int depth, int d,
            String line, int splits, int frames, List<String> out) {
        for (PuyoPair pair : d < known.size() ? List.of(known.get(d)) : unknown) {
            Placement[] moves = new Placement[22];
            int n = parent.legalPlacements(pair, moves);
            for (int i = 0; i < n; i++) {
                Placement p = moves[i];
                int split = p.column() != p.childColumn()
                        && parent.height(p.column()) != parent.height(p.childColumn()) ? 1 : 0;
                int[] heights = new int[6];
                parent.heights(heights);
                int drop = frames + TsuFrames.placement(heights, p) + (d > 0 ? TsuFrames.PREPARE_NEXT : 0);
                ReferencePuyoField child = parent.copy();
                child.place(pair, p);
                long s = child.resolveInPlaceWithFrames();
                if (child.isGameOver()) {
                    continue;
                }
                String here = line + pair + " " + p + ", ";
                if (s != 0 || d + 1 == depth) {
                    out.add(here + ChainSummary.toString(s) + ", splits " + (splits + split) + ", drop frames " + drop
                            + "\n" + child.format());
                } else {
                    walk(child, known, unknown, depth, d + 1, here, splits + split, drop, out);
                }
            }
        }
    }
}
