package io.bitfall.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** The {@code puyo} subcommand (being written). */
final class PuyoCommand {
    private PuyoCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err.println("bitfall puyo: not built yet");
        return 2;
    }
}
