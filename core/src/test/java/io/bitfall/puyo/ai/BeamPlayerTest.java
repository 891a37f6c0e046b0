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
package io.bitfall.puyo.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import org.junit.jupiter.api.Test;

/** {@link BeamPlayer} in a match: it beats the greedy baseline, on either side; bad limits are refused. */
class BeamPlayerTest {
    @Test
    void theBeamPlayerBeatsGreedyOnEitherSide() {
        VersusSetup setup = VersusSetup.of(1);
        int colours = (1 << setup.colours()) - 1;
        for (int beamSide = 0; beamSide < 2; beamSide++) {
            BeamPlayer<PuyoField> beam = new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(20), colours,
                    setup.maxPairs(), true, PuyoField::new);
            VersusPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
            VersusResult r = beamSide == 0 ? new VersusMatch<>(PuyoField::new).play(setup, beam, greedy)
                    : new VersusMatch<>(PuyoField::new).play(setup, greedy, beam);
            assertEquals(beamSide, r.winner(), "the beam on side " + beamSide + ": " + r);
            assertTrue(beam.nodes() > 0);
        }
    }

    /** Each decision of the beam player comes with the search's value of it; greedy gives none. */
    @Test
    void theBeamPlayerValuesEachOfItsMoves() {
        VersusSetup setup = VersusSetup.of(2).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 40);
        BeamPlayer<PuyoField> beam = new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(20), 0b1111, 40, true,
                PuyoField::new);
        assertTrue(Double.isNaN(beam.lastEvaluation()), "no value before the first decision");
        VersusPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
        assertTrue(Double.isNaN(greedy.lastEvaluation()));
        double[] range = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        int[] decisions = new int[1];
        VersusPlayer<PuyoField> watched = (own, opponent) -> {
            var p = beam.decide(own, opponent);
            double v = beam.lastEvaluation();
            assertTrue(Double.isFinite(v), "value of decision " + decisions[0] + ": " + v);
            range[0] = Math.min(range[0], v);
            range[1] = Math.max(range[1], v);
            decisions[0]++;
            return p;
        };
        new VersusMatch<>(PuyoField::new).play(setup, watched, greedy);
        assertTrue(decisions[0] > 10 && range[1] > range[0] && range[1] >= 1000, decisions[0] + " decisions, values "
                + range[0] + ".." + range[1]);
    }

    /**
     * Issue 38 item 4: a player made for fewer pairs than the match's limit was asked for a pair past its own
     * limit and searched with no pairs left (the search refused that with a message naming neither the
     * player nor the limit); now the player names both. Made with the match's limit, it plays to the end.
     */
    @Test
    void aPairLimitBelowTheMatchsIsRefusedByName() {
        VersusSetup setup = new VersusSetup(3, 4, 5, VersusSetup.DEFAULT_MAX_FRAMES, 12);
        VersusPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
        BeamPlayer<PuyoField> short8 = new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(8), 0b1111, 8, false,
                PuyoField::new);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new VersusMatch<>(PuyoField::new).play(setup, short8, greedy));
        assertEquals("maxPairs: this player was made for at most 8 pairs and is asked for pair 9; give it the match's"
                + " pair limit", e.getMessage());
        BeamPlayer<PuyoField> full = new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(8), 0b1111, 12, false,
                PuyoField::new);
        VersusResult r = new VersusMatch<>(PuyoField::new).play(setup, full, greedy);
        assertEquals(12, Math.max(r.firstPairs(), r.secondPairs()), r.toString());
    }

    /** Issue 38 item 4: bad arguments are refused by name, not as a NullPointerException or an array size. */
    @Test
    void badArgumentsNameTheArgument() {
        assertEquals("maxPairs: 0 is below 1", assertThrows(IllegalArgumentException.class, () -> new BeamPlayer<>(
                BeamSearchOptions.defaults(), 0b1111, 0, true, PuyoField::new)).getMessage());
        assertEquals("colourMask: 32 is not a set of the 5 colours (1..31)", assertThrows(IllegalArgumentException.class,
                () -> new BeamPlayer<>(BeamSearchOptions.defaults(), 32, 50, true, PuyoField::new)).getMessage());
        assertEquals("width: -1 is outside 1..10000", assertThrows(IllegalArgumentException.class,
                () -> BeamSearchOptions.defaults().withWidth(-1)).getMessage());
    }
}
