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

import io.bitfall.puyo.ai.BeamSearchOptions;

/**
 * The command line of {@link BeamGames}: {@code --seed S --games N --threads T --width W}, or {@code --help}.
 * A bad option or value is an {@link IllegalArgumentException} whose message is the one line to print: the
 * option, what was given and the allowed range.
 *
 * @param seed    the seed of the first game
 * @param games   how many games to play, 1 or more
 * @param threads how many threads play them, 1..{@value #MAX_THREADS}
 * @param width   the fields kept per ply, 1..{@value #MAX_WIDTH}
 * @param help    whether {@code --help} was given (then nothing is played)
 */
record BeamGamesOptions(long seed, int games, int threads, int width, boolean help) {
    /** More threads than this is a typo, not a machine. */
    static final int MAX_THREADS = 1024;
    /** Far past any useful beam (the default is {@value BeamGame#WIDTH}); the search allocates 22 fields per unit. */
    static final int MAX_WIDTH = BeamSearchOptions.MAX_WIDTH;

    static final String USAGE = String.join("\n",
            "usage: BeamGames [--seed S] [--games N] [--threads T] [--width W]",
            "Plays N seeded games of the beam search (game i uses seed S + i), one line per game and a summary.",
            "  --seed S     the first game's seed, any long (default 1)",
            "  --games N    games to play, 1..2147483647 (default 20)",
            "  --threads T  threads playing them, 1.." + MAX_THREADS + " (default: the number of cores)",
            "  --width W    fields kept per ply, 1.." + MAX_WIDTH + " (default " + BeamGame.WIDTH + ")",
            "  --help       this text");

    /**
     * The options of {@code args}, with defaults for those not given ({@code cores} threads).
     *
     * @throws IllegalArgumentException naming the option and the allowed range
     */
    static BeamGamesOptions parse(String[] args, int cores) {
        long seed = 1;
        int games = 20;
        int threads = Math.min(cores, MAX_THREADS);
        int width = BeamGame.WIDTH;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--help") || option.equals("-h")) {
                return new BeamGamesOptions(seed, games, threads, width, true);
            }
            String value = i + 1 < args.length ? args[++i] : null;
            switch (option) {
                case "--seed": seed = longValue(option, value); break;
                case "--games": games = intValue(option, value, 1, Integer.MAX_VALUE); break;
                case "--threads": threads = intValue(option, value, 1, MAX_THREADS); break;
                case "--width": width = intValue(option, value, 1, MAX_WIDTH); break;
                default:
                    throw new IllegalArgumentException("unknown option '" + option
                            + "' (options: --seed, --games, --threads, --width, --help)");
            }
        }
        return new BeamGamesOptions(seed, games, threads, width, false);
    }

    private static long longValue(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + ": missing value (any long)");
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not a whole number (any long)");
        }
    }

    private static int intValue(String option, String value, int min, int max) {
        String range = min + ".." + max;
        if (value == null) {
            throw new IllegalArgumentException(option + ": missing value (" + range + ")");
        }
        long n;
        try {
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not a whole number (" + range + ")");
        }
        if (n < min || n > max) {
            throw new IllegalArgumentException(option + ": " + value + " is outside " + range);
        }
        return (int) n;
    }
}
