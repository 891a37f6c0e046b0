package io.bitfall.cli;

import io.bitfall.monomino.JudgeInput;
import io.bitfall.monomino.JudgeInputException;
import io.bitfall.monomino.MonominoGame;
import io.bitfall.monomino.MonominoSimulator;
import io.bitfall.monomino.Placement;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code bitfall monomino [--batch | --stream] [--trace] [--reference]}: plays Monomino Domino judge input
 * from standard input. See {@link #HELP}.
 *
 * <p>Exit status 0 on success; 2 on bad usage or bad input (one line on stderr) or when standard input
 * cannot be read. Nothing is printed on stdout before an error in the one-input mode: the output is held
 * until the input has been read to its end. {@code --batch} prints the results of the inputs before a bad
 * one; {@code --stream --trace} writes its trace as it goes.
 */
final class MonominoCommand {
    static final String HELP = String.join("\n",
            "usage: bitfall monomino [--batch | --stream] [--trace] [--reference]",
            "Reads Monomino Domino judge input from standard input (a line N, 1..10000, then N lines 't x y')",
            "and prints the score and the number of tiles on two lines, exactly as Baekjoon 19235 expects.",
            "  --batch      any number of judge inputs back to back, each starting with its own N; two result",
            "               lines per input (on bad input the results of the inputs before it are printed)",
            "  --stream     one input with no cap on N (up to 2147483647), played with constant memory",
            "  --trace      print both boards after every placement, before the result lines (with --stream",
            "               the trace is written as it goes, so bad input can come after part of it)",
            "  --reference  run the array reference instead of the bitboard engine",
            "  --help       this text",
            "Boards: '.' empty, '#' tile, '<>' and '^v' the two cells of a domino lying across the fall.",
            "Bad input: exit status 2 and one line on stderr naming the line and the token; nothing on stdout.");

    /** Held output is written out once it reaches this many characters, where writing early is allowed. */
    private static final int FLUSH_AT = 1 << 14;

    private MonominoCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        boolean batch = false;
        boolean stream = false;
        boolean trace = false;
        boolean reference = false;
        for (String arg : args) {
            switch (arg) {
                case "--batch": batch = true; break;
                case "--stream": stream = true; break;
                case "--trace": trace = true; break;
                case "--reference": reference = true; break;
                case "--help":
                case "-h":
                    out.println(HELP);
                    return 0;
                default:
                    err.println("bitfall monomino: unknown option '" + arg + "' (try --help)");
                    return 2;
            }
        }
        if (batch && stream) {
            err.println("bitfall monomino: --batch and --stream cannot be combined (try --help)");
            return 2;
        }
        MonominoSimulator game = reference ? new io.bitfall.monomino.reference.MonominoGame() : new MonominoGame();
        JudgeInput input = new JudgeInput(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        int maxCount = stream ? Integer.MAX_VALUE : JudgeInput.MAX_COUNT;
        StringBuilder done = new StringBuilder(); // output of complete inputs
        StringBuilder current = new StringBuilder(); // trace of the input being read
        try {
            do {
                game.reset();
                int n = input.readCount(maxCount);
                for (int i = 0; i < n; i++) {
                    Placement p = input.readPlacement();
                    int points = game.place(p.type(), p.x(), p.y());
                    if (trace) {
                        current.append("placement ").append(i + 1).append(": ").append(p).append(", +")
                                .append(points).append(" points, score ").append(game.score()).append(", tiles ")
                                .append(game.tiles()).append('\n').append(game.render());
                        if (stream && current.length() >= FLUSH_AT) {
                            out.append(current);
                            current.setLength(0);
                        }
                    }
                }
                done.append(current).append(game.score()).append('\n').append(game.tiles()).append('\n');
                current.setLength(0);
                if (batch && done.length() >= FLUSH_AT) {
                    out.append(done);
                    done.setLength(0);
                }
            } while (batch && !input.atEnd());
            input.expectEnd();
        } catch (JudgeInputException e) {
            if (batch) {
                out.append(done);
                out.flush();
            }
            err.println("bitfall monomino: " + e.getMessage());
            return 2;
        } catch (UncheckedIOException e) {
            err.println("bitfall monomino: cannot read standard input: " + e.getCause().getMessage());
            return 2;
        }
        out.append(done);
        out.flush();
        return 0;
    }
}
