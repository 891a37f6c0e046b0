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

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided differential fuzzing of the game-AI operations: the first byte picks a pair (axis and
 * child colour), the rest decodes to a settled field as in {@link PuyoFuzzTest}; engine and reference
 * must agree on game over, {@code isLegal} of all 22 placements and the legal placements (the real-play
 * height rule), the chain and field after every placement (with frames and all clear too), dropping
 * garbage (rows from the pair byte divided by 25, mod 6; the extra-column mask from the last byte's low six
 * bits, all six rejected) and the chain after it, the chain-potential table (all colours, and limited to a
 * colour mask the pair byte picks), the best firing drop (all colours and that mask), and the hash and
 * evaluation features ({@link PuyoFeatureDifferentialTest#disagreement}). Fuzz with {@code mvn -pl core test -Pfuzz -Dfuzz.target=moves}.
 */
@Tag("fuzz-moves")
class PuyoMoveFuzzTest {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void moves(byte[] data) {
        int pick = data.length == 0 ? 0 : data[0] & 0xFF;
        PuyoPair pair = new PuyoPair(COLOURS[pick % 5], COLOURS[pick / 5 % 5]);
        byte[] rest = data.length == 0 ? data : java.util.Arrays.copyOfRange(data, 1, data.length);
        String text = PuyoFieldDecoder.decode(rest).text();
        PuyoField engine = PuyoField.parse(text);
        ReferencePuyoField reference = ReferencePuyoField.parse(text);
        check(engine.isGameOver() == reference.isGameOver(), "game over", text, pair, null);
        Placement[] engineMoves = new Placement[22];
        Placement[] referenceMoves = new Placement[22];
        int n = engine.legalPlacements(pair, engineMoves);
        check(n == reference.legalPlacements(pair, referenceMoves), "number of legal placements", text, pair, null);
        for (Placement p : Placement.ALL) {
            check(engine.isLegal(p) == reference.isLegal(p), "isLegal", text, pair, p);
        }
        PuyoField child = new PuyoField();
        for (int i = 0; i < n; i++) {
            Placement p = engineMoves[i];
            check(p.equals(referenceMoves[i]), "legal placement " + i, text, pair, p);
            check(engine.isLegal(p), "isLegal of a listed placement", text, pair, p);
            child.copyFrom(engine);
            ReferencePuyoField referenceChild = reference.copy();
            long e = child.placeAndResolve(pair, p);
            long r = referenceChild.placeAndResolve(pair, p);
            check(e == r, "chain " + ChainSummary.toString(e) + " vs reference " + ChainSummary.toString(r), text, pair, p);
            check(child.toString().equals(referenceChild.toString()), "field after the move", text, pair, p);
            child.copyFrom(engine);
            referenceChild = reference.copy();
            child.place(pair, p);
            referenceChild.place(pair, p);
            e = child.resolveInPlaceWithFrames();
            r = referenceChild.resolveInPlaceWithFrames();
            check(e == r, "chain with frames " + ChainSummary.toString(e) + " vs reference " + ChainSummary.toString(r),
                    text, pair, p);
        }
        garbage(engine, reference, pick / 25 % 6, data.length == 0 ? 0 : data[data.length - 1] & 0x3F, text, pair);
        ChainPotential enginePotential = new ChainPotential();
        ChainPotential referencePotential = new ChainPotential();
        engine.chainPotential(enginePotential);
        reference.chainPotential(referencePotential);
        check(enginePotential.equals(referencePotential), "chain potential\n" + enginePotential + "\nvs reference\n"
                + referencePotential, text, pair, null);
        int mask = 1 + pick % PuyoField.ALL_COLOURS;
        engine.chainPotential(enginePotential, mask);
        reference.chainPotential(referencePotential, mask);
        check(enginePotential.equals(referencePotential), "chain potential for colour mask 0b"
                + Integer.toBinaryString(mask) + "\n" + enginePotential + "\nvs reference\n" + referencePotential,
                text, pair, null);
        for (int colours : new int[] {PuyoField.ALL_COLOURS, mask}) {
            long e = engine.bestFiringDrop(colours);
            long r = reference.bestFiringDrop(colours);
            check(e == r, "best firing drop for colour mask 0b" + Integer.toBinaryString(colours) + ": "
                    + ChainSummary.toString(e) + " vs reference " + ChainSummary.toString(r), text, pair, null);
        }
        String features = PuyoFeatureDifferentialTest.disagreement(text, 0);
        check(features == null, String.valueOf(features), text, pair, null);
    }

    /**
     * Drops {@code rows} rows and the {@code columns} mask of garbage on copies of both fields, then
     * resolves them with frames; the mask of all six columns must be rejected by both, fields unchanged.
     */
    private static void garbage(PuyoField engine, ReferencePuyoField reference, int rows,
            int columns, String text, PuyoPair pair) {
        PuyoField e = engine.copy();
        ReferencePuyoField r = reference.copy();
        String what = "garbage " + rows + " rows, columns 0x" + Integer.toHexString(columns);
        boolean engineRejects = false;
        boolean referenceRejects = false;
        try {
            e.dropGarbage(rows, columns);
        } catch (IllegalArgumentException x) {
            engineRejects = true;
        }
        try {
            r.dropGarbage(rows, columns);
        } catch (IllegalArgumentException x) {
            referenceRejects = true;
        }
        check(engineRejects == referenceRejects && engineRejects == (columns == 0x3F), what + " rejected", text, pair,
                null);
        check(e.toString().equals(r.toString()), what + ": field\n" + e + "vs reference\n" + r, text, pair, null);
        check(!engineRejects || e.toString().equals(text), what + ": rejected but changed", text, pair, null);
        long es = e.resolveInPlaceWithFrames();
        long rs = r.resolveInPlaceWithFrames();
        check(es == rs, what + ": chain " + ChainSummary.toString(es) + " vs reference " + ChainSummary.toString(rs),
                text, pair, null);
    }

    private static void check(boolean ok, String what, String field, PuyoPair pair, Placement placement) {
        if (!ok) {
            throw new AssertionError("engine and reference disagree on " + what + " for " + pair
                    + (placement == null ? "" : " at " + placement) + " on\n" + field);
        }
    }

    /** Hand-picked seeds: a pair byte, then a field in {@link PuyoFieldDecoder}'s format. */
    static Stream<byte[]> seeds() {
        return Stream.of(
                withPair(1, PuyoFieldDecoder.encode(PuyoRulesTest.JUDGE_SAMPLE, false)),
                withPair(0, PuyoFieldDecoder.encode(PuyoRulesTest.field("......", "RRR..."), false)),
                withPair(7, PuyoFieldDecoder.encode(PublicTsuVectorsTest.decode(
                        "444446544611446164564441546166565615454551441444111111111111111111111111111111"), true)),
                // every column 12 high and four reds popping: a drop into row 13 fires them
                withPair(0, PuyoFieldDecoder.encode("GBYPGY\nPYGBPG\n".repeat(5) + "GBYPGY\nRRRRPB\n", true)),
                new byte[0]);
    }

    private static byte[] withPair(int pick, byte[] field) {
        byte[] data = new byte[field.length + 1];
        data[0] = (byte) pick;
        System.arraycopy(field, 0, data, 1, field.length);
        return data;
    }
}
