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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link BeamComparison}: this checkout against itself, and what bad usage prints. */
class BeamComparisonTest {
    /** The checkout this module belongs to (tests run in {@code bench/}), its core and bench compiled. */
    private static final String CHECKOUT = Path.of("").toAbsolutePath().getParent().toString();

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BeamComparison.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBuildAgainstItselfPlaysTheSameGames() {
        Run r = run(CHECKOUT, CHECKOUT, "--seed", "7", "--games", "3", "--width", "4");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(4, lines.length, r.out());
        for (int g = 0; g < 3; g++) {
            BeamGame game = BeamGame.play(7 + g, 4);
            assertTrue(lines[g].startsWith("seed " + (7 + g) + ": largest chain " + game.largestChain() + ", score "
                    + game.largestScore() + ", A "), lines[g]);
        }
        assertTrue(lines[3].matches("CPU of games 3\\.\\.3: A \\d+\\.\\d{3} s, B \\d+\\.\\d{3} s, B/A \\d+\\.\\d{3}"),
                lines[3]);
    }

    @Test
    void badUsageIsOneLineAndStatusTwo(@TempDir Path empty) {
        assertEquals(new Run(2, "", "BeamComparison: give two checkouts, A then B; got 1; try --help\n"), run(CHECKOUT));
        Run r = run(CHECKOUT, empty.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("BeamComparison: " + empty + " has no compiled core and bench classes"), r.err());
        assertEquals(new Run(2, "", "BeamComparison: --games: 2 is outside 3..1000000; try --help\n"),
                run(CHECKOUT, CHECKOUT, "--games=2"));
        assertTrue(run(CHECKOUT, CHECKOUT, "--threads", "2").err().startsWith("BeamComparison: unknown option '--threads'"));
        Run help = run("--help");
        assertEquals(0, help.status());
        assertEquals(BeamComparison.TABLE.help() + "\n", help.out());
        assertEquals(2, run(CHECKOUT, CHECKOUT, "--width").status());
        assertEquals(2, run(CHECKOUT, CHECKOUT, "--seed", "x").status());
        assertEquals(2, run(CHECKOUT, CHECKOUT, "--depth", "3").status());
    }
}
