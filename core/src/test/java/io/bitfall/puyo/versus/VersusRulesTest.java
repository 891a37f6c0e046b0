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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;
import io.bitfall.puyo.TsuFrames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every timing and garbage rule of core/docs/puyo-rules.md, "Versus", pinned by a hand-made match. Each
 * test works its expected frames and garbage out in its comment from the rules page's numbers:
 * <ul>
 *   <li>a pair can be moved 12 frames (PREPARE) after it appears; it lands after MOVE[columns from the
 *       spawn column] = 0, 4, 6, 8, 10, 12, plus the fast drop (2 a row: child up 12 - h rows, child down
 *       max(6, 11 - h), beside max(3, 12 - higher)), plus 20 grounding, plus for a split pair the free
 *       fall FREE[k] = 10, 16, 22, 24, 28, 32, 34, 36, 40, 42, 44, 46, 48 for k = 1..13 rows and 20 more;</li>
 *   <li>a chain step takes 50, plus 2 a row of its longest fall and 20 if anything falls;</li>
 *   <li>a garbage drop takes FREE[12 - lowest receiving column] plus 8 (1..3), 24 (4..18) or 32 (19..30);</li>
 *   <li>score: 10 x popped x max(1, CP + CB + GB), CP 0, 8, 16..., CB 0, 3, 6, 12, 24, GB 0 for 4, 2 for 5,
 *       3 for 6 ... 5 for 8 ... 10 for 11+; 70 points a garbage puyo, the rest carried.</li>
 * </ul>
 * Columns in placements are 0..5 as in the API (the game's 1..6 less one); fields are written as columns,
 * bottom puyo first.
 */
class VersusRulesTest {
    private static final Puyo R = Puyo.RED;
    private static final Puyo G = Puyo.GREEN;
    private static final Puyo B = Puyo.BLUE;
    private static final Puyo P = Puyo.PURPLE;
    private static final PuyoPair RR = new PuyoPair(R, R);
    private static final PuyoPair GG = new PuyoPair(G, G);
    private static final PuyoPair BB = new PuyoPair(B, B);
    private static final PuyoPair PP = new PuyoPair(P, P);

    // ---- the frame model on its own ----

    @Test
    void placementFrames() {
        int[] empty = {0, 0, 0, 0, 0, 0};
        // Spawn column, child up, empty: MOVE[0] 0 + 12 rows x 2 + 20 = 44.
        assertEquals(44, TsuFrames.placement(empty, Placement.of(2, Rotation.UP)));
        // Column 0 is 2 away: MOVE[2] 6 + 24 + 20 = 50.
        assertEquals(50, TsuFrames.placement(empty, Placement.of(0, Rotation.UP)));
        // Column 5, child down, empty: MOVE[3] 8 + max(6, 11 - 0) = 11 rows x 2 + 20 = 50.
        assertEquals(50, TsuFrames.placement(empty, Placement.of(5, Rotation.DOWN)));
        // Child down on a column 8 high: 11 - 8 = 3 rows, but at least 6: 8 + 12 + 20 = 40.
        assertEquals(40, TsuFrames.placement(new int[] {0, 0, 0, 0, 0, 8}, Placement.of(5, Rotation.DOWN)));
        // Child up on a column 12 high (kicked up): MOVE[1] 4 + KICK 6 + 20 = 30.
        assertEquals(30, TsuFrames.placement(new int[] {0, 12, 11, 0, 0, 0}, Placement.of(1, Rotation.UP)));
        // Split pair: axis on column 2 (height 0), child on column 3 (height 4): fast drop onto the higher,
        // 12 - 4 = 8 rows = 16, + 20, then the axis falls 4 more rows freely, FREE[4] = 24, + 20: 80.
        assertEquals(80, TsuFrames.placement(new int[] {0, 0, 0, 4, 0, 0}, Placement.of(2, Rotation.RIGHT)));
        // Beside, both 11 high: 12 - 11 = 1 row, but at least 3: MOVE[1] 4 + 6 + 20 = 30.
        assertEquals(30, TsuFrames.placement(new int[] {0, 0, 11, 11, 0, 0}, Placement.of(3, Rotation.LEFT)));
    }

    @Test
    void garbageDropFrames() {
        // 30 on an empty field: FREE[12] 46 + 32 = 78.
        assertEquals(78, TsuFrames.garbageDrop(new int[6], 5, 0, 30));
        // 3 extra puyos on columns 0, 1, 2 of height 8 (others higher): FREE[4] 24 + 8 = 32.
        assertEquals(32, TsuFrames.garbageDrop(new int[] {8, 8, 8, 0, 0, 0}, 0, 0b000111, 3));
        // 4 on columns 2..5 whose lowest is 10: FREE[2] 16 + 24 = 40.
        assertEquals(40, TsuFrames.garbageDrop(new int[] {0, 0, 10, 11, 12, 13}, 0, 0b111100, 4));
        assertEquals(0, TsuFrames.garbageDrop(new int[6], 0, 0, 0));
        assertEquals(8, TsuFrames.garbageGrounding(3));
        assertEquals(24, TsuFrames.garbageGrounding(18));
        assertEquals(32, TsuFrames.garbageGrounding(19));
    }

    // ---- whole matches ----

    /**
     * Timeline, pair limit. Both sides place RG, BP, RG in the spawn column, child up, on empty fields:
     * pair 0 can move at 12, takes 44 (12 rows) and lands at 56; pair 1 moves at 56 + 12 = 68, takes
     * 0 + 10 x 2 + 20 = 40, lands at 108; pair 2 moves at 120, takes 8 x 2 + 20 = 36, lands at 156. At 156
     * the first side has placed 3 pairs, the limit: the match is a draw at frame 156.
     */
    @Test
    void placementsFollowTheClockAndThePairLimitEndsTheMatch() {
        PuyoPair[] script = {new PuyoPair(R, G), new PuyoPair(B, P)};
        Scripted a = new Scripted(up(2));
        Scripted b = new Scripted(up(2));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(setup(1000, 3), script, null, null, a, b);
        assertEquals(List.of(12, 68, 120), a.frames);
        assertEquals(List.of(44, 40, 36), placedFrames(match.log(), 0));
        assertEquals(new VersusResult(VersusResult.Outcome.DRAW, VersusResult.End.PAIR_LIMIT, 156, 3, 3, 0, 0), r);
    }

    /**
     * The same play with a limit of 100 frames: pair 1 is still falling (it lands at 108), but it was placed
     * at frame 68, so two pairs placed a side, as the log's Placed events count them.
     */
    @Test
    void theFrameLimitEndsTheMatch() {
        PuyoPair[] script = {new PuyoPair(R, G), new PuyoPair(B, P)};
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(setup(100, 1000), script, null, null, new Scripted(up(2)), new Scripted(up(2)));
        assertEquals(new VersusResult(VersusResult.Outcome.DRAW, VersusResult.End.FRAME_LIMIT, 100, 2, 2, 0, 0), r);
        assertEquals(2, placedFrames(match.log(), 0).size());
    }

    /**
     * A 2-chain sends its garbage from its scoring step; it becomes due when the chain ends; it falls after
     * the receiver's next placement.
     * <p>First side: column 0 holds G R R G (bottom up), column 1 G G, column 5 B. RR on column 1 child up:
     * MOVE[1] 4 + (12 - 2) x 2 + 20 = 44, lands at 56. Step 1 pops the 4 reds (40 points: 0 garbage,
     * 40 carried); the G above them falls 2 rows: 50 + 4 + 20 = 74 frames. Step 2 at 130 pops 4 greens,
     * 10 x 4 x 8 = 320 points: the meter holds 360, 5 garbage (350) sent, 10 carried. Nothing falls: 50
     * frames, the chain ends at 180, where the 5 become due on the second side.
     * <p>Second side (empty): RR on column 5 (8 + 24 + 20 = 52: lands 64), GB on column 4 (moves at 76,
     * 6 + 24 + 20 = 50: lands 126), PB on column 3 (moves at 138, seeing 5 pending and 0 due; 4 + 24 + 20 =
     * 48: lands 186). At 186 the 5 due puyos fall, 0 rows and 5 extra columns, at least one of them one of
     * the empty columns 0..2: FREE[12] 46 + 24 = 70 frames; the next pair moves at 186 + 70 + 12 = 268.
     */
    @Test
    void garbageIsSentDueAndDropped() {
        PuyoPair[] script = {RR, new PuyoPair(G, B), new PuyoPair(P, B), new PuyoPair(G, P)};
        PuyoField first = field("GRRG", "GG", "", "", "", "B");
        Scripted a = new Scripted(up(1), up(5), up(4), up(3));
        Scripted b = new Scripted(up(5), up(4), up(3), up(0));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup(300, 1000), script, first, null, a, b);
        List<VersusEvent> events = match.log().events();
        assertTrue(events.contains(new VersusEvent.ChainStepped(56, 0, 1, 40, 74, false)), events::toString);
        assertTrue(events.contains(new VersusEvent.ChainStepped(130, 0, 2, 320, 50, false)));
        assertEquals(List.of(new VersusEvent.GarbageSent(130, 0, 5, 0, 5)), only(events, VersusEvent.GarbageSent.class));
        assertEquals(List.of(new VersusEvent.GarbageDue(180, 1, 5)), only(events, VersusEvent.GarbageDue.class));
        assertEquals(List.of(12, 76, 138, 268), b.frames);
        assertEquals(5, b.pending.get(2));
        assertEquals(0, b.due.get(2));
        VersusEvent.GarbageDropped drop = only(events, VersusEvent.GarbageDropped.class).get(0);
        assertEquals(186, drop.frame());
        assertEquals(5, drop.count());
        assertEquals(0, drop.rows());
        assertEquals(5, Integer.bitCount(drop.extraColumns()));
        assertEquals(70, drop.frames());
        assertEquals(10, match.view(0).carriedPoints());
        assertEquals(5, match.view(1).garbageDropped());
    }

    /**
     * Offsetting against pending garbage, and the order of one frame: the first side's events before the
     * second's.
     * <p>First side: reds 3 high on columns 1 and 4, B on column 5; RR beside on columns 2-3 (0 + 24 + 20 =
     * 44: lands at 56) joins them: 8 reds pop, 10 x 8 x GB[8] 5 = 400 points, 5 garbage sent (50 carried).
     * Second side: reds 3 high on column 0, B on column 5; RR on column 0 (6 + (12 - 3) x 2 + 20 = 44: also
     * lands at 56): 5 reds, 10 x 5 x 2 = 100 points, 1 garbage (30 carried). At frame 56 the first side
     * sends first, so the second side's 1 garbage cancels 1 of the 5 pending against it and sends nothing.
     * Both steps take 50 frames; at 106 the first side's chain ends and the 4 left become due, then the
     * second side's chain ends on the same frame and they fall at once (puyoai: due garbage falls when the
     * receiver's placement is over, chain or not): 4 extra columns, FREE[12] 46 + 24 = 70 frames.
     */
    @Test
    void aChainOffsetsPendingGarbageAndTheFirstSideGoesFirstOnAFrame() {
        PuyoField first = field("", "RRR", "", "", "RRR", "B");
        PuyoField second = field("RRR", "", "", "", "", "B");
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup(200, 1000), new PuyoPair[] {RR}, first, second,
                new Scripted(Placement.of(2, Rotation.RIGHT), up(0)), new Scripted(up(0), up(5)));
        List<VersusEvent> events = match.log().events();
        assertEquals(List.of(new VersusEvent.GarbageSent(56, 0, 5, 0, 5), new VersusEvent.GarbageSent(56, 1, 1, 1, 0)),
                only(events, VersusEvent.GarbageSent.class));
        assertTrue(events.indexOf(new VersusEvent.ChainStepped(56, 0, 1, 400, 50, false))
                < events.indexOf(new VersusEvent.ChainStepped(56, 1, 1, 100, 50, false)));
        assertEquals(List.of(new VersusEvent.GarbageDue(106, 1, 4)), only(events, VersusEvent.GarbageDue.class));
        VersusEvent.GarbageDropped drop = only(events, VersusEvent.GarbageDropped.class).get(0);
        assertEquals(List.of(106, 1, 4, 0, 4, 70), List.of(drop.frame(), drop.side(), drop.count(), drop.rows(),
                Integer.bitCount(drop.extraColumns()), drop.frames()));
        assertEquals(1, match.view(1).garbageOffset());
        assertEquals(5, match.view(0).garbageSent());
    }

    /**
     * Offsetting against due garbage. As above, but the second side first puts RR on column 5 (B R R there:
     * 8 + (12 - 1) x 2 + 20 = 50, lands at 62, moves again at 74), and fires on column 0 only then (44
     * frames: at 118). The first side's 5 became due at 106; the 1 garbage of the second side's step cancels
     * 1 of them; its chain ends at 168 and the 4 left fall: FREE[12] 46 + 24 = 70.
     */
    @Test
    void aChainOffsetsDueGarbage() {
        PuyoField first = field("", "RRR", "", "", "RRR", "B");
        PuyoField second = field("RRR", "", "", "", "", "B");
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup(200, 1000), new PuyoPair[] {RR}, first, second,
                new Scripted(Placement.of(2, Rotation.RIGHT), up(0)), new Scripted(up(5), up(0), up(3)));
        List<VersusEvent> events = match.log().events();
        assertEquals(List.of(new VersusEvent.GarbageSent(56, 0, 5, 0, 5), new VersusEvent.GarbageSent(118, 1, 1, 1, 0)),
                only(events, VersusEvent.GarbageSent.class));
        assertEquals(List.of(new VersusEvent.GarbageDue(106, 1, 5)), only(events, VersusEvent.GarbageDue.class));
        VersusEvent.GarbageDropped drop = only(events, VersusEvent.GarbageDropped.class).get(0);
        assertEquals(List.of(168, 1, 4, 70), List.of(drop.frame(), drop.side(), drop.count(), drop.frames()));
    }

    /**
     * At most 30 garbage puyos fall at a time, the rest stays due; a side whose spawn cell is filled when its
     * next pair is to appear loses.
     * <p>First side: 12 reds (columns 0-1, 6 high), P on column 2, 6 blues on column 3, 12 greens (columns
     * 4-5). RR on column 2 (0 + (12 - 1) x 2 + 20 = 42: lands at 54) joins the reds: 14 reds, 6 blues and 12
     * greens pop, 10 x 32 x (CB[3] 6 + GB 10 + 3 + 10) = 9280 points = 132 garbage (40 carried). Nothing
     * falls: the chain ends at 104, where the 132 become due.
     * <p>Second side (empty; pairs RR, GG, BB, PP): RR on column 0 lands at 62 (6 + 24 + 20 = 50); GG on
     * column 5 moves at 74 and lands at 126 (8 + 24 + 20): 30 fall, 5 rows, onto columns 1-4 of height 0:
     * FREE[12] 46 + 32 = 78. BB on column 5 (now 7 high) moves at 126 + 78 + 12 = 216 and lands at 254
     * (8 + 5 x 2 + 20 = 38): 30 more fall, the lowest column 5 high: FREE[7] 34 + 32 = 66. PP on column 3
     * (10 high) moves at 254 + 66 + 12 = 332 and lands at 360 (4 + 2 x 2 + 20 = 28): 30 more fall, the
     * lowest column 10 high: FREE[2] 16 + 32 = 48. At 408 column 2 is filled to row 13: the second side
     * loses; 42 garbage are still due.
     */
    @Test
    void atMostThirtyFallAtOnceAndAFilledSpawnCellLoses() {
        PuyoField first = field("RRRRRR", "RRRRRR", "P", "BBBBBB", "GGGGGG", "GGGGGG");
        PuyoPair[] script = {RR, GG, BB, PP};
        Scripted a = new Scripted(up(2), up(0), up(1), up(3), up(4), up(5), up(0), up(1), up(3), up(4), up(5));
        Scripted b = new Scripted(up(0), up(5), up(5), up(3));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(setup(1000, 1000), script, first, null, a, b);
        List<VersusEvent> events = match.log().events();
        assertEquals(List.of(new VersusEvent.GarbageSent(54, 0, 132, 0, 132)), only(events, VersusEvent.GarbageSent.class));
        assertEquals(1, match.view(0).largestChain(), "the first side fired no other chain");
        assertEquals(List.of(new VersusEvent.GarbageDue(104, 1, 132)), only(events, VersusEvent.GarbageDue.class));
        assertEquals(List.of(new VersusEvent.GarbageDropped(126, 1, 30, 5, 0, 78),
                new VersusEvent.GarbageDropped(254, 1, 30, 5, 0, 66), new VersusEvent.GarbageDropped(360, 1, 30, 5, 0, 48)),
                only(events, VersusEvent.GarbageDropped.class));
        assertEquals(List.of(12, 74, 216, 332), b.frames);
        assertEquals(List.of(new VersusEvent.ToppedOut(408, 1)), only(events, VersusEvent.ToppedOut.class));
        assertEquals(VersusResult.Outcome.FIRST_WINS, r.outcome());
        assertEquals(VersusResult.End.TOPPED_OUT, r.end());
        assertEquals(408, r.frames());
        assertEquals(42, match.view(1).dueGarbage());
    }

    /**
     * The all-clear bonus: 2100 points on the first step of the next chain.
     * <p>First side: RR on column 0 over R R (6 + 10 x 2 + 20 = 46: lands at 58) pops all 4 reds, 40 points
     * (no garbage, 40 carried), and empties the field: an all clear at 58. The chain ends at 108. GG on
     * column 0 moves at 120 (6 + 24 + 20 = 50: lands at 170), GG again at 182 (46: lands at 228) and pops:
     * 40 + 2100 = 2140 points; the meter holds 2180, 31 garbage (2170), 10 carried. Another all clear.
     */
    @Test
    void theAllClearBonusGoesToTheNextChain() {
        PuyoPair[] script = {RR, GG, GG, BB};
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup(300, 1000), script, field("RR", "", "", "", "", ""), null,
                new Scripted(up(0), up(0), up(0), up(3)), new Scripted(up(5), up(3), up(1), up(4), up(0)));
        List<VersusEvent> events = match.log().events();
        assertEquals(List.of(new VersusEvent.AllClear(58, 0), new VersusEvent.AllClear(228, 0)),
                only(events, VersusEvent.AllClear.class));
        assertTrue(events.contains(new VersusEvent.ChainStepped(58, 0, 1, 40, 50, false)));
        assertTrue(events.contains(new VersusEvent.ChainStepped(228, 0, 1, 2140, 50, true)));
        assertEquals(List.of(new VersusEvent.GarbageSent(228, 0, 31, 0, 31)), only(events, VersusEvent.GarbageSent.class));
        assertEquals(10, match.view(0).carriedPoints());
        assertTrue(match.view(0).hasAllClearBonus());
    }

    /**
     * Both sides top out on the same frame: a draw. Column 2 holds 10 garbage on both fields; RR there child
     * up takes 0 + 2 x 2 + 20 = 24 (moves at 12, lands at 36) and fills row 12: at 36 both have lost.
     */
    @Test
    void bothToppingOutOnOneFrameIsADraw() {
        PuyoField full = field("", "", "OOOOOOOOOO", "", "", "");
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(setup(1000, 1000), new PuyoPair[] {RR}, full, full, new Scripted(up(2)),
                new Scripted(up(2)));
        assertEquals(new VersusResult(VersusResult.Outcome.DRAW, VersusResult.End.BOTH_TOPPED_OUT, 36, 1, 1, 0, 0), r);
        assertEquals(List.of(new VersusEvent.ToppedOut(36, 0), new VersusEvent.ToppedOut(36, 1)),
                only(match.log().events(), VersusEvent.ToppedOut.class));
    }

    @Test
    void anIllegalOrMissingPlacementIsRejected() {
        PuyoField walled = field("", "OOOOOOOOOOOOO", "", "", "", "");
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> match.play(setup(1000, 1000),
                new PuyoPair[] {RR}, walled, null, new Scripted(up(0)), new Scripted(up(5))));
        assertTrue(e.getMessage().startsWith("the first player chose Placement[column=0, rotation=UP] for pair 0 at frame 12"),
                e.getMessage());
        assertThrows(IllegalStateException.class, () -> match.play(VersusSetup.of(1), (own, opp) -> null,
                new Scripted(up(5))));
    }

    // ---- helpers ----

    private static VersusSetup setup(int maxFrames, int maxPairs) {
        return new VersusSetup(1, 4, 7, maxFrames, maxPairs);
    }

    private static Placement up(int column) {
        return Placement.of(column, Rotation.UP);
    }

    /** A field from its columns, each written bottom puyo first. */
    private static PuyoField field(String... columns) {
        PuyoField f = new PuyoField();
        for (int c = 0; c < columns.length; c++) {
            for (int i = 0; i < columns[c].length(); i++) {
                f.set(c, i + 1, Puyo.ofLetter(columns[c].charAt(i)));
            }
        }
        return f;
    }

    private static <T extends VersusEvent> List<T> only(List<VersusEvent> events, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (VersusEvent e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }

    private static List<Integer> placedFrames(VersusLog log, int side) {
        List<Integer> out = new ArrayList<>();
        for (VersusEvent.Placed p : only(log.events(), VersusEvent.Placed.class)) {
            if (p.side() == side) {
                out.add(p.frames());
            }
        }
        return out;
    }

    /** Plays the given placements in turn (the last one over and over) and notes what it saw. */
    private static final class Scripted implements VersusPlayer<PuyoField> {
        private final Placement[] moves;
        final List<Integer> frames = new ArrayList<>();
        final List<Integer> pending = new ArrayList<>();
        final List<Integer> due = new ArrayList<>();

        Scripted(Placement... moves) {
            this.moves = moves;
        }

        @Override
        public Placement decide(PlayerView<PuyoField> own, PlayerView<PuyoField> opponent) {
            frames.add(own.frame());
            pending.add(own.pendingGarbage());
            due.add(own.dueGarbage());
            return moves[Math.min(frames.size() - 1, moves.length - 1)];
        }
    }
}
