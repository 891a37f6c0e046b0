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

import io.bitfall.bench.workload.PlanEnumeration;
import io.bitfall.bench.workload.PuyoWorkload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java side of {@code bench/puyoai/compare.sh} without puyoai: the fields it hands the driver, bitfall's
 * answers it checks the driver's against, the reading of the driver's lines, the ratios, and that a driver
 * that disagrees stops the run before anything is timed.
 */
class PuyoaiComparisonTest {
    @TempDir
    Path dir;

    @Test
    void aFieldGoesToTheDriverAsOneLineRow13First() {
        PuyoField kenny = PuyoField.parse(PuyoWorkload.CHAIN_19_TEXT, PuyoFormat.TSU);
        assertEquals(PuyoWorkload.CHAIN_19_TEXT.replace("\n", ""), PuyoaiComparison.driverLine(kenny));
        PuyoField one = PuyoField.parse("......\n".repeat(11) + "O....R", PuyoFormat.TSU);
        assertEquals(".".repeat(72) + "O....R", PuyoaiComparison.driverLine(one));
    }

    @Test
    void coloursAreRenamedOntoPuyoaisFourWithTheSameAnswers() {
        PuyoField f = PuyoField.parse("......\n".repeat(8) + ".P....\n.PG...\nYYPG..\nYYPGG.", PuyoFormat.JUDGE);
        PuyoField renamed = PuyoaiComparison.inFourColours(f);
        // Row 1 left to right first: Y, P, G become red, blue, yellow.
        assertEquals(Puyo.RED, renamed.get(0, 1));
        assertEquals(Puyo.BLUE, renamed.get(2, 1));
        assertEquals(Puyo.YELLOW, renamed.get(3, 1));
        assertEquals(List.of("3 " + f.resolve().score()), PuyoaiComparison.answers(new PuyoField[] {renamed}));
        for (PuyoWorkload w : PuyoaiComparison.SETS) {
            for (Puyo[][] grid : w.fields(60)) {
                PuyoField field = PuyoField.of(grid);
                PuyoField four = PuyoaiComparison.inFourColours(field);
                assertEquals(PuyoaiComparison.answers(new PuyoField[] {field}),
                        PuyoaiComparison.answers(new PuyoField[] {four}), w + "\n" + field);
                assertTrue(PuyoaiComparison.driverLine(four).matches("[.RBYGO]{78}"), four.toString());
            }
        }
        PuyoField five = PuyoField.parse("......\n".repeat(11) + "RGBPY.", PuyoFormat.JUDGE);
        assertThrows(IllegalArgumentException.class, () -> PuyoaiComparison.inFourColours(five));
    }

    @Test
    void bitfallsAnswersAreChainsAndScore() {
        PuyoField kenny = PuyoField.parse(PuyoWorkload.CHAIN_19_TEXT, PuyoFormat.TSU);
        assertEquals(List.of("19 175080", "0 0"), PuyoaiComparison.answers(new PuyoField[] {kenny, new PuyoField()}));
    }

    /** The sums puyoai's Plan::iterateAvailablePlans gives on its PlanPerformanceTest cases (run by the driver). */
    @Test
    void thePlanAnswersAreThoseOfPuyoai() {
        assertEquals(List.of(
                "Empty44 14641 0 0 0",
                "Filled44 6439 73 91 56120",
                "Empty23 21296 1101 1101 44040",
                "Filled23 20304 3745 9891 16159230",
                "Empty24 3555421 310496 315070 16290240",
                "Filled24 2783908 489654 1200664 1848163090"), PuyoaiComparison.planAnswers());
    }

    @Test
    void theFirstDifferenceIsNamed() {
        assertNull(PuyoaiComparison.firstDifference("field", List.of("1 40", "0 0"), List.of("1 40", "0 0")));
        assertEquals("field 2: bitfall 0 0, puyoai 1 40",
                PuyoaiComparison.firstDifference("field", List.of("1 40", "0 0"), List.of("1 40", "1 40")));
        assertEquals("field 2: bitfall 0 0, puyoai (nothing)",
                PuyoaiComparison.firstDifference("field", List.of("1 40", "0 0"), List.of("1 40")));
    }

    @Test
    void theDriversTimingLinesAreRead() {
        Map<String, double[]> t = PuyoaiComparison.timings(List.of("count 12.5 12.0 1", "score 20 19.5"));
        assertArrayEquals(new double[] {12.5, 12.0}, t.get("count"));
        assertArrayEquals(new double[] {20, 19.5}, t.get("score"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PuyoaiComparison.timings(List.of("count twelve 12")));
        assertTrue(e.getMessage().contains("count twelve 12"), e.getMessage());
    }

    @Test
    void aRatioIsBitfallOverPuyoaiMedianOverRounds() {
        assertEquals(2.0, PuyoaiComparison.median(new double[] {3, 1, 2}));
        assertEquals(2.5, PuyoaiComparison.median(new double[] {4, 1, 2, 3}));
        double[] r = PuyoaiComparison.ratios(List.of(
                new PuyoaiComparison.Timing(10, 10, 20, 40),
                new PuyoaiComparison.Timing(30, 30, 20, 20),
                new PuyoaiComparison.Timing(10, 12, 10, 12)));
        assertArrayEquals(new double[] {1.0, 1.0}, r); // 0.5, 1.5, 1.0 and 0.25, 1.5, 1.0
        r = PuyoaiComparison.ratios(List.of(new PuyoaiComparison.Timing(5, 6, 10, 12)));
        assertArrayEquals(new double[] {0.5, 0.5}, r, "below 1: bitfall faster");
    }

    @Test
    void badOptionsAreNamed() {
        PuyoaiComparison.Options o = PuyoaiComparison.options(new String[] {"--driver", "d", "--rounds=3"});
        assertEquals(new PuyoaiComparison.Options(Path.of("d"), 1000, 3, 300, true), o);
        assertEquals(false, PuyoaiComparison.options(new String[] {"--driver=d", "--no-plans"}).plans());
        assertEquals("--rounds must be a positive whole number, not \"abc\"", assertThrows(IllegalArgumentException.class,
                () -> PuyoaiComparison.options(new String[] {"--driver", "d", "--rounds", "abc"})).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PuyoaiComparison.options(new String[0]))
                .getMessage().startsWith("--driver PATH"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> PuyoaiComparison.options(new String[] {"--driver", "d", "--fast"})).getMessage()
                .startsWith("unknown option --fast"));
        assertEquals("--ms needs a value", assertThrows(IllegalArgumentException.class,
                () -> PuyoaiComparison.options(new String[] {"--driver", "d", "--ms"})).getMessage());
    }

    /** A driver that answers 0 0 to every field: the run stops with status 1 and prints no timing. */
    @Test
    void aDriverThatDisagreesStopsTheRunBeforeTiming() throws Exception {
        Path driver = dir.resolve("wrong_driver");
        Files.writeString(driver, "#!/bin/sh\n[ \"$1\" = fields-check ] && sed 's/.*/0 0/' \"$2\"\n"
                + "[ \"$1\" = fields-time ] && echo timed >> \"" + dir.resolve("timed") + "\"\nexit 0\n");
        Files.setPosixFilePermissions(driver, PosixFilePermissions.fromString("rwx------"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PuyoaiComparison.run(new PuyoaiComparison.Options(driver, 12, 1, 1, false),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(1, status);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertTrue(!Files.exists(dir.resolve("timed")));
    }
}
