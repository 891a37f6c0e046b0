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
import io.bitfall.puyo.format.FormatException;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * A {@link VersusPlayer} as a UPI engine on standard input and output, as {@code core/docs/upi.md}
 * describes: it answers {@code upi} with {@code id} and {@code upiok}, {@code isready} with
 * {@code readyok}, and {@code go} with the {@code bestmove} its player chooses on the last {@code tumo}
 * and {@code position}; it ignores {@code rule}, {@code upinewgame}, {@code illegalmove} and
 * {@code gameover}, and stops at {@code quit} or the end of its input. Started as
 * {@code java -jar bitfall-core.jar upi greedy}. Not thread-safe.
 *
 * @param <F> the field type the player decides on
 */
public final class UpiEngine<F extends PuyoSimulator<F>> {
    /** What {@code bitfall upi --help} prints. */
    static final String HELP = String.join("\n",
            "usage: bitfall upi AI",
            "Runs a bitfall AI as a UPI engine (Universal Puyo Interface) on standard input and output;",
            "the protocol is core/docs/upi.md. AI: greedy.",
            "Exit status: 0 after quit or the end of input; 1 standard output could not be written;",
            "2 bad usage or a line that is not UPI (one line on stderr).");
    private static final String AIS = "greedy";

    private final String name;
    private final VersusPlayer<F> player;
    private final VersusPosition<F> position;
    private final F check;
    private final PuyoPair[] pairs = new PuyoPair[3];
    private final StringBuilder move = new StringBuilder("bestmove ");
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
        this.name = name;
        this.player = player;
        this.position = new VersusPosition<>(newField);
        this.check = newField.get();
    }

    /**
     * The AI named {@code ai} on the engine, or null for an unknown name: the one place where the
     * engine's AIs are listed.
     *
     * @param ai the AI's name
     * @return its player, or null
     */
    static VersusPlayer<PuyoField> player(String ai) {
        switch (ai) {
            case "greedy": return new GreedyPlayer<>(PuyoField::new);
            // case "beam": the beam search, once it is in core (io.bitfall.puyo.ai); add it to AIS too
            default: return null;
        }
    }

    /**
     * The command line {@code bitfall upi AI}: runs the AI as an engine until {@code quit} or the end of
     * {@code in}. Never calls {@link System#exit}.
     *
     * @param args the arguments after {@code upi}
     * @param in   the host's lines
     * @param out  where the answers go, flushed after each
     * @param err  where an error is told, in one line
     * @return the exit status: 0 done, 1 {@code out} failed, 2 bad usage or bad input
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            try {
                out.write((HELP + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                return 0;
            } catch (IOException e) {
                err.println("bitfall upi: cannot write standard output: " + e.getMessage());
                return 1;
            }
        }
        VersusPlayer<PuyoField> p = args.length == 1 ? player(args[0]) : null;
        if (p == null) {
            err.println("bitfall upi: " + (args.length == 1 ? "unknown AI '" + args[0] + "'" : "name one AI")
                    + "; usage: bitfall upi " + AIS.replace(' ', '|'));
            return 2;
        }
        return new UpiEngine<>("bitfall " + args[0], p, PuyoField::new).serve(in, out, err);
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
