package io.bitfall.cli;

import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.FieldFormatException;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * {@code bitfall puyo [--tsu] [--score] [--trace] [--batch] [--reference]}: chain counts of fields read
 * from standard input. See {@link #HELP}.
 */
final class PuyoCommand {
    static final String HELP = String.join("\n",
            "usage: bitfall puyo [--tsu] [--score] [--trace] [--batch] [--reference]",
            "Reads a Puyo Puyo field from standard input (12 lines of 6 cells, top row first, letters . R G B P Y)",
            "and prints its chain count, exactly as Baekjoon 11559 expects.",
            "  --tsu        Tsu rules: a 13th line on top (the hidden row) is allowed, and O is garbage",
            "  --score      print '<chains> <score>' (Tsu scoring)",
            "  --trace      print every step: the field with popping cells in lower case, then after the fall",
            "  --batch      any number of fields separated by blank lines, one result line per field (streamed;",
            "               on bad input the results of the fields before it have already been printed)",
            "  --reference  run the array reference instead of the bitboard engine",
            "  --help       this text",
            "Bad input: exit status 2 and one line on stderr naming the line, column and character.");

    private PuyoCommand() {
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        boolean tsu = false;
        boolean score = false;
        boolean trace = false;
        boolean batch = false;
        boolean reference = false;
        for (String arg : args) {
            switch (arg) {
                case "--tsu": tsu = true; break;
                case "--score": score = true; break;
                case "--trace": trace = true; break;
                case "--batch": batch = true; break;
                case "--reference": reference = true; break;
                case "--help":
                case "-h":
                    out.println(HELP);
                    return 0;
                default:
                    err.println("bitfall puyo: unknown option '" + arg + "' (try --help)");
                    return 2;
            }
        }
        Session session = new Session(tsu ? PuyoFormat.TSU : PuyoFormat.JUDGE, score, trace, reference,
                trace && out == System.out && Terminal.stdoutIsTerminal());
        StringBuilder pending = new StringBuilder();
        try {
            LineReader reader = new LineReader(in);
            String[] lines = new String[session.format.maxLines() + 1];
            int count = 0;
            int first = 0;
            int fields = 0;
            for (String line; ; ) {
                line = reader.next();
                boolean blank = line == null || FieldText.isBlankLine(line) && !reader.wasCut();
                if (blank && line != null && !batch && fields == 0 && count == 0) {
                    throw new UsageProblem("line " + reader.lineNumber() + ": empty line before the field");
                }
                if (!blank) {
                    if (reader.wasCut()) {
                        throw new UsageProblem("line " + reader.lineNumber() + ": longer than "
                                + LineReader.MAX_LINE + " characters");
                    }
                    if (count == 0) {
                        first = reader.lineNumber();
                        if (fields > 0 && !batch) {
                            throw new UsageProblem("line " + first + ": more than one field (use --batch)");
                        }
                    }
                    if (count == lines.length) {
                        FieldText.parseLines(lines, count, first, session.format); // reports too many lines
                    }
                    lines[count++] = line;
                    continue;
                }
                if (count > 0) {
                    session.solve(FieldText.parseLines(lines, count, first, session.format), pending);
                    count = 0;
                    fields++;
                    if (batch && pending.length() >= 1 << 14) {
                        out.print(pending);
                        pending.setLength(0);
                    }
                }
                if (line == null) {
                    break;
                }
            }
            if (fields == 0) {
                throw new UsageProblem("line 1: empty input, expected 12 lines of 6 cells");
            }
        } catch (FieldFormatException | UsageProblem e) {
            if (batch) {
                out.print(pending);
                out.flush();
            }
            err.println("bitfall puyo: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("bitfall puyo: cannot read standard input: " + e.getMessage());
            return 2;
        }
        out.print(pending);
        out.flush();
        return 0;
    }

    /** Input that is wrong as a whole rather than at one cell. */
    private static final class UsageProblem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageProblem(String message) {
            super(message, null, false, false);
        }
    }

    /** The chosen rules, output and implementation, applied to one field after another. */
    private static final class Session {
        final PuyoFormat format;
        final boolean score;
        final boolean trace;
        final boolean reference;
        final boolean ansi;

        Session(PuyoFormat format, boolean score, boolean trace, boolean reference, boolean ansi) {
            this.format = format;
            this.score = score;
            this.trace = trace;
            this.reference = reference;
            this.ansi = ansi;
        }

        void solve(Puyo[][] grid, StringBuilder out) {
            int chains;
            int points = 0;
            if (trace) {
                int[] result;
                if (reference) {
                    io.bitfall.puyo.reference.PuyoField f = io.bitfall.puyo.reference.PuyoField.of(grid);
                    result = trace(f::toGrid, () -> f.popping().toGrid(), f::step, out);
                } else {
                    PuyoField f = PuyoField.of(grid);
                    result = trace(f::toGrid, () -> f.popping().toGrid(), f::step, out);
                }
                chains = result[0];
                points = result[1];
            } else if (reference) {
                io.bitfall.puyo.reference.PuyoField f = io.bitfall.puyo.reference.PuyoField.of(grid);
                if (score) {
                    var r = f.resolve();
                    chains = r.chains();
                    points = r.score();
                } else {
                    chains = f.chainCount();
                }
            } else {
                PuyoField engine = PuyoField.of(grid);
                if (score) {
                    var r = engine.resolve();
                    chains = r.chains();
                    points = r.score();
                } else {
                    chains = engine.chainCount();
                }
            }
            out.append(chains);
            if (score) {
                out.append(' ').append(points);
            }
            out.append('\n');
        }

        /** Prints every step of the chain; returns {chains, score}. */
        private int[] trace(Supplier<Puyo[][]> grid, Supplier<Puyo[][]> popping, IntFunction<ChainStep> step,
                            StringBuilder out) {
            int total = 0;
            int chain = 0;
            while (true) {
                Puyo[][] pops = popping.get();
                Puyo[][] before = grid.get();
                ChainStep s = step.apply(chain + 1);
                if (s == null) {
                    return new int[] {chain, total};
                }
                chain++;
                total += s.score();
                traceStep(s, before, pops, grid.get(), out);
            }
        }

        private void traceStep(ChainStep s, Puyo[][] before, Puyo[][] popping, Puyo[][] after, StringBuilder out) {
            out.append("chain ").append(s.chain()).append(": ").append(s.colouredPopped()).append(" pop in groups ")
                    .append(s.groupSizes()).append(", ").append(s.garbagePopped()).append(" garbage, step score ")
                    .append(s.score()).append('\n');
            appendGrid(before, popping, out);
            out.append("after the fall:\n");
            appendGrid(after, null, out);
        }

        private void appendGrid(Puyo[][] grid, Puyo[][] popping, StringBuilder out) {
            boolean top = false;
            for (int col = 0; col < FieldText.WIDTH; col++) {
                top |= grid[FieldText.HEIGHT - 1][col] != Puyo.EMPTY;
            }
            for (int row = top ? FieldText.HEIGHT - 1 : FieldText.HEIGHT - 2; row >= 0; row--) {
                for (int col = 0; col < FieldText.WIDTH; col++) {
                    Puyo p = grid[row][col];
                    boolean pops = popping != null && popping[row][col] != Puyo.EMPTY;
                    char letter = pops ? Character.toLowerCase(p.letter()) : p.letter();
                    if (ansi && p != Puyo.EMPTY) {
                        out.append("\u001b[").append(pops ? "7;" : "").append(ansiColour(p)).append('m')
                                .append(letter).append("\u001b[0m");
                    } else {
                        out.append(letter);
                    }
                }
                out.append('\n');
            }
        }

        private static int ansiColour(Puyo p) {
            switch (p) {
                case RED: return 31;
                case GREEN: return 32;
                case YELLOW: return 33;
                case BLUE: return 34;
                case PURPLE: return 35;
                default: return 37;
            }
        }
    }
}
