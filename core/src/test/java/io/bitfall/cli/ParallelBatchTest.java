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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.ShrunkLines;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code monomino --batch} on several threads against one thread, on the same file: the same standard
 * output, the same error line and exit status, on generated batches with wrong counts, bad lines, blank
 * lines, CRLF and a byte-order mark, cut into chunks of a few bytes so that every case takes the parallel
 * path and its cuts fall everywhere. A difference is shrunk to a few lines before it is reported.
 */
class ParallelBatchTest {
    private static final int CASES = 400;

    @TempDir
    Path dir;

    @Test
    void answersExactlyAsOneThread() {
        SplittableRandom random = new SplittableRandom(19235);
        for (int c = 0; c < CASES; c++) {
            List<String> lines = batch(random);
            int threads = 2 + random.nextInt(3);
            long chunk = 8 + random.nextInt(c % 4 == 0 ? 400 : 60);
            String difference = difference(lines, threads, chunk);
            if (difference != null) {
                List<String> small = ShrunkLines.of(lines, l -> difference(l, threads, chunk) != null);
                throw new AssertionError("case " + c + ", " + threads + " threads, chunks of " + chunk + " bytes: "
                        + difference(small, threads, chunk) + "\nshrunk to " + small.size() + " lines: "
                        + String.join("|", small));
            }
        }
    }

    @Test
    void takesTheParallelPathOnAFileOfTwoChunksOrMore() throws IOException, ParallelBatch.Problem {
        Path file = write(List.of("2", "1 0 0", "1 0 1", "3", "2 0 0", "3 1 1", "1 3 3", "1", "1 2 2"), false);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Output out = new Output(bytes);
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            assertEquals(3, ParallelBatch.play(in, 2, 10, new MonominoCommand.BatchPlayer(false), out));
            assertEquals(Files.size(file), in.getChannel().position(), "read to the end, as one thread leaves it");
        }
        out.flush();
        assertEquals(runOn(file, 0, 1, 10).out(), bytes.toString(StandardCharsets.ISO_8859_1));
    }

    @Test
    void leavesAPipeOrAShortFileOrOneThreadToTheCaller() throws IOException, ParallelBatch.Problem {
        Path file = write(List.of("2", "1 0 0", "1 0 1", "3", "2 0 0", "3 1 1", "1 3 3"), false);
        Output out = new Output(new ByteArrayOutputStream());
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            assertEquals(-1, ParallelBatch.play(in, 2, Files.size(file), new MonominoCommand.BatchPlayer(false), out),
                    "one chunk");
            assertEquals(-1, ParallelBatch.play(in, 1, 8, new MonominoCommand.BatchPlayer(false), out), "one thread");
            assertEquals(0, in.getChannel().position(), "nothing read");
        }
        assertEquals(-1, ParallelBatch.play(new ByteArrayInputStream(Files.readAllBytes(file)), 2, 8,
                new MonominoCommand.BatchPlayer(false), out), "a stream that is not a file");
        assertEquals(0, out.pending());
    }

    /** Standard input redirected from a file that a command before this one has partly read. */
    @Test
    void startsWhereStandardInputWasLeft() throws IOException {
        SplittableRandom random = new SplittableRandom(7);
        List<String> lines = new ArrayList<>(List.of("skipped by the caller"));
        for (int input = 0; input < 30; input++) {
            lines.add("3");
            for (int i = 0; i < 3; i++) {
                lines.add(placementLine(random));
            }
        }
        Path file = write(lines, false);
        CommandRun one = runOn(file, lines.get(0).length() + 1, 1, 16);
        CommandRun two = runOn(file, lines.get(0).length() + 1, 2, 16);
        assertEquals(0, one.status(), one.err());
        assertEquals(one, two);
    }

    /** A read that fails in a worker comes out on the calling thread, after the answers of the chunks before it. */
    @Test
    void aWorkersFailedReadReachesTheCaller() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int input = 0; input < 40; input++) {
            lines.addAll(input == 20 ? List.of("2", "1 0 0", "1 0 1") : List.of("1", "1 0 0"));
        }
        Path file = write(lines, false);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Output out = new Output(bytes);
        UncheckedIOException e;
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            e = assertThrows(UncheckedIOException.class,
                    () -> ParallelBatch.play(in, 2, 16, new FailingPlayer(new MonominoCommand.BatchPlayer(false)), out));
        }
        assertEquals("disk gone", e.getCause().getMessage());
        out.flush();
        String answers = bytes.toString(StandardCharsets.ISO_8859_1);
        assertEquals("0\n2\n".repeat(answers.length() / 4), answers, "answers of inputs before the failed chunk only");
        assertTrue(answers.length() / 4 < 20, answers.length() / 4 + " answers");
    }

    /** Plays as {@code player} does, but a chunk that holds the placement {@code 1 0 1} fails to read. */
    private static final class FailingPlayer extends ParallelBatch.Player {
        private final ParallelBatch.Player player;

        FailingPlayer(ParallelBatch.Player player) {
            this.player = player;
        }

        @Override
        ParallelBatch.Player another() {
            return new FailingPlayer(player.another());
        }

        @Override
        int cut(ByteBuffer window, int length) {
            return player.cut(window, length);
        }

        @Override
        long play(InputStream chunk, Output out) throws Output.Failure, ParallelBatch.Problem {
            byte[] all;
            try {
                all = chunk.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (new String(all, StandardCharsets.ISO_8859_1).contains("1 0 1")) {
                throw new UncheckedIOException(new IOException("disk gone"));
            }
            return player.play(new ByteArrayInputStream(all), out);
        }
    }

    @Test
    void aFailedWriteIsExitStatusOne() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int input = 0; input < 40; input++) {
            lines.addAll(List.of("2", "1 0 0", "2 1 1"));
        }
        Path file = write(lines, false);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        OutputStream full = new MainTest.FullDisk();
        int status;
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            status = new MonominoCommand(16).run(new String[] {"--batch", "--threads=2"}, in, full,
                    new PrintStream(err, true, StandardCharsets.UTF_8), false);
        }
        assertEquals(1, status);
        assertEquals("bitfall monomino: cannot write standard output: No space left on device\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void threadsOptionIsChecked() throws IOException {
        Path file = write(List.of("1", "1 0 0"), false);
        for (String bad : new String[] {"0", "", "x", "1025", "99999", "-1", "2.0"}) {
            CommandRun r = run(file, 0, "--batch", "--threads=" + bad);
            assertEquals(new CommandRun(2, "", "bitfall monomino: --threads needs a number 1..1024, was '" + bad + "'\n"), r);
        }
        assertEquals(new CommandRun(2, "", "bitfall monomino: --threads needs --batch (try --help)\n"),
                run(file, 0, "--threads=2"));
        assertEquals(new CommandRun(0, "0\n2\n", ""), run(file, 0, "--batch", "--threads=1024"));
    }

    @Test
    void findsTheFirstCountLineAfterALineFeed() {
        assertEquals(10, countLineAfter("1 0 0\n1 0\n 12 \r\n"));
        assertEquals(6, countLineAfter("0 0\n\n\n7\n"));
        assertEquals(-1, countLineAfter("1\n1 0 0\n+3\n\n"), "the first line is cut");
        assertEquals(-1, countLineAfter("x\n12"), "a line without its feed");
    }

    private static int countLineAfter(String s) {
        return new MonominoCommand.BatchPlayer(false).cut(ByteBuffer.wrap(s.getBytes(StandardCharsets.ISO_8859_1)),
                s.length());
    }

    /** What one thread and {@code threads} threads print, if they differ; else null. */
    private String difference(List<String> lines, int threads, long chunk) {
        Path file = write(lines, lines.size() % 7 == 0);
        CommandRun one;
        CommandRun many;
        try {
            one = runOn(file, 0, 1, chunk);
            many = runOn(file, 0, threads, chunk);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return one.equals(many) ? null : "one thread " + one + ", " + threads + " threads " + many;
    }

    private CommandRun runOn(Path file, long skip, int threads, long chunk) throws IOException {
        return run(file, skip, chunk, "--batch", "--threads=" + threads);
    }

    private CommandRun run(Path file, long skip, String... args) throws IOException {
        return run(file, skip, ParallelBatch.CHUNK, args);
    }

    /** A run of {@code bitfall monomino ARGS} on {@code file} after its first {@code skip} bytes. */
    private CommandRun run(Path file, long skip, long chunk, String... args) throws IOException {
        try (InputStream in = new FileInputStream(file.toFile())) {
            assertEquals(skip, in.skip(skip));
            return CommandRun.of(new MonominoCommand(chunk), in, args);
        }
    }

    private Path write(List<String> lines, boolean noLastFeed) {
        try {
            Path file = Files.createTempFile(dir, "batch", ".txt");
            String text = String.join("\n", lines) + (noLastFeed ? "" : "\n");
            Files.write(file, text.getBytes(StandardCharsets.ISO_8859_1));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Generated lines of a batch: judge inputs of 1 to 12 placements, now and then with a count that is
     * wrong, blank lines between inputs, a spelling of a count that the cuts do not take, a bad line, a
     * byte-order mark at the start.
     */
    private static List<String> batch(SplittableRandom random) {
        List<String> lines = new ArrayList<>();
        int inputs = 1 + random.nextInt(25);
        boolean defects = random.nextInt(3) > 0;
        for (int k = 0; k < inputs; k++) {
            int n = 1 + random.nextInt(12);
            int kind = defects ? random.nextInt(40) : 99;
            String count = Integer.toString(kind == 0 ? n + 1 + random.nextInt(3) : kind == 1 ? Math.max(1, n - 1) : n);
            if (kind == 2) {
                count = random.nextBoolean() ? " " + count + " \r" : "\t" + count;
            } else if (kind == 3) {
                count = random.nextBoolean() ? "+" + count : "0" + count;
            } else if (kind == 4) {
                count = new String[] {"0", "10001", "x", "1 1", "", "1\u0001"}[random.nextInt(6)];
            }
            lines.add(count);
            for (int i = 0; i < n; i++) {
                lines.add(defects && random.nextInt(60) == 0 ? badLine(random) : placementLine(random));
            }
            if (random.nextInt(4) == 0) {
                lines.add(random.nextBoolean() ? "" : " \t\r");
            }
        }
        if (defects && random.nextInt(10) == 0) {
            lines.set(0, "\u00EF\u00BB\u00BF" + lines.get(0));
        }
        return lines;
    }

    private static String placementLine(SplittableRandom random) {
        int t = 1 + random.nextInt(3);
        int x = random.nextInt(t == 3 ? 3 : 4);
        int y = random.nextInt(t == 2 ? 3 : 4);
        return random.nextInt(10) == 0 ? t + " " + x + " " + y + "\r" : t + " " + x + " " + y;
    }

    private static String badLine(SplittableRandom random) {
        String[] bad = {"4 0 0", "3 3 0", "2 0 3", "1 0", "1 0 0 0", "a b c", "1 4 0", "7", "", "1 0 \u0001"};
        return bad[random.nextInt(bad.length)];
    }
}
