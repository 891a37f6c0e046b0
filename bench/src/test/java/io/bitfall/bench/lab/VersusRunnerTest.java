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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.ai.BeamSearchOptions;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link VersusRunner}'s command line (issue 38 item 4, issue 39 items 4 and 5): {@code --show 4294967296}
 * was read as {@code --show 0}, {@code --width 2147483647} ended in an out-of-memory stack trace with exit
 * status 1, {@code --matches=4} was "needs a value", and {@code --help} named the options without saying
 * what they do.
 */
class VersusRunnerTest {
    private static String refused(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> VersusRunner.parse(args)).getMessage();
    }

    @Test
    void outOfRangeNumbersAreRefusedBeforeAnythingIsBuilt() {
        assertEquals("--show: 4294967296 is outside 0..999999", refused("beam", "greedy", "--show", "4294967296"));
        assertEquals("--show: 200 is outside 0..199 (the matches played)", refused("beam", "greedy", "--show", "200"));
        assertEquals("--show: -1 is outside 0..999999", refused("beam", "greedy", "--show=-1"));
        assertEquals("--width: 2147483647 is outside 1..10000", refused("beam", "greedy", "--width", "2147483647"));
        assertEquals("--width: -1 is outside 1..10000", refused("beam", "greedy", "--width", "-1"));
        assertEquals("--width2: 10001 is outside 1..10000", refused("beam", "beam", "--width2=10001"));
        assertEquals("--colours: 6 is outside 3..5", refused("beam", "greedy", "--colours", "6"));
        assertEquals("--frames: 2147483647 is outside 1..1073741824", refused("beam", "greedy", "--frames",
                "2147483647"));
        assertEquals("--matches: 0 is outside 1..1000000", refused("beam", "greedy", "--matches", "0"));
        assertEquals("--threads: 4096 is outside 1..1024", refused("beam", "greedy", "--threads", "4096"));
        assertEquals("--pairs: 'many' is not a whole number (1..2147483647)", refused("beam", "greedy", "--pairs", "many"));
        assertEquals("--seed: missing value (S)", refused("beam", "greedy", "--seed"));
        assertEquals("unknown AI 'beem': beam, beam-solo, greedy, random or upi:\"COMMAND\"", refused("beem", "greedy"));
        assertEquals("name two AIs, not 3", refused("beam", "greedy", "random"));
        assertTrue(refused("beam", "greedy", "--width3", "5").startsWith("unknown option '--width3' (options: --help,"));
    }

    @Test
    void bothSpellingsAndTheDefaults() {
        VersusRunner.Options spaced = VersusRunner.parse(new String[] {"beam", "greedy", "--matches", "4", "--seed", "-3",
            "--width", "7", "--show", "3", "--colours", "5", "--frames", "100", "--pairs", "9", "--threads", "1"});
        VersusRunner.Options joined = VersusRunner.parse(new String[] {"beam", "greedy", "--matches=4", "--seed=-3",
            "--width=7", "--show=3", "--colours=5", "--frames=100", "--pairs=9", "--threads=1"});
        assertEquals(spaced.toString().replaceAll("\\[Ljava.lang.String;@\\w+", ""),
                joined.toString().replaceAll("\\[Ljava.lang.String;@\\w+", ""));
        assertEquals(List.of(4, -3L, 7, 7, 3, 5, 100, 9, 1), List.of(joined.matches(), joined.seed(), joined.width(),
                joined.width2(), joined.show(), joined.colours(), joined.frames(), joined.pairs(), joined.threads()));
        VersusRunner.Options defaults = VersusRunner.parse(new String[] {"greedy", "random"});
        assertEquals(List.of(200, 1L, BeamSearchOptions.DEFAULT_WIDTH, -1, 4), List.of(defaults.matches(),
                defaults.seed(), defaults.width(), defaults.show(), defaults.colours()));
        assertNull(VersusRunner.parse(new String[] {"--help"}));
        assertTrue(VersusRunner.parse(new String[] {"greedy", "random", "--urls"}).urls());
        assertTrue(!defaults.urls());
    }

    /** Each side's URL holds that side's placements of the match, in order, from the empty field. */
    @Test
    void aSidesUrlHoldsItsPlacements() {
        io.bitfall.puyo.versus.VersusMatch<io.bitfall.puyo.PuyoField> match =
                new io.bitfall.puyo.versus.VersusMatch<>(io.bitfall.puyo.PuyoField::new);
        match.play(new io.bitfall.puyo.versus.VersusSetup(5, 4, 9, 3000, 40),
                new io.bitfall.puyo.versus.GreedyPlayer<>(io.bitfall.puyo.PuyoField::new),
                new io.bitfall.puyo.versus.RandomPlayer<>(3));
        io.bitfall.puyo.versus.VersusLog log = match.log().copy();
        for (int side = 0; side < 2; side++) {
            List<io.bitfall.puyo.format.Move> placed = new ArrayList<>();
            for (io.bitfall.puyo.versus.VersusEvent e : log.events()) {
                if (e instanceof io.bitfall.puyo.versus.VersusEvent.Placed p && p.side() == side) {
                    placed.add(new io.bitfall.puyo.format.Move(p.pair(), p.placement()));
                }
            }
            String url = VersusRunner.puyopUrl(log, side);
            assertTrue(placed.size() > 3, "placements " + placed.size());
            assertEquals(io.bitfall.puyo.format.PuyopUrl.encode(new io.bitfall.puyo.PuyoField(), placed), url);
            assertEquals(placed, io.bitfall.puyo.format.PuyopUrl.decodeMoves(url));
            assertTrue(io.bitfall.puyo.format.PuyopUrl.decodeField(url).contentEquals(new io.bitfall.puyo.PuyoField()));
        }
    }

    @Test
    void theHelpExplainsEveryOptionWithItsDefault() {
        String help = VersusRunner.TABLE.help();
        for (String option : List.of("--matches N", "--seed S", "--threads T", "--width W", "--width2 W", "--pairs P",
                "--frames F", "--colours C", "--show K")) {
            String line = help.lines().filter(l -> l.startsWith("  " + option + " ")).findFirst().orElse("");
            assertTrue(line.matches("  " + option + " +\\S.* \\(default [^)]+\\)"), option + " in:\n" + help);
        }
        assertTrue(help.matches("(?s).*\n  --matches N +matches to play; two AIs play each seed twice, sides swapped,"
                + " 1\\.\\.1000000 \\(default 200\\)\n.*"), help);
    }

    /** The two cases of the issue, as a user meets them: one line on stderr, exit status 2, nothing on stdout. */
    @Test
    void theRunnerExitsWithOneLine() throws Exception {
        for (List<String> args : List.of(List.of("beam", "greedy", "--show", "4294967296"),
                List.of("beam", "greedy", "--width", "2147483647"))) {
            Process p = runner(args);
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(2, p.exitValue(), err);
            assertEquals("", out);
            assertEquals("VersusRunner: " + refused(args.toArray(String[]::new)) + "; try --help" + System.lineSeparator(),
                    err);
        }
    }

    private static Process runner(List<String> args) throws Exception {
        String path = System.getProperty("java.class.path") + File.pathSeparator
                + System.getProperty("jdk.module.path", "");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", path, VersusRunner.class.getName()));
        command.addAll(args);
        return new ProcessBuilder(command).start();
    }
}
