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
package io.bitfall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.monomino.MonominoGame;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code bitfall monomino}: output, modes, exit status, and what bad input and bad usage print. */
class MonominoCommandTest {
    private static final String SAMPLE = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 1 2\n";

    /** A run of {@code bitfall monomino ARGS} on {@code in}. */
    private static CommandRun run(InputStream in, String... args) {
        return CommandRun.of(new MonominoCommand(), in, args);
    }

    /** A run of {@code bitfall monomino ARGS} on {@code in}, read as ISO-8859-1 bytes. */
    private static CommandRun run(String in, String... args) {
        return run(new ByteArrayInputStream(in.getBytes(StandardCharsets.ISO_8859_1)), args);
    }

    @Test
    void printsScoreAndTilesLikeTheJudge() {
        assertEquals(new CommandRun(0, "3\n11\n", ""), run(SAMPLE));
        assertEquals(new CommandRun(0, "3\n11\n", ""), run(SAMPLE, "--reference"));
        assertEquals(new CommandRun(0, "3\n11\n", ""), run(SAMPLE.replace("\n", "\r\n").strip()));
    }

    @Test
    void aByteOrderMarkIsSkipped() {
        assertEquals(new CommandRun(0, "3\n11\n", ""), run("\u00EF\u00BB\u00BF" + SAMPLE));
        assertEquals(new CommandRun(0, "3\n11\n3\n11\n", ""), run("\u00EF\u00BB\u00BF" + SAMPLE + SAMPLE, "--batch"));
    }

    /** Issue 28, defect 2: the same bytes, the mark arriving on its own as from a pipe whose writer paused. */
    @Test
    void aByteOrderMarkOnItsOwnIsSkipped() {
        assertEquals(new CommandRun(0, "0\n2\n", ""), run(new ChunkedInput("\u00EF\u00BB\u00BF", "1\n1 0 0\n")));
        assertEquals(new CommandRun(0, "0\n2\n", ""), run(new ChunkedInput("\u00EF", "\u00BB\u00BF", "1\n1 0 0\n"), "--batch"));
    }

    /**
     * Issue 28, defect 1: input whose error is known never ended ({@code monomino /dev/zero}, a bad token
     * or line that goes on forever): the reader skipped (or read) the rest of the bad line before
     * throwing. Now the problem is reported at once and the rest of the line is left unread. The input here
     * stops after 64 MB, so the old behaviour ends too, with far more read.
     */
    @Test
    void endlessBadInputIsReportedAtOnce() {
        String[][] cases = {
            {"", "\0", "line 1, token 1: character 0x00 is not text (binary input?)"},
            {"2\n1 0 9", "y", "line 2, token 3: '9yyyyyyyyyyyyyyyyyyyyyyy...' is not a number (expected y, 0..3)"},
            {"2\n1 0 ", "9", "line 2, token 3: '999999999999999999999999...' is too large for an int"},
            {"2\n1 0 0 ", "x", "line 2, token 4: extra token 'xxxxxxxxxxxxxxxxxxxxxxxx...' (a placement line is 't x y')"},
            {"1\n1 0 0\n", "z", "line 3, token 1: extra token 'zzzzzzzzzzzzzzzzzzzzzzzz...' after the last of the 1 placements"},
            {"2\n4 0 0", " 1", "line 2, token 1: type 4 is outside 1..3"},
            {"7 ", "x ", "line 1, token 2: extra token 'x' (the count line holds only N)"},
        };
        for (String[] c : cases) {
            for (String[] options : new String[][] {{}, {"--batch"}, {"--stream", "--trace"}}) {
                EndlessInput in = new EndlessInput(c[0], c[1], 64 << 20);
                CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> run(in, options));
                String expected = options.length == 1 && c[0].startsWith("1\n") // --batch: the next count
                        ? "line 3, token 1: 'zzzzzzzzzzzzzzzzzzzzzzzz...' is not a number (expected the count N)" : c[2];
                assertEquals(2, run.status(), run.toString());
                assertEquals("bitfall monomino: " + expected + "\n", run.err(), String.join(" ", options));
                if (options.length == 0) {
                    assertEquals("", run.out()); // the modes that stream may have printed earlier results
                }
                assertTrue(in.handedOut() < 1 << 20, c[2] + ": read " + in.handedOut() + " bytes before reporting");
            }
        }
    }

    @Test
    void batchPlaysInputsBackToBack() {
        String second = "1\n3 0 3\n";
        assertEquals(new CommandRun(0, "3\n11\n0\n4\n3\n11\n", ""), run(SAMPLE + second + "\n" + SAMPLE, "--batch"));
        assertEquals(new CommandRun(0, "3\n11\n0\n4\n", ""), run(SAMPLE + second, "--batch", "--reference"));
    }

    @Test
    void batchPrintsTheInputsBeforeABadOne() {
        CommandRun run = run(SAMPLE + SAMPLE + "2\n1 0 0\n5 0 0\n", "--batch");
        assertEquals(2, run.status());
        assertEquals("3\n11\n3\n11\n", run.out());
        assertEquals("bitfall monomino: line 21, token 1: type 5 is outside 1..3\n", run.err());
    }

    @Test
    void streamHasNoCapOnN() {
        // A million placements, made on the fly so that no copy of the input exists anywhere.
        assertEquals(new CommandRun(0, expected(1_000_000), ""), run(new GeneratedInput(1_000_000), "--stream"));
        assertEquals(new CommandRun(0, expected(20_000), ""), run(new GeneratedInput(20_000), "--stream", "--reference"));
        assertEquals("bitfall monomino: line 1, token 1: N = 20000 is outside 1..10000",
                run(new GeneratedInput(20_000)).error());
    }

    /** The two result lines for {@link GeneratedInput}{@code (n)}, from the engine directly. */
    private static String expected(int n) {
        MonominoGame game = new MonominoGame();
        for (int i = 0; i < n; i++) {
            game.place(1 + i % 3, i * 7 % 3, i * 5 % 3);
        }
        return game.score() + "\n" + game.tiles() + "\n";
    }

    @Test
    void traceShowsBothBoardsAfterEveryPlacement() {
        CommandRun run = run("2\n1 1 1\n2 3 0\n", "--trace");
        assertEquals(0, run.status());
        assertEquals(String.join("\n",
                "placement 1: 1 1 1, +0 points, score 0, tiles 2",
                "green  blue",
                "....   ......",
                "....   .....#",
                "....   ......",
                "....   ......",
                "....",
                ".#..",
                "placement 2: 2 3 0, +0 points, score 0, tiles 6",
                "green  blue",
                "....   ......",
                "....   .....#",
                "....   ......",
                "....   ....##",
                "<>..",
                ".#..",
                "0",
                "6",
                ""), run.out());
        assertEquals(run, run("2\n1 1 1\n2 3 0\n", "--trace", "--reference"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "--trace", "--stream", "--stream --reference", "--reference --trace"})
    void badInputPrintsOneLineOnStderrAndNothingOnStdout(String options) {
        String[] args = options.isEmpty() ? new String[0] : options.split(" ");
        assertEquals("bitfall monomino: line 1, token 1: empty input (expected the count N)", run("", args).error());
        assertEquals("bitfall monomino: line 3, token 2: 'z' is not a number (expected x, 0..3)",
                run("3\n1 0 0\n1 z 0\n1 0 0\n", args).error());
        assertEquals("bitfall monomino: line 4, token 1: missing placement 3 of 3 (the input ends)",
                run("3\n1 0 0\n1 1 0\n", args).error());
        assertEquals("bitfall monomino: line 2, token 4: extra token '0' (a placement line is 't x y')",
                run("1\n1 0 0 0\n", args).error());
        assertEquals("bitfall monomino: line 10, token 1: extra token '1' after the last of the 8 placements",
                run(SAMPLE + "1 1 1\n", args).error());
        assertEquals("bitfall monomino: line 2, token 1: character 0x00 is not text (binary input?)",
                run("1\n1\0\0\0", args).error());
        assertEquals("bitfall monomino: line 1, token 1: character 0xFF is not text (binary input?)",
                run(new ByteArrayInputStream(new byte[] {(byte) 0xFF, (byte) 0xD8, 0, 0x10}), args).error());
        assertEquals("bitfall monomino: line 2, token 2: '4294967296' is too large for an int",
                run("1\n1 4294967296 0\n", args).error());
        assertEquals("bitfall monomino: line 2, token 2: x = 3 puts a type 3 block outside the red board"
                + " (x must be 0..2)", run("1\n3 3 0\n", args).error());
    }

    @Test
    void helpAndBadUsage() {
        CommandRun help = run("", "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("usage: bitfall monomino"), help.out());
        assertEquals("", help.err());
        assertEquals("bitfall monomino: unknown option '--fast' (try --help)", run(SAMPLE, "--fast").error());
        assertEquals("bitfall monomino: --batch and --stream cannot be combined (try --help)",
                run(SAMPLE, "--batch", "--stream").error());
        assertEquals("bitfall monomino: --threads needs --batch (try --help)", run(SAMPLE, "--threads", "2").error());
    }

    /** Issue 39, item 4: a valued option is {@code --threads=N} or {@code --threads N}, with the same answers. */
    @Test
    void threadsTakesItsValueEitherWay() {
        String batch = SAMPLE.repeat(3);
        CommandRun expected = new CommandRun(0, "3\n11\n".repeat(3), "");
        assertEquals(expected, run(batch, "--batch", "--threads=2"));
        assertEquals(expected, run(batch, "--batch", "--threads", "2"));
        assertEquals(expected, run(batch, "--threads", "1", "--batch"));
        assertEquals("bitfall monomino: --threads needs a number 1..1024, was '--batch'",
                run(batch, "--threads", "--batch").error());
        assertEquals("bitfall monomino: --threads needs a value: --threads=N or --threads N (try --help)",
                run(batch, "--batch", "--threads").error());
    }

    @Test
    void unreadableInputIsReported() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("device gone");
            }
        };
        assertEquals("bitfall monomino: cannot read standard input: device gone", run(broken).error());
    }

    /** The judge input {@code n}, then placement {@code i} = {@code (1 + i % 3, i * 7 % 3, i * 5 % 3)}. */
    private static final class GeneratedInput extends InputStream {
        private final int n;
        private int next = -1;
        private byte[] line = new byte[0];
        private int pos;

        GeneratedInput(int n) {
            this.n = n;
        }

        @Override
        public int read() {
            if (pos == line.length) {
                if (next == n) {
                    return -1;
                }
                String text = next < 0 ? n + "\n" : (1 + next % 3) + " " + (next * 7 % 3) + " " + (next * 5 % 3) + "\n";
                line = text.getBytes(StandardCharsets.US_ASCII);
                pos = 0;
                next++;
            }
            return line[pos++];
        }
    }
}
