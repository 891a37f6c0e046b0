package io.bitfall.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** The {@code monomino} subcommand (being written). */
final class MonominoCommand {
    private MonominoCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err.println("bitfall monomino: not built yet");
        return 2;
    }
}
