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
package io.bitfall.bench.lab;

import io.bitfall.puyo.PuyoField;

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The beam search plays real games, the same on the engine and the reference and on any number of threads. */
class BeamSearchTest {
    @Test
    void theSameSeedGivesTheSameGameOnAnyNumberOfThreads() throws Exception {
        List<BeamGame> one = BeamGames.play(11, 4, 1, 8, false);
        List<BeamGame> three = BeamGames.play(11, 4, 3, 8, false);
        for (int i = 0; i < 4; i++) {
            assertEquals(11 + i, one.get(i).seed());
            assertTrue(one.get(i).samePlay(three.get(i)), one.get(i) + "\nvs\n" + three.get(i));
        }
        assertTrue(!one.get(0).samePlay(one.get(1)), "different seeds, different games");
    }

    @Test
    void engineAndReferenceMakeTheSameMoves() {
        BeamGame engine = BeamGame.play(3, 4, 14, PuyoField::new);
        BeamGame reference = BeamGame.play(3, 4, 14, ReferencePuyoField::new);
        assertEquals(14, engine.pairs());
        assertTrue(engine.samePlay(reference), engine + "\nvs\n" + reference);
    }

    @Test
    void aGameBuildsAndFiresAChain() {
        BeamGame game = BeamGame.play(1, BeamGame.WIDTH);
        assertEquals(BeamGame.PAIRS, game.pairs(), "the search survives 50 pairs");
        assertTrue(game.largestChain() >= 6, "largest chain " + game.largestChain());
        assertTrue(game.nodes() > 10_000, "nodes " + game.nodes());
    }

    /** The game's puyop.com URL holds every move: replayed on the engine it ends on the game's last field. */
    @Test
    void theGamesUrlReplaysItsMoves() {
        BeamGame game = BeamGame.play(3, 4, 14, PuyoField::new);
        String url = game.puyopUrl();
        assertTrue(url.startsWith(io.bitfall.puyo.format.PuyopUrl.PREFIX + "_"), url);
        java.util.List<io.bitfall.puyo.format.Move> moves = io.bitfall.puyo.format.PuyopUrl.decodeMoves(url);
        assertEquals(game.moves(), moves);
        assertEquals(14, moves.size());
        io.bitfall.puyo.PuyoPairSequence pairs = new io.bitfall.puyo.PuyoPairSequence(3, BeamGame.COLOURS);
        for (int i = 0; i < moves.size(); i++) {
            assertEquals(pairs.pair(i), moves.get(i).pair(), "pair " + i);
        }
    }
}
