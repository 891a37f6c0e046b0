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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.reference.ReferencePuyoField;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Invariants of many random matches (greedy and random players, engine and reference): garbage is
 * conserved after every event, time never goes back, a player always decides on a settled field, a
 * replay of the log is the match itself, and the engine's and the reference's fields agree after every
 * event.
 */
class VersusInvariantsTest {
    private static final int MATCHES = 160;

    @Test
    void randomMatchesKeepTheInvariants() {
        Totals totals = new Totals();
        for (int m = 0; m < MATCHES; m++) {
            VersusSetup setup = VersusSetup.of(1000 + m).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 300);
            VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
            List<Long> hashes = new ArrayList<>();
            match.observe(checker(totals, hashes));
            VersusResult result = match.play(setup, player(m, 0, PuyoField::new), player(m, 1, PuyoField::new));
            assertEquals(result, match.log().result());
            totals.count(result, match);

            VersusLog played = match.log().copy();
            String firstField = match.view(0).field().format();
            String secondField = match.view(1).field().format();
            match.observe(null);
            assertEquals(result, match.replay(played), "replay of match " + m);
            assertEquals(played, match.log(), "replayed events of match " + m);
            assertEquals(played.events(), match.log().events());
            assertEquals(firstField, match.view(0).field().format());
            assertEquals(secondField, match.view(1).field().format());

            if (m % 4 == 0) { // the same players on the reference: same events, same fields after each
                VersusMatch<ReferencePuyoField> ref = new VersusMatch<>(ReferencePuyoField::new);
                List<Long> refHashes = new ArrayList<>();
                ref.observe((log, i, first, second) -> refHashes.add(first.field().hash64() * 31 + second.field().hash64()));
                ref.play(setup, player(m, 0, ReferencePuyoField::new), player(m, 1, ReferencePuyoField::new));
                assertEquals(played, ref.log(), "reference events of match " + m);
                assertEquals(hashes, refHashes, "fields after every event of match " + m);
                assertEquals(firstField, ref.view(0).field().format());
            }
        }
        System.out.println("VersusInvariantsTest: " + totals);
        // The matches must reach every rule checked above, or the invariants checked little.
        assertTrue(totals.offsetMatches >= 5, "matches with offsetting: " + totals.offsetMatches);
        assertTrue(totals.dropMatches >= MATCHES / 2, "matches with garbage drops: " + totals.dropMatches);
        assertTrue(totals.fullDrops >= 5, "drops of 30: " + totals.fullDrops);
        assertTrue(totals.wins > MATCHES / 2, "matches won: " + totals.wins);
        assertTrue(totals.chainsDuringOpponentChain >= 5, "placements during the opponent's chain: "
                + totals.chainsDuringOpponentChain);
    }

    /** Greedy or random by the match number and side, so that every pairing occurs. */
    private static <F extends PuyoSimulator<F>> VersusPlayer<F> player(int m, int side, Supplier<F> newField) {
        int kind = side == 0 ? m % 3 : (m / 3) % 3;
        VersusPlayer<F> p = kind == 0 ? new RandomPlayer<>(m * 2L + side) : new GreedyPlayer<>(newField);
        return (own, opponent) -> {
            assertTrue(own.field().isSettled(), "a player decides on a settled field");
            assertTrue(!own.isChaining(), "a player decides between chains");
            assertTrue(own.frame() == opponent.frame(), "both views show the same frame");
            Placement choice = p.decide(own, opponent);
            return choice;
        };
    }

    private static <F extends PuyoSimulator<F>> VersusObserver<F> checker(Totals totals, List<Long> hashes) {
        int[] lastFrame = {0};
        return (log, i, first, second) -> {
            VersusEvent e = log.event(i);
            assertTrue(e.frame() >= lastFrame[0], "time moved back at event " + i + ": " + e);
            lastFrame[0] = e.frame();
            // Conservation: what a side sent is offset by the receiver, fell on it, or still waits there.
            for (PlayerView<F> s : List.of(first, second)) {
                PlayerView<F> o = s == first ? second : first;
                assertEquals(s.garbageSent(), o.garbageOffset() + o.garbageDropped() + o.pendingGarbage()
                        + o.dueGarbage(), "garbage of side " + s.side() + " after event " + i + ": " + e);
            }
            if (e instanceof VersusEvent.GarbageSent g && g.offset() > 0) {
                totals.offsets++;
            }
            if (e instanceof VersusEvent.GarbageDropped d && d.count() == 30) {
                totals.fullDrops++;
            }
            if (e instanceof VersusEvent.Placed p && (p.side() == 0 ? second : first).isChaining()) {
                totals.chainsDuringOpponentChain++;
            }
            hashes.add(first.field().hash64() * 31 + second.field().hash64());
        };
    }

    private static final class Totals {
        int offsets;
        int offsetMatches;
        int dropMatches;
        int fullDrops;
        int wins;
        int chainsDuringOpponentChain;
        int lastOffsets;

        void count(VersusResult r, VersusMatch<?> match) {
            if (offsets > lastOffsets) {
                offsetMatches++;
            }
            lastOffsets = offsets;
            if (match.view(0).garbageDropped() + match.view(1).garbageDropped() > 0) {
                dropMatches++;
            }
            if (r.winner() >= 0) {
                wins++;
            }
        }

        @Override
        public String toString() {
            return MATCHES + " matches, " + wins + " won, " + offsetMatches + " with offsetting, " + dropMatches
                    + " with garbage drops, " + fullDrops + " drops of 30, " + chainsDuringOpponentChain
                    + " placements during the opponent's chain";
        }
    }
}
