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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * The group bonus around the engine's shortcut (fewer than 8 popping puyos of a colour are one group; 8 or
 * more are split into groups): one step each, scored by {@code resolve()} on both implementations and by the
 * engine's {@code resolveInPlace()}.
 */
class GroupBonusTest {
    /** 7 reds in one group: group bonus 4. */
    static final String SEVEN = PuyoRulesTest.field("R.....", "RR....", "RR....", "RR....");
    /** 8 reds in one group: group bonus 5. */
    static final String EIGHT_ONE_GROUP = PuyoRulesTest.field("RR....", "RR....", "RR....", "RR....");
    /** 8 reds in two groups of 4 (a column of 3 greens between them pops nothing): group bonus 0. */
    static final String EIGHT_TWO_GROUPS = PuyoRulesTest.field("R.R...", "RGR...", "RGR...", "RGR...");
    /** 4 reds and 5 greens at once (9 puyos, two colours): colour bonus 3, group bonus 0 + 2. */
    static final String TWO_COLOURS = PuyoRulesTest.field("R.G...", "R.G...", "R.G...", "R.GG..");
    /** 12 reds in two groups, 4 and 8: group bonus 0 + 5. */
    static final String FOUR_AND_EIGHT = PuyoRulesTest.field("R.RR..", "RGRR..", "RGRR..", "RGRR..");

    private static void assertScore(int expected, String text, Implementation impl) {
        assertEquals(expected, impl.resolve(text, PuyoFormat.TSU).score(), text);
        if (impl == Implementation.ENGINE) {
            long summary = PuyoField.parse(text).resolveInPlace();
            assertEquals(1, ChainSummary.chains(summary), text);
            assertEquals(expected, ChainSummary.score(summary), text);
        }
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void sevenOfOneColourAreOneGroup(Implementation impl) {
        assertScore(10 * 7 * 4, SEVEN, impl);
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void eightInOneGroup(Implementation impl) {
        assertScore(10 * 8 * 5, EIGHT_ONE_GROUP, impl);
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void eightInTwoGroups(Implementation impl) {
        assertScore(10 * 8 * 1, EIGHT_TWO_GROUPS, impl); // bonus 0, clamped to 1
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void twoColoursAtOnce(Implementation impl) {
        assertScore(10 * 9 * (3 + 2), TWO_COLOURS, impl);
    }

    @ParameterizedTest
    @EnumSource(Implementation.class)
    void fourAndEightOfOneColour(Implementation impl) {
        assertScore(10 * 12 * 5, FOUR_AND_EIGHT, impl);
    }

    @Test
    void stepListsEveryGroupAndColour() {
        ChainStep s = PuyoField.parse(FOUR_AND_EIGHT).step(1);
        assertEquals(List.of(4, 8), s.groupSizes());
        assertEquals(java.util.Set.of(Puyo.RED), s.colours());
        ChainStep t = PuyoField.parse(TWO_COLOURS).step(1);
        assertEquals(List.of(4, 5), t.groupSizes());
        assertEquals(java.util.Set.of(Puyo.RED, Puyo.GREEN), t.colours());
        ChainStep u = PuyoField.parse(SEVEN).step(1);
        assertEquals(List.of(7), u.groupSizes());
        assertEquals(java.util.Set.of(Puyo.RED), u.colours());
    }
}
