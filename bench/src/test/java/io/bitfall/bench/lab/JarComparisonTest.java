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

import io.bitfall.puyo.PuyoField;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JarComparisonTest {
    /** The core on this test's class path: a jar or a classes directory. */
    private static final String CORE = Path.of(location(PuyoField.class)).toString();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        return JarComparison.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void oneBuildAgainstItselfPrintsARowPerWorkloadAndOp() throws Exception {
        assertEquals(0, run("--pairs", "2", "--block-ms", "5", "--workloads", "noPop,chainRich", CORE, CORE));
        assertTimedRows("noPop count", "noPop score", "chainRich count", "chainRich score");
    }

    /**
     * The output is a header starting {@code workload} and one row a workload and op, in this order, whose two
     * times and ratio are positive; nothing went to stderr.
     */
    private void assertTimedRows(String... workloadAndOp) {
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(workloadAndOp.length + 1, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("workload"), lines.get(0));
        for (int i = 1; i < lines.size(); i++) {
            String[] cells = lines.get(i).trim().split("\\s+");
            assertEquals(workloadAndOp[i - 1], cells[0] + " " + cells[1], lines.get(i));
            double a = Double.parseDouble(cells[2]);
            double b = Double.parseDouble(cells[3]);
            double ratio = Double.parseDouble(cells[4]);
            assertTrue(a > 0 && b > 0 && ratio > 0, lines.get(i));
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void monominoOpsRunOnTheMonominoWorkloads() throws Exception {
        assertEquals(0, run("--pairs", "2", "--block-ms", "5", "--ops", "place,judge", CORE, CORE));
        assertTimedRows("random place", "random judge", "lines place", "lines judge", "light place", "light judge");
    }

    @Test
    void opsOfBothGamesRunEachOnItsOwnWorkloads() throws Exception {
        assertEquals(0, run("--pairs", "2", "--block-ms", "5", "--ops", "count,place", "--workloads", "light,noPop",
                CORE, CORE));
        assertTimedRows("light place", "noPop count");
    }

    @Test
    void plansRunOnThePlanCasesByTheCpuClock() throws Exception {
        assertEquals(0, run("--pairs", "2", "--block-ms", "5", "--ops", "plans", "--clock", "cpu", "--workloads",
                "Filled44,Empty23", CORE, CORE));
        assertTimedRows("Filled44 plans", "Empty23 plans");
    }

    @Test
    void theCoreEnumeratorRunsOnThePlanCasesBesideThePublicApi() throws Exception {
        assertEquals(0, run("--pairs", "2", "--block-ms", "5", "--ops", "plans,enumerate", "--workloads", "Filled44",
                CORE, CORE));
        assertTimedRows("Filled44 plans", "Filled44 enumerate");
    }

    @Test
    void anUnknownClockIsRefused() throws Exception {
        assertEquals(2, run("--clock", "tsc", CORE, CORE));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals("JarComparison: --clock: unknown name 'tsc' (wall, cpu); try --help" + System.lineSeparator(),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void buildsThatDisagreeAreNotTimed(@TempDir Path dir) throws Exception {
        // A "core" whose chainCount always says 0: the check must stop before any timing.
        Path classes = compile(dir, "package io.bitfall.puyo; public final class PuyoField {"
                + " public static PuyoField parse(CharSequence t, PuyoFormat f) { return new PuyoField(); }"
                + " public int chainCount() { return 0; } public void copyFrom(PuyoField o) { }"
                + " public long resolveInPlace() { return 0; } }");
        assertEquals(1, run("--workloads", "chainRich", "--ops", "count", CORE, classes.toString()));
        assertEquals("", out.toString(StandardCharsets.UTF_8).lines().skip(1).reduce("", String::concat));
        String message = err.toString(StandardCharsets.UTF_8);
        assertTrue(message.startsWith("JarComparison: the builds disagree on chainRich count: "), message);
        assertTrue(message.endsWith(" against 0" + System.lineSeparator()), message);
    }

    @Test
    void aDirectoryWithoutACoreIsRefused(@TempDir Path dir) throws Exception {
        assertEquals(2, run(CORE, dir.toString()));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals("JarComparison: not a bitfall core build (no io.bitfall.puyo.PuyoField): " + dir
                + System.lineSeparator(), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCoreWithoutTheCallsOfTheLoopsIsRefused(@TempDir Path dir) throws Exception {
        // An old or foreign PuyoField without resolveInPlace: refused before anything is timed.
        Path classes = compile(dir, "package io.bitfall.puyo; public final class PuyoField {"
                + " public static PuyoField parse(CharSequence t, PuyoFormat f) { return new PuyoField(); }"
                + " public int chainCount() { return 0; } public void copyFrom(PuyoField o) { } }");
        assertEquals(2, run(CORE, classes.toString()));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        String message = err.toString(StandardCharsets.UTF_8);
        assertTrue(message.startsWith("JarComparison: the core build " + classes + " fails the timed loops on a"
                + " 1-chain field: java.lang.NoSuchMethodError"), message);
        assertEquals(1, message.lines().count(), message);
    }

    /** Compiles a fake core: {@code puyoField} as io.bitfall.puyo.PuyoField, with PuyoFormat and ChainSummary. */
    private static Path compile(Path dir, String puyoField) throws Exception {
        Path src = dir.resolve("src/io/bitfall/puyo");
        Files.createDirectories(src);
        Files.writeString(src.resolve("PuyoFormat.java"), "package io.bitfall.puyo; public enum PuyoFormat { TSU }");
        Files.writeString(src.resolve("ChainSummary.java"),
                "package io.bitfall.puyo; public final class ChainSummary { public static int score(long s) { return 0; } }");
        Files.writeString(src.resolve("PuyoField.java"), puyoField);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, "-d", classes.toString(), src.resolve("PuyoFormat.java").toString(),
                src.resolve("ChainSummary.java").toString(), src.resolve("PuyoField.java").toString()));
        return classes;
    }

    @Test
    void badArgumentsGiveOneLineAndStatus2() throws Exception {
        String[][] cases = {
            {CORE},
            {"--pairs", "0", CORE, CORE},
            {"--ops", "resolve", CORE, CORE},
            {"--workloads", "noSuch", CORE, CORE},
            {"--ops", "place", "--workloads", "noPop", CORE, CORE},
            {"--workloads", "lines", CORE, CORE},
            {"--frobnicate", "1", CORE, CORE},
            {CORE, "/no/such/core.jar"},
            {CORE, CORE, "--pairs"},
        };
        for (String[] args : cases) {
            out.reset();
            err.reset();
            assertEquals(2, run(args), String.join(" ", args));
            assertEquals("", out.toString(StandardCharsets.UTF_8), String.join(" ", args));
            List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
            assertEquals(1, lines.size(), String.join(" ", args));
            assertTrue(lines.get(0).startsWith("JarComparison: "), lines.get(0));
        }
    }

    private static java.net.URI location(Class<?> c) {
        try {
            return c.getProtectionDomain().getCodeSource().getLocation().toURI();
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }
}
