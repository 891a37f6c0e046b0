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

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One greedy player written once against {@link PuyoSimulator} plays the same seeded games on the engine
 * and on the reference: every move, every chain fired and every field on the way must be the same.
 */
class PuyoSimulatorTest {
    private static final int PAIRS = 50;

    @Test
    void oneGreedyPlayerPlaysTheSameGamesOnBothImplementations() {
        int chainsFired = 0;
        for (long seed = 1; seed <= 6; seed++) {
            List<String> engine = play(seed, new PuyoField(), PuyoField::new);
            List<String> reference = play(seed, new ReferencePuyoField(),
                    ReferencePuyoField::new);
            assertEquals(engine, reference, "game of seed " + seed);
            chainsFired += (int) engine.stream().filter(line -> !line.contains(" chains 0 ")).count();
        }
        assertTrue(chainsFired > 0, "the games fire chains, so chains are compared too");
    }

    /**
     * Plays {@link #PAIRS} pairs of the game of {@code seed} (fewer if it is lost): each move is the legal
     * placement whose field has the best chain potential, then the most groups of 3 and 2. One line per
     * move: the placement, the chain it fired, the field's hash and its text.
     */
    private static <F extends PuyoSimulator<F>> List<String> play(long seed, F field,
            java.util.function.Supplier<F> newField) {
        PuyoPairSequence pairs = new PuyoPairSequence(seed, 4);
        ChainPotential potential = new ChainPotential();
        Placement[] moves = new Placement[22];
        int[] heights = new int[6];
        F child = newField.get();
        F best = newField.get();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < PAIRS && !field.isGameOver(); i++) {
            PuyoPair pair = pairs.pair(i);
            int n = field.legalPlacements(pair, moves);
            long bestValue = Long.MIN_VALUE;
            Placement bestMove = null;
            for (int m = 0; m < n; m++) {
                child.copyFrom(field);
                long fired = child.placeAndResolve(pair, moves[m]);
                if (child.isGameOver()) {
                    continue;
                }
                child.chainPotential(potential, pairs.colourMask());
                child.heights(heights);
                long value = ChainSummary.chains(fired) >= 3 ? Long.MAX_VALUE - m
                        : 1000L * ChainSummary.chains(potential.best()) + 30 * child.groupsOfSize(3)
                        + 10 * child.groupsOfSize(2) - heights[2];
                if (value > bestValue) {
                    bestValue = value;
                    bestMove = moves[m];
                    best.copyFrom(child);
                }
            }
            if (bestMove == null) {
                break;
            }
            long fired = field.placeAndResolve(pair, bestMove);
            assertTrue(field.contentEquals(best), "placeAndResolve gives the field the search saw");
            lines.add(bestMove + " chains " + ChainSummary.chains(fired) + " score " + ChainSummary.score(fired)
                    + " hash " + Long.toHexString(field.hash64()) + "\n" + field.format());
        }
        return lines;
    }
}
