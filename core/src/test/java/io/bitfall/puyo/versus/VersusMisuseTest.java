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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoSimulator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a player or an observer does wrong cannot change a match behind its back, and is refused naming
 * who did it; a replay refuses a log that its match does not reproduce; a match refuses to be re-entered,
 * limits it cannot keep and a field supplier that shares a field between the sides. Each test was written
 * to fail on the match before these checks (issue 38, items 2 and 3; issue 37, item 4).
 */
class VersusMisuseTest {
    private static final VersusSetup SETUP = VersusSetup.of(7).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 60);

    @Test
    void aPlayerThatChangesItsOwnFieldIsNamed() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        GreedyPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
        VersusPlayer<PuyoField> cheat = (own, opponent) -> {
            Placement p = greedy.decide(own, opponent);
            own.field().clear(); // an empty field for ever: it would never lose
            return p;
        };
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> match.play(SETUP, new RandomPlayer<>(1), cheat));
        assertTrue(e.getMessage().startsWith("the second player changed its own field"), e.getMessage());
        assertEquals(null, match.log().result());
    }

    @Test
    void aPlayerThatFillsTheOpponentsSpawnCellIsBlamedNotTheOpponent() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        RandomPlayer<PuyoField> random = new RandomPlayer<>(3);
        VersusPlayer<PuyoField> cheat = (own, opponent) -> {
            for (int row = 1; row <= 12; row++) { // up to the opponent's spawn cell, column 3 row 12
                opponent.field().set(2, row, Puyo.GARBAGE);
            }
            return random.decide(own, opponent);
        };
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> match.play(SETUP, cheat, new GreedyPlayer<>(PuyoField::new)));
        assertTrue(e.getMessage().startsWith("the first player changed the second side's field"), e.getMessage());
        assertEquals(0, match.log().events().stream().filter(ev -> ev instanceof VersusEvent.ToppedOut).count());
    }

    @Test
    void anObserverThatChangesAFieldIsNamed() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.observe((log, i, first, second) -> {
            if (i == 5) {
                second.field().clear();
            }
        });
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> match.play(SETUP, new RandomPlayer<>(1), new RandomPlayer<>(2)));
        assertTrue(e.getMessage().startsWith("the observer changed the second side's field after event 5"),
                e.getMessage());
    }

    @Test
    void aLogThatItsMatchDoesNotReproduceIsRefusedAtItsFirstDifferentEvent() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        PuyoField start = new PuyoField();
        start.set(0, 1, Puyo.RED);
        start.set(1, 1, Puyo.RED);
        start.set(2, 1, Puyo.RED);
        // A match from a non-empty field: its log claims an empty start, so its replay differs.
        match.play(SETUP, null, start, null, new GreedyPlayer<>(PuyoField::new), new GreedyPlayer<>(PuyoField::new));
        VersusLog log = match.log().copy();
        int differs = firstDifference(log, new VersusMatch<>(PuyoField::new));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> match.replay(log));
        assertTrue(e.getMessage().startsWith("the log does not replay: event " + differs + " was "), e.getMessage());
        assertTrue(e.getMessage().contains(VersusText.describe(log.event(differs))), e.getMessage());
    }

    @Test
    void aLogCopiedBeforeItsMatchEndedIsRefused() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusLog[] early = new VersusLog[1];
        match.observe((log, i, first, second) -> {
            if (i == 20) {
                early[0] = log.copy();
            }
        });
        match.play(SETUP, new GreedyPlayer<>(PuyoField::new), new RandomPlayer<>(4));
        match.observe(null);
        assertEquals(null, early[0].result());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> match.replay(early[0]));
        assertTrue(e.getMessage().contains("no result"), e.getMessage());
    }

    @Test
    void aPlayerOrObserverCannotStartTheMatchItIsIn() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusPlayer<PuyoField> inner = (own, opponent) -> {
            match.play(SETUP, new RandomPlayer<>(1), new RandomPlayer<>(2));
            return null;
        };
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> match.play(SETUP, inner, new RandomPlayer<>(2)));
        assertTrue(e.getMessage().contains("play() was called while this match runs"), e.getMessage());

        match.play(SETUP, new RandomPlayer<>(1), new RandomPlayer<>(2));
        VersusLog log = match.log().copy();
        match.observe((l, i, first, second) -> match.replay(log));
        e = assertThrows(IllegalStateException.class, () -> match.play(SETUP, new RandomPlayer<>(1),
                new RandomPlayer<>(2)));
        assertTrue(e.getMessage().contains("replay() was called while this match runs"), e.getMessage());
        match.observe(null);
        assertEquals(log.result(), match.replay(log), "the match plays again once the refused one is over");
    }

    @Test
    void aFrameLimitWhoseTimeWouldWrapIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SETUP.withLimits(Integer.MAX_VALUE, 100));
        assertTrue(e.getMessage().contains("maxFrames"), e.getMessage());
        assertEquals(VersusSetup.MAX_FRAME_LIMIT, SETUP.withLimits(VersusSetup.MAX_FRAME_LIMIT, 100).maxFrames());
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(SETUP.withLimits(VersusSetup.MAX_FRAME_LIMIT, 30), new RandomPlayer<>(1),
                new RandomPlayer<>(2));
        assertTrue(r.frames() > 0, r.toString());
    }

    @Test
    void theLogOfAMatchNotYetPlayedComparesAndHashes() {
        VersusLog a = new VersusMatch<>(PuyoField::new).log();
        VersusLog b = new VersusMatch<>(PuyoField::new).log();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        VersusMatch<PuyoField> played = new VersusMatch<>(PuyoField::new);
        played.play(SETUP, new RandomPlayer<>(1), new RandomPlayer<>(2));
        assertNotEquals(a, played.log());
        assertNotEquals(played.log(), a);
    }

    @Test
    void aSupplierThatSharesOneFieldIsRefused() {
        PuyoField shared = new PuyoField();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new VersusMatch<>(() -> shared));
        assertTrue(e.getMessage().contains("same field"), e.getMessage());
    }

    /**
     * The index of the first event where the replay of {@code log} on a fresh match differs from it: the
     * first the observer saw differ, or the first it did not see if the replay stopped there.
     */
    private static <F extends PuyoSimulator<F>> int firstDifference(VersusLog log, VersusMatch<F> fresh) {
        List<VersusEvent> seen = new ArrayList<>();
        fresh.observe((l, i, a, b) -> seen.add(l.event(i)));
        try {
            fresh.replay(log);
        } catch (RuntimeException refused) {
            // the checked match refuses at the first difference; the events before it were seen
        }
        for (int i = 0; i < seen.size(); i++) {
            if (i >= log.size() || !seen.get(i).equals(log.event(i))) {
                return i;
            }
        }
        assertTrue(seen.size() < log.size(), "the replay must differ");
        return seen.size();
    }
}
