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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a real process ({@code java -cp <classes> io.bitfall.cli.Main}), for what only a
 * process shows: write errors on the real standard output, a reader that goes away, and answers that come
 * while the input is still open. Needs a Unix shell for the closed-stdout and pipe cases.
 */
class ProcessTest {
    private static final String FIELD = PuyoCommandTest.SAMPLE + "\n";
    private static final String JUDGE = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 1 2\n";
    /** Generous for a loaded machine; a stuck process (the bugs these tests catch) never gets there. */
    private static final int SECONDS = 20;

    @TempDir
    Path dir;

    static List<String> command(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classes(), Main.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    static String classes() {
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.ISO_8859_1);
    }

    /** Waits for the process; returns its exit status. */
    private static int exit(Process p) throws InterruptedException {
        assertTrue(p.waitFor(SECONDS, TimeUnit.SECONDS), "the process did not end");
        return p.exitValue();
    }

    private static String stderr(Process p) throws IOException {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    private static void assertOneLine(String expectedStart, String err) {
        assertTrue(err.startsWith(expectedStart), err);
        assertEquals(err.length() - 1, err.indexOf('\n'), "one line on stderr: " + err);
        assertFalse(err.contains("Exception"), "no stack trace: " + err);
    }

    @Test
    void aFullDiskIsAnOutputFailure() throws Exception {
        assumeTrue(new File("/dev/full").exists(), "needs /dev/full");
        Path field = write("field.txt", FIELD);
        Path judge = write("judge.txt", JUDGE);
        Path fields = write("many.txt", FIELD.repeat(10_000));
        Path judges = write("judges.txt", JUDGE.repeat(3_000));
        String[][] runs = {
            {"puyo", field.toString()}, {"puyo", "--batch", fields.toString()}, {"puyo", "--trace", field.toString()},
            {"monomino", judge.toString()}, {"monomino", "--batch", judges.toString()},
            {"monomino", "--stream", "--trace", judge.toString()}, {"puyo", "--help"}, {"--version"},
        };
        for (String[] args : runs) {
            Process p = new ProcessBuilder(command(args)).redirectOutput(new File("/dev/full")).start();
            String game = args[0].startsWith("--") ? "bitfall" : "bitfall " + args[0];
            assertEquals(1, exit(p), String.join(" ", args));
            assertOneLine(game + ": cannot write standard output: No space left on device", stderr(p));
        }
    }

    @Test
    void aClosedStdoutIsAnOutputFailure() throws Exception {
        Path field = write("field.txt", FIELD);
        Path judge = write("judge.txt", JUDGE);
        for (String[] args : new String[][] {{"puyo", field.toString()}, {"monomino", "--batch", judge.toString()}}) {
            List<String> shell = new ArrayList<>(List.of("sh", "-c", "exec \"$@\" >&-", "sh"));
            shell.addAll(command(args));
            Process p = new ProcessBuilder(shell).start();
            assertEquals(1, exit(p), String.join(" ", args));
            assertOneLine("bitfall " + args[0] + ": cannot write standard output: ", stderr(p));
        }
    }

    /** Issue 28, defect 4: standard input closed before the start is a read error, not the JVM's lib/modules. */
    @Test
    void aClosedStdinIsAReadError() throws Exception {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/self/fd/0")), "needs /proc");
        for (String game : new String[] {"puyo", "monomino"}) {
            List<String> shell = new ArrayList<>(List.of("sh", "-c", "exec \"$@\" <&-", "sh"));
            shell.addAll(command(game));
            Process p = new ProcessBuilder(shell).start();
            assertEquals(2, exit(p), game);
            assertOneLine("bitfall " + game + ": cannot read standard input: it was closed when the command started",
                    stderr(p));
            assertEquals(0, p.getInputStream().readAllBytes().length, "nothing on stdout");
        }
    }

    /**
     * {@code endless producer | bitfall ... | head -1}: once head has gone, the next write fails and the
     * command stops (it used to run as long as the producer did).
     */
    @Test
    void aReaderThatGoesAwayStopsTheCommand() throws Exception {
        pipeIntoHead(List.of("puyo", "--batch"), "", FIELD, 1);
        pipeIntoHead(List.of("monomino", "--batch"), "", JUDGE, 1);
        pipeIntoHead(List.of("monomino", "--stream", "--trace"), "2000000000\n", "1 0 0\n", 2);
    }

    private void pipeIntoHead(List<String> args, String start, String repeated, int lines) throws Exception {
        List<Process> pipeline = ProcessBuilder.startPipeline(List.of(new ProcessBuilder(command(args.toArray(new String[0]))),
                new ProcessBuilder("head", "-" + lines)));
        Process bitfall = pipeline.get(0);
        Process head = pipeline.get(1);
        Thread producer = new Thread(() -> {
            byte[] chunk = repeated.repeat(1_000).getBytes(StandardCharsets.US_ASCII);
            try (OutputStream in = bitfall.getOutputStream()) {
                in.write(start.getBytes(StandardCharsets.US_ASCII));
                while (true) {
                    in.write(chunk);
                }
            } catch (IOException e) {
                // the command stopped reading: what this test waits for
            }
        });
        producer.setDaemon(true);
        producer.start();
        String printed = new String(head.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertEquals(lines, printed.split("\n").length, printed);
        assertEquals(0, exit(head));
        long headGone = System.nanoTime();
        int status = exit(bitfall);
        double seconds = (System.nanoTime() - headGone) / 1e9;
        assertEquals(1, status, args.toString());
        assertOneLine("bitfall " + args.get(0) + ": cannot write standard output: Broken pipe", stderr(bitfall));
        assertTrue(seconds < 5, args + " ran on for " + seconds + " s after its reader went away");
    }

    /** A client that writes one input and waits for its answer gets it while standard input stays open. */
    @Test
    void batchAnswersComeBeforeTheNextInput() throws Exception {
        conversation(List.of("puyo", "--batch"), FIELD, List.of("3"));
        conversation(List.of("puyo", "--batch", "--tsu", "--score"), FIELD, List.of("3 1000"));
        conversation(List.of("monomino", "--batch"), JUDGE, List.of("3", "11"));
        conversation(List.of("monomino", "--stream", "--trace"), "3\n1 1 1\n",
                List.of("placement 1: 1 1 1, +0 points, score 0, tiles 2"));
    }

    private void conversation(List<String> args, String input, List<String> answer) throws Exception {
        Process p = new ProcessBuilder(command(args.toArray(new String[0]))).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
        OutputStream in = p.getOutputStream();
        for (int round = 0; round < 2; round++) {
            in.write(input.getBytes(StandardCharsets.US_ASCII));
            in.flush();
            for (String expected : answer) {
                String line = CompletableFuture.supplyAsync(() -> {
                    try {
                        return out.readLine();
                    } catch (IOException e) {
                        return "read failed: " + e;
                    }
                }).get(SECONDS, TimeUnit.SECONDS);
                assertEquals(expected, line, args + ", round " + (round + 1));
            }
            if (args.contains("--stream")) {
                break; // one input: its rest would be more placements
            }
        }
        p.destroy();
        p.waitFor(SECONDS, TimeUnit.SECONDS);
    }
}
