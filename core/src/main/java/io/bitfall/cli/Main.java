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

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Entry point of the core jar: {@code java -jar bitfall-core.jar <game> [options] [FILE]}, or
 * {@code --version} / {@code --help} in place of the game.
 *
 * <p>Only the entry point: it hands the arguments after the game's name to the game's {@link Command},
 * which owns the options, the input file and the exit status (0 done; 1 standard output could not be
 * written; 2 bad input, bad usage or an unreadable FILE; one line on stderr for each failure).
 *
 * <p>Standard output is written through the command's own buffer straight to file descriptor 1, and
 * every write is checked ({@link System#out} would hide the errors).
 */
public final class Main {
    static final String USAGE = "usage: bitfall <puyo|monomino|upi> [options] [FILE]   (bitfall <game> --help for details)";
    /** What {@code bitfall --help} prints. */
    static final String HELP = String.join("\n",
            "usage: bitfall <puyo|monomino|upi> [options] [FILE]",
            "       bitfall --version | --help",
            "Bitboard simulators that answer like the judges: each game reads FILE, or standard input without one.",
            "  puyo         chain count (and score, frames, trace) of Puyo Puyo fields; bitfall puyo --help",
            "  monomino     score and tiles of Monomino Domino judge input; bitfall monomino --help",
            "  upi          an AI of bitfall as a UPI engine on standard input and output; bitfall upi --help",
            "  --version    print the version",
            "  --help       this text",
            "Exit status: 0 done; 1 standard output could not be written (one line on stderr);",
            "2 bad input, bad usage or an unreadable FILE (one line on stderr).");
    /** What {@link #versionLine()} says when no jar manifest names the version (run from classes). */
    static final String UNKNOWN_VERSION = "(unknown version: not run from the jar)";

    private Main() {
    }

    public static void main(String[] args) {
        InputStream stdin = openedByTheJvm(Path.of("/proc/self/fd/0"), Path.of(System.getProperty("java.home")))
                ? new ClosedInput() : new FileInputStream(FileDescriptor.in);
        int status = run(args, stdin, new FileOutputStream(FileDescriptor.out), System.err, true);
        System.exit(status);
    }

    /**
     * Whether {@code descriptor} (a {@code /proc/self/fd} link) names a file of the Java runtime in
     * {@code javaHome}: standard input was closed when the JVM started ({@code sh -c 'java ... <&-'}), and
     * the JVM got descriptor 0 when it opened its own {@code lib/modules}. False where there is no such
     * link (systems without {@code /proc}).
     */
    static boolean openedByTheJvm(Path descriptor, Path javaHome) {
        try {
            Path target = Files.readSymbolicLink(descriptor);
            return target.startsWith(javaHome) || target.startsWith(javaHome.toRealPath());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** Standard input that was closed before the command started: every read fails, saying so. */
    static final class ClosedInput extends InputStream {
        @Override
        public int read() throws IOException {
            throw new IOException("it was closed when the command started");
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return read();
        }
    }

    /**
     * Runs the command line and returns its exit status; never calls {@link System#exit}. {@code out}
     * gets the bytes of standard output (through the command's own buffer; it is flushed, not closed).
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        return run(args, in, out, err, false);
    }

    /** {@code realStdout}: {@code out} is the process's standard output, so it may be a terminal. */
    static int run(String[] args, InputStream in, OutputStream out, PrintStream err, boolean realStdout) {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "puyo":
                return new PuyoCommand().run(rest, in, out, err, realStdout);
            case "monomino":
                return new MonominoCommand().run(rest, in, out, err, realStdout);
            case "upi": return io.bitfall.puyo.upi.UpiEngine.run(rest, in, out, err); // core/docs/upi.md
            case "--help":
            case "-h":
                return Command.print(HELP, out, err, "bitfall");
            case "--version":
                return Command.print(versionLine(), out, err, "bitfall");
            default:
                err.println("bitfall: unknown game '" + args[0] + "'; " + USAGE);
                return 2;
        }
    }

    /** {@code "bitfall <version>"}, the version from the jar manifest's {@code Implementation-Version}. */
    static String versionLine() {
        String version = Main.class.getPackage().getImplementationVersion();
        return "bitfall " + (version != null ? version : UNKNOWN_VERSION);
    }
}
