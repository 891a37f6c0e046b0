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

import io.bitfall.bench.replay.MatchRecord;
import io.bitfall.bench.replay.MatchRecorder;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's seeds, result lines and merge: a run split in three and merged prints the single run's
 * table; records and pages are written for the matches chosen, and replay.
 */
class VersusRunnerResultsTest {
    @TempDir
    Path dir;

    /** Runs the runner in its own JVM: {exit status, stdout, stderr}. */
    private static String[] run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path") + File.pathSeparator + System.getProperty("jdk.module.path", ""),
                VersusRunner.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new String[] {"" + p.exitValue(), out, err};
    }

    /** The table: every line of the report but the timing line. */
    private static String table(String report) {
        return report.lines().filter(l -> !l.startsWith("threads ")).collect(Collectors.joining("\n"));
    }

    @Test
    void aRunSplitInThreeAndMergedPrintsTheSingleRunsTable() throws Exception {
        String[] single = run("greedy", "beam", "--width", "8", "--pairs", "40", "--seeds", "1..9", "--results",
                dir.resolve("all.jsonl").toString());
        assertEquals("0", single[0], single[2]);
        assertTrue(single[1].startsWith("greedy vs beam: 18 matches (seeds 1..9, each played twice"), single[1]);
        List<String> parts = new ArrayList<>();
        for (String seeds : List.of("1..3", "4..6", "7..9")) {
            Path part = dir.resolve("part-" + seeds + ".jsonl");
            String[] r = run("greedy", "beam", "--width", "8", "--pairs", "40", "--seeds", seeds, "--results", part.toString(),
                    "--threads", "1");
            assertEquals("0", r[0], r[2]);
            assertEquals(6, Files.readAllLines(part).size());
            parts.add(part.toString());
        }
        String[] merged = run("merge", parts.get(2), parts.get(0), parts.get(1));
        assertEquals("0", merged[0], merged[2]);
        assertEquals(table(single[1]), table(merged[1]));
        assertEquals(table(single[1]) + "\n", merged[1]);
        assertEquals(table(single[1]), table(VersusRunner.merge(List.of(dir.resolve("all.jsonl").toString()))));
        // the same seeds as --seed and --matches give the same table
        String[] classic = run("greedy", "beam", "--width", "8", "--pairs", "40", "--seed", "1", "--matches", "18");
        assertEquals(table(single[1]), table(classic[1]));
    }

    @Test
    void mergeRefusesAMatchCountedTwiceAndALineThatIsNoResult() throws Exception {
        Path a = dir.resolve("a.jsonl");
        assertEquals("0", run("greedy", "random", "--seeds", "5..5", "--results", a.toString())[0]);
        String[] twice = run("merge", a.toString(), a.toString());
        assertEquals("2", twice[0]);
        assertEquals("", twice[1]);
        assertEquals("VersusRunner merge: " + a + " line 1: seed 5 is counted already" + System.lineSeparator(), twice[2]);
        Path bad = dir.resolve("bad.jsonl");
        Files.writeString(bad, Files.readString(a) + "{\"ais\":[\"greedy\"]}\n");
        String[] refused = run("merge", bad.toString());
        assertEquals("2", refused[0]);
        assertTrue(refused[2].startsWith("VersusRunner merge: " + bad + " line 3: not a result line"), refused[2]);
        Path other = dir.resolve("other.jsonl");
        assertEquals("0", run("greedy", "random", "--seeds", "6..6", "--colours", "3", "--results", other.toString())[0]);
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> VersusRunner.merge(List.of(a.toString(), other.toString())));
        assertTrue(x.getMessage().startsWith("the matches were played with different settings"), x.getMessage());
    }

    @Test
    void seedsAndRecordOptionsAreCheckedBeforeAnythingRuns() {
        assertEquals("--seeds replaces --seed and --matches: give one or the others", assertThrows(
                IllegalArgumentException.class, () -> VersusRunner.parse(new String[] {"beam", "greedy", "--seeds", "1..4",
                    "--seed", "3"})).getMessage());
        assertEquals("--seeds: 5..4 ends before it starts", assertThrows(IllegalArgumentException.class,
                () -> VersusRunner.parse(new String[] {"beam", "greedy", "--seeds", "5..4"})).getMessage());
        assertEquals("--record-which: 'x' is not a seed or a range FROM..TO", assertThrows(IllegalArgumentException.class,
                () -> VersusRunner.parse(new String[] {"beam", "greedy", "--record", "d", "--record-which", "3,x"}))
                .getMessage());
        VersusRunner.Options o = VersusRunner.parse(new String[] {"beam", "beam", "--seeds", "10..14"});
        assertEquals(List.of(10L, 5), List.of(o.seed(), o.matches()));
        o = VersusRunner.parse(new String[] {"beam", "greedy", "--seeds", "10..14"});
        assertEquals(List.of(10L, 10), List.of(o.seed(), o.matches()));
        assertTrue(VersusRunner.seedListHas("3,7..9", 8) && !VersusRunner.seedListHas("3,7..9", 4));
    }

    @Test
    void anOutputThatCannotBeWrittenIsOneLineAndStatus2BeforeAnyMatch() throws Exception {
        Path missing = dir.resolve("no-such-dir").resolve("r.jsonl");
        String[] r = run("greedy", "random", "--seeds", "1..1", "--results", missing.toString());
        assertEquals(List.of("2", ""), List.of(r[0], r[1]));
        assertTrue(r[2].startsWith("VersusRunner: cannot write --results " + missing + ": ") && r[2].lines().count() == 1,
                r[2]);
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        r = run("greedy", "random", "--seeds", "1..1", "--record", file.toString());
        assertEquals(List.of("2", ""), List.of(r[0], r[1]));
        assertTrue(r[2].startsWith("VersusRunner: cannot write --record " + file + ": ") && r[2].lines().count() == 1,
                r[2]);
    }

    @Test
    void theChosenMatchesAreRecordedAndTheirRecordsReplay() throws Exception {
        Path records = dir.resolve("records");
        String[] r = run("greedy", "random", "--seeds", "1..3", "--record", records.toString(), "--record-which", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("recorded 2 matches in " + records), r[1]);
        List<String> files;
        try (Stream<Path> s = Files.list(records)) {
            files = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("seed-2-greedy-vs-random.html", "seed-2-greedy-vs-random.json",
                "seed-2-random-vs-greedy.html", "seed-2-random-vs-greedy.json"), files);
        for (String f : List.of("seed-2-greedy-vs-random.json", "seed-2-random-vs-greedy.json")) {
            MatchRecord record = MatchRecord.read(records.resolve(f));
            assertEquals(2, record.setup().pairSeed());
            assertEquals(record.events().size(), MatchRecorder.replay(record).size());
        }
        String[] losses = run("greedy", "random", "--seeds", "1..2", "--record", records.resolve("losses").toString(),
                "--record-which", "losses");
        assertEquals("0", losses[0], losses[2]);
        assertTrue(losses[1].matches("(?s).*\nB random +0 .*"), losses[1]); // greedy lost none, so none is recorded
        assertTrue(losses[1].contains("recorded 0 matches"), losses[1]);
    }
}
