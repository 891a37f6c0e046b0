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

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A greedy one-ply AI (the README's first example, before the beam search of the bench module replaced it),
 * run for real: it must keep playing and fire chains.
 */
class ReadmeExampleTest {
    @Test
    void greedyOnePlyAiPlays() {
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW};
        SplittableRandom random = new SplittableRandom(1);
        PuyoField field = new PuyoField();
        PuyoField child = new PuyoField();
        Placement[] moves = new Placement[22];
        ChainPotential potential = new ChainPotential();
        long total = 0;
        int turns = 0;
        for (; turns < 200 && !field.isGameOver(); turns++) {
            PuyoPair pair = new PuyoPair(colours[random.nextInt(4)], colours[random.nextInt(4)]);
            int n = field.legalPlacements(pair, moves);
            Placement best = null;
            long bestValue = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                child.copyFrom(field);
                long fired = child.placeAndResolve(pair, moves[i]);
                child.chainPotential(potential);
                long value = ChainSummary.score(fired) * 4L + ChainSummary.score(potential.best());
                if (!child.isGameOver() && value > bestValue) {
                    bestValue = value;
                    best = moves[i];
                }
            }
            if (best == null) {
                break;
            }
            total += ChainSummary.score(field.placeAndResolve(pair, best));
        }
        System.out.println("ReadmeExampleTest: greedy AI played " + turns + " turns, scored " + total);
        assertTrue(turns >= 50, "turns " + turns);
        assertTrue(total > 0, "score " + total);
    }
}
