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

import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.TsuFrames;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.versus.PlayerFaultException;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An engine outside this JVM as a {@link VersusPlayer}: it starts a process from a command line and plays
 * through it by the Universal Puyo Interface, as {@code core/docs/upi.md} describes ({@code upi} /
 * {@code upiok} once per process; {@code rule}, {@code isready} / {@code readyok} per match; {@code tumo},
 * {@code position}, {@code go} / {@code bestmove} per move; {@code gameover} at the end; {@code quit} on
 * {@link #close()}).
 *
 * <p>Whatever the engine prints is untrusted. If it does not start, exits, misses a deadline of
 * {@link UpiOptions}, prints a line that is not UPI or is too long, floods its output or names a move that
 * is not legal, {@link #decide} ends the process and its descendants and throws
 * {@link PlayerFaultException}: the match ends with this side's loss and the reason. The next match starts
 * a new process. The engine's standard error is appended to {@link #stderrFile()}. A shutdown hook ends
 * the processes still running when the JVM stops.
 *
 * <p>One player owns one process at a time: use it in one thread, and {@link #close()} it after its
 * last match.
 *
 * @param <F> the field type the match runs on, engine or reference
 */
public final class UpiPlayer<F extends PuyoSimulator<F>> implements VersusPlayer<F>, AutoCloseable {
    /** Lines an engine may print that are not the answer (empty and {@code info} lines) per answer. */
    static final int MAX_IGNORED_LINES = 1000;
    /** The rule line: bitfall's frames (core/docs/puyo-rules.md, "Versus"). */
    static final String RULE = "rule falltime " + TsuFrames.FAST_DROP_PER_ROW + " chaintime "
            + ChainStep.FRAMES_POP + " settime " + TsuFrames.GROUNDING + " nexttime " + TsuFrames.PREPARE_NEXT;
    private static final long QUIT_MILLIS = 1000;

    private final List<String> command;
    private final UpiOptions options;
    private final Path stderr;
    private final StringBuilder line = new StringBuilder(128);
    private EngineProcess process;
    private String engineName;

    /**
     * A player that will run {@code command} (program and arguments) when it first decides.
     *
     * @param command the program and its arguments, at least the program
     * @param options the limits and the stderr file
     * @throws IllegalArgumentException if {@code command} is empty
     * @throws UncheckedIOException     if no temporary stderr file can be made
     */
    public UpiPlayer(List<String> command, UpiOptions options) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("an engine's command line needs at least the program");
        }
        this.command = List.copyOf(command);
        this.options = options;
        try {
            this.stderr = options.stderr() != null ? options.stderr() : Files.createTempFile("bitfall-upi-", ".stderr");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a file for the engine's stderr", e);
        }
    }

    /**
     * The player a runner names {@code upi:"COMMAND"} (or {@code upi:COMMAND}): COMMAND split into words at
     * spaces, where single or double quotes keep spaces inside a word.
     *
     * @param spec    {@code upi:} and the command line
     * @param options the limits and the stderr file
     * @param <F>     the field type
     * @return the player
     * @throws IllegalArgumentException if {@code spec} does not start with {@code upi:}, names no program
     *                                  or leaves a quote open
     */
    public static <F extends PuyoSimulator<F>> UpiPlayer<F> of(String spec, UpiOptions options) {
        if (!isSpec(spec)) {
            throw new IllegalArgumentException("an outside engine is named upi:\"COMMAND\", not '" + spec + "'");
        }
        String c = spec.substring(4).strip();
        if (c.length() >= 2 && c.charAt(0) == '"' && c.charAt(c.length() - 1) == '"') {
            c = c.substring(1, c.length() - 1);
        }
        List<String> words = words(c);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("'" + spec + "' names no program to run");
        }
        return new UpiPlayer<>(words, options);
    }

    /**
     * Whether {@code name} names an outside engine: it starts with {@code upi:}.
     *
     * @param name a player's name on a command line
     * @return true for {@code upi:...}
     */
    public static boolean isSpec(String name) {
        return name.startsWith("upi:");
    }

    /** Splits a command line into words at spaces; quotes keep spaces inside a word. */
    static List<String> words(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("the command line '" + commandLine + "' leaves a " + quote + " open");
        }
        if (inWord) {
            words.add(w.toString());
        }
        return words;
    }

    /**
     * The file the engine's standard error is appended to.
     *
     * @return the file
     */
    public Path stderrFile() {
        return stderr;
    }

    /**
     * The name the engine gave with {@code id name}, or null before it started or if it gave none.
     *
     * @return the engine's name, or null
     */
    public String engineName() {
        return engineName;
    }

    /**
     * {@inheritDoc} Starts the engine if none runs, begins a match at the side's first pair
     * ({@code rule}, {@code isready}), then sends {@code tumo}, {@code position} and {@code go} and
     * waits for {@code bestmove}.
     *
     * @throws PlayerFaultException if the engine fails in any way; the process is ended then
     */
    @Override
    public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
        try {
            if (process == null || !process.isAlive()) {
                start();
            }
            if (own.pairsPlaced() == 0) {
                unsolicited();
                process.send(RULE);
                process.send("isready");
                expect("readyok", options.startMillis());
            }
            unsolicited();
            process.send(tumo(own, line));
            process.send(position(own, opponent, line));
            process.send("go " + options.moveMillis());
            String move = answer("bestmove", System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(options.moveMillis()));
            Placement p = UpiMove.parse(own.field(), move);
            if (p == null) {
                try {
                    process.send("illegalmove " + move);
                } catch (PlayerFaultException e) {
                    // it is ended below anyway
                }
                throw process.fault("chose '" + move + "', not a legal move for pair " + own.pairsPlaced()
                        + " on its field " + Pfen.encode(own.field()));
            }
            return p;
        } catch (PlayerFaultException e) {
            stop();
            throw e;
        }
    }

    /** Starts the process and waits for {@code upiok}. */
    private void start() {
        engineName = null;
        process = EngineProcess.start(command, stderr, options.maxLineChars());
        process.send("upi");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(options.startMillis());
        for (int ignored = 0; ; ) {
            String l = process.next(deadline, "upiok");
            if (l == null) {
                throw process.fault("did not answer upi with upiok within " + options.startMillis() + " ms");
            }
            if (l.equals("upiok")) {
                return;
            }
            if (l.startsWith("id name ")) {
                engineName = l.substring(8).strip();
            } else if (!l.startsWith("id ") && !ignorable(l)) {
                throw notUpi(l, "upiok");
            } else if (++ignored > MAX_IGNORED_LINES) {
                throw flood("upiok");
            }
        }
    }

    /** Waits for the line {@code word}. */
    private void expect(String word, int millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        for (int ignored = 0; ; ) {
            String l = process.next(deadline, word);
            if (l == null) {
                throw process.fault("did not answer with " + word + " within " + millis + " ms");
            }
            if (l.equals(word)) {
                return;
            }
            if (!ignorable(l)) {
                throw notUpi(l, word);
            }
            if (++ignored > MAX_IGNORED_LINES) {
                throw flood(word);
            }
        }
    }

    /** Waits for {@code word ARGUMENT} and returns the argument. */
    private String answer(String word, long deadline) {
        for (int ignored = 0; ; ) {
            String l = process.next(deadline, word);
            if (l == null) {
                throw process.fault("did not answer go with " + word + " within " + options.moveMillis() + " ms");
            }
            if (l.startsWith(word + " ")) {
                return l.substring(word.length() + 1).strip();
            }
            if (!ignorable(l)) {
                throw notUpi(l, word);
            }
            if (++ignored > MAX_IGNORED_LINES) {
                throw flood(word);
            }
        }
    }

    /** Fails on anything but empty and {@code info} lines printed while nothing was asked. */
    private void unsolicited() {
        for (String l; (l = process.next(0, "nothing")) != null; ) {
            if (!ignorable(l)) {
                throw process.fault("printed '" + shortened(l) + "' when nothing was asked");
            }
        }
    }

    private static boolean ignorable(String l) {
        return l.isBlank() || l.equals("info") || l.startsWith("info ");
    }

    private PlayerFaultException notUpi(String l, String waitingFor) {
        return process.fault("printed '" + shortened(l) + "', which is not UPI, while the host waited for " + waitingFor);
    }

    private PlayerFaultException flood(String waitingFor) {
        return process.fault("printed more than " + MAX_IGNORED_LINES + " lines without " + waitingFor);
    }

    private static String shortened(String l) {
        return l.length() <= 80 ? l : l.substring(0, 80) + "...";
    }

    /**
     * The {@code tumo} line bitfall sends before each move: the pair to place and the next two, the axis
     * puyo's letter first.
     */
    static String tumo(PlayerView<?> own, StringBuilder b) {
        b.setLength(0);
        b.append("tumo");
        for (int k = 0; k < 3; k++) {
            PuyoPair p = own.pair(k);
            b.append(' ').append(Pfen.letter(p.axis())).append(Pfen.letter(p.child()));
        }
        return b.toString();
    }

    /**
     * The {@code position} line: own field and pairs placed, the opponent's, then the garbage against the
     * side that has some (positive against the own side, negative against the opponent): due, pending,
     * and 0 frames (bitfall does not tell when pending garbage becomes due).
     */
    static String position(PlayerView<?> own, PlayerView<?> opponent, StringBuilder b) {
        b.setLength(0);
        b.append("position ");
        Pfen.encode(own.field(), b).append(' ').append(own.pairsPlaced()).append(' ');
        Pfen.encode(opponent.field(), b).append(' ').append(opponent.pairsPlaced()).append(' ');
        if (own.dueGarbage() + own.pendingGarbage() > 0) {
            b.append(own.dueGarbage()).append(' ').append(own.pendingGarbage());
        } else {
            b.append(-opponent.dueGarbage()).append(' ').append(-opponent.pendingGarbage());
        }
        return b.append(" 0").toString();
    }

    /** {@inheritDoc} Sends {@code gameover win}, {@code lose} or {@code draw} to a running engine. */
    @Override
    public void matchEnded(VersusResult result, int side) {
        if (process != null && process.isAlive()) {
            try {
                process.send("gameover " + (result.winner() == side ? "win" : result.winner() < 0 ? "draw" : "lose"));
            } catch (PlayerFaultException e) {
                stop();
            }
        }
    }

    /** Sends {@code quit}, waits up to a second for the engine to exit, then ends it and its descendants. */
    @Override
    public void close() {
        if (process != null) {
            process.quit(QUIT_MILLIS);
            process = null;
        }
    }

    private void stop() {
        if (process != null) {
            process.kill();
            process = null;
        }
    }

    @Override
    public String toString() {
        return "upi:\"" + String.join(" ", command) + "\"";
    }
}
