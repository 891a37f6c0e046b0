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

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A game's command ({@code bitfall puyo}, {@code bitfall monomino}): the options it accepts and its
 * {@code --help}, built from them. What every command does the same way is here, once: reading the
 * arguments, {@code --help} and {@code --version}, opening and closing the input file, and the exit status:
 *
 * <ul>
 *   <li><b>0</b>: done, standard output flushed;
 *   <li><b>1</b>: standard output could not be written ({@link Output.Failure}): one line on stderr, at once;
 *   <li><b>2</b>: bad usage, an unreadable FILE or bad input ({@link BadInput}, or a failed read): one line on
 *       stderr; nothing on stdout, except that a command that {@linkplain #answersAsItGoes answers as it
 *       goes} first writes the answers of the inputs before the bad one.
 * </ul>
 *
 * A subclass declares its options and plays its game; adding an option is one more {@link Option} in its
 * list (the help text comes with it), adding a mode one more option and its branch in {@link #play}.
 */
abstract class Command {
    /** {@code --reference}, which every game accepts. */
    static final Option REFERENCE = Option.flag("--reference", "run the array reference instead of the bitboard engine");

    /** The name messages start with: {@code bitfall <game>}. */
    private final String name;
    private final List<Option> options;
    private final String usage;
    private final String exitStatus;

    /**
     * {@code usage}: the help's lines before the options; {@code exitStatus}: its lines after them. The
     * options are followed in the help by {@code --version} and {@code --help}, which every command takes.
     * Nothing here concatenates strings with {@code +}: the first such concatenation of a run spins method
     * handles (about 15 ms), which a run that does not ask for help should not pay.
     */
    Command(String game, String usage, List<Option> options, String exitStatus) {
        this.name = "bitfall ".concat(game);
        this.options = List.copyOf(options);
        this.usage = usage;
        this.exitStatus = exitStatus;
    }

    /** What {@code --help} prints, built when asked for. */
    final String help() {
        StringBuilder text = new StringBuilder(usage).append('\n');
        for (Option o : options) {
            text.append(o.helpLines());
        }
        return text.append(Option.flag("--version", "print the version").helpLines())
                .append(Option.flag("--help", "this text").helpLines()).append(exitStatus).toString();
    }

    /**
     * Checks what the options allow only together (a {@link BadInput} otherwise), after they have been
     * read and before the input is opened. Nothing by default.
     */
    void check(Arguments arguments) {
    }

    /**
     * The input to read when the FILE argument is the input itself rather than a file's name (a URL), or
     * null to open FILE (or standard input without one). Null by default.
     */
    InputStream inputOf(Arguments arguments) {
        return null;
    }

    /**
     * Whether the answers written before bad input go out (a batch, a stream); otherwise they are dropped,
     * so nothing reaches standard output.
     */
    abstract boolean answersAsItGoes(Arguments arguments);

    /**
     * Plays the game on {@code in} and writes the answers to {@code out}; {@code realStdout}: {@code out}
     * is the process's standard output, so it may be a terminal. Bad input is a {@link BadInput}; a failure
     * to write is an {@link Output.Failure}, possibly inside an {@link UncheckedIOException}.
     */
    abstract void play(Arguments arguments, InputStream in, Output out, boolean realStdout) throws IOException;

    /** Runs the command with {@code args} (after the game's name) and returns its exit status. */
    final int run(String[] args, InputStream stdin, OutputStream stdout, PrintStream err, boolean realStdout) {
        Arguments arguments;
        InputStream in;
        try {
            arguments = Arguments.parse(options, args);
            if (arguments.wantsHelp() || arguments.wantsVersion()) {
                return print(arguments.wantsHelp() ? help() : Main.versionLine(), stdout, err, name);
            }
            check(arguments);
            InputStream given = inputOf(arguments);
            in = given != null ? given : open(arguments.file(), stdin);
        } catch (BadInput e) {
            err.println(name + ": " + e.getMessage());
            return 2;
        }
        Output out = new Output(stdout);
        try {
            play(arguments, in, out, realStdout);
            out.flush();
            return 0;
        } catch (Output.Failure e) {
            return cannotWrite(name, e, err);
        } catch (BadInput e) {
            if (answersAsItGoes(arguments)) {
                try {
                    out.flush();
                } catch (Output.Failure f) {
                    return cannotWrite(name, f, err);
                }
            }
            err.println(name + ": " + e.getMessage());
            return 2;
        } catch (UncheckedIOException e) {
            return failed(e.getCause(), arguments.file(), err);
        } catch (IOException e) {
            return failed(e, arguments.file(), err);
        } finally {
            if (in != stdin) {
                close(in);
            }
        }
    }

    /** A failed read (status 2), or a failed write met while reading (status 1: flushed before a wait). */
    private int failed(IOException e, String file, PrintStream err) {
        if (e instanceof Output.Failure) {
            return cannotWrite(name, (Output.Failure) e, err);
        }
        err.println(name + ": cannot read " + (file == null ? "standard input" : file) + ": " + e.getMessage());
        return 2;
    }

    /** Prints {@code text} and a line end on {@code out}; returns the exit status (1 if writing failed). */
    static int print(String text, OutputStream out, PrintStream err, String command) {
        Output o = new Output(out);
        try {
            o.write(text).write('\n').flush();
            return 0;
        } catch (Output.Failure e) {
            return cannotWrite(command, e, err);
        }
    }

    /** Says on {@code err} that standard output could not be written; returns exit status 1. */
    private static int cannotWrite(String command, Output.Failure e, PrintStream err) {
        err.println(command + ": cannot write standard output: " + e.getMessage());
        return 1;
    }

    /** {@code stdin} when {@code file} is null, else the opened file; a {@link BadInput} if it cannot be opened. */
    private static InputStream open(String file, InputStream stdin) {
        if (file == null) {
            return stdin;
        }
        try {
            return new FileInputStream(file);
        } catch (FileNotFoundException e) { // its message names the file and the reason
            throw new BadInput("cannot read " + e.getMessage());
        }
    }

    /** Closes an input file this command opened. */
    private static void close(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            // read to the end or given up on: nothing is lost
        }
    }
}
