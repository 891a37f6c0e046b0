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

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Plays the same beam-search games on two builds in one JVM, game by game in turn (A then B, then B then
 * A, ...), checks that both play every game alike and compares their CPU time: the A/B test for a change
 * to the engine or to the search, measured as the beam's speed is judged (one thread, the CPU time of the
 * games after the first two, which carry the JIT's warm-up). In turn and in one JVM, a machine whose speed
 * drifts slows both builds alike, which separate processes cannot promise.
 * <pre>
 * mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.BeamComparison \
 *     -Dexec.args="OLD . --seed 301 --games 12"
 * </pre>
 * Each build ({@code OLD}: another clone at the commit to compare) is a checkout with its core and bench
 * compiled ({@code core/target/classes} and {@code bench/target/classes}: {@code mvn -q -pl core,bench
 * compile} there). Options ({@link #TABLE}, {@code --help}): {@code --seed S} (the first game's seed,
 * default 1; game {@code i} plays seed {@code S + i}), {@code --games N} (default 20, at least 3 here),
 * {@code --width W} (default {@link BeamGame#WIDTH}). Prints one line per game (its largest chain and
 * score, each build's CPU milliseconds) and a summary: each build's CPU time over games 3..N and B/A
 * (below 1, B is faster). Exit status 1 if a game is played differently (then the ratio does not compare
 * like with like), 2 on bad usage or a build without compiled classes, with one line on stderr. A build
 * against itself gave 1.07 in one run on a 2-core VM: run it both ways round and on several seed ranges.
 */
public final class BeamComparison {
    /** The options; {@code --games} counts from 3, as the first two games carry the JIT's warm-up. */
    static final OptionTable TABLE = new OptionTable("BeamComparison A_CHECKOUT B_CHECKOUT [options]",
            "Plays the same beam-search games on two builds in one JVM, in turn, and compares their CPU time.")
            .longInteger("--seed", "S", "the first game's seed (game i plays seed S + i)", "1")
            .integer("--games", "N", "games to play, the first two not timed", "20", 3, BeamGamesOptions.MAX_GAMES)
            .integer("--width", "W", "fields the beam keeps per ply", "" + BeamGame.WIDTH, 1,
                    BeamGamesOptions.MAX_WIDTH);

    private BeamComparison() {
    }

    /** Runs the comparison; see the class comment. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** {@link #main} without the exit: returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            OptionTable.Values options = TABLE.read(args);
            if (options.help()) {
                out.println(TABLE.help());
                return 0;
            }
            if (options.operands().size() != 2) {
                throw new IllegalArgumentException("give two checkouts, A then B; got " + options.operands().size());
            }
            Method[] play = {playOf(Path.of(options.operands().get(0))), playOf(Path.of(options.operands().get(1)))};
            return compare(play, options.longValue("--seed"), options.intValue("--games"), options.intValue("--width"),
                    out, err);
        } catch (IllegalArgumentException e) {
            err.println("BeamComparison: " + e.getMessage() + "; try --help");
            return 2;
        }
    }

    /**
     * Where a build's {@code BeamGame} is: here, or in {@code io.bitfall.bench.beam} in builds before the
     * beam search moved into the core (which found its hash set in fastutil, on the class path below).
     */
    private static final String[] BEAM_GAME = {BeamGame.class.getName(), "io.bitfall.bench.beam.BeamGame"};

    /** {@code BeamGame.play(long seed, int width)} of the build in {@code checkout}, in a class loader of its own. */
    private static Method playOf(Path checkout) {
        Path core = checkout.resolve("core/target/classes");
        Path bench = checkout.resolve("bench/target/classes");
        String beamGame = null;
        for (String name : BEAM_GAME) {
            if (Files.isRegularFile(bench.resolve(name.replace('.', '/') + ".class"))) {
                beamGame = name;
                break;
            }
        }
        if (!Files.isDirectory(core.resolve("io/bitfall/puyo")) || beamGame == null) {
            throw new IllegalArgumentException(checkout + " has no compiled core and bench classes (mvn -q -pl core,bench"
                    + " compile there)");
        }
        try {
            URL fastutil = LongOpenHashSet.class.getProtectionDomain().getCodeSource().getLocation();
            URLClassLoader loader = new URLClassLoader(new URL[] {core.toUri().toURL(), bench.toUri().toURL(),
                fastutil}, ClassLoader.getPlatformClassLoader());
            return loader.loadClass(beamGame).getMethod("play", long.class, int.class);
        } catch (MalformedURLException | ReflectiveOperationException e) {
            throw new IllegalArgumentException(checkout + ": " + e);
        }
    }

    private static int compare(Method[] play, long seed, int games, int width, PrintStream out, PrintStream err) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] cpu = new long[2];
        boolean same = true;
        for (int g = 0; g < games; g++) {
            Object[] game = new Object[2];
            long[] gameCpu = new long[2];
            for (int turn = 0; turn < 2; turn++) {
                int side = g % 2 == 0 ? turn : 1 - turn; // A B, then B A
                long before = threads.getCurrentThreadCpuTime();
                game[side] = invoke(play[side], seed + g, width);
                gameCpu[side] = threads.getCurrentThreadCpuTime() - before;
            }
            String a = played(game[0]);
            boolean alike = a.equals(played(game[1]));
            same &= alike;
            if (g >= 2) {
                cpu[0] += gameCpu[0];
                cpu[1] += gameCpu[1];
            }
            out.printf("seed %d: largest chain %s, score %s, A %.0f ms, B %.0f ms%s%n", seed + g,
                    part(game[0], "largestChain"), part(game[0], "largestScore"), gameCpu[0] / 1e6, gameCpu[1] / 1e6,
                    alike ? "" : ", played differently: A " + a + ", B " + played(game[1]));
        }
        out.printf("CPU of games 3..%d: A %.3f s, B %.3f s, B/A %.3f%s%n", games, cpu[0] / 1e9, cpu[1] / 1e9,
                cpu[1] / (double) cpu[0], same ? "" : " (the builds played differently)");
        if (!same) {
            err.println("BeamComparison: the builds played different games");
            return 1;
        }
        return 0;
    }

    private static Object invoke(Method play, long seed, int width) {
        try {
            return play.invoke(null, seed, width);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("BeamGame.play failed for seed " + seed, e.getCause());
        }
    }

    /**
     * What a game played, times aside: the parts {@link BeamGame#samePlay} compares (which cannot be called
     * across the two builds' class loaders).
     */
    private static String played(Object game) {
        StringBuilder s = new StringBuilder();
        for (String part : new String[] {"largestChain", "largestScore", "totalScore", "pairs", "nodes",
            "fingerprint"}) {
            s.append(s.length() == 0 ? "" : " ").append(part).append(' ').append(part(game, part));
        }
        return s.toString();
    }

    /** One part of a game (a record component of the build's own {@code BeamGame}). */
    private static Object part(Object game, String name) {
        try {
            return game.getClass().getMethod(name).invoke(game);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
