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
package io.bitfall.bench.lab;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.RandomPlayer;
import io.bitfall.puyo.versus.VersusEvent;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import io.bitfall.puyo.versus.VersusText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Plays N seeded versus matches ({@link VersusMatch}, on the engine) between two named AIs on all cores
 * and prints their win rates with 95% confidence intervals (Wilson), the mean match length in frames and
 * pairs, and the garbage each AI sent per minute of play. Matches come in pairs on one seed, the AIs
 * changing sides, so that neither profits from being first: match {@code i} plays seed {@code seed + i / 2},
 * with the first-named AI as the second side when {@code i} is odd. An AI against itself plays seed
 * {@code seed + i} once (swapping identical sides would replay the same match), and the first side's win
 * rate checks that the match favours neither side. A match's result depends only on its seed and the AIs,
 * not on the threads.
 *
 * <p>AIs: {@code beam} (the chain-building {@link io.bitfall.puyo.ai.BeamSearch} as a
 * {@link BeamPlayer} with its versus habits: it fires when garbage is coming or its field is crowded),
 * {@code beam-solo} (the same search without them), {@code greedy} ({@link GreedyPlayer}) and {@code random} ({@link RandomPlayer}).
 *
 * <p>Run: {@code mvn -q -pl bench compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.VersusRunner
 * -Dexec.args="beam greedy --matches 200"}; options {@code --seed S} (1), {@code --threads T} (all
 * cores), {@code --width W} (the beam's, {@value BeamGame#WIDTH}), {@code --width2 W} (the second-named
 * AI's beam width, if it differs: the same search made a little different, so that playing it against
 * itself is not one match played twice), {@code --pairs P} and
 * {@code --frames F} (the limits that end a match as a draw), {@code --colours C} (4), {@code --show K}
 * (print match {@code K}, 0-based, event by event with both fields at each garbage drop, and its summary),
 * {@code --help}.
 */
public final class VersusRunner {
    private static final String USAGE = "usage: VersusRunner AI AI [--matches N] [--seed S] [--threads T] "
            + "[--width W] [--width2 W] [--pairs P] [--frames F] [--colours C] [--show K] [--help]; AI is beam, beam-solo, greedy or random";

    private VersusRunner() {
    }

    /** One match's outcome as the runner needs it. */
    private record Played(long seed, boolean swapped, VersusResult result, long nanos, long decideNanos,
            VersusLog log) {
        /** The result's winner as 0 (the first-named AI), 1 (the second-named) or -1 (a draw). */
        int winnerByName() {
            int w = result.winner();
            return w < 0 ? -1 : swapped ? 1 - w : w;
        }

        int sentByName(int ai) {
            boolean first = (ai == 0) != swapped;
            return first ? result.firstSent() : result.secondSent();
        }
    }

    /** The options, checked. */
    private record Options(String[] ais, int matches, long seed, int threads, int width, int width2, int pairs,
            int frames, int colours, int show) {
        /** An AI against itself: swapping the sides would replay the same match, so every seed is played once. */
        boolean selfPlay() {
            return ais[0].equals(ais[1]) && width == width2;
        }
    }

    /**
     * Runs the matches; on a bad argument prints one line on stderr and exits with status 2; {@code --help}
     * prints the usage.
     *
     * @param args the two AIs' names, then options
     */
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("VersusRunner: " + e.getMessage() + "; try --help");
            System.exit(2);
            return;
        }
        if (o == null) {
            System.out.println(USAGE);
            return;
        }
        long start = System.nanoTime();
        List<Played> played = play(o);
        double wall = (System.nanoTime() - start) / 1e9;
        if (o.show() >= 0) {
            Played p = played.get(o.show());
            System.out.printf(Locale.ROOT, "match %d: seed %d, first %s, second %s%n", o.show(), p.seed(),
                    o.ais()[p.swapped() ? 1 : 0], o.ais()[p.swapped() ? 0 : 1]);
            System.out.print(VersusText.render(p.log(), PuyoField::new, e -> e instanceof VersusEvent.GarbageDropped
                    || e instanceof VersusEvent.ToppedOut));
            System.out.println();
        }
        System.out.print(report(o, played, wall));
    }

    /** The options, or null for {@code --help}. */
    private static Options parse(String[] args) {
        List<String> ais = new ArrayList<>();
        int matches = 200;
        long seed = 1;
        int threads = Runtime.getRuntime().availableProcessors();
        int width = BeamGame.WIDTH;
        int width2 = -1;
        int pairs = VersusSetup.DEFAULT_MAX_PAIRS;
        int frames = VersusSetup.DEFAULT_MAX_FRAMES;
        int colours = 4;
        int show = -1;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--help")) {
                return null;
            }
            if (!a.startsWith("--")) {
                if (!List.of("beam", "beam-solo", "greedy", "random").contains(a)) {
                    throw new IllegalArgumentException("unknown AI '" + a + "' (argument " + (i + 1)
                            + "): beam, beam-solo, greedy or random");
                }
                ais.add(a);
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option " + a + " needs a value");
            }
            String v = args[++i];
            switch (a) {
                case "--matches" -> matches = positive(a, v);
                case "--seed" -> seed = number(a, v);
                case "--threads" -> threads = positive(a, v);
                case "--width" -> width = positive(a, v);
                case "--width2" -> width2 = positive(a, v);
                case "--pairs" -> pairs = positive(a, v);
                case "--frames" -> frames = positive(a, v);
                case "--colours" -> {
                    colours = positive(a, v);
                    if (colours < 3 || colours > 5) {
                        throw new IllegalArgumentException("--colours must be 3, 4 or 5, was " + v);
                    }
                }
                case "--show" -> show = (int) number(a, v);
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (ais.size() != 2) {
            throw new IllegalArgumentException("name two AIs, not " + ais.size());
        }
        if (show >= matches || show < -1) {
            throw new IllegalArgumentException("--show must name one of the matches 0.." + (matches - 1) + ", was "
                    + show);
        }
        return new Options(ais.toArray(String[]::new), matches, seed, threads, width, width2 < 0 ? width : width2, pairs,
                frames, colours, show);
    }

    private static long number(String option, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + value + "'");
        }
    }

    private static int positive(String option, String value) {
        long n = number(option, value);
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(option + " must be 1 or more, was " + value);
        }
        return (int) n;
    }

    private static List<Played> play(Options o) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(o.threads());
        try {
            List<Future<Played>> futures = new ArrayList<>();
            for (int i = 0; i < o.matches(); i++) {
                long seed = o.selfPlay() ? o.seed() + i : o.seed() + i / 2;
                boolean swapped = !o.selfPlay() && i % 2 == 1;
                boolean keep = i == o.show();
                futures.add(pool.submit(() -> playOne(o, seed, swapped, keep)));
            }
            List<Played> played = new ArrayList<>();
            for (Future<Played> f : futures) {
                played.add(f.get());
            }
            return played;
        } finally {
            pool.shutdown();
        }
    }

    private static Played playOne(Options o, long seed, boolean swapped, boolean keepLog) {
        VersusSetup setup = new VersusSetup(seed, o.colours(), seed ^ 0x6A09E667F3BCC909L, o.frames(), o.pairs());
        int mask = (1 << o.colours()) - 1;
        Timed a = new Timed(player(o.ais()[0], o.width(), o, mask, seed * 2));
        Timed b = new Timed(player(o.ais()[1], o.width2(), o, mask, seed * 2 + 1));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        long start = System.nanoTime();
        VersusResult r = swapped ? match.play(setup, b, a) : match.play(setup, a, b);
        long nanos = System.nanoTime() - start;
        return new Played(seed, swapped, r, nanos, a.nanos + b.nanos, keepLog ? match.log().copy() : null);
    }

    private static VersusPlayer<PuyoField> player(String name, int width, Options o, int mask, long seed) {
        return switch (name) {
            case "beam" -> new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width), mask, o.pairs(), true, PuyoField::new);
            case "beam-solo" -> new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width), mask, o.pairs(), false, PuyoField::new);
            case "greedy" -> new GreedyPlayer<>(PuyoField::new);
            default -> new RandomPlayer<>(seed);
        };
    }

    /** A player that counts the time spent in its decisions. */
    private static final class Timed implements VersusPlayer<PuyoField> {
        private final VersusPlayer<PuyoField> player;
        long nanos;

        Timed(VersusPlayer<PuyoField> player) {
            this.player = player;
        }

        @Override
        public Placement decide(PlayerView<PuyoField> own, PlayerView<PuyoField> opponent) {
            long start = System.nanoTime();
            Placement p = player.decide(own, opponent);
            nanos += System.nanoTime() - start;
            return p;
        }
    }

    private static String report(Options o, List<Played> played, double wall) {
        int n = played.size();
        int[] wins = new int[2];
        long[] sent = new long[2];
        int draws = 0;
        int firstSideWins = 0;
        long frames = 0;
        long pairs = 0;
        long nanos = 0;
        long decideNanos = 0;
        for (Played p : played) {
            int w = p.winnerByName();
            if (w < 0) {
                draws++;
            } else {
                wins[w]++;
            }
            if (p.result().winner() == 0) {
                firstSideWins++;
            }
            sent[0] += p.sentByName(0);
            sent[1] += p.sentByName(1);
            frames += p.result().frames();
            pairs += p.result().firstPairs() + p.result().secondPairs();
            nanos += p.nanos();
            decideNanos += p.decideNanos();
        }
        double minutes = frames / 3600.0;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s vs %s: %d matches (seeds %d..%d, %s), %d colours, beam width %s, "
                + "limits %d pairs / %d frames%n", o.ais()[0], o.ais()[1], n, o.seed(),
                o.seed() + (o.selfPlay() ? n - 1 : (n - 1) / 2), o.selfPlay() ? "one AI on both sides, each seed once"
                : "each played twice with the sides swapped", o.colours(),
                o.width() == o.width2() ? "" + o.width() : o.width() + " (A) and " + o.width2() + " (B)", o.pairs(),
                o.frames()));
        b.append(String.format(Locale.ROOT, "%-10s %6s %8s %18s %16s%n", "AI", "wins", "rate", "95% CI", "garbage/min"));
        for (int ai = 0; ai < 2; ai++) {
            double[] ci = wilson(wins[ai], n);
            b.append(String.format(Locale.ROOT, "%-10s %6d %7.1f%% %8.1f%% - %5.1f%% %16.1f%n",
                    (ai == 0 ? "A " : "B ") + o.ais()[ai], wins[ai], 100.0 * wins[ai] / n, 100 * ci[0], 100 * ci[1],
                    sent[ai] / minutes));
        }
        double[] ci = wilson(firstSideWins, n);
        b.append(String.format(Locale.ROOT, "draws %d; the first side won %d (%.1f%%, 95%% CI %.1f%% - %.1f%%)%n",
                draws, firstSideWins, 100.0 * firstSideWins / n, 100 * ci[0], 100 * ci[1]));
        b.append(String.format(Locale.ROOT, "mean match %.0f frames (%.1f s of play), %.1f pairs per player%n",
                (double) frames / n, frames / 60.0 / n, pairs / 2.0 / n));
        b.append(String.format(Locale.ROOT, "threads %d, wall %.1f s; the AIs' decisions took %.2f%% of the matches' "
                + "time (System.nanoTime, for orientation; see PuyoVersusBenchmark)%n", o.threads(), wall,
                100.0 * decideNanos / nanos));
        return b.toString();
    }

    /** The Wilson score interval at 95% for {@code k} successes in {@code n} trials. */
    static double[] wilson(int k, int n) {
        double z = 1.959964;
        double p = (double) k / n;
        double d = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / d;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
