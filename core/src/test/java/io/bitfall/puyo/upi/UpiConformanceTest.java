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
package io.bitfall.puyo.upi;

import static io.bitfall.puyo.upi.TestEngines.assertNoChildLeft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both directions at once: bitfall's greedy as a UPI engine ({@code bitfall upi greedy}), driven by
 * {@link UpiPlayer}, plays exactly the match (the same log) that greedy plays inside the JVM, on either
 * side and on both sides at once (two outside engines), several matches per process; and the beam search
 * over UPI ({@code bitfall upi beam}) plays exactly the matches of the beam search in the JVM: the protocol
 * loses nothing the search uses (the three pairs, the pairs placed, the coming garbage, the field).
 */
class UpiConformanceTest {
    private static final long[] SEEDS = {1, 2, 3};

    @TempDir
    Path dir;

    @AfterEach
    void noChildLeft() {
        assertNoChildLeft();
    }

    private static VersusLog play(long seed, VersusPlayer<PuyoField> first, VersusPlayer<PuyoField> second) {
        return play(VersusSetup.of(seed), first, second);
    }

    private static VersusLog play(VersusSetup setup, VersusPlayer<PuyoField> first, VersusPlayer<PuyoField> second) {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(setup, first, second);
        assertNull(r.fault(), r.fault());
        return match.log().copy();
    }

    @Test
    void greedyOverUpiPlaysTheSameMatchesAsGreedyInTheJvm() throws Exception {
        try (UpiPlayer<PuyoField> first = new UpiPlayer<>(TestEngines.greedy(), TestEngines.options(dir.resolve("a")));
                UpiPlayer<PuyoField> second = new UpiPlayer<>(TestEngines.greedy(), TestEngines.options(dir.resolve("b")))) {
            for (long seed : SEEDS) {
                VersusLog inJvm = play(seed, new GreedyPlayer<>(PuyoField::new), new GreedyPlayer<>(PuyoField::new));
                assertTrue(inJvm.result().firstPairs() > 20, "a real match: " + inJvm.result());
                assertEquals(inJvm, play(seed, first, new GreedyPlayer<>(PuyoField::new)), "UPI first, seed " + seed);
                assertEquals(inJvm, play(seed, new GreedyPlayer<>(PuyoField::new), second), "UPI second, seed " + seed);
                assertEquals(inJvm, play(seed, first, second), "two outside engines, seed " + seed);
            }
            assertEquals("bitfall greedy", first.engineName());
        }
        assertTrue(Files.readString(dir.resolve("a")).isEmpty(), "the engine wrote nothing on stderr");
    }

    @Test
    void beamOverUpiPlaysTheSameMatchesAsBeamInTheJvm() throws Exception {
        int width = 12;
        int pairs = 40; // a short limit keeps the test quick, and the search fires what it has as it nears
        String[] options = {"--width", "" + width, "--colours=4", "--pairs", "" + pairs};
        int sent = 0;
        int threatened = 0;
        try (UpiPlayer<PuyoField> beam = new UpiPlayer<>(TestEngines.beam("beam", options), TestEngines.options(dir.resolve("a")));
                UpiPlayer<PuyoField> solo = new UpiPlayer<>(TestEngines.beam("beam-solo", options),
                        TestEngines.options(dir.resolve("b")))) {
            for (long seed : SEEDS) {
                VersusSetup setup = VersusSetup.of(seed).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, pairs);
                VersusLog inJvm = play(setup, beam(width, pairs, true), beam(width, pairs, false));
                assertTrue(inJvm.result().firstPairs() > 20, "a real match: " + inJvm.result());
                sent += inJvm.result().firstSent() + inJvm.result().secondSent();
                threatened += inJvm.result().secondSent() > 0 ? 1 : 0;
                assertEquals(inJvm, play(setup, beam, beam(width, pairs, false)), "UPI beam first, seed " + seed);
                assertEquals(inJvm, play(setup, beam(width, pairs, true), solo), "UPI beam-solo second, seed " + seed);
                assertEquals(inJvm, play(setup, beam, solo), "two outside engines, seed " + seed);
            }
            assertEquals("bitfall beam width 12", beam.engineName());
        }
        assertTrue(sent > 0 && threatened > 0, "garbage was sent to the beam with its versus habits, which it reads "
                + "from the position line");
        assertTrue(Files.readString(dir.resolve("a")).isEmpty(), "the engine wrote nothing on stderr");
        assertTrue(Files.readString(dir.resolve("b")).isEmpty(), "the engine wrote nothing on stderr");
    }

    private static BeamPlayer<PuyoField> beam(int width, int pairs, boolean versusHabits) {
        return new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width), 0b1111, pairs, versusHabits, PuyoField::new);
    }

    @Test
    void theEngineAnswersTheSpecsExampleExchange() {
        String tumo = "tumo ry rb gy gb rg yy rb gg yg rg yb gr rr yy by gr bb rb yb bg rb gy gy gy yy yr yg yy rg rb bg"
                + " br rr by gy rb bg gg yr yy rg rb by by gb yy bg bg rg yg rg yb yg yr yr rr br br gr gb rr yr rb gg gg"
                + " bg gy bb yg gg gb yr yg yb bg br gy br rb gy rr rr yb gy by gb yy gr bb yy gb gr rr by yb gb yr yg rr"
                + " gg yy yy gy by gr br rg gy yg gr yb by bg yr yr bb rr br yr gr gr yg bb yr rr gb yg gy";
        assertEquals(129, tumo.split(" ").length);
        String in = String.join("\n", "upi", tumo, "rule falltime 2 chaintime 60 settime 15 nexttime 7 autodroptime 50",
                "isready", "position ////// 0 ////// 0 0 0 0", "go 300", "position ry////// 1 ////// 0 0 0 0",
                "go 300", "gameover win", "quit", "go 300") + "\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = UpiEngine.run(new String[] {"greedy"}, new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)),
                out, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, status);
        // greedy puts ry as low as it goes: flat in column 1 (the first lowest placement), then rb on row a
        assertEquals("id name bitfall greedy\nid author the bitfall developers\nupiok\nreadyok\nbestmove 1a2a\n"
                + "bestmove 2a3a\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badLinesStopTheEngineWithOneLineOnStderr() {
        assertEngine("upi\nposition ////// 0 ////// 0 0 0 0\n", 2, "bitfall upi: line 2: position before any tumo\n");
        assertEngine("tumo rr gg\n", 2, "bitfall upi: line 1: tumo: 2 pairs, expected 3 or more\n");
        assertEngine("tumo rr gg xb\n", 2, "bitfall upi: line 1: tumo: pair 3 'xb' is not two of r g b y p\n");
        assertEngine("tumo rr gg bb\nposition ///// 0 ////// 0 0 0 0\n", 2,
                "bitfall upi: line 2: position: '/////': pfen, character 5: the text ends after 5 of 6 columns"
                        + " (each column ends with '/')\n");
        assertEngine("tumo rr gg bb\nposition ////// 0 ////// 0 0 0\n", 2, "bitfall upi: line 2: position: 6 fields,"
                + " expected 7: own pfen, own tumo number, opponent pfen, opponent tumo number, due, pending, frames\n");
        assertEngine("tumo rr gg bb\nposition ////// -1 ////// 0 0 0 0\n", 2,
                "bitfall upi: line 2: position: the own tumo number is negative: -1\n");
        assertEngine("go\n", 2, "bitfall upi: line 1: go before any position\n");
        assertEngine("hello\n", 2, "bitfall upi: line 1: 'hello' is not a UPI command\n");
        assertEngine("", 0, "");
    }

    @Test
    void theCommandLineNamesItsAiAndTheBeamsSettings() {
        String usage = "; usage: bitfall upi greedy|beam|beam-solo [options] (try --help)\n";
        String[][] refused = {
            {},
            {"beam-of-light"},
            {"greedy", "--width", "20"},
            {"beam", "--depth", "3"},
            {"beam", "--width"},
            {"beam", "--width=0"},
            {"beam", "--width", "10000"},
            {"beam", "--colours=6"},
            {"beam", "--pairs", "-1"},
            {"beam", "--pairs", "x"},
            {"beam", "greedy"},
        };
        String[] reasons = {
            "name one AI",
            "unknown AI 'beam-of-light'",
            "greedy takes no options, not '--width'",
            "unknown option '--depth'",
            "--width needs a value: --width=N or --width N",
            "--width needs a number 1..9999, was '0'",
            "--width needs a number 1..9999, was '10000'",
            "--colours needs a number 3..5, was '6'",
            "--pairs needs a number 1..9999, was '-1'",
            "--pairs needs a number 1..9999, was 'x'",
            "one AI only, not 'beam' and 'greedy'",
        };
        for (int i = 0; i < refused.length; i++) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertEquals(2, run(refused[i], "upi\n", out, err), String.join(" ", refused[i]));
            assertEquals("bitfall upi: " + reasons[i] + usage, err.toString(StandardCharsets.UTF_8));
            assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing on stdout");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, run(new String[] {"beam", "--help"}, "", out, new ByteArrayOutputStream()));
        assertEquals(UpiEngine.HELP + "\n", out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, run(new String[] {"beam-solo", "--width=30", "--pairs", "50", "--colours", "3"}, "upi\n", out,
                new ByteArrayOutputStream()));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("id name bitfall beam-solo width 30\n"), out.toString());
    }

    @Test
    void aBeamEngineRefusesAPositionPastItsPairLimit() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String in = "upi\nisready\ntumo rr gg bb\nposition ////// 9 ////// 9 0 0 0\ngo 100\n"
                + "position ////// 10 ////// 9 0 0 0\ngo 100\n";
        assertEquals(2, run(new String[] {"beam", "--pairs", "10", "--width", "4"}, in, out, err));
        assertEquals("bitfall upi: line 6: position: the own tumo number 10 is past the engine's pair limit of 10"
                + " (bitfall upi --pairs)\n", err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).matches("(?s).*readyok\nbestmove [1-6][a-n][1-6][a-n]\n"),
                "the tenth pair was played: " + out);
    }

    private static void assertEngine(String in, int status, String stderr) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(status, run(new String[] {"greedy"}, in, new ByteArrayOutputStream(), err), in);
        assertEquals(stderr, err.toString(StandardCharsets.UTF_8));
    }

    private static int run(String[] args, String in, ByteArrayOutputStream out, ByteArrayOutputStream err) {
        return UpiEngine.run(args, new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
