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
package io.bitfall.monomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A rejected placement throws and leaves the game exactly as it was, on the engine and the reference. */
class RejectedPlacementTest {
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> games() {
        return RulesTest.games();
    }

    @ParameterizedTest
    @MethodSource("games")
    void rejectedPlacementsChangeNothing(Supplier<MonominoSimulator> games) {
        String prefix = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 0 2\n";
        MonominoSimulator game = JudgeInput.play(new java.io.StringReader(prefix), games.get());
        MonominoSimulator untouched = JudgeInput.play(new java.io.StringReader(prefix), games.get());
        String boards = game.render();
        int[][] badJudge = {{0, 0, 0}, {4, 0, 0}, {-1, 1, 1}, {1, -1, 0}, {1, 0, -1}, {1, 4, 0}, {1, 0, 4},
            {2, 0, 3}, {3, 3, 0}, {2, 4, 0}, {3, 0, 4}, {Integer.MIN_VALUE, 0, 0}, {1, Integer.MAX_VALUE, 0}};
        for (int[] bad : badJudge) {
            PlacementException e = assertThrows(PlacementException.class, () -> game.place(bad[0], bad[1], bad[2]),
                    () -> "t x y = " + bad[0] + " " + bad[1] + " " + bad[2]);
            assertEquals(boards, game.render(), e.getMessage());
            assertEquals(untouched.score(), game.score());
            assertEquals(untouched.tiles(), game.tiles());
        }
        assertThrows(PlacementException.class, () -> game.place(BlockType.HORIZONTAL, 1, 3));
        assertThrows(PlacementException.class, () -> game.place(BlockType.VERTICAL, 3, 1));
        assertThrows(NullPointerException.class, () -> game.place(null, 0, 0));
        assertEquals(boards, game.render());
        // and the game goes on as if nothing had been tried
        for (BlockPlacement p : GeneratedCases.ALL_PLACEMENTS) {
            MonominoSimulator a = game.copy();
            MonominoSimulator b = untouched.copy();
            assertEquals(b.place(p.type(), p.x(), p.y()), a.place(p.type(), p.x(), p.y()));
            assertEquals(b.render(), a.render());
            assertEquals(b.score(), a.score());
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void messagesSayWhatIsWrong(Supplier<MonominoSimulator> games) {
        MonominoSimulator game = games.get();
        assertEquals("block type 4 is not 1, 2 or 3",
                assertThrows(PlacementException.class, () -> game.place(4, 0, 0)).getMessage());
        assertEquals("a type 2 block at x = 1, y = 3 leaves the red board (x must be 0..3, y 0..2)",
                assertThrows(PlacementException.class, () -> game.place(2, 1, 3)).getMessage());
        assertEquals(0, game.tiles());
    }
}
