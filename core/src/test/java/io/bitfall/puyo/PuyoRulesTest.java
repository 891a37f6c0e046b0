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

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The rules of core/docs/puyo-rules.md, each pinned by a small field, on the engine and the reference alike. */
class PuyoRulesTest {
    /** Builds a field text from the bottom rows given (top first), padding empty rows above to 12. */
    static String field(String... bottomRows) {
        StringBuilder sb = new StringBuilder();
        for (int i = bottomRows.length; i < 12; i++) {
            sb.append("......\n");
        }
        for (String row : bottomRows) {
            sb.append(row).append('\n');
        }
        return sb.toString();
    }

    static final String JUDGE_SAMPLE = field(".Y....", ".YG...", "RRYG..", "RRYGG.");

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void judgeSampleChainsThree(Implementation impl) {
        assertEquals(3, impl.resolve(JUDGE_SAMPLE, PuyoFormat.JUDGE).chains());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void twoGroupsPoppingTogetherAreOneChain(Implementation impl) {
        ChainResult<?> r = impl.resolve(field("....GG", "RRRRGG"), PuyoFormat.JUDGE);
        assertEquals(1, r.chains());
        assertEquals(List.of(4, 4), r.steps().get(0).groupSizes());
        assertEquals(Set.of(Puyo.RED, Puyo.GREEN), r.steps().get(0).colours());
        assertEquals("......\n".repeat(12), r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void emptyAndQuietFieldsChainZero(Implementation impl) {
        assertEquals(0, impl.resolve(field(), PuyoFormat.JUDGE).chains());
        ChainResult<?> r = impl.resolve(field("RRRGGG", "GGGRRR"), PuyoFormat.JUDGE);
        assertEquals(0, r.chains());
        assertEquals(0, r.score());
        assertEquals(field("RRRGGG", "GGGRRR"), r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void oneGroupOfFourScoresForty(Implementation impl) {
        ChainResult<?> r = impl.resolve(field("RRRR.."), PuyoFormat.JUDGE);
        assertEquals(1, r.chains());
        assertEquals(40, r.score());
        assertEquals(new ChainStep(1, 4, 0, Set.of(Puyo.RED), List.of(4), 40, 50, true), r.steps().get(0));
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void sixInARowOnTheFloorScores180(Implementation impl) {
        ChainResult<?> r = impl.resolve(field("RRRRRR"), PuyoFormat.JUDGE);
        assertEquals(180, r.score());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void twoStepChainOfFourThenFourScores360(Implementation impl) {
        ChainResult<?> r = impl.resolve(field(".G....", "GRG...", "GRRR.."), PuyoFormat.JUDGE);
        assertEquals(2, r.chains());
        assertEquals(40, r.steps().get(0).score());
        assertEquals(320, r.steps().get(1).score());
        assertEquals(360, r.score());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void colourAndGroupBonusesAddUp(Implementation impl) {
        // Step 1 pops a red 5 (GB 2) and a green 4 together: 10 * 9 * (0 + 3 + 2 + 0) = 450.
        ChainResult<?> r = impl.resolve(field("RRRRRG", "BBBGGG"), PuyoFormat.JUDGE);
        assertEquals(1, r.chains());
        assertEquals(List.of(4, 5), r.steps().get(0).groupSizes());
        assertEquals(450, r.score());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void fullColumnFallsAllTheWay(Implementation impl) {
        // Column 0 is stacked 12 high; popping its bottom four must clear the top row too.
        String text = column0("GYBGYBGYRRRR");
        ChainResult<?> r = impl.resolve(text, PuyoFormat.JUDGE);
        assertEquals(1, r.chains());
        assertEquals(field("G.....", "Y.....", "B.....", "G.....", "Y.....", "B.....", "G.....", "Y....."),
                r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void holesOfEveryDepthCloseInOneStep(Implementation impl) {
        // Step 1 pops 8 reds, 5 greens, 4 blues and 6 yellows standing in columns 0, 1, 2 and 4, so the
        // puyos above them fall 8, 5, 4 and 6 rows (deeper than the engine's row-by-row falls go before it
        // switches to its general gravity); column 3 is untouched. The greens then meet and pop as step 2.
        String text = field("G.....", "Y.....", "R...G.", "RY..B.", "RBR.Y.", "RGP.Y.", "RGB.YB", "RGBRYG",
                "RGBPYG", "RGBRYG");
        ChainResult<?> r = impl.resolve(text, PuyoFormat.JUDGE);
        assertEquals(2, r.chains());
        assertEquals(List.of(4, 5, 6, 8), r.steps().get(0).groupSizes());
        assertEquals(field("...R..", "GYRP..", "YBPRBB"), r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void rowThirteenNeverPopsButFalls(Implementation impl) {
        // Column 0 is full: rows 9..12 red, and a fifth red in row 13. The four pop as a group of 4 (row 13
        // is not part of it), and the row-13 red falls to row 9.
        String text = column0("RRRRRGBYGBYGB");
        ChainResult<?> r = impl.resolve(text, PuyoFormat.TSU);
        assertEquals(1, r.chains());
        assertEquals(List.of(4), r.steps().get(0).groupSizes());
        assertEquals(field("R.....", "G.....", "B.....", "Y.....", "G.....", "B.....", "Y.....", "G.....", "B....."),
                r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void threeInRowsOneToTwelvePlusOneInRowThirteenDoNotPop(Implementation impl) {
        String text = column0("RRRRGBYGBYGBY");
        assertEquals(0, impl.resolve(text, PuyoFormat.TSU).chains());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void garbageNextToAPopClears(Implementation impl) {
        ChainResult<?> r = impl.resolve(field("O.....", "RRRRO.", "OOOOOO"), PuyoFormat.TSU);
        assertEquals(1, r.chains());
        ChainStep s = r.steps().get(0);
        assertEquals(4, s.colouredPopped());
        assertEquals(6, s.garbagePopped()); // above R0, right of R3, and the four below
        assertEquals(40, s.score()); // garbage is not counted in PC
        assertEquals(field("....OO"), r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void garbageAloneNeverPops(Implementation impl) {
        assertEquals(0, impl.resolve(field("OOOOOO", "OOOOOO"), PuyoFormat.TSU).chains());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void garbageInRowThirteenSurvives(Implementation impl) {
        // Column 0 full: rows 1..8 filler, rows 9..12 red, row 13 garbage right above the reds.
        String text = column0("ORRRRGBYGBYGB");
        ChainResult<?> r = impl.resolve(text, PuyoFormat.TSU);
        assertEquals(1, r.chains());
        assertEquals(0, r.steps().get(0).garbagePopped());
        assertEquals(field("O.....", "G.....", "B.....", "Y.....", "G.....", "B.....", "Y.....", "G.....", "B....."),
                r.finalField().toString());
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void chainPowerAndClampApply(Implementation impl) {
        assertEquals(0, ChainStep.chainPower(1));
        assertEquals(512, ChainStep.chainPower(19));
        assertEquals(512, ChainStep.chainPower(40));
        assertEquals(10 * 4 * 999, ChainStep.stepScore(19, 4, 5, 600));
        assertEquals(10 * 4, ChainStep.stepScore(1, 4, 1, 0));
        assertEquals(10, ChainStep.groupBonus(11));
        assertEquals(10, ChainStep.groupBonus(30));
        assertEquals(3, impl.resolve(JUDGE_SAMPLE, PuyoFormat.JUDGE).steps().size());
    }

    /** A field text of one row a puyo, top row first, each puyo in column 0 and the other columns empty. */
    private static String column0(String topFirst) {
        StringBuilder text = new StringBuilder();
        for (char c : topFirst.toCharArray()) {
            text.append(c).append(".....\n");
        }
        return text.toString();
    }
}
