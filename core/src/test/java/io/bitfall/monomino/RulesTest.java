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

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The spec's samples and one hand-made case per rule, each run on the engine and on the reference. The
 * expected boards were worked out by hand from the rules (the comments say how), not copied from a run.
 */
class RulesTest {
    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of(Named.of("engine", (Supplier<MonominoSimulator>) MonominoGame::new)),
                Arguments.of(Named.of("reference",
                        (Supplier<MonominoSimulator>) ReferenceMonominoGame::new)));
    }

    /** Plays {@code "t x y | t x y | ..."} and returns the points of the last placement. */
    private static int play(MonominoSimulator game, String placements) {
        int points = 0;
        for (String line : placements.split("\\|")) {
            String[] t = line.trim().split(" ");
            points = game.place(Integer.parseInt(t[0]), Integer.parseInt(t[1]), Integer.parseInt(t[2]));
        }
        return points;
    }

    private static String boards(String... lines) {
        return "green  blue\n" + String.join("\n", lines) + "\n";
    }

    @ParameterizedTest
    @MethodSource("games")
    void theSevenSamplesOfTheSpec(Supplier<MonominoSimulator> games) {
        String[] sequence = {"1 1 1", "2 3 0", "3 2 2", "3 2 3", "3 1 3", "2 0 0", "3 2 0", "3 1 2"};
        int[][] expected = {{1, 0, 2}, {2, 0, 6}, {4, 1, 10}, {5, 1, 12}, {6, 1, 16}, {7, 1, 18}, {8, 3, 11}};
        for (int[] e : expected) {
            StringBuilder input = new StringBuilder().append(e[0]).append('\n');
            for (int i = 0; i < e[0]; i++) {
                input.append(sequence[i]).append('\n');
            }
            MonominoSimulator game = JudgeInput.play(new java.io.StringReader(input.toString()), games.get());
            assertEquals(e[1], game.score(), "score after " + e[0]);
            assertEquals(e[2], game.tiles(), "tiles after " + e[0]);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void blueMapsTypeTwoToOneRowAndTypeThreeToTwoRows(Supplier<MonominoSimulator> games) {
        // Type 2 at (x, y) = (1, 0): green columns 0 and 1 side by side; blue row 1, one cell behind the other.
        MonominoSimulator game = games.get();
        play(game, "2 1 0");
        assertEquals(boards("....   ......", "....   ....##", "....   ......", "....   ......", "....", "<>.."),
                game.render());
        // Type 2 at (0, 2): green columns 2 and 3; blue row 0.
        game = games.get();
        play(game, "2 0 2");
        assertEquals(boards("....   ....##", "....   ......", "....   ......", "....   ......", "....", "..<>"),
                game.render());
        // Type 3 at (1, 2): green column 2, stacked; blue rows 1 and 2 side by side, moving right as one.
        game = games.get();
        play(game, "3 1 2");
        assertEquals(boards("....   ......", "....   .....^", "....   .....v", "....   ......", "..#.", "..#."),
                game.render());
        // Type 3 at (2, 0): green column 0; blue rows 2 and 3.
        game = games.get();
        play(game, "3 2 0");
        assertEquals(boards("....   ......", "....   ......", "....   .....^", "....   .....v", "#...", "#..."),
                game.render());
        assertEquals(4, game.greenTiles() + game.blueTiles());
    }

    @ParameterizedTest
    @MethodSource("games")
    void aLineRemovalSplitsADomino(Supplier<MonominoSimulator> games) {
        // Green row 5 gets columns 0..2; the vertical domino at column 3 lands in rows 4-5 and completes
        // row 5, which takes its lower cell. Its upper cell, now a single, falls to row 5. In blue the three
        // singles sit in row 0, columns 3..5, and the type 3 pair (rows 0-1) stops at column 2 because of
        // row 0. 1 point; green 1 tile, blue 5.
        MonominoSimulator game = games.get();
        assertEquals(1, play(game, "1 0 0 | 1 0 1 | 1 0 2 | 3 0 3"));
        assertEquals(boards("....   ..^###", "....   ..v...", "....   ......", "....   ......", "....", "...#"),
                game.render());
        assertEquals(1, game.score());
        assertEquals(1, game.greenTiles());
        assertEquals(5, game.blueTiles());
    }

    @ParameterizedTest
    @MethodSource("games")
    void aFallAfterALineRemovalCompletesAnotherLine(Supplier<MonominoSimulator> games) {
        // Before the last placement blue is:      The last block (type 2, red row 3) enters blue row 3 and
        //   ...#^.                                stops at columns 4-5. Column 4 is full and goes (1 point);
        //   ....v^                                the single at row 0 then falls from column 3 to column 5,
        //   ....#v                                which makes column 5 full: a cascade (1 more point), blue
        //   ......                                is empty. In green the pair lands on column 1's stack.
        MonominoSimulator game = games.get();
        play(game, "3 1 3 | 3 0 1 | 1 2 2 | 1 0 1");
        assertEquals(boards("....   ...#^.", "....   ....v^", "....   ....#v", ".#..   ......", ".#.#", ".###"),
                game.render());
        assertEquals(2, play(game, "2 3 0"));
        assertEquals(boards("....   ......", "....   ......", "<>..   ......", ".#..   ......", ".#.#", ".###"),
                game.render());
        assertEquals(2, game.score());
        assertEquals(8, game.tiles());
    }

    @ParameterizedTest
    @MethodSource("games")
    void twoLightLinesAtOnceRemoveTheTwoFarLines(Supplier<MonominoSimulator> games) {
        // Four singles at (0, 0) stack green column 0 to row 2 and fill blue row 0 from column 5 to 2. The
        // vertical domino then lands in green rows 0-1: both light rows hold a tile, so rows 5 and 4 go
        // and the column shifts down by two (6 cells - 2 = 4). In blue the pair (rows 0-1) stops at
        // column 1: one light column, so column 5 goes and blue shifts right by one.
        MonominoSimulator game = games.get();
        play(game, "1 0 0 | 1 0 0 | 1 0 0 | 1 0 0");
        assertEquals(boards("....   ..####", "....   ......", "#...   ......", "#...   ......", "#...", "#..."),
                game.render());
        assertEquals(0, play(game, "3 0 0"));
        assertEquals(boards("....   ..^###", "....   ..v...", "#...   ......", "#...   ......", "#...", "#..."),
                game.render());
        assertEquals(0, game.score());
        assertEquals(4, game.greenTiles());
        assertEquals(5, game.blueTiles());
    }

    @ParameterizedTest
    @MethodSource("games")
    void aFullLineInOneBoardAndALightLineInTheOtherInTheSamePlacement(Supplier<MonominoSimulator> games) {
        // (Within one board both cannot happen in one placement: before it the light lines are empty, so
        // a full line needs the new block to reach line 2, and then removing the line lets the block's
        // part in line 1 fall out of the light lines.)
        // Green row 5 has columns 0..2 and a single above column 0; blue row 0 has columns 2..5. The
        // single at (0, 3) completes green row 5 (1 point; the single above falls to row 5) and stops at
        // blue column 1, a light column: blue column 5 goes and the row shifts right.
        MonominoSimulator game = games.get();
        play(game, "1 0 0 | 1 0 1 | 1 0 2 | 1 0 0");
        assertEquals(boards("....   ..####", "....   ......", "....   ......", "....   ......", "#...", "###."),
                game.render());
        assertEquals(1, play(game, "1 0 3"));
        assertEquals(boards("....   ..####", "....   ......", "....   ......", "....   ......", "....", "#..."),
                game.render());
        assertEquals(5, game.tiles());
    }

    @ParameterizedTest
    @MethodSource("games")
    void aBlockInALightLineThatCompletesALineLeavesNoLightLine(Supplier<MonominoSimulator> games) {
        // The spec's input for "light lines handled before full lines". The last vertical domino lands in
        // green rows 1-2 and completes row 2; the row goes first (1 point), its upper cell falls to row 2,
        // and the light rows are then empty, so no far row is removed.
        MonominoSimulator game = games.get();
        play(game, "1 0 0 | 2 0 0 | 2 0 1 | 2 0 2 | 3 0 0");
        assertEquals(boards("....   ..^###", "....   ..v...", "#.<>   ......", "#<>.   ......", "<>..", "#..."),
                game.render());
        assertEquals(1, play(game, "3 0 1"));
        assertEquals(boards("....   ..^^##", "....   ..vv..", ".#..   ......", "#<>.   ......", "<>..", "#..."),
                game.render());
        assertEquals(1, game.score());
        assertEquals(13, game.tiles());
    }
}
