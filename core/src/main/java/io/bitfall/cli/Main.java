package io.bitfall.cli;

import java.io.PrintStream;

/**
 * Entry point of the core jar: {@code java -jar bitfall-core.jar <game> [options]}.
 *
 * <p>Exit status: 0 on success, 2 on bad input or bad usage (one line on stderr, nothing on stdout).
 */
public final class Main {
    static final String USAGE = "usage: bitfall <puyo|monomino> [options]   (bitfall <game> --help for details)";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /** Runs the command line and returns its exit status; never calls {@link System#exit}. */
    public static int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "puyo":
                return PuyoCommand.run(rest, in, out, err);
            case "monomino":
                return MonominoCommand.run(rest, in, out, err);
            case "--help":
            case "-h":
                out.println(USAGE);
                return 0;
            default:
                err.println("bitfall: unknown game '" + args[0] + "'; " + USAGE);
                return 2;
        }
    }
}
