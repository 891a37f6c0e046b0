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

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Frames by the spec's model (50 per step; if anything falls, 2 per row of the longest fall and 20 for
 * landing), with chains and scores, on both implementations and through all three ways to get them:
 * {@code resolve()} (per step and in total) and {@code resolveInPlaceWithFrames()}.
 */
class ChainFramesTest {
    /**
     * Fields as bottom rows split by {@code /} (top row first). The first block is the simulation test
     * table of puyoai's {@code src/core/bit_field_test.cc}, the second its {@code core_field_test.cc}
     * (simulate1, simulate2 and FramesTest; where those assert only frames, chains and score are worked
     * out by hand), with puyoai's constants 50 (vanish), 2 per row (drop fast) and 20 (grounding); the
     * second source, cases made by hand.
     */
    @ParameterizedTest
    @CsvSource({
        ".BBBB., 1, 40, 50",
        "BBBBBB, 1, 180, 50",
        "YYYY../BBBB.., 1, 240, 50",
        "YYYYYY/BBBBBB, 1, 1080, 50",
        ".YYYG./BBBBY., 2, 360, 144",
        ".RBRB./RBRBR./RBRBR./RBRBRR, 5, 4840, 354",
        ".YGGY./BBBBBB/GYBBYG/BBBBBB, 1, 1400, 76",
        "BBBBBB/GYBBYG/BBBBYB, 1, 1200, 72",
        "OOOOOR/OORRRR/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO/OOOOOO, 1, 40, 74",
        "RRRR.., 1, 40, 50",
        "..B.../..BBYB/RRRRBB, 2, 700, 144",
        "Y...../RRRR.., 1, 40, 72",
        "Y...../R...../RRR..., 1, 40, 74",
        "Y...../RY..../RRR..., 1, 40, 74",
        "Y...../RYY.../RRRY.., 2, 360, 124",
        "YB..../RYY.../RRRY.., 2, 360, 146",
    })
    @CsvSource({
        // The spec's check: one group of 4 on the floor with nothing above it.
        "RRRR.., 1, 40, 50",
        // A puyo above the group falls one row: 50 + 2 + 20.
        "G...../RRRR.., 1, 40, 72",
        // Row 13 falls like any other: 12 reds pop under a row-13 green, which falls 12 rows: 50 + 24 + 20.
        "G...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R...../R....., 1, 1200, 94",
        // Nothing pops: no frames.
        "RRRGGG/GGGRRR, 0, 0, 0",
    })
    void framesChainsAndScores(String rows, int chains, int score, int frames) {
        check(PuyoRulesTest.field(rows.split("/")), chains, score, frames);
    }

    private static void check(String text, int chains, int score, int frames) {
        for (Implementation impl : Implementation.values()) {
            ChainResult<?> r = impl.resolve(text, PuyoFormat.TSU);
            assertEquals(chains, r.chains(), impl + " chains on\n" + text);
            assertEquals(score, r.score(), impl + " score on\n" + text);
            assertEquals(frames, r.frames(), impl + " frames on\n" + text);
            int sum = 0;
            for (ChainStep s : r.steps()) {
                sum += s.frames();
            }
            assertEquals(frames, sum, impl + " step frames on\n" + text);
        }
        long engine = PuyoField.parse(text).resolveInPlaceWithFrames();
        long reference = ReferencePuyoField.parse(text).resolveInPlaceWithFrames();
        assertEquals(List.of(chains, score, frames), List.of(ChainSummary.chains(engine), ChainSummary.score(engine),
                ChainSummary.frames(engine)), "engine summary " + ChainSummary.toString(engine));
        assertEquals(engine, reference, "reference summary " + ChainSummary.toString(reference));
        long plain = PuyoField.parse(text).resolveInPlace();
        assertEquals(ChainSummary.of(chains, score, 0, ChainSummary.isAllClear(engine)), plain,
                "resolveInPlace leaves the frames 0: " + ChainSummary.toString(plain));
    }
}
