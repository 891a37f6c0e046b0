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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.format.FormatException;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusPosition;
import io.bitfall.puyo.versus.VersusSetup;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * A {@link VersusPlayer} as a UPI engine on standard input and output, as {@code core/docs/upi.md}
 * describes: it answers {@code upi} with {@code id} and {@code upiok}, {@code isready} with
 * {@code readyok}, and {@code go} with the {@code bestmove} its player chooses on the last {@code tumo}
 * and {@code position}; it ignores {@code rule}, {@code upinewgame}, {@code illegalmove} and
 * {@code gameover}, and stops at {@code quit} or the end of its input. Started as
 * {@code java -jar bitfall-core.jar upi greedy}, or {@code upi beam} with the beam search's settings as
 * options ({@code --width W --colours C --pairs P}). Not thread-safe.
 *
 * @param <F> the field type the player decides on
 */
public final class UpiEngine<F extends PuyoSimulator<F>> {
    /** The colours a beam engine expects by default: the runner's and {@link VersusSetup#of}'s. */
    static final int COLOURS = 4;
    /** The widest beam the engine takes: 4 digits, far past any useful one. */
    static final int MAX_WIDTH = 9999;
    /** The largest pair limit the engine takes. */
    static final int MAX_PAIRS = 9999;
    /** What {@code bitfall upi --help} prints. */
    static final String HELP = String.join("\n",
            "usage: bitfall upi AI [--width=W] [--colours=C] [--pairs=P]",
            "Runs a bitfall AI as a UPI engine (Universal Puyo Interface) on standard input and output;",
            "the protocol is core/docs/upi.md. AI:",
            "  greedy         the largest chain now, else the lowest placement (no options)",
            "  beam           the beam search with its versus habits (fires when garbage comes or the",
            "                 field is crowded), as the versus runner's beam",
            "  beam-solo      the same search without them",
            "Options of beam and beam-solo (as --name=V or --name V):",
            "  --width=W      fields kept per ply, 1.." + MAX_WIDTH + " (default " + BeamSearchOptions.DEFAULT_WIDTH + ")",
            "  --colours=C    colours the host deals, 3..5 (default " + COLOURS + "): the first C of r g b y p",
            "  --pairs=P      the match's pair limit, 1.." + MAX_PAIRS + " (default " + VersusSetup.DEFAULT_MAX_PAIRS
                    + "): the search fires what it",
            "                 has as it nears; a position past it stops the engine",
            "Exit status: 0 after quit or the end of input; 1 standard output could not be written;",
            "2 bad usage or a line that is not UPI (one line on stderr).");
    private static final String AIS = "greedy beam beam-solo";

    private final String name;
    private final VersusPlayer<F> player;
    private final VersusPosition<F> position;
    private final F check;
    private final PuyoPair[] pairs = new PuyoPair[3];
    private final StringBuilder move = new StringBuilder("bestmove ");
    private final int maxPairs;
    private PuyoPair[] tumo;
    private boolean positioned;
    /** Whether the host said {@code quit}. */
    boolean quit;

    /**
     * An engine named {@code name} that plays with {@code player}.
     *
     * @param name     the name it gives with {@code id name}
     * @param player   the AI
     * @param newField makes an empty field
     */
    public UpiEngine(String name, VersusPlayer<F> player, Supplier<F> newField) {
        this(name, player, newField, Integer.MAX_VALUE);
    }

    /**
     * An engine named {@code name} that plays with {@code player}, made for matches of at most
     * {@code maxPairs} pairs per side: a {@code position} whose own tumo number reaches it is refused as
     * bad input.
     *
     * @param name     the name it gives with {@code id name}
     * @param player   the AI
     * @param newField makes an empty field
     * @param maxPairs the pair limit the player was made with, 1 or more
     * @throws IllegalArgumentException if {@code maxPairs} is below 1
     */
    public UpiEngine(String name, VersusPlayer<F> player, Supplier<F> newField, int maxPairs) {
        if (maxPairs < 1) {
            throw new IllegalArgumentException("maxPairs: " + maxPairs + " is below 1");
        }
        this.maxPairs = maxPairs;
        this.name = name;
        this.player = player;
        this.position = new VersusPosition<>(newField);
        this.check = newField.get();
    }

    /**
     * The engine {@code bitfall upi AI [options]} names, or an {@link IllegalArgumentException} naming
     * what is wrong with {@code args}: the one place where the engine's AIs and their options are listed.
     *
     * @param args the AI's name, then its options
     * @return the engine
     */
    static UpiEngine<PuyoField> engine(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("name one AI");
        }
        String ai = args[0];
        int width = BeamSearchOptions.DEFAULT_WIDTH;
        int colours = COLOURS;
        int pairs = VersusSetup.DEFAULT_MAX_PAIRS;
        for (int i = 1; i < args.length; i++) {
            int equals = args[i].indexOf('=');
            String option = equals < 0 ? args[i] : args[i].substring(0, equals);
            if (!option.equals("--width") && !option.equals("--colours") && !option.equals("--pairs")) {
                throw new IllegalArgumentException(args[i].startsWith("-") ? "unknown option '" + args[i] + "'"
                        : "one AI only, not '" + ai + "' and '" + args[i] + "'");
            }
            if (equals < 0 && i + 1 == args.length) {
                throw new IllegalArgumentException(option + " needs a value: " + option + "=N or " + option + " N");
            }
            String value = equals >= 0 ? args[i].substring(equals + 1) : args[++i];
            switch (option) {
                case "--width": width = number(option, value, 1, MAX_WIDTH); break;
                case "--colours": colours = number(option, value, 3, 5); break;
                default: pairs = number(option, value, 1, MAX_PAIRS); break;
            }
        }
        boolean beam = ai.equals("beam") || ai.equals("beam-solo");
        if (!beam && args.length > 1) {
            throw new IllegalArgumentException(ai.equals("greedy") ? "greedy takes no options, not '" + args[1] + "'"
                    : "unknown AI '" + ai + "'");
        }
        switch (ai) {
            case "greedy":
                return new UpiEngine<>("bitfall greedy", new GreedyPlayer<>(PuyoField::new), PuyoField::new);
            case "beam":
            case "beam-solo":
                BeamPlayer<PuyoField> player = new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width),
                        (1 << colours) - 1, pairs, ai.equals("beam"), PuyoField::new);
                return new UpiEngine<>("bitfall " + ai + " width " + width, player, PuyoField::new, pairs);
            default:
                throw new IllegalArgumentException("unknown AI '" + ai + "'");
        }
    }

    /** The number {@code value} gives {@code option}: 1 to 4 digits within {@code min..max}. */
    private static int number(String option, String value, int min, int max) {
        int n = value.length() >= 1 && value.length() <= 4 && value.chars().allMatch(c -> c >= '0' && c <= '9')
                ? Integer.parseInt(value) : -1;
        if (n < min || n > max) {
            throw new IllegalArgumentException(option + " needs a number " + min + ".." + max + ", was '" + value + "'");
        }
        return n;
    }

    /**
     * The command line {@code bitfall upi AI [options]}: runs the AI as an engine until {@code quit} or the end of
     * {@code in}. Never calls {@link System#exit}.
     *
     * @param args the arguments after {@code upi}
     * @param in   the host's lines
     * @param out  where the answers go, flushed after each
     * @param err  where an error is told, in one line
     * @return the exit status: 0 done, 1 {@code out} failed, 2 bad usage or bad input
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
            try {
                out.write((HELP + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                return 0;
            } catch (IOException e) {
                err.println("bitfall upi: cannot write standard output: " + e.getMessage());
                return 1;
            }
        }
        UpiEngine<PuyoField> engine;
        try {
            engine = engine(args);
        } catch (IllegalArgumentException e) {
            err.println("bitfall upi: " + e.getMessage() + "; usage: bitfall upi " + AIS.replace(' ', '|')
                    + " [options] (try --help)");
            return 2;
        }
        return engine.serve(in, out, err);
    }

    /**
     * Serves one host until {@code quit} or the end of {@code in}.
     *
     * @param in  the host's lines
     * @param out where the answers go, flushed after each
     * @param err where an error is told, in one line starting {@code bitfall upi:}
     * @return 0 done, 1 {@code out} failed, 2 a line that is not UPI
     */
    public int serve(InputStream in, OutputStream out, PrintStream err) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        long number = 0;
        try {
            for (String line; (line = reader.readLine()) != null; ) {
                number++;
                String answer;
                try {
                    answer = answer(line.strip());
                } catch (IllegalArgumentException e) {
                    err.println("bitfall upi: line " + number + ": " + e.getMessage());
                    return 2;
                }
                if (quit) {
                    return 0;
                }
                if (answer != null) {
                    try {
                        out.write((answer + "\n").getBytes(StandardCharsets.UTF_8));
                        out.flush();
                    } catch (IOException e) {
                        err.println("bitfall upi: cannot write standard output: " + e.getMessage());
                        return 1;
                    }
                }
            }
            return 0;
        } catch (IOException e) {
            err.println("bitfall upi: cannot read standard input: " + e.getMessage());
            return 2;
        }
    }

    /** The answer to one line, or null for none; after {@code quit}, {@link #quit} is true. */
    String answer(String line) {
        String[] w = line.split(" +");
        switch (w[0]) {
            case "upi": return "id name " + name + "\nid author the bitfall developers\nupiok";
            case "isready": return "readyok";
            case "tumo": tumo = tumo(w); return null;
            case "position": position(w); return null;
            case "go": return go(w);
            case "quit": quit = true; return null;
            case "": case "rule": case "upinewgame": case "illegalmove": case "gameover": return null;
            default: throw new IllegalArgumentException("'" + w[0] + "' is not a UPI command");
        }
    }

    private static PuyoPair[] tumo(String[] w) {
        PuyoPair[] list = new PuyoPair[w.length - 1];
        for (int i = 1; i < w.length; i++) {
            Puyo axis = w[i].length() == 2 ? Pfen.puyoOf(w[i].charAt(0)) : null;
            Puyo child = w[i].length() == 2 ? Pfen.puyoOf(w[i].charAt(1)) : null;
            if (axis == null || child == null || !axis.isColour() || !child.isColour()) {
                throw new IllegalArgumentException("tumo: pair " + i + " '" + w[i] + "' is not two of r g b y p");
            }
            list[i - 1] = new PuyoPair(axis, child);
        }
        if (list.length < 3) {
            throw new IllegalArgumentException("tumo: " + list.length + " pairs, expected 3 or more");
        }
        return list;
    }

    private void position(String[] w) {
        if (w.length != 8) {
            throw new IllegalArgumentException("position: " + (w.length - 1) + " fields, expected 7: own pfen, "
                    + "own tumo number, opponent pfen, opponent tumo number, due, pending, frames");
        }
        if (tumo == null) {
            throw new IllegalArgumentException("position before any tumo");
        }
        int own = count(w[2], "own tumo number");
        if (own >= maxPairs) {
            throw new IllegalArgumentException("position: the own tumo number " + own + " is past the engine's pair"
                    + " limit of " + maxPairs + " (bitfall upi --pairs)");
        }
        int opponent = count(w[4], "opponent tumo number");
        int due = number(w[5], "due garbage");
        int pending = number(w[6], "pending garbage");
        number(w[7], "frames");
        for (String pfen : new String[] {w[1], w[3]}) { // both checked before the position changes
            try {
                Pfen.decode(pfen, check);
            } catch (FormatException e) {
                throw new IllegalArgumentException("position: '" + pfen + "': " + e.getMessage());
            }
        }
        Pfen.decode(w[1], position.field(0));
        Pfen.decode(w[3], position.field(1));
        for (int k = 0; k < 3; k++) { // a list of 128 (the spec's) is indexed by the number, a shorter one starts at it
            pairs[k] = tumo.length >= 128 ? tumo[(own + k) % tumo.length] : tumo[k];
        }
        position.set(pairs, own, opponent, Math.max(pending, 0), Math.max(due, 0), Math.max(-pending, 0),
                Math.max(-due, 0));
        positioned = true;
    }

    private static int count(String s, String what) {
        int n = number(s, what);
        if (n < 0) {
            throw new IllegalArgumentException("position: the " + what + " is negative: " + s);
        }
        return n;
    }

    private static int number(String s, String what) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("position: the " + what + " '" + s + "' is not a whole number");
        }
    }

    private String go(String[] w) {
        if (!positioned) {
            throw new IllegalArgumentException("go before any position");
        }
        F field = position.field(0);
        Placement p = field.isGameOver() ? null : player.decide(position.view(0), position.view(1));
        if (p == null || !field.isLegal(p)) {
            throw new IllegalArgumentException("go: no legal move on the own field " + Pfen.encode(field));
        }
        move.setLength(9);
        return UpiMove.append(field, p, move).toString();
    }
}
