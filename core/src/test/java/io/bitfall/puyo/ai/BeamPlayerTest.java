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
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import org.junit.jupiter.api.Test;

/** {@link BeamPlayer} in a match: it beats the greedy baseline, on either side. */
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
}
