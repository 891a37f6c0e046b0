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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.VersusResult;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link VersusRunner} with outside engines ({@code upi:"COMMAND"}, issue 42): two at once play exactly the
 * matches the same AIs play in the JVM, and an engine's fault is its side's loss, counted apart, with its
 * stderr in the file the runner names, while the other matches go on.
 */
class VersusRunnerUpiTest {
    @TempDir
    Path dir;

    @AfterEach
    void noChildLeft() {
        assertEquals(List.of(), ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList(), "child processes left");
    }

    /** {@code upi:"java -cp CORE io.bitfall.cli.Main upi ARGS"}: bitfall's own engine, as a user names one. */
    private static String engine(String args) throws URISyntaxException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String core = Path.of(PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        return "upi:\"'" + java + "' -XX:TieredStopAtLevel=1 -cp '" + core + "' io.bitfall.cli.Main upi " + args + "\"";
    }

    private VersusRunner.Options options(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--stderr";
        all[args.length + 1] = dir.toString();
        return VersusRunner.parse(all);
    }

    @Test
    void twoOutsideEnginesAtOncePlayTheMatchesOfTheSameAisInTheJvm() throws Exception {
        String greedy = engine("greedy");
        VersusRunner.Options upi = options(greedy, greedy, "--matches", "4", "--threads", "2", "--move-ms", "5000");
        List<VersusRunner.Played> overUpi = VersusRunner.play(upi);
        List<VersusRunner.Played> inJvm = VersusRunner.play(options("greedy", "greedy", "--matches", "4", "--threads", "1"));
        assertEquals(inJvm.stream().map(VersusRunner.Played::result).toList(),
                overUpi.stream().map(VersusRunner.Played::result).toList());
        String report = VersusRunner.report(upi, overUpi, 1);
        assertTrue(report.contains("faults: A 0, B 0 (each its side's loss, in the wins above)\n"), report);
        Matcher files = Pattern.compile("outside engines' stderr: (.*)\n").matcher(report);
        assertTrue(files.find(), report);
        List<String> named = List.of(files.group(1).split(", "));
        assertTrue(named.size() >= 2 && named.size() <= 4, "one file per side and thread that played: " + named);
        for (String f : named) {
            assertTrue(f.matches(Pattern.quote(dir.toString()) + "/upi-[AB]-[01]\\.stderr"), f);
            assertEquals("", Files.readString(Path.of(f)), f);
        }
    }

    @Test
    void aFaultIsItsSidesLossCountedApartAndTheOtherMatchesGoOn() throws Exception {
        // a beam engine made for 5 pairs stops with status 2 when it is asked for the sixth (bad input to it)
        String faulty = engine("beam --width 4 --pairs 5");
        VersusRunner.Options o = options(faulty, "greedy", "--matches", "4", "--threads", "1");
        List<VersusRunner.Played> played = VersusRunner.play(o);
        assertEquals(4, played.size());
        for (VersusRunner.Played p : played) {
            assertEquals(VersusResult.End.FAULT, p.result().end(), p.result().toString());
            assertEquals(0, p.faultByName());
            assertEquals(1, p.winnerByName());
            assertTrue(p.result().fault().contains("exited with status 2"), p.result().fault());
            assertEquals(5, p.swapped() ? p.result().secondPairs() : p.result().firstPairs(), "five good moves first");
        }
        String report = VersusRunner.report(o, played, 1);
        String stderr = dir.resolve("upi-A-0.stderr").toString();
        assertTrue(report.contains("faults: A 4, B 0 (each its side's loss, in the wins above); the first, seed 1, A: "
                + played.get(0).result().fault() + "\n"), report);
        assertTrue(report.contains("outside engines' stderr: " + stderr + "\n"), report);
        String lines = Files.readString(Path.of(stderr));
        assertEquals(4, lines.lines().filter(l -> l.endsWith("position: the own tumo number 5 is past the engine's"
                + " pair limit of 5 (bitfall upi --pairs)")).count(), lines);
    }

    @Test
    void anEnginesCommandLineAndTheDirectoryAreCheckedBeforeAnyMatch() {
        assertEquals("'upi:' names no program to run", assertThrows(IllegalArgumentException.class, () -> options("upi:", "greedy")).getMessage());
        assertEquals("the command line 'java \"x' leaves a \" open", assertThrows(IllegalArgumentException.class,
                () -> options("upi:java \"x", "greedy")).getMessage());
        assertEquals("--stderr: '" + dir.resolve("none") + "' is not a directory", assertThrows(
                IllegalArgumentException.class, () -> VersusRunner.parse(new String[] {"upi:x", "greedy",
                    "--stderr", dir.resolve("none").toString()})).getMessage());
        assertEquals("--move-ms: 0 is outside 1..3600000", assertThrows(IllegalArgumentException.class,
                () -> options("upi:x", "greedy", "--move-ms", "0")).getMessage());
        assertNull(VersusRunner.parse(new String[] {"--help"}));
    }
}
