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
 * The command line of {@link BeamGames}: {@code --seed S --games N --threads T --width W}, or {@code --help},
 * read by its {@link OptionTable} ({@code --games 5} or {@code --games=5}). A bad option or value is an
 * {@link IllegalArgumentException} whose message is the one line to print: the option, what was given and
 * the allowed range.
 *
 * @param seed    the seed of the first game
 * @param games   how many games to play, 1..{@value #MAX_GAMES}
 * @param threads how many threads play them, 1..{@value #MAX_THREADS}
 * @param width   the fields kept per ply, 1..{@value #MAX_WIDTH}
 * @param help    whether {@code --help} was given (then nothing is played)
 */
record BeamGamesOptions(long seed, int games, int threads, int width, boolean urls, boolean help, String record) {
    /** The options without {@code --record}. */
    BeamGamesOptions(long seed, int games, int threads, int width, boolean urls, boolean help) {
        this(seed, games, threads, width, urls, help, null);
    }

    /** More threads than this is a typo, not a machine. */
    static final int MAX_THREADS = 1024;
    /** More games than anyone waits for (each holds a result in memory until the summary). */
    static final int MAX_GAMES = 1_000_000;
    /** Far past any useful beam (the default is {@value BeamGame#WIDTH}); the search allocates 22 fields per unit. */
    static final int MAX_WIDTH = BeamSearchOptions.MAX_WIDTH;

    /** The options of BeamGames; {@link BeamComparison} reads the same table. */
    static final OptionTable TABLE = new OptionTable("BeamGames [options]",
            "Plays N seeded games of the beam search (game i uses seed S + i), one line per game and a summary.")
            .longInteger("--seed", "S", "the first game's seed", "1")
            .integer("--games", "N", "games to play", "20", 1, MAX_GAMES)
            .integer("--threads", "T", "threads playing them", "the number of cores", 1, MAX_THREADS)
            .integer("--width", "W", "fields the beam keeps per ply", "" + BeamGame.WIDTH, 1, MAX_WIDTH)
            .flag("--urls", "after each game's line, its puyop.com URL (start field and every move)")
            .text("--record", "DIR", "also write each game's record (JSON) and replay page (HTML) into DIR", "none");

    /** The help of BeamGames. */
    static final String USAGE = TABLE.help();

    /**
     * The options of {@code args}, with defaults for those not given ({@code cores} threads).
     *
     * @throws IllegalArgumentException naming the option and the allowed range
     */
    static BeamGamesOptions parse(String[] args, int cores) {
        OptionTable.Values v = TABLE.read(args);
        if (!v.operands().isEmpty()) {
            throw new IllegalArgumentException("unexpected argument '" + v.operands().get(0) + "' (options start with --)");
        }
        return new BeamGamesOptions(v.longValue("--seed"), v.intValue("--games"),
                v.intValue("--threads", Math.min(cores, MAX_THREADS)), v.intValue("--width"), v.has("--urls"), v.help(),
                v.has("--record") ? v.text("--record") : null);
    }
}
