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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The bitboard engine against the array reference on many generated fields: chain count, score, every
 * step's details, the popping cells and the final field must all be equal. A failure is shrunk to a
 * minimal field (puyos removed one at a time while the two still disagree) and printed as text.
 */
class PuyoDifferentialTest {
    private static final long SEED = 0xB17FA11L;
    /** No chain is longer: every step pops at least 4 of the 78 cells and nothing is added. */
    static final int MAX_CHAIN = PuyoField.WIDTH * PuyoField.HEIGHT / 4;

    @Test
    void engineEqualsReferenceOnGeneratedFields() {
        Map<PuyoFieldGenerator.Kind, Integer> quota = new EnumMap<>(PuyoFieldGenerator.Kind.class);
        quota.put(PuyoFieldGenerator.Kind.RANDOM_STACK, 3000);
        quota.put(PuyoFieldGenerator.Kind.BUILT_CHAIN, 1600);
        quota.put(PuyoFieldGenerator.Kind.DEEP_CHAIN, 1000);
        quota.put(PuyoFieldGenerator.Kind.BUILDING, 2500);
        quota.put(PuyoFieldGenerator.Kind.PLANTED_GROUPS, 2500);
        quota.put(PuyoFieldGenerator.Kind.TALL_STACK, 1000);
        TreeMap<Integer, Integer> histogram = new TreeMap<>();
        int fields = 0;
        int redrawn = 0;
        for (boolean tsu : new boolean[] {false, true}) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(SEED + (tsu ? 1 : 0), tsu);
            for (Map.Entry<PuyoFieldGenerator.Kind, Integer> e : quota.entrySet()) {
                for (int i = 0; i < e.getValue() / 2; i++) {
                    PuyoField f = generator.next(e.getKey());
                    int chains = check(f);
                    histogram.merge(chains, 1, Integer::sum);
                    fields++;
                }
            }
            redrawn += generator.redrawn();
        }
        System.out.println("PuyoDifferentialTest: " + fields + " distinct fields (" + redrawn + " repeats drawn "
                + "again), chain-length histogram (chains=fields): " + histogram);
        assertTrue(fields >= 10_000, "at least 10,000 fields");
        int deep = histogram.tailMap(8).values().stream().mapToInt(Integer::intValue).sum();
        int chaining = histogram.tailMap(1).values().stream().mapToInt(Integer::intValue).sum();
        assertTrue(deep >= 50, "fields with 8+ chains: " + deep);
        assertTrue(chaining * 2 > fields, "most fields must chain: " + chaining + " of " + fields);
    }

    @Test
    void settleAgreesOnUnsettledFields() {
        SplittableRandom random = new SplittableRandom(SEED);
        Puyo[] all = Puyo.values();
        for (int i = 0; i < 2000; i++) {
            PuyoField engine = new PuyoField();
            ReferencePuyoField reference = new ReferencePuyoField();
            for (int col = 0; col < 6; col++) {
                for (int row = 1; row <= 13; row++) {
                    Puyo p = random.nextInt(3) == 0 ? all[random.nextInt(all.length)] : Puyo.EMPTY;
                    engine.set(col, row, p);
                    reference.set(col, row, p);
                }
            }
            assertEquals(reference.isSettled(), engine.isSettled(), reference.toString());
            assertEquals(reference.chainCount(), engine.chainCount(), reference.toString());
            engine.settle();
            reference.settle();
            assertTrue(engine.isSettled());
            assertEquals(reference.toString(), engine.toString());
        }
    }

    /** Checks one field; returns its chain count. */
    static int check(PuyoField f) {
        String text = f.toString();
        String problem = disagreement(text);
        if (problem != null) {
            String minimal = shrink(text);
            fail("engine and reference disagree: " + disagreement(minimal) + "\nminimal field:\n" + minimal
                    + "original field:\n" + text);
        }
        return f.chainCount();
    }

    /**
     * How engine and reference differ on {@code text}, or null if they agree on everything: step by step
     * the popping cells, the step's details and the field after it (at most {@link #MAX_CHAIN} steps, so
     * a chain that never ends is a disagreement, not a hang); then chain count, popping cells, chains,
     * score and steps of {@code resolve()} (frames and all clear included), the final field, and the
     * summaries of {@code resolveInPlace()} and {@code resolveInPlaceWithFrames()}. Shared with {@link PuyoFuzzTest}.
     */
    static String disagreement(String text) {
        PuyoField engine = PuyoField.parse(text, PuyoFormat.TSU);
        ReferencePuyoField reference = ReferencePuyoField.parse(text, PuyoFormat.TSU);
        // Step by step first, as --trace shows it: the popping cells before each step and the field after it.
        // Bounded, so that an implementation whose chain never ends is reported instead of hanging the
        // whole-chain calls below.
        PuyoField es = engine.copy();
        ReferencePuyoField rs = reference.copy();
        for (int chain = 1; ; chain++) {
            if (chain > MAX_CHAIN + 1) {
                return "the chain goes on past " + MAX_CHAIN + " steps (each step pops 4 of at most "
                        + PuyoField.WIDTH * PuyoField.HEIGHT + " puyos)";
            }
            if (!es.popping().toString().equals(rs.popping().toString())) {
                return "popping cells before step " + chain + "\n" + es.popping() + "vs reference\n" + rs.popping();
            }
            ChainStep a = es.step(chain);
            ChainStep b = rs.step(chain);
            if (!java.util.Objects.equals(a, b)) {
                return "step " + chain + " " + a + " vs reference " + b;
            }
            if (a == null) {
                break;
            }
            if (!es.toString().equals(rs.toString())) {
                return "field after step " + chain + "\n" + es + "vs reference\n" + rs;
            }
        }
        if (engine.chainCount() != reference.chainCount()) {
            return "chainCount " + engine.chainCount() + " vs reference " + reference.chainCount();
        }
        if (!engine.popping().toString().equals(reference.popping().toString())) {
            return "popping cells\n" + engine.popping() + "vs reference\n" + reference.popping();
        }
        ChainResult<PuyoField> e = engine.resolve();
        ChainResult<ReferencePuyoField> r = reference.resolve();
        if (e.chains() != r.chains() || e.score() != r.score() || !e.steps().equals(r.steps())) {
            return "resolve " + e.chains() + " chains, score " + e.score() + ", steps " + e.steps()
                    + " vs reference " + r.chains() + " chains, score " + r.score() + ", steps " + r.steps();
        }
        if (!e.finalField().toString().equals(r.finalField().toString())) {
            return "final field\n" + e.finalField() + "vs reference\n" + r.finalField();
        }
        if (!engine.toString().equals(text)) {
            return "chainCount or resolve changed the field";
        }
        long framed = engine.copy().resolveInPlaceWithFrames();
        long referenceFramed = reference.copy().resolveInPlaceWithFrames();
        if (framed != referenceFramed || framed != ChainSummary.of(e.chains(), e.score(), e.frames(), e.allClear())) {
            return "resolveInPlaceWithFrames " + ChainSummary.toString(framed) + " vs reference "
                    + ChainSummary.toString(referenceFramed) + " vs resolve " + e.chains() + " chains, score "
                    + e.score() + ", " + e.frames() + " frames, all clear " + e.allClear();
        }
        long plain = engine.copy().resolveInPlace();
        long referencePlain = reference.copy().resolveInPlace();
        if (plain != referencePlain || plain != ChainSummary.of(e.chains(), e.score(), 0, e.allClear())) {
            return "resolveInPlace " + ChainSummary.toString(plain) + " vs reference "
                    + ChainSummary.toString(referencePlain) + " vs resolve " + e.chains() + " chains, score "
                    + e.score() + ", all clear " + e.allClear();
        }
        return null;
    }

    /** Removes puyos (letting the rest fall) as long as engine and reference still disagree. */
    static String shrink(String text) {
        return FieldShrinker.shrink(text, smaller -> disagreement(smaller) != null);
    }
}
