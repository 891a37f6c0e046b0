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
 * <p>Run: {@code mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.VersusRunner
 * -Dexec.args="beam greedy --matches 200"}. The options are in {@link #TABLE} ({@code --help} prints
 * them with their meanings and defaults); {@code --width2 W} gives the second-named AI another beam width,
 * the same search made a little different, so that playing it against itself is not one match played
 * twice; {@code --show K} prints match {@code K} event by event with both fields at each garbage drop.
 * A bad argument is one line on stderr and exit status 2, checked before any match is played.
 */
public final class VersusRunner {
    /** The AIs the runner knows, by name. */
    private static final List<String> AIS = List.of("beam", "beam-solo", "greedy", "random");
    /** More matches than anyone waits for (each keeps its result until the report). */
    static final int MAX_MATCHES = 1_000_000;
    /** More threads than this is a typo, not a machine. */
    static final int MAX_THREADS = 1024;

    /** The options, with their meanings, ranges and defaults: what {@code --help} prints. */
    static final OptionTable TABLE = new OptionTable("VersusRunner AI AI [options]",
            "Plays seeded versus matches between two AIs (" + String.join(", ", AIS) + ") and prints their win rates.")
            .integer("--matches", "N", "matches to play; two AIs play each seed twice, sides swapped", "200", 1,
                    MAX_MATCHES)
            .longInteger("--seed", "S", "the first seed: matches 2i and 2i+1 play seed S + i", "1")
            .integer("--threads", "T", "threads playing matches (results do not depend on it)", "the number of cores",
                    1, MAX_THREADS)
            .integer("--width", "W", "fields a beam AI keeps per ply", "" + BeamGame.WIDTH, 1,
                    BeamSearchOptions.MAX_WIDTH)
            .integer("--width2", "W", "the second-named AI's beam width, if it differs", "--width", 1,
                    BeamSearchOptions.MAX_WIDTH)
            .integer("--pairs", "P", "pairs per player after which a match is a draw", ""
                    + VersusSetup.DEFAULT_MAX_PAIRS, 1, Integer.MAX_VALUE)
            .integer("--frames", "F", "frames after which a match is a draw (60 a second)", ""
                    + VersusSetup.DEFAULT_MAX_FRAMES, 1, VersusSetup.MAX_FRAME_LIMIT)
            .integer("--colours", "C", "colours dealt", "4", 3, 5)
            .integer("--show", "K", "print match K (0-based) event by event, then its summary", "none", 0,
                    MAX_MATCHES - 1);

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
    record Options(String[] ais, int matches, long seed, int threads, int width, int width2, int pairs,
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
            System.out.println(TABLE.help());
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

    /**
     * The options of {@code args}, or null for {@code --help}; all checked before anything is built.
     *
     * @throws IllegalArgumentException naming the option or word refused and why
     */
    static Options parse(String[] args) {
        OptionTable.Values v = TABLE.read(args);
        if (v.help()) {
            return null;
        }
        for (int i = 0; i < v.operands().size(); i++) {
            String ai = v.operands().get(i);
            if (!AIS.contains(ai)) {
                throw new IllegalArgumentException("unknown AI '" + ai + "': " + String.join(", ", AIS));
            }
        }
        if (v.operands().size() != 2) {
            throw new IllegalArgumentException("name two AIs, not " + v.operands().size());
        }
        int matches = v.intValue("--matches");
        int show = v.intValue("--show", -1);
        if (show >= matches) {
            throw new IllegalArgumentException("--show: " + show + " is outside 0.." + (matches - 1)
                    + " (the matches played)");
        }
        int width = v.intValue("--width");
        int colours = v.intValue("--colours");
        Options o = new Options(v.operands().toArray(String[]::new), matches, v.longValue("--seed"),
                v.intValue("--threads", Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS)), width,
                v.intValue("--width2", width), v.intValue("--pairs"), v.intValue("--frames"), colours, show);
        new VersusSetup(o.seed(), colours, 0, o.frames(), o.pairs()); // the core's own checks, before any match
        return o;
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
