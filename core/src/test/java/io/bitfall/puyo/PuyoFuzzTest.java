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

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided differential fuzzing of the bitboard engine against the array reference: fuzzer bytes
 * become a settled field (judge or Tsu rules, with garbage and row 13; see {@link PuyoFieldDecoder}), and
 * both implementations must agree on everything {@link PuyoDifferentialTest#disagreement} compares.
 *
 * <p>In a normal build this replays the hand-picked {@link #seeds()} and the committed corpus in
 * {@code src/test/resources/io/bitfall/puyo/PuyoFuzzTestInputs/puyo/}; with the {@code fuzz} profile it
 * fuzzes ({@code mvn -pl core test -Pfuzz -Dfuzz.target=puyo}); see core/FUZZING.md.
 */
@Tag("fuzz-puyo")
class PuyoFuzzTest {
    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void puyo(byte[] data) {
        PuyoFieldDecoder.Decoded field = PuyoFieldDecoder.decode(data);
        String text = field.text();
        // The decoded text must be a valid field of its own format (judge fields also through the judge parser).
        PuyoField engine = PuyoField.parse(text, field.format());
        if (!engine.toString().equals(text)) {
            throw new AssertionError("engine does not read back its text:\n" + text + "got\n" + engine);
        }
        String problem = PuyoDifferentialTest.disagreement(text);
        if (problem != null) {
            String minimal = PuyoDifferentialTest.shrink(text);
            throw new AssertionError("engine and reference disagree (" + (field.tsu() ? "Tsu" : "judge")
                    + " field): " + PuyoDifferentialTest.disagreement(minimal) + "\nminimal field:\n" + minimal
                    + "original field:\n" + text);
        }
    }

    /** Hand-picked seeds: the rules' samples and traps, written in the decoder's byte format. */
    static Stream<byte[]> seeds() {
        return Stream.of(
                // the judge sample, 3 chains
                PuyoFieldDecoder.encode(PuyoRulesTest.JUDGE_SAMPLE, false),
                // two groups in one step are one chain: ....GG over RRRRGG
                PuyoFieldDecoder.encode(PuyoRulesTest.field("....GG", "RRRRGG"), false),
                // a column 12 high that pops from below (the stale-top-row trap)
                PuyoFieldDecoder.encode(PuyoRulesTest.field("R.....", "G.....", "B.....", "Y.....", "G.....",
                        "B.....", "Y.....", "G.....", "B.....", "Y.....", "RRR...", "GGGG.."), false),
                // Tsu: row 13 over a full column, garbage next to a popping group and in row 13
                PuyoFieldDecoder.encode("O.....\n" + "R.....\n".repeat(3) + "G.....\nB.....\nY.....\nG.....\n"
                        + "B.....\nY.....\nGO....\nBRO...\nRRRO..\n", true),
                // Tsu: a group touching row 13 (row 13 never pops) and a 19-chain from the public vectors
                PuyoFieldDecoder.encode(PublicTsuVectorsTest.decode("RRRRRR".replace('R', '4').repeat(13)), true),
                PuyoFieldDecoder.encode(PublicTsuVectorsTest.decode(
                        "50745574464446676456474656476657564547564747676466766747674757644657575475755"), true),
                // empty input: an empty judge field
                new byte[0]);
    }
}
