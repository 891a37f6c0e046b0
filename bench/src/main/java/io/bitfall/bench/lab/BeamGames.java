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

import io.bitfall.bench.replay.MatchRecord;
import io.bitfall.bench.replay.ReplayPage;
import io.bitfall.bench.replay.SoloGame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Plays N seeded games of {@link BeamGame} on all cores, one game per thread (game {@code i} uses seed
 * {@code seed + i}, so the games do not depend on the number of threads), prints one line per game and a
 * summary (nodes/s per CPU second of the playing threads; games/s on the wall clock). Run: {@code mvn -q -pl bench -am compile exec:java -Dexec.args="--seed 1 --games 20"}; options
 * {@code --threads T} (default: all cores), {@code --width W}, {@code --urls} (each game's puyop.com URL after
 * its line) and {@code --help}.
 */
public final class BeamGames {
    private BeamGames() {
    }

    /**
     * Options {@code --seed S --games N --threads T --width W --record DIR} (see {@link BeamGamesOptions#USAGE}); a bad one is
     * one line on stderr and exit status 2, {@code --help} prints the options.
     */
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        BeamGamesOptions options;
        try {
            options = BeamGamesOptions.parse(args, Runtime.getRuntime().availableProcessors());
        } catch (IllegalArgumentException e) {
            System.err.println("BeamGames: " + e.getMessage() + "; try --help");
            System.exit(2);
            return;
        }
        if (options.help()) {
            System.out.println(BeamGamesOptions.USAGE);
            return;
        }
        if (options.record() != null) {
            try {
                Files.createDirectories(Path.of(options.record()));
            } catch (IOException | RuntimeException e) {
                System.err.println("BeamGames: cannot write --record " + options.record() + ": " + e);
                System.exit(2);
                return;
            }
        }
        long seed = options.seed();
        int games = options.games();
        int threads = options.threads();
        int width = options.width();
        long start = System.nanoTime();
        List<BeamGame> results = play(seed, games, threads, width, true, options.urls());
        double wall = (System.nanoTime() - start) / 1e9;
        long nodes = 0;
        long cpu = 0;
        int best = 0;
        double chains = 0;
        double score = 0;
        for (BeamGame g : results) {
            nodes += g.nodes();
            cpu += g.cpuNanos();
            best = Math.max(best, g.largestChain());
            chains += g.largestChain();
            score += g.largestScore();
        }
        System.out.printf("games %d, mean largest chain %.2f, best %d, mean score %.0f, nodes/s %.0f%n", games,
                chains / games, best, score / games, nodes * 1e9 / cpu);
        System.out.printf("threads %d, wall %.2f s, games/s %.3f%n", threads, wall, games / wall);
        if (options.record() != null) {
            try {
                for (BeamGame g : results) {
                    record(g, width, Path.of(options.record()));
                }
            } catch (UncheckedIOException e) {
                System.err.println("BeamGames: " + e.getMessage());
                System.exit(1);
                return;
            }
            System.out.printf("recorded %d games in %s (a .json record and a .html replay page each)%n", games,
                    options.record());
        }
    }

    /**
     * Plays game {@code g} again as a {@link SoloGame} (the same moves) and writes its record and page into
     * {@code dir}.
     */
    private static void record(BeamGame g, int width, Path dir) {
        MatchRecord r = SoloGame.record(g.seed(), width, BeamGame.PAIRS, "beam w" + width);
        long score = r.events().isEmpty() ? 0 : r.events().get(r.events().size() - 1).sides().get(0).score();
        if (score != g.totalScore()) {
            throw new IllegalStateException("the recorded game of seed " + g.seed() + " scored " + score
                    + ", the game played " + g.totalScore());
        }
        String name = "game-" + g.seed() + "-beam-w" + width;
        r.write(dir.resolve(name + ".json"));
        ReplayPage.write(r, dir.resolve(name + ".html"));
    }

    /** Plays games {@code seed .. seed + games - 1} on {@code threads} threads; printing each line if asked. */
    public static List<BeamGame> play(long seed, int games, int threads, int width, boolean print)
            throws InterruptedException, ExecutionException {
        return play(seed, games, threads, width, print, false);
    }

    /**
     * Plays games {@code seed .. seed + games - 1} on {@code threads} threads; printing each line if asked,
     * and with {@code urls} each game's puyop.com URL on the line after it.
     */
    public static List<BeamGame> play(long seed, int games, int threads, int width, boolean print, boolean urls)
            throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<BeamGame>> futures = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                long s = seed + i;
                futures.add(pool.submit(() -> BeamGame.play(s, width)));
            }
            List<BeamGame> results = new ArrayList<>();
            for (Future<BeamGame> f : futures) {
                results.add(f.get());
                if (print) {
                    BeamGame game = results.get(results.size() - 1);
                    System.out.println(game);
                    if (urls) {
                        System.out.println("  " + game.puyopUrl());
                    }
                }
            }
            return results;
        } finally {
            pool.shutdown();
        }
    }
}
