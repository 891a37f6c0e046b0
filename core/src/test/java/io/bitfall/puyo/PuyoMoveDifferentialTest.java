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

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The game-AI operations of the engine against the reference on generated mid-game fields: legal
 * placements, place-and-resolve of every one of them, game over, and the chain-potential scan.
 */
class PuyoMoveDifferentialTest {
    private static final PuyoFieldGenerator.Kind[] KINDS = PuyoFieldGenerator.Kind.values();
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    @Test
    void placementsAndPlaceAndResolveAgree() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(42, true);
        SplittableRandom random = new SplittableRandom(7);
        Placement[] engineOut = new Placement[22];
        Placement[] referenceOut = new Placement[22];
        PuyoField child = new PuyoField();
        int moves = 0;
        int chained = 0;
        int gameOvers = 0;
        int allClears = 0;
        for (int i = 0; i < 3000; i++) {
            PuyoField f = generator.next(KINDS[i % KINDS.length]);
            f.resolveInPlace(); // a field a player would see: settled and quiet
            ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
            PuyoPair pair = new PuyoPair(COLOURS[random.nextInt(4)], COLOURS[random.nextInt(4)]);
            assertEquals(r.isGameOver(), f.isGameOver(), f.toString());
            gameOvers += f.isGameOver() ? 1 : 0;
            int n = f.legalPlacements(pair, engineOut);
            assertEquals(r.legalPlacements(pair, referenceOut), n, f.toString());
            for (Placement p : Placement.ALL) {
                assertEquals(r.isLegal(p), f.isLegal(p), p + " on\n" + f);
            }
            for (int k = 0; k < n; k++) {
                Placement p = engineOut[k];
                assertEquals(referenceOut[k], p);
                child.copyFrom(f);
                long summary = child.placeAndResolve(pair, p);
                ReferencePuyoField refChild = r.copy();
                long expected = refChild.placeAndResolve(pair, p);
                if (summary != expected || !child.toString().equals(refChild.toString())) {
                    throw new AssertionError("place " + pair + " at " + p + " on\n" + f + "engine "
                            + ChainSummary.toString(summary) + "\n" + child + "reference "
                            + ChainSummary.toString(expected) + "\n" + refChild);
                }
                child.copyFrom(f);
                child.place(pair, p);
                refChild = r.copy();
                refChild.place(pair, p);
                long framed = child.resolveInPlaceWithFrames();
                assertEquals(refChild.resolveInPlaceWithFrames(), framed, "frames of " + pair + " at " + p + " on\n" + f);
                assertEquals(summary, ChainSummary.of(ChainSummary.chains(framed), ChainSummary.score(framed), 0,
                        ChainSummary.isAllClear(framed)));
                moves++;
                chained += ChainSummary.chains(summary) > 0 ? 1 : 0;
                allClears += ChainSummary.isAllClear(summary) ? 1 : 0;
            }
        }
        System.out.println("PuyoMoveDifferentialTest: " + moves + " placements, " + chained + " fired a chain, "
                + gameOvers + " game-over fields, " + allClears + " all clears");
        assertTrue(moves > 30_000 && chained > 1_000 && gameOvers > 0);
    }

    @Test
    void chainPotentialAgrees() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(43, true);
        ChainPotential engine = new ChainPotential();
        ChainPotential reference = new ChainPotential();
        int firing = 0;
        for (int i = 0; i < 600; i++) {
            PuyoField f = generator.next(KINDS[i % KINDS.length]);
            if (i % 3 != 0) {
                f.resolveInPlace(); // mostly quiet fields, as in play; every third may pop by itself
            }
            f.chainPotential(engine);
            ReferencePuyoField.parse(f.toString()).chainPotential(reference);
            assertEquals(reference.toString(), engine.toString(), f.toString());
            assertEquals(reference, engine);
            firing += ChainSummary.chains(engine.best()) >= 2 ? 1 : 0;
        }
        System.out.println("PuyoMoveDifferentialTest: chain potential on 600 fields, " + firing
                + " with a trigger for 2+ chains");
        assertTrue(firing > 100);
    }
}
