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
import static org.junit.jupiter.api.Assertions.assertNull;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A player that throws {@link PlayerFaultException} loses at once, with its reason; both players hear the end. */
class VersusFaultTest {
    /** Greedy for {@code moves} decisions, then a fault; records the ends it is told. */
    private static final class FaultingPlayer implements VersusPlayer<PuyoField> {
        final GreedyPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
        final List<String> ends = new ArrayList<>();
        final int moves;

        FaultingPlayer(int moves) {
            this.moves = moves;
        }

        @Override
        public Placement decide(PlayerView<PuyoField> own, PlayerView<PuyoField> opponent) {
            if (own.pairsPlaced() == moves) {
                throw new PlayerFaultException("gave up at pair " + moves);
            }
            return greedy.decide(own, opponent);
        }

        @Override
        public void matchEnded(VersusResult result, int side) {
            ends.add(side + " " + result.outcome());
        }
    }

    @Test
    void theFaultingSideLosesWithItsReasonAndTheLogReplays() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        FaultingPlayer first = new FaultingPlayer(1000);
        FaultingPlayer second = new FaultingPlayer(7);
        VersusResult r = match.play(VersusSetup.of(3), first, second);
        assertEquals(VersusResult.Outcome.FIRST_WINS, r.outcome());
        assertEquals(VersusResult.End.FAULT, r.end());
        assertEquals("gave up at pair 7", r.fault());
        assertEquals(true, r.toString().endsWith(", fault=gave up at pair 7]"), r.toString());
        assertEquals(7, r.secondPairs());
        assertEquals(0, r.winner());
        assertEquals(List.of("0 FIRST_WINS"), first.ends);
        assertEquals(List.of("1 FIRST_WINS"), second.ends);
        assertEquals(r, new VersusMatch<>(PuyoField::new).replay(match.log().copy()));
        VersusResult next = match.play(VersusSetup.of(3), first, new FaultingPlayer(1000));
        assertNull(next.fault(), "the next match on the same object goes on: " + next);
        assertEquals(false, next.toString().contains("fault"), "a result without a fault reads as before: " + next);
    }
}
