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

import io.bitfall.puyo.PuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The garbage column sources: glibc's {@code random()} against values computed from glibc's published
 * algorithm (and printed by a C program compiled with gcc against glibc), puyoai's shuffle of the columns,
 * a match that drops its garbage where that pattern says, and the default source keeping the logs it made
 * before sources could be chosen.
 */
class GarbageColumnsTest {
    @Test
    void glibcRandomGivesTheCLibrarysNumbers() {
        // printf("%ld\n", random()) with no srandom (as srandom(1)), and after srandom(12345), on glibc
        assertOutputs(new GlibcRandom(1), 1804289383, 846930886, 1681692777, 1714636915, 1957747793);
        assertOutputs(new GlibcRandom(0), 1804289383, 846930886, 1681692777); // glibc takes 0 as 1
        assertOutputs(new GlibcRandom(12345), 383100999, 858300821, 357768173);
    }

    @Test
    void glibcRandomFollowsTheRecurrenceOfItsPublishedAlgorithm() {
        for (int seed : new int[] {1, 2, 12345, -7, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
            GlibcRandom random = new GlibcRandom(seed);
            int[] expected = recurrence(seed, 2000);
            for (int i = 0; i < expected.length; i++) {
                assertEquals(expected[i], random.next(), "output " + i + " of seed " + seed);
            }
        }
    }

    @Test
    void puyoaiShufflesTheColumnsWithFiveCallsAtEveryTurnEnd() {
        // The duel server's loop in C on glibc (for i in 1..5: swap(p[i], p[rand() % (i + 1)])) gave the
        // orders 4 3 1 2 0 5, then 3 5 1 0 4 2, then 1 2 3 0 4 5: five calls a turn, extra puyos or not.
        GarbageColumns.Draw draw = GarbageColumns.PUYOAI_DUEL_SERVER.start(99);
        assertEquals(1 << 4 | 1 << 3 | 1 << 1, draw.turnEnded(0, 3));
        assertEquals(0, draw.turnEnded(1, 0));
        assertEquals(1 << 1 | 1 << 2 | 1 << 3 | 1 << 0 | 1 << 4, draw.turnEnded(0, 5));
        GarbageColumns.Draw again = GarbageColumns.glibcRandom(1).start(-5); // the garbage seed is not used
        assertEquals(1 << 4, again.turnEnded(1, 1));
        assertEquals(1 << 3 | 1 << 5, again.turnEnded(0, 2));
        assertEquals(GarbageColumns.PUYOAI_DUEL_SERVER, GarbageColumns.glibcRandom(1));
        assertNotEquals(GarbageColumns.PUYOAI_DUEL_SERVER, GarbageColumns.glibcRandom(2));
    }

    @Test
    void aMatchWithPuyoaisSourceDropsWhereThePatternSays() {
        List<int[]> calls = new ArrayList<>();
        GarbageColumns recording = seed -> {
            GarbageColumns.Draw draw = GarbageColumns.PUYOAI_DUEL_SERVER.start(seed);
            return (side, extra) -> {
                int mask = draw.turnEnded(side, extra);
                calls.add(new int[] {side, extra, mask});
                return mask;
            };
        };
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        int drops = 0;
        for (int seed = 1; seed <= 6; seed++) {
            calls.clear();
            VersusSetup setup = VersusSetup.of(seed).withGarbageColumns(recording);
            VersusResult result = match.play(setup, new GreedyPlayer<>(PuyoField::new), new RandomPlayer<>(seed));
            // A call at every turn end of either side: every placement but those still running at the end.
            int placed = result.firstPairs() + result.secondPairs();
            assertTrue(calls.size() <= placed && calls.size() >= placed - 2, calls.size() + " calls, " + placed + " pairs");
            // Each call's columns are the first slots of puyoai's shuffle by the next five outputs of
            // random() seeded 1, computed here from the recurrence; each drop uses its turn's call.
            int[] outputs = recurrence(1, 5 * calls.size());
            List<Integer> extraMasks = new ArrayList<>();
            for (int c = 0; c < calls.size(); c++) {
                int[] slots = {0, 1, 2, 3, 4, 5};
                for (int i = 1; i < 6; i++) {
                    int j = outputs[5 * c + i - 1] % (i + 1);
                    int x = slots[i];
                    slots[i] = slots[j];
                    slots[j] = x;
                }
                int expected = 0;
                for (int i = 0; i < calls.get(c)[1]; i++) {
                    expected |= 1 << slots[i];
                }
                assertEquals(expected, calls.get(c)[2], "call " + c + " of the match of seed " + seed);
                if (expected != 0) {
                    extraMasks.add(expected);
                }
            }
            List<Integer> dropped = new ArrayList<>();
            for (VersusEvent e : match.log().events()) {
                if (e instanceof VersusEvent.GarbageDropped d && d.extraColumns() != 0) {
                    dropped.add(d.extraColumns());
                }
            }
            assertEquals(extraMasks, dropped, "the extra columns of the drops of the match of seed " + seed);
            drops += dropped.size();
            // The log holds the source: it replays to the same events.
            VersusLog log = match.log().copy();
            assertEquals(setup, log.setup());
            calls.clear();
            match.replay(log);
            assertEquals(log, match.log());
        }
        assertTrue(drops >= 10, "drops with extra columns: " + drops);
    }

    @Test
    void theDefaultSourceKeepsTheLogsMadeBeforeSourcesCouldBeChosen() {
        // The events and results of these 12 matches, as the match made them with its own SplitMix64 draws
        // (73 garbage drops among them); the default source must give every column the same. (The hash
        // changed once without a change of event: when the results began to count a pair from its Placed
        // event, a match ending with a pair in the air counted one more.)
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        StringBuilder all = new StringBuilder();
        for (int seed = 1; seed <= 12; seed++) {
            VersusSetup setup = VersusSetup.of(seed);
            assertEquals(GarbageColumns.SEEDED, setup.garbageColumns());
            match.play(setup, new GreedyPlayer<>(PuyoField::new), new RandomPlayer<>(seed));
            all.append(match.log().events()).append(match.log().result());
        }
        assertEquals(145953, all.length());
        assertEquals(-1314316248, all.toString().hashCode());
        VersusSetup puyoai = VersusSetup.of(3).withGarbageColumns(GarbageColumns.PUYOAI_DUEL_SERVER);
        assertEquals(VersusSetup.of(3), puyoai.withGarbageColumns(GarbageColumns.SEEDED));
        assertEquals(GarbageColumns.PUYOAI_DUEL_SERVER, puyoai.withLimits(10, 10).garbageColumns());
        assertThrows(NullPointerException.class, () -> VersusSetup.of(1).withGarbageColumns(null));
    }

    private static void assertOutputs(GlibcRandom random, int... expected) {
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], random.next(), "output " + i);
        }
    }

    /**
     * The first {@code n} outputs of glibc's {@code random()} after {@code srandom(seed)}, written as the
     * published recurrence over one long array (not the ring of 31 words the generator keeps):
     * r[0] = seed, r[i] = 16807 r[i-1] mod (2^31 - 1) for i in 1..30, r[i] = r[i-31] for i in 31..33,
     * r[i] = r[i-3] + r[i-31] mod 2^32 from 34 on; output k is r[k + 344] shifted right by one.
     */
    private static int[] recurrence(int seed, int n) {
        long[] r = new long[n + 344];
        r[0] = seed == 0 ? 1 : seed;
        for (int i = 1; i < 31; i++) {
            r[i] = 16807 * r[i - 1] % 2147483647;
            if (r[i] < 0) {
                r[i] += 2147483647;
            }
        }
        for (int i = 31; i < 34; i++) {
            r[i] = r[i - 31];
        }
        for (int i = 34; i < r.length; i++) {
            r[i] = r[i - 3] + r[i - 31] & 0xFFFF_FFFFL;
        }
        int[] out = new int[n];
        for (int k = 0; k < n; k++) {
            out[k] = (int) (r[k + 344] >>> 1);
        }
        return out;
    }
}
