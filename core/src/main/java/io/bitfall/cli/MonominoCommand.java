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

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import io.bitfall.monomino.JudgeInput;
import io.bitfall.monomino.JudgeInputException;
import io.bitfall.monomino.MonominoGame;
import io.bitfall.monomino.MonominoSimulator;
import io.bitfall.monomino.BlockPlacement;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * {@code bitfall monomino [--batch | --stream] [--trace] [--reference] [FILE]}: plays Monomino Domino judge
 * input from a file or standard input. Its options and help are below; reading them, the input file and
 * the exit statuses are {@link Command}'s.
 *
 * <p>Nothing is printed on stdout before an error in the one-input mode: the output is held until the
 * input has been read to its end. {@code --batch} prints the results of the inputs before a bad one, each
 * input's results (and trace) once the input is complete; {@code --stream --trace} writes its trace as it
 * goes. Input is read as bytes ({@link JudgeInput#JudgeInput(InputStream)}) and answers are written as
 * bytes ({@link Output}).
 */
final class MonominoCommand extends Command {
    /** The most threads {@code --threads} accepts. */
    static final int MAX_THREADS = 1024;
    private static final List<Option> OPTIONS = List.of(
            Option.flag("--batch", "any number of judge inputs back to back, each starting with its own N; two result\n"
                    + "lines per input, written before the input is waited for (on bad input the results\n"
                    + "of the inputs before it are printed); a FILE (or standard input redirected\n"
                    + "from one) of 8 MB or more is played on all processors, answering exactly as\n"
                    + "one thread does"),
            Option.number("--threads", "N", 1, MAX_THREADS,
                    "with --batch: at most N threads (1.." + MAX_THREADS + "; default: the processors)"),
            Option.flag("--stream", "one input with no cap on N (up to 2147483647), played with constant memory"),
            Option.flag("--trace", "print both boards after every placement, before the result lines (with --stream\n"
                    + "the trace is written as it goes, so bad input can come after part of it); one\n"
                    + "thread"),
            REFERENCE);

    /** The size of a parallel batch's chunks. */
    private final long chunkBytes;

    MonominoCommand() {
        this(ParallelBatch.CHUNK);
    }

    /** A command that cuts a parallel batch into chunks of about {@code chunkBytes} (small in tests). */
    MonominoCommand(long chunkBytes) {
        super("monomino", String.join("\n",
                "usage: bitfall monomino [--batch [--threads=N] | --stream] [--trace] [--reference] [FILE]",
                "Reads Monomino Domino judge input from FILE, or from standard input without one (a line N,",
                "1..10000, then N lines 't x y') and prints the score and the number of tiles on two lines, exactly",
                "as Baekjoon 19235 expects."),
                OPTIONS, String.join("\n",
                "Boards: '.' empty, '#' tile, '<>' and '^v' the two cells of a domino lying across the fall.",
                "Exit status: 0 done; 1 standard output could not be written (one line on stderr);",
                "2 bad input, bad usage or an unreadable FILE (one line on stderr naming the line and the token;",
                "nothing on stdout)."));
        this.chunkBytes = chunkBytes;
    }

    @Override
    void check(Arguments arguments) {
        if (arguments.has("--batch") && arguments.has("--stream")) {
            throw new BadInput("--batch and --stream cannot be combined (try --help)");
        }
        if (arguments.has("--threads") && !arguments.has("--batch")) {
            throw new BadInput("--threads needs --batch (try --help)");
        }
    }

    @Override
    boolean answersAsItGoes(Arguments arguments) {
        return arguments.has("--batch") || arguments.has("--stream");
    }

    @Override
    void play(Arguments arguments, InputStream in, Output out, boolean realStdout) throws Output.Failure {
        boolean batch = arguments.has("--batch");
        boolean stream = arguments.has("--stream");
        boolean trace = arguments.has("--trace");
        boolean reference = arguments.has("--reference");
        int threads = arguments.has("--threads") ? arguments.number("--threads")
                : Runtime.getRuntime().availableProcessors();
        try {
            if (batch && !trace && ParallelBatch.play(in, threads, chunkBytes, new BatchPlayer(reference), out) >= 0) {
                return;
            }
            JudgeInput input = new JudgeInput(batch || stream ? new FlushingInput(in, out) : in);
            MonominoSimulator game = newGame(reference);
            if (trace) {
                playTraced(input, game, batch, stream, out);
            } else {
                play(input, game, batch, stream, out);
            }
        } catch (JudgeInputException | ParallelBatch.Problem e) {
            throw new BadInput(e.getMessage());
        }
    }

    /** A new game: the array reference or the engine. */
    static MonominoSimulator newGame(boolean reference) {
        return reference ? new ReferenceMonominoGame() : new MonominoGame();
    }

    /** The judge loop: no allocation per placement. Results go out once their input is complete. */
    static long play(JudgeInput input, MonominoSimulator game, boolean batch, boolean stream, Output out)
            throws Output.Failure {
        int maxCount = stream ? Integer.MAX_VALUE : JudgeInput.MAX_COUNT;
        long inputs = 0;
        do {
            game.reset();
            input.playPlacements(game, input.readCount(maxCount));
            if (!batch) {
                input.expectEnd();
            }
            out.write(game.score()).write('\n').write(game.tiles()).write('\n');
            inputs++;
        } while (batch && !input.atEnd());
        return inputs;
    }

    /** {@code --batch} on one thread of a {@link ParallelBatch}: its own game, and chunks cut at count lines. */
    static final class BatchPlayer extends ParallelBatch.Player {
        private final boolean reference;
        private final MonominoSimulator game;

        BatchPlayer(boolean reference) {
            this.reference = reference;
            this.game = newGame(reference);
        }

        @Override
        BatchPlayer another() {
            return new BatchPlayer(reference);
        }

        /** The first whole line after a line feed that holds one unsigned number between blanks. */
        @Override
        int cut(ByteBuffer window, int length) {
            for (int line = ParallelBatch.afterLineFeed(window, 0, length); line >= 0;
                    line = ParallelBatch.afterLineFeed(window, line, length)) {
                int j = line;
                while (j < length && (window.get(j) == ' ' || window.get(j) == '\t')) {
                    j++;
                }
                int digits = j;
                while (j < length && window.get(j) >= '0' && window.get(j) <= '9') {
                    j++;
                }
                boolean number = j > digits;
                while (j < length && (window.get(j) == ' ' || window.get(j) == '\t' || window.get(j) == '\r')) {
                    j++;
                }
                if (number && j < length && window.get(j) == '\n') {
                    return line;
                }
            }
            return -1;
        }

        @Override
        long play(InputStream chunk, Output out) throws Output.Failure, ParallelBatch.Problem {
            try {
                return MonominoCommand.play(new JudgeInput(chunk), game, true, false, out);
            } catch (JudgeInputException e) {
                throw new ParallelBatch.Problem(e.line(), ", token " + e.token() + ": " + e.problem());
            }
        }
    }

    /**
     * {@code --trace}: both boards after every placement. The trace of an input is held until the input
     * is complete, except with {@code --stream}, where it is written as it goes.
     */
    private static void playTraced(JudgeInput input, MonominoSimulator game, boolean batch, boolean stream,
                                   Output out) throws Output.Failure {
        int maxCount = stream ? Integer.MAX_VALUE : JudgeInput.MAX_COUNT;
        StringBuilder held = new StringBuilder();
        do {
            game.reset();
            int n = input.readCount(maxCount);
            for (int i = 0; i < n; i++) {
                BlockPlacement p = input.readPlacement();
                int points = game.place(p.type(), p.x(), p.y());
                held.append("placement ").append(i + 1).append(": ").append(p).append(", +")
                        .append(points).append(" points, score ").append(game.score()).append(", tiles ")
                        .append(game.tiles()).append('\n').append(game.render());
                if (stream) {
                    out.write(held);
                    held.setLength(0);
                }
            }
            if (!batch) {
                input.expectEnd();
            }
            out.write(held).write(game.score()).write('\n').write(game.tiles()).write('\n');
            held.setLength(0);
        } while (batch && !input.atEnd());
    }
}
