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

import io.bitfall.monomino.JudgeInput;
import io.bitfall.monomino.JudgeInputException;
import io.bitfall.monomino.MonominoSimulator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code monomino --batch} on a regular file, played on several threads with exactly the output, the
 * error message and the exit status of one thread.
 *
 * <p>The file is cut into chunks of about {@link #CHUNK} bytes, each starting at a line that holds one
 * number (the count line of a judge input, as far as the bytes show). Worker threads play the chunks, each
 * into its own buffer; the calling thread writes the buffers in input order. The first worker starts
 * alone and the others once it has played its first chunk, when the JIT has compiled the playing loop (two
 * threads that start together interpret it side by side while the compiler waits for a core).
 *
 * <p>Why it answers exactly as one thread does: chunk 0 starts where one thread would, and a chunk that
 * ends with no problem ends between two inputs, so the next chunk starts in the state one thread would
 * have there. A problem a chunk finds on one of its own lines is the one a single thread finds (the same
 * bytes, the same state), reported with the lines of the chunks before it added. A problem past a
 * chunk's last line (an input that runs on past the cut: its {@code N} was wrong, or the cut was not at a
 * count line) is not trusted: the rest of the file from that chunk's start is played on the calling
 * thread instead. At most {@link #WINDOW} chunks per thread wait to be written.
 *
 * <p>Costs: one {@code pread} of 64 KB per cut, and on bad input one more pass over the bytes before the
 * problem, to count their lines.
 */
final class ParallelMonominoBatch {
    /** Bytes per chunk: 4 MB, about 700,000 placements, 10 ms of play. */
    static final long CHUNK = 4 << 20;
    /** Chunks written ahead per thread at most (their results held in memory). */
    static final int WINDOW = 4;
    /** How far past a cut's target to look for a count line. */
    private static final int LOOK = 1 << 16;

    private final FileChannel file;
    private final long start;
    private final long end;
    /** Whether to play the array reference instead of the engine. */
    private final boolean reference;
    private final int threads;
    /** Chunk {@code k} is {@code cuts[k]..cuts[k + 1]}. */
    private final long[] cuts;
    private final Chunk[] chunks;
    private final AtomicInteger next = new AtomicInteger();
    private final Semaphore ahead;
    private volatile boolean cancelled;

    private ParallelMonominoBatch(FileChannel file, long start, long end, long chunkBytes, int threads,
                                  boolean reference) throws IOException {
        this.file = file;
        this.start = start;
        this.end = end;
        this.reference = reference;
        this.cuts = cuts(file, start, end, chunkBytes);
        this.chunks = new Chunk[cuts.length - 1];
        for (int k = 0; k < chunks.length; k++) {
            chunks[k] = new Chunk(cuts[k], cuts[k + 1]);
        }
        this.threads = Math.min(threads, chunks.length);
        this.ahead = new Semaphore(WINDOW * this.threads);
    }

    /**
     * Plays the batch in {@code in} on up to {@code threads} threads and writes its results to {@code out},
     * if {@code in} is a regular file with at least two chunks left to read; otherwise reads nothing.
     *
     * @return false if nothing was read (not a file, too short, or one thread): play it on this thread
     * @throws JudgeInputException  the first problem of the input, as one thread reports it (the results
     *                              of the inputs before it are written)
     * @throws UncheckedIOException if reading fails
     */
    static boolean play(InputStream in, int threads, long chunkBytes, boolean reference,
                        Output out) throws Output.Failure {
        if (threads < 2 || !(in instanceof java.io.FileInputStream)) {
            return false;
        }
        FileChannel file = ((java.io.FileInputStream) in).getChannel();
        ParallelMonominoBatch batch;
        try {
            long start = file.position();
            long end = file.size(); // 0 for a pipe or a terminal
            if (end - start < 2 * chunkBytes) {
                return false;
            }
            batch = new ParallelMonominoBatch(file, start, end, chunkBytes, threads, reference);
            if (batch.chunks.length < 2) {
                return false;
            }
        } catch (IOException e) { // not a file after all: nothing was read
            return false;
        }
        try {
            batch.run(out);
        } finally {
            batch.cancel();
            try {
                file.position(batch.end); // read to the end, as one thread leaves it
            } catch (IOException e) {
                // the answers are out; where the descriptor points no longer matters to this command
            }
        }
        return true;
    }

    private void run(Output out) throws Output.Failure {
        new Worker(true).start();
        for (int k = 0; k < chunks.length; k++) {
            Chunk chunk = chunks[k].await();
            if (chunk.failure instanceof RuntimeException e) {
                throw e;
            } else if (chunk.failure != null) {
                throw (Error) chunk.failure;
            }
            JudgeInputException e = chunk.problem;
            if (e != null && k < chunks.length - 1 && e.line() > lines(chunk.from, chunk.to)) {
                cancel(); // the input runs on past the cut: play the rest here
                long before = lines(start, chunk.from);
                try {
                    MonominoCommand.play(new JudgeInput(new FileRange(file, chunk.from, end)), MonominoCommand.newGame(reference),
                            true, false, out);
                } catch (JudgeInputException f) {
                    throw shifted(f, before);
                }
                return;
            }
            out.write(chunk.results);
            ahead.release();
            chunk.results = null;
            if (e != null) {
                cancel();
                throw shifted(e, lines(start, chunk.from));
            }
        }
    }

    private void cancel() {
        cancelled = true;
        ahead.release(chunks.length + threads); // wakes every waiting worker, which then sees the flag
    }

    /** A judge input's problem {@code before} lines further on. */
    private static JudgeInputException shifted(JudgeInputException e, long before) {
        return before == 0 ? e : new JudgeInputException(e.line() + before, e.token(), e.problem());
    }

    /** The number of line feeds in bytes {@code from..to} of the file (line numbers count them). */
    private long lines(long from, long to) {
        ByteBuffer buffer = ByteBuffer.allocate(LOOK);
        long count = 0;
        for (long p = from; p < to; ) {
            buffer.clear().limit((int) Math.min(LOOK, to - p));
            int n = read(file, buffer, p);
            if (n <= 0) {
                break; // the file shrank; the play already saw its end
            }
            for (int i = 0; i < n; i++) {
                count += buffer.get(i) == '\n' ? 1 : 0;
            }
            p += n;
        }
        return count;
    }

    /**
     * Where the chunks start and end: {@code start}, then the first line holding one number at least
     * {@code chunkBytes} after the previous cut (none if no such line is within {@link #LOOK} bytes of the
     * target: that chunk runs on to the next target), then {@code end}.
     */
    private static long[] cuts(FileChannel file, long start, long end, long chunkBytes) throws IOException {
        long[] cuts = new long[16];
        int n = 0;
        cuts[n++] = start;
        ByteBuffer window = ByteBuffer.allocate(LOOK);
        for (long target = start + chunkBytes; target < end - chunkBytes / 2; target += chunkBytes) {
            window.clear();
            int length = Math.max(0, file.read(window, target));
            long cut = countLineAfter(window, length);
            if (cut >= 0) {
                if (n == cuts.length) {
                    cuts = Arrays.copyOf(cuts, 2 * n);
                }
                cuts[n++] = target + cut;
                target += cut;
            }
        }
        cuts = Arrays.copyOf(cuts, n + 1);
        cuts[n] = end;
        return cuts;
    }

    /**
     * The offset in {@code bytes[0..length)} of the first whole line after the first line feed that holds
     * one unsigned number between blanks ({@code ' '}, tab, and a carriage return at the end), or -1.
     */
    static int countLineAfter(ByteBuffer bytes, int length) {
        int i = 0;
        while (i < length && bytes.get(i) != '\n') {
            i++;
        }
        for (int line = i + 1; line < length; ) {
            int j = line;
            while (j < length && (bytes.get(j) == ' ' || bytes.get(j) == '\t')) {
                j++;
            }
            int digits = j;
            while (j < length && bytes.get(j) >= '0' && bytes.get(j) <= '9') {
                j++;
            }
            boolean number = j > digits;
            while (j < length && (bytes.get(j) == ' ' || bytes.get(j) == '\t' || bytes.get(j) == '\r')) {
                j++;
            }
            if (j < length && bytes.get(j) == '\n' && number) {
                return line;
            }
            while (j < length && bytes.get(j) != '\n') {
                j++;
            }
            line = j + 1;
        }
        return -1;
    }

    private static int read(FileChannel file, ByteBuffer buffer, long position) {
        try {
            return file.read(buffer, position);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One chunk: its bytes, and once played its results and the problem or failure that ended it. */
    private static final class Chunk {
        final long from;
        final long to;
        ByteArrayOutputStream results;
        JudgeInputException problem;
        /** A failed read, or an error of the JVM, rethrown on the calling thread. */
        Throwable failure;
        private boolean done;

        Chunk(long from, long to) {
            this.from = from;
            this.to = to;
        }

        synchronized void finish() {
            done = true;
            notifyAll();
        }

        synchronized Chunk await() {
            boolean interrupted = false;
            while (!done) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return this;
        }
    }

    /** Plays chunks in turn until none is left or the batch is cancelled. */
    private final class Worker extends Thread {
        /** The first worker, which starts the others after its first chunk. */
        private final boolean first;

        Worker(boolean first) {
            super("bitfall-monomino-batch");
            this.first = first;
            setDaemon(true);
        }

        @Override
        public void run() {
            MonominoSimulator game = MonominoCommand.newGame(reference);
            boolean startedOthers = !first;
            while (true) {
                ahead.acquireUninterruptibly();
                int k = next.getAndIncrement();
                if (cancelled || k >= chunks.length) {
                    return;
                }
                Chunk chunk = chunks[k];
                playInto(chunk, game);
                if (!startedOthers && !cancelled) {
                    startedOthers = true;
                    for (int t = 1; t < threads; t++) {
                        new Worker(false).start();
                    }
                }
            }
        }

        private void playInto(Chunk chunk, MonominoSimulator game) {
            ByteArrayOutputStream results = new ByteArrayOutputStream(1 << 12);
            Output out = new Output(results);
            try {
                MonominoCommand.play(new JudgeInput(new FileRange(file, chunk.from, chunk.to)), game, true,
                        false, out);
            } catch (JudgeInputException e) {
                chunk.problem = e;
            } catch (RuntimeException | Error e) { // a read failed, or the JVM did
                chunk.failure = e;
            } catch (Output.Failure e) {
                throw new AssertionError(e); // a ByteArrayOutputStream does not fail
            } finally {
                try {
                    out.flush();
                } catch (Output.Failure e) {
                    throw new AssertionError(e); // a ByteArrayOutputStream does not fail
                }
                chunk.results = results;
                chunk.finish();
            }
        }
    }

    /** Bytes {@code from..to} of a file, read at their positions (so threads do not share a file pointer). */
    private static final class FileRange extends InputStream {
        private final FileChannel file;
        private long position;
        private final long end;

        FileRange(FileChannel file, long from, long to) {
            this.file = file;
            this.position = from;
            this.end = to;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (position >= end) {
                return -1;
            }
            int n = file.read(ByteBuffer.wrap(b, off, (int) Math.min(len, end - position)), position);
            if (n > 0) {
                position += n;
            }
            return n;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int available() {
            return (int) Math.min(Integer.MAX_VALUE, end - position);
        }
    }
}
