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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, defect 8: the beam-search runner's arguments. {@code --help} was an unknown option,
 * {@code --games 0} printed NaN and {@code --games -1} a negative rate with exit 0, and {@code --seed abc},
 * {@code --threads 0} and {@code --width 0} ended in a stack trace. Now a bad value is one line naming the
 * option and the allowed range, with exit status 2, and {@code --help} prints the options.
 */
class BeamOptionsTest {
    private static String rejected(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> BeamGamesOptions.parse(args, 2)).getMessage();
    }

    @Test
    void badValuesNameTheOptionAndTheRange() {
        assertEquals("--games: 0 is outside 1..1000000", rejected("--games", "0"));
        assertEquals("--games: -1 is outside 1..1000000", rejected("--games", "-1"));
        assertEquals("--games: 1000001 is outside 1..1000000", rejected("--games", "1000001"));
        assertEquals("--games: 99999999999999999999 is outside 1..1000000", rejected("--games=99999999999999999999"));
        assertEquals("--seed: 'abc' is not a whole number (any long)", rejected("--seed", "abc"));
        assertEquals("--threads: 0 is outside 1..1024", rejected("--threads", "0"));
        assertEquals("--width: 0 is outside 1..10000", rejected("--width", "0"));
        assertEquals("--width: 'wide' is not a whole number (1..10000)", rejected("--width", "wide"));
        assertEquals("--games: missing value (N)", rejected("--seed", "3", "--games"));
        assertEquals("--games: missing value (N)", rejected("--games", "--seed", "3"));
        assertEquals("--games: missing value (N)", rejected("--games="));
        assertEquals("unknown option '--fast' (options: --help, --seed, --games, --threads, --width, --urls, --record)",
                rejected("--fast"));
        assertEquals("unexpected argument '20' (options start with --)", rejected("20"));
    }

    @Test
    void goodValuesAndDefaults() {
        assertEquals(new BeamGamesOptions(1, 20, 2, BeamGame.WIDTH, false, false), BeamGamesOptions.parse(new String[0], 2));
        assertEquals(new BeamGamesOptions(-7, 1, 1024, 1, false, false), BeamGamesOptions.parse(
                new String[] {"--seed", "-7", "--games", "1", "--threads", "1024", "--width", "1"}, 2));
        assertEquals(1024, BeamGamesOptions.parse(new String[0], 5000).threads(), "at most MAX_THREADS by default too");
        assertTrue(BeamGamesOptions.parse(new String[] {"--games", "3", "--help"}, 2).help());
        assertTrue(BeamGamesOptions.parse(new String[] {"--urls"}, 2).urls());
        assertEquals(BeamGamesOptions.parse(new String[] {"--seed", "-7", "--games", "2", "--width", "9"}, 2),
                BeamGamesOptions.parse(new String[] {"--seed=-7", "--games=2", "--width=9"}, 2), "both spellings");
    }

    /** The runner itself: a bad value is one stderr line and status 2; --help prints the options, status 0. */
    @Test
    void theRunnerExitsWithOneLineOrTheHelp() throws Exception {
        Process bad = runner("--games", "0");
        String err = new String(bad.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        String out = new String(bad.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bad.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, bad.exitValue());
        assertEquals("BeamGames: --games: 0 is outside 1..1000000; try --help" + System.lineSeparator(), err);
        assertEquals("", out);
        Process help = runner("--help");
        String usage = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(help.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, help.exitValue());
        assertEquals(BeamGamesOptions.USAGE + System.lineSeparator(), usage);
        assertTrue(usage.contains("--seed") && usage.contains("--games") && usage.contains("--threads")
                && usage.contains("--width"), usage);
    }

    private static Process runner(String... args) throws Exception {
        String path = System.getProperty("java.class.path") + File.pathSeparator
                + System.getProperty("jdk.module.path", "");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", path, BeamGames.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).start();
    }
}
