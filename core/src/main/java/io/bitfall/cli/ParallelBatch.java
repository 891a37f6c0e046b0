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

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@code --batch} on a regular file, played on several threads with exactly the output, the error
 * message and the exit status of one thread; what a batch's items are is the {@link Player}'s business.
 *
 * <p>The file is cut into chunks of about {@link #CHUNK} bytes, each starting at a line where the player
 * says one thread is between two items (for Monomino, a count line). Worker threads play the chunks, each
 * into its own buffer; the calling thread writes the buffers in input order. The first worker starts
 * alone and the others once it has played its first chunk, when the JIT has compiled the playing loop
 * (threads that start together interpret it side by side while the compiler waits for a core).
 *
 * <p>Why it answers exactly as one thread does: chunk 0 starts where one thread would, and a chunk that
 * ends with no problem ends between two items, so the next chunk starts in the state one thread would have
 * there. A problem a chunk finds on one of its own lines is the one a single thread finds (the same bytes,
 * the same state), reported with the lines of the chunks before it added. A problem past a chunk's last
 * line (an item that runs on past the cut: a Monomino count that was wrong, a cut that was not at a count
 * line) is not trusted: the rest of the file from that chunk's start is played on the calling thread
 * instead. At most {@link #WINDOW} chunks per thread wait to be written.
 *
 * <p>Costs: one {@code pread} of 64 KB per cut, and on bad input one more pass over the bytes before the
 * problem, to count their lines. A file that grows while it is read is read to its size at the start.
 */
final class ParallelBatch {
    /** Bytes per chunk: 4 MB, about 700,000 Monomino placements, 10 ms of play. */
    static final long CHUNK = 4 << 20;
    /** Chunks written ahead per thread at most (their answers held in memory). */
    static final int WINDOW = 4;
    /** How far past a cut's target to look for a line to cut at. */
    private static final int LOOK = 1 << 16;

    /** One thread's way of playing a batch's items: a command's options and its own game state. */
    abstract static class Player {
        /** A player with the same options and state of its own, for another thread. */
        abstract Player another();

        /**
         * Where in {@code window[0..length)} a chunk may start: the offset of a line after the window's first
         * line feed at which one thread is between items (the line after it, if the line is not wholly in
         * the window, is not looked at), or -1.
         */
        abstract int cut(ByteBuffer window, int length);

        /**
         * Plays every item of {@code chunk} from its start to its end, writing the answers to {@code out}.
         *
         * @return the number of items answered
         * @throws Problem the input's first problem in the chunk, its line counted from the chunk's start;
         *                 the answers before it are written
         */
        abstract long play(InputStream chunk, Output out) throws Output.Failure, Problem;
    }

    /** Bad input: the problem's line and the message after {@code line N}, so that it can be moved. */
    static final class Problem extends Exception {
        private static final long serialVersionUID = 1L;
        final long line;
        final String rest;

        Problem(long line, String rest) {
            super("line " + line + rest, null, false, false);
            this.line = line;
            this.rest = rest;
        }

        /** The same problem {@code before} lines further on. */
        Problem after(long before) {
            return before == 0 ? this : new Problem(line + before, rest);
        }
    }

    private final FileChannel file;
    private final long start;
    private final long end;
    private final Player player;
    private final int threads;
    /** Chunk {@code k} is bytes {@code cuts[k]..cuts[k + 1]}. */
    private final Chunk[] chunks;
    private final AtomicInteger next = new AtomicInteger();
    private final Semaphore ahead;
    private volatile boolean cancelled;

    private ParallelBatch(FileChannel file, long start, long end, long[] cuts, int threads, Player player) {
        this.file = file;
        this.start = start;
        this.end = end;
        this.player = player;
        this.chunks = new Chunk[cuts.length - 1];
        for (int k = 0; k < chunks.length; k++) {
            chunks[k] = new Chunk(cuts[k], cuts[k + 1]);
        }
        this.threads = Math.min(threads, chunks.length);
        this.ahead = new Semaphore(WINDOW * this.threads);
    }

    /**
     * Plays the batch in {@code in} on up to {@code threads} threads with {@code player} and its copies and
     * writes the answers to {@code out}, if {@code in} is a regular file with at least two chunks left to
     * read; otherwise reads nothing. Either way {@code player} is left for the caller's thread.
     *
     * @return the number of items answered, or -1 if nothing was read (not a file, too short, or one
     *         thread): play it on this thread
     * @throws Problem              the input's first problem, as one thread reports it (the answers before
     *                              it are written)
     * @throws UncheckedIOException if reading fails
     */
    static long play(InputStream in, int threads, long chunkBytes, Player player, Output out)
            throws Output.Failure, Problem {
        if (threads < 2 || !(in instanceof FileInputStream)) {
            return -1;
        }
        FileChannel file = ((FileInputStream) in).getChannel();
        ParallelBatch batch;
        try {
            long start = file.position();
            long end = file.size(); // 0 for a pipe or a terminal
            if (end - start < 2 * chunkBytes) {
                return -1;
            }
            long[] cuts = cuts(file, start, end, chunkBytes, player);
            if (cuts.length < 3) {
                return -1;
            }
            batch = new ParallelBatch(file, start, end, cuts, threads, player);
        } catch (IOException e) { // not a file after all: nothing was read
            return -1;
        }
        try {
            return batch.run(out);
        } finally {
            batch.cancel();
            try {
                file.position(batch.end); // read to the end, as one thread leaves it
            } catch (IOException e) {
                // the answers are out; where the descriptor points no longer matters to this command
            }
        }
    }

    private long run(Output out) throws Output.Failure, Problem {
        new Worker(player, true).start();
        long items = 0;
        for (int k = 0; k < chunks.length; k++) {
            Chunk chunk = chunks[k].await();
            if (chunk.failure instanceof RuntimeException e) {
                throw e;
            } else if (chunk.failure != null) {
                throw (Error) chunk.failure;
            }
            Problem problem = chunk.problem;
            if (problem != null && k < chunks.length - 1 && problem.line > lines(chunk.from, chunk.to)) {
                cancel(); // an item runs on past the cut: play the rest here
                long before = lines(start, chunk.from);
                try {
                    return items + player.play(new FileRange(file, chunk.from, end), out);
                } catch (Problem p) {
                    throw p.after(before);
                }
            }
            out.write(chunk.answers);
            ahead.release();
            chunk.answers = null;
            items += chunk.items;
            if (problem != null) {
                cancel();
                throw problem.after(lines(start, chunk.from));
            }
        }
        return items;
    }

    private void cancel() {
        cancelled = true;
        ahead.release(chunks.length + threads); // wakes every waiting worker, which then sees the flag
    }

    /** The number of line feeds in bytes {@code from..to} of the file (line numbers count them). */
    private long lines(long from, long to) {
        ByteBuffer buffer = ByteBuffer.allocate(LOOK);
        long count = 0;
        for (long p = from; p < to; ) {
            buffer.clear().limit((int) Math.min(LOOK, to - p));
            int n;
            try {
                n = file.read(buffer, p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
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
     * Where the chunks start and end: {@code start}, then the first line the player may cut at at least
     * {@code chunkBytes} after the previous cut (none if there is no such line within {@link #LOOK} bytes
     * of the target: that chunk runs on to the next target), then {@code end}.
     */
    private static long[] cuts(FileChannel file, long start, long end, long chunkBytes, Player player)
            throws IOException {
        long[] cuts = new long[16];
        int n = 0;
        cuts[n++] = start;
        ByteBuffer window = ByteBuffer.allocate(LOOK);
        for (long target = start + chunkBytes; target < end - chunkBytes / 2; target += chunkBytes) {
            window.clear();
            int cut = player.cut(window, Math.max(0, file.read(window, target)));
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

    /** The offset of the first byte after the first line feed in {@code window[from..length)}, or -1. */
    static int afterLineFeed(ByteBuffer window, int from, int length) {
        for (int i = from; i < length; i++) {
            if (window.get(i) == '\n') {
                return i + 1 < length ? i + 1 : -1;
            }
        }
        return -1;
    }

    /** One chunk: its bytes, and once played its answers and the problem or failure that ended it. */
    private static final class Chunk {
        final long from;
        final long to;
        ByteArrayOutputStream answers;
        long items;
        Problem problem;
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
        private final Player mine;
        /** The first worker, which starts the others after its first chunk. */
        private final boolean first;

        Worker(Player template, boolean first) {
            super("bitfall-batch");
            this.mine = template.another();
            this.first = first;
            setDaemon(true);
        }

        @Override
        public void run() {
            boolean startedOthers = !first;
            while (true) {
                ahead.acquireUninterruptibly();
                int k = next.getAndIncrement();
                if (cancelled || k >= chunks.length) {
                    return;
                }
                playInto(chunks[k]);
                if (!startedOthers && !cancelled) {
                    startedOthers = true;
                    for (int t = 1; t < threads; t++) {
                        new Worker(mine, false).start();
                    }
                }
            }
        }

        private void playInto(Chunk chunk) {
            ByteArrayOutputStream answers = new ByteArrayOutputStream(1 << 12);
            Output out = new Output(answers);
            try {
                chunk.items = mine.play(new FileRange(file, chunk.from, chunk.to), out);
            } catch (Problem e) {
                chunk.problem = e;
            } catch (RuntimeException | Error e) { // a read failed, or the JVM did
                chunk.failure = e;
            } catch (Output.Failure e) {
                throw new AssertionError(e); // a ByteArrayOutputStream does not fail
            } finally {
                try {
                    out.flush();
                } catch (Output.Failure e) {
                    throw new AssertionError(e);
                }
                chunk.answers = answers;
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
