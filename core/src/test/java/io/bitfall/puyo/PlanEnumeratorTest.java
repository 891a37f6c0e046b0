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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link PlanEnumerator} on puyoai's own benchmark cases, whose checksums puyoai's
 * {@code Plan::iterateAvailablePlans} gives too, and its contract: arguments, the start field left alone,
 * splits, the view's bounds, no allocation. {@link PlanEnumeratorDifferentialTest} holds it to the reference.
 */
class PlanEnumeratorTest {
    private static final PuyoPair RR = new PuyoPair(Puyo.RED, Puyo.RED);
    private static final PuyoPair GG = new PuyoPair(Puyo.GREEN, Puyo.GREEN);
    private static final PuyoPair YY = new PuyoPair(Puyo.YELLOW, Puyo.YELLOW);
    private static final PuyoPair BB = new PuyoPair(Puyo.BLUE, Puyo.BLUE);
    private static final PuyoPair RG = new PuyoPair(Puyo.RED, Puyo.GREEN);

    /** The "Filled" field of puyoai's src/core/plan/plan_performance_test.cc (10 rows there). */
    static final String FILLED = "......\n".repeat(2) + "B.....\nR.....\nB.....\nR.....\nBR....\nBR....\n" + "BYRBY.\n"
            + "RBYRBY\n".repeat(3);

    /**
     * The six cases of puyoai's PlanPerformanceTest: plans, plans that fire, chains, score, pairs placed and
     * an order-free hash of every plan's field, placements (colour-blind), chains and score, the numbers
     * puyoai's enumeration gives (../shared/peers' plans check, run against puyoai's plan.cc).
     */
    @Test
    void puyoaiPlanCasesGivePuyoaisChecksums() {
        PuyoField empty = new PuyoField();
        PuyoField filled = PuyoField.parse(FILLED);
        assertEquals("14641 0 0 0 58564 2a40653d4d4ced1d", checksum(empty, List.of(RR, GG, YY, BB), 4));
        assertEquals("6439 73 91 56120 25673 4605d3a110c9188e", checksum(filled, List.of(RR, GG, YY, BB), 4));
        assertEquals("21296 1101 1101 44040 63888 76ad1d2e03a7cb18", checksum(empty, List.of(RR, GG), 3));
        assertEquals("20304 3745 9891 16159230 60912 6404ab44d6f1e4fb", checksum(filled, List.of(BB, GG), 3));
        assertEquals("3555421 310496 315070 16290240 14220583 8673c92ae0b20884", checksum(empty, List.of(RR, GG), 4));
        assertEquals("2783908 489654 1200664 1848163090 11131887 20db3836192f417f", checksum(filled, List.of(BB, GG), 4));
    }

    /** The checksum line of the peers harness' plans check (its PlanBench defines every number). */
    private static String checksum(PuyoField start, List<PuyoPair> known, int depth) {
        long[] sum = new long[6]; // plans, fired, chains, score, moves, hash
        long n = new PlanEnumerator(4).enumerate(start, known, PlanEnumerator.PUYOAI_PAIRS, depth, plan -> {
            long s = plan.summary();
            sum[0]++;
            sum[1] += ChainSummary.chains(s) > 0 ? 1 : 0;
            sum[2] += ChainSummary.chains(s);
            sum[3] += ChainSummary.score(s);
            sum[4] += plan.length();
            long h = 0xcbf29ce484222325L; // FNV-1a over the 78 cells, column 0 rows 1..13 first
            for (int x = 0; x < 6; x++) {
                for (int y = 1; y <= 13; y++) {
                    h ^= plan.field().get(x, y).letter();
                    h *= 0x100000001b3L;
                }
            }
            long code = 0;
            for (int i = 0; i < plan.length(); i++) {
                Placement p = plan.placement(i);
                int c = p.childColumn() == p.column() ? p.column() : 6 + Math.min(p.column(), p.childColumn());
                code |= (long) (c + 1) << 4 * i;
            }
            sum[5] += mix64(mix64(h ^ code) ^ (long) ChainSummary.chains(s) << 32 ^ (ChainSummary.score(s) & 0xFFFFFFFFL));
        });
        assertEquals(sum[0], n, "enumerate returns the number of plans visited");
        return sum[0] + " " + sum[1] + " " + sum[2] + " " + sum[3] + " " + sum[4] + " " + String.format("%016x", sum[5]);
    }

    private static long mix64(long z) { // splitmix64's finaliser
        z ^= z >>> 30;
        z *= 0xbf58476d1ce4e5b9L;
        z ^= z >>> 27;
        z *= 0x94d049bb133111ebL;
        return z ^ z >>> 31;
    }

    @Test
    void oneKnownPairGivesItsLegalPlacementsInOrder() {
        List<Placement> seen = new ArrayList<>();
        new PlanEnumerator(1).enumerate(new PuyoField(), List.of(RG), List.of(), 1, p -> seen.add(p.placement(0)));
        assertEquals(Placement.ALL, seen, "an empty field: all 22 placements, in Placement.ALL order");
        seen.clear();
        new PlanEnumerator(1).enumerate(new PuyoField(), List.of(RR), List.of(), 1, p -> seen.add(p.placement(0)));
        assertEquals(11, seen.size(), "a one-colour pair: 11 placements");
    }

    @Test
    void aChainEndsItsLineAndAGameOverIsNoPlan() {
        // Three reds in column 0: a red pair there fires at depth 1, so that line has no second pair.
        PuyoField f = PuyoField.parse("......\n".repeat(9) + "R.....\nR.....\nR.....\n");
        List<String> fired = new ArrayList<>();
        new PlanEnumerator(2).enumerate(f, List.of(RR, GG), List.of(), 2, p -> {
            if (p.summary() != 0) {
                fired.add(p.length() + " " + p.placement(0) + " " + ChainSummary.chains(p.summary()));
            }
        });
        assertTrue(fired.contains("1 " + Placement.of(0, Rotation.UP) + " 1"), fired.toString());
        // Column 2 (the spawn column) 11 high: any pair that makes it 12 ends the game.
        PuyoField tall = PuyoField.parse("......\n" + "..G...\n..B...\n".repeat(5) + "..G...\n");
        List<Placement> first = new ArrayList<>();
        new PlanEnumerator(1).enumerate(tall, List.of(RG), List.of(), 1, p -> first.add(p.placement(0)));
        assertTrue(first.stream().noneMatch(p -> p.column() == 2 || p.childColumn() == 2), first.toString());
    }

    @Test
    void dropFramesAddPuyoaisEstimatePerPairAndThePauseBetweenPairs() {
        int[] frames = new int[2];
        new PlanEnumerator(2).enumerate(new PuyoField(), List.of(RG, RG), List.of(), 2, p -> {
            if (p.placement(0).equals(Placement.of(2, Rotation.UP)) && p.placement(1).equals(Placement.of(2, Rotation.UP))) {
                frames[0] = p.dropFrames();
            }
            if (p.placement(0).equals(Placement.of(0, Rotation.RIGHT)) && p.placement(1).equals(Placement.of(5, Rotation.LEFT))) {
                frames[1] = p.dropFrames();
            }
        });
        // Spawn column, child up: 12 rows of fast drop (24) + grounding (20); then the pause (12) and, on a
        // column 2 high, 10 rows (20) + 20.
        assertEquals(44 + 12 + 40, frames[0]);
        // Column 0, 2 away: moving 6, 12 rows (24), grounding 20; column 5, 3 away: 8 + 24 + 20, after 12.
        assertEquals(50 + 12 + 52, frames[1]);
    }

    @Test
    void splitsCountPairsOverColumnsOfDifferentHeights() {
        PuyoField f = PuyoField.parse("......\n".repeat(11) + "R.....\n"); // column 0 one high
        int[] splits = new int[2];
        new PlanEnumerator(2).enumerate(f, List.of(RG, RG), List.of(), 2, p -> {
            if (p.placement(0).equals(Placement.of(0, Rotation.RIGHT)) && p.placement(1).equals(Placement.of(3, Rotation.UP))) {
                splits[0] = p.splits();
            }
            if (p.placement(0).equals(Placement.of(1, Rotation.RIGHT)) && p.placement(1).equals(Placement.of(0, Rotation.RIGHT))) {
                splits[1] = p.splits();
            }
        });
        assertEquals(1, splits[0], "(0, RIGHT) over heights 1 and 0 splits");
        assertEquals(0, splits[1], "(1, RIGHT) over 0 and 0 does not; (0, RIGHT) over 1 and 1 then neither");
    }

    @Test
    void theStartFieldIsNotChangedAndThePlanViewChecksItsBounds() {
        PuyoField start = PuyoField.parse(FILLED);
        PuyoField before = start.copy();
        Plan[] last = new Plan[1];
        new PlanEnumerator(2).enumerate(start, List.of(BB, GG), List.of(), 2, p -> {
            assertThrows(IndexOutOfBoundsException.class, () -> p.placement(p.length()));
            assertThrows(IndexOutOfBoundsException.class, () -> p.pair(-1));
            assertEquals(p.field(), p.field(), "field() twice");
            last[0] = p;
        });
        assertEquals(before, start);
        assertTrue(last[0].toString().startsWith("Plan[PuyoPair[axis=BLUE"), last[0].toString());
    }

    @Test
    void badArgumentsAreRejectedBeforeAnythingRuns() {
        PlanEnumerator e = new PlanEnumerator(3);
        PuyoField f = new PuyoField();
        PlanVisitor v = p -> {
            throw new AssertionError("no plan should be visited");
        };
        assertThrows(IllegalArgumentException.class, () -> new PlanEnumerator(0));
        assertThrows(IllegalArgumentException.class, () -> new PlanEnumerator(17));
        assertThrows(NullPointerException.class, () -> e.enumerate(null, List.of(RR), List.of(), 1, v));
        assertThrows(NullPointerException.class, () -> e.enumerate(f, null, List.of(), 1, v));
        assertThrows(NullPointerException.class, () -> e.enumerate(f, List.of(RR), null, 1, v));
        assertThrows(NullPointerException.class, () -> e.enumerate(f, List.of(RR), List.of(), 1, null));
        assertThrows(NullPointerException.class, () -> e.enumerate(f, Arrays.asList(RR, null), List.of(), 2, v));
        assertThrows(NullPointerException.class, () -> e.enumerate(f, List.of(RR), Arrays.asList(GG, null), 2, v));
        assertThrows(IllegalArgumentException.class, () -> e.enumerate(f, List.of(RR), List.of(GG), 0, v));
        assertThrows(IllegalArgumentException.class, () -> e.enumerate(f, List.of(RR), List.of(GG), 4, v));
        IllegalArgumentException noUnknown = assertThrows(IllegalArgumentException.class,
                () -> e.enumerate(f, List.of(RR), List.of(), 2, v));
        assertEquals("depth 2 passes the 1 known pairs, and there are no unknown pairs to try", noUnknown.getMessage());
        PuyoField unsettled = new PuyoField();
        unsettled.set(0, 2, Puyo.RED);
        assertThrows(IllegalStateException.class, () -> e.enumerate(unsettled, List.of(RR), List.of(), 1, v));
        IllegalStateException nested = assertThrows(IllegalStateException.class, () -> e.enumerate(f, List.of(RR),
                List.of(), 1, p -> e.enumerate(f, List.of(RR), List.of(), 1, q -> { })));
        assertTrue(nested.getMessage().contains("already running"), nested.getMessage());
        assertEquals(11, e.enumerate(f, List.of(RR), List.of(), 1, p -> { }), "usable again after a visitor threw");
    }

    @Test
    void aWarmEnumeratorAllocatesNothing() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();
        PlanEnumerator e = new PlanEnumerator(3);
        PuyoField filled = PuyoField.parse(FILLED);
        List<PuyoPair> known = List.of(BB, GG);
        long[] sum = new long[1];
        PlanVisitor summaries = p -> sum[0] += p.summary();
        PlanVisitor fields = p -> sum[0] += p.field().count() + p.splits();
        for (int i = 0; i < 200; i++) { // warm up: let the JIT compile the paths
            e.enumerate(filled, known, PlanEnumerator.PUYOAI_PAIRS, 3, i % 2 == 0 ? summaries : fields);
        }
        long before = allocated.now();
        long afterNothing = allocated.now();
        e.enumerate(filled, known, PlanEnumerator.PUYOAI_PAIRS, 3, summaries);
        e.enumerate(filled, known, PlanEnumerator.PUYOAI_PAIRS, 3, fields);
        long after = allocated.now();
        long bytes = after - afterNothing - (afterNothing - before);
        // One allocation a plan would show as 16 B x 40,000 at least; the JVM itself may account a few dozen.
        assertTrue(bytes < 1024, "bytes allocated by two enumerations of 20,304 plans (sum " + sum[0] + "): " + bytes);
    }
}
