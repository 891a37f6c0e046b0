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
 * side and on both sides at once (two outside engines), several matches per process.
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
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r = match.play(VersusSetup.of(seed), first, second);
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
    void theCommandLineNamesItsAi() {
        assertEquals(2, run(new String[0], "", new ByteArrayOutputStream(), new ByteArrayOutputStream()));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, run(new String[] {"beam-of-light"}, "", new ByteArrayOutputStream(), err));
        assertEquals("bitfall upi: unknown AI 'beam-of-light'; usage: bitfall upi greedy\n", err.toString(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, run(new String[] {"--help"}, "", out, new ByteArrayOutputStream()));
        assertEquals(UpiEngine.HELP + "\n", out.toString(StandardCharsets.UTF_8));
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
