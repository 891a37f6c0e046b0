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
package io.bitfall.puyo.versus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Pairs placed are one number with one meaning (the package comment: a pair counts from its Placed event):
 * the log's Placed events, its summary, {@link VersusResult} and {@link PlayerView#pairsPlaced()} agree
 * after every event, at every decision and at the end of matches, those that end while a pair still falls
 * included (before, the log counted that pair and the result and views did not).
 */
class PairCountTest {
    private static final Pattern SUMMARY_PAIRS = Pattern.compile("(?m)^(first|second): +(\\d+) pairs,");

    @Test
    void logSummaryResultAndViewsCountTheSamePairsAtEveryEventAndAtTheEnd() {
        int endedInFlight = 0;
        for (int m = 0; m < 60; m++) {
            // Frame limits of every size, so that many matches end with a pair in the air.
            VersusSetup setup = VersusSetup.of(500 + m).withLimits(200 + 137 * m, 1000);
            VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
            int[] logged = new int[2];
            int[] decisions = new int[1];
            match.observe((log, i, first, second) -> {
                if (log.event(i) instanceof VersusEvent.Placed p) {
                    assertEquals(logged[p.side()], p.pairIndex(), "a Placed event's pair index is the pairs placed before it");
                    logged[p.side()]++;
                }
                assertEquals(logged[0], first.pairsPlaced(), "first side after event " + i);
                assertEquals(logged[1], second.pairsPlaced(), "second side after event " + i);
            });
            VersusResult result = match.play(setup, counting(new GreedyPlayer<>(PuyoField::new), match, decisions),
                    counting(new RandomPlayer<>(m), match, decisions));
            int[] summary = summaryPairs(match.log().summary());
            assertEquals(logged[0], summary[0], "match " + m);
            assertEquals(logged[1], summary[1], "match " + m);
            assertEquals(logged[0], result.firstPairs(), "match " + m + ": " + result);
            assertEquals(logged[1], result.secondPairs(), "match " + m + ": " + result);
            assertEquals(logged[0], match.view(0).pairsPlaced(), "match " + m);
            assertEquals(logged[1], match.view(1).pairsPlaced(), "match " + m);
            assertEquals(logged[0] + logged[1], decisions[0], "every decision placed one pair, match " + m);
            for (int i = match.log().size() - 1; i >= 0; i--) {
                if (match.log().event(i) instanceof VersusEvent.Placed p) {
                    endedInFlight += p.frame() + p.frames() > result.frames() ? 1 : 0;
                    break;
                }
            }
        }
        assertTrue(endedInFlight >= 10, "matches that ended with the last placed pair in the air: " + endedInFlight);
    }

    /** The player, checking at each decision that its view counts the pairs of its side's Placed events. */
    private static VersusPlayer<PuyoField> counting(VersusPlayer<PuyoField> player, VersusMatch<PuyoField> match,
            int[] decisions) {
        return (own, opponent) -> {
            int[] logged = new int[2];
            for (VersusEvent e : match.log().events()) {
                if (e instanceof VersusEvent.Placed p) {
                    logged[p.side()]++;
                }
            }
            assertEquals(logged[own.side()], own.pairsPlaced(), "own view at a decision");
            assertEquals(logged[opponent.side()], opponent.pairsPlaced(), "opponent's view at a decision");
            assertEquals(match.log().setup().sequence().pair(own.pairsPlaced()), own.pair(0),
                    "pair(0) is pair number pairsPlaced()");
            decisions[0]++;
            return player.decide(own, opponent);
        };
    }

    private static int[] summaryPairs(String summary) {
        int[] pairs = {-1, -1};
        Matcher m = SUMMARY_PAIRS.matcher(summary);
        while (m.find()) {
            pairs[m.group(1).equals("first") ? 0 : 1] = Integer.parseInt(m.group(2));
        }
        return pairs;
    }
}
