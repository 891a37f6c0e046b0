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
package io.bitfall.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsPageTest {
    @TempDir
    Path dir;

    /** One JMH result object as JMH 1.37 writes it (trimmed to the fields the page reads, plus a few). */
    static String result(String jdk, String cls, String method, String workload, String mode, double score,
                         String error, String unit, String gcNorm) {
        String secondary = gcNorm == null ? "{}"
                : "{ \"\u00b7gc.alloc.rate.norm\" : { \"score\" : " + gcNorm + ", \"scoreError\" : \"NaN\", \"scoreUnit\" : \"B/op\" } }";
        return "{ \"jmhVersion\" : \"1.37\", \"benchmark\" : \"io.bitfall.bench." + cls + "." + method + "\", "
                + "\"mode\" : \"" + mode + "\", \"threads\" : 1, \"forks\" : 1, \"jvm\" : \"/x/bin/java\", \"jvmArgs\" : [ ], "
                + "\"jdkVersion\" : \"" + jdk + "\", \"vmName\" : \"OpenJDK 64-Bit Server VM\", \"vmVersion\" : \"" + jdk + "+1\", "
                + "\"params\" : { \"workload\" : \"" + workload + "\" }, "
                + "\"primaryMetric\" : { \"score\" : " + score + ", \"scoreError\" : " + error + ", "
                + "\"scoreConfidence\" : [ 1.0, 2.0 ], \"scoreUnit\" : \"" + unit + "\", \"rawData\" : [ [ 1.0 ] ] }, "
                + "\"secondaryMetrics\" : " + secondary + " }";
    }

    static String run(String jdk, double engineNoPop) {
        return "[\n" + String.join(",\n", List.of(
                result(jdk, "PuyoChainCountBenchmark", "engine", "noPop", "avgt", engineNoPop, "0.5", "ns/op", "0.001"),
                result(jdk, "PuyoChainCountBenchmark", "reference", "noPop", "avgt", 20000, "\"NaN\"", "ns/op", "4000"),
                result(jdk, "PuyoChainCountBenchmark", "floor", "noPop", "avgt", 4, "0.1", "ns/op", "0.0"),
                result(jdk, "PuyoChainCountBenchmark", "engine", "chain19", "avgt", 2000, "10", "ns/op", "0.0"),
                result(jdk, "PuyoChainCountBenchmark", "reference", "chain19", "avgt", 500000, "10", "ns/op", "90000"),
                result(jdk, "PuyoChainCountScalingBenchmark", "oneThread", "chainRich", "thrpt", 2.0, "0.1", "ops/us", null),
                result(jdk, "PuyoChainCountScalingBenchmark", "twoThreads", "chainRich", "thrpt", 3.9, "0.1", "ops/us", null),
                result(jdk, "PuyoBeamSearchScalingBenchmark", "oneThread", "games", "thrpt", 100, "1", "ops/s", null),
                result(jdk, "PuyoBeamSearchScalingBenchmark", "twoThreads", "games", "thrpt", 150, "1", "ops/s", null)))
                + "\n]\n";
    }

    static List<Score> parse(String json) throws Exception {
        return Score.allOf(JdkRun.JSON_READER.readTree(json));
    }

    @Test
    void parsesJmhJson() throws Exception {
        List<Score> scores = parse(run("17.0.15", 40));
        assertEquals(9, scores.size());
        Score e = scores.get(0);
        assertEquals("PuyoChainCountBenchmark", e.benchmarkClass());
        assertEquals("engine", e.method());
        assertEquals("noPop", e.workload());
        assertEquals(40, e.score());
        assertEquals(0.001, e.allocated());
        assertTrue(Double.isNaN(scores.get(1).error()));
    }

    @Test
    void refusesJsonThatIsNotAListOfResults() {
        assertThrows(IllegalArgumentException.class, () -> parse("{\"benchmark\": \"a.B.c\"}"));
        assertThrows(IllegalArgumentException.class, () -> parse("[{\"benchmark\": \"nodots\"}]"));
        assertThrows(Exception.class, () -> parse("[1,"));
    }

    static Score avgt(double score, double error) {
        return new Score("PuyoChainCountBenchmark", "engine", "noPop", "avgt", 1, score, error, "ns/op", Double.NaN);
    }

    @Test
    void aSpeedupWhoseEngineErrorBarReachesZeroHasNoUpperEnd() {
        // 51.6 +- 54.3 ns against a steady reference: at least the reference's fastest over 105.9 ns.
        Comparison c = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(51.6, 54.3),
                avgt(37_250, 100), null);
        assertEquals(722, c.speedup(), 1);
        assertTrue(Double.isInfinite(c.speedupInterval()[1]));
        assertEquals("too noisy: 722x (≥ 351x)", ResultsPage.speedup(c), "a range without an upper end is too wide");
        assertEquals(false, c.crosses(30), "its range lies above the 30x target");
        assertTrue(c.crosses(400));
    }

    @Test
    void aSpeedupIsGivenWithItsRangeAndMarkedOnlyWhenTheRangeCrossesItsTarget() {
        Comparison tight = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(12.7, 0.608),
                avgt(2_971, 46), null);
        double[] range = tight.speedupInterval();
        assertTrue(range[0] < tight.speedup() && tight.speedup() < range[1], range[0] + " " + range[1]);
        assertEquals("234x (220-250x)", ResultsPage.speedup(tight));
        Comparison wide = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(100, 40),
                avgt(4_000, 1_000), null);
        assertEquals("too noisy: 40.0x (21.4-83.3x) ⚠", ResultsPage.speedup(wide), "21-83x reaches both sides of 30x");
        assertEquals("too noisy: 40.0x (21.4-83.3x)", ResultsPage.speedup(wide, true), "unscored (a smoke run)");
        Comparison noTarget = new Comparison("PuyoHashBenchmark", "midGame", "r", avgt(100, 40),
                avgt(4_000, 1_000), null);
        assertEquals("too noisy: 40.0x (21.4-83.3x)", ResultsPage.speedup(noTarget),
                "a class without a target is never marked as crossing it");
        assertEquals(" (≤ 7.00x)", ResultsPage.range(0, 7));
        assertEquals("", ResultsPage.range(0, Double.POSITIVE_INFINITY), "a range that says nothing is left out");
    }

    @Test
    void withoutErrorEstimatesThereIsNoRangeAndNoMark() {
        Comparison c = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(50, Double.NaN),
                avgt(5000, Double.NaN), null);
        assertEquals(false, c.crosses(30));
        assertTrue(Double.isNaN(c.speedupInterval()[0]));
        assertEquals("100x", ResultsPage.speedup(c));
    }

    @Test
    void jdkLabelIsTheFeatureVersion() {
        assertEquals("jdk17", JdkRun.label("17.0.15"));
        assertEquals("jdk25", JdkRun.label("25"));
        assertEquals("jdk25", JdkRun.label("25.0.1"));
        assertEquals("jdk8", JdkRun.label("1.8.0_402"));
    }

    @Test
    void titlesNameGameThenOperation() {
        assertEquals("Puyo chainCount", Comparison.title("PuyoChainCountBenchmark"));
        assertEquals("Monomino place", Comparison.title("MonominoPlaceBenchmark"));
    }

    @Test
    void filesEachJdkRunAndRendersOnePageForAll() throws Exception {
        Path json17 = dir.resolve("a.json");
        Files.writeString(json17, run("17.0.15", 40));
        Path json25 = dir.resolve("b.json");
        Files.writeString(json25, run("25.0.1", 25));
        Path results = dir.resolve("results");
        ResultsPage.main(new String[] {"--json", json17.toString(), "--results", results.toString(), "--run", "full",
            "--command", "mvn -pl bench jmh:run", "--jmh-options", "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc"});
        ResultsPage.main(new String[] {"--json", json25.toString(), "--results", results.toString(), "--run", "full",
            "--command", "mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java", "--jmh-options",
            "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc"});

        assertTrue(Files.isRegularFile(results.resolve("jdk17/jmh.json")));
        assertTrue(Files.isRegularFile(results.resolve("jdk25/jmh.json")));
        String info25 = Files.readString(results.resolve("jdk25/run.properties"));
        assertTrue(info25.contains("command=mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java"), info25);
        assertTrue(info25.contains("cores="), info25);

        String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
        String label17 = "jdk17, " + new JdkRun("jdk17", info(results.resolve("jdk17")), List.of()).shortCpu()
                + ", ";
        assertTrue(page.startsWith("# Benchmark results\n"), page);
        assertTrue(page.contains("All runs on this page used the same machine and JMH settings"), page);
        assertTrue(page.contains("| speedup<br>jdk17 | engine / floor<br>jdk17 |"), page);
        assertTrue(page.contains("f2 wi 3x1s i 5x1s gc"), page);
        assertTrue(page.contains("| Puyo chainCount | noPop | 500x | 10.0x | 800x | 6.25x |"), page);
        assertTrue(page.contains("| noPop | " + label17), page);
        assertTrue(page.contains(" | 40.0 ± 0.500 | 20,000 | 500x | 4.00 | 10.0x | 0.001 | 4,000 |"), page);
        assertTrue(page.contains("min 250x ✓"), page);
        assertTrue(page.contains("| Puyo chainCount: engine within 5x of floor where nothing pops (noPop) | 10.0x ✗ | 6.25x ✗ |"), page);
        assertTrue(page.contains("| Puyo chainCount | chainRich | " + label17), page);
        assertTrue(page.contains("| Two threads give >= 1.8x the throughput of one (Puyo chainCount engine) | 1.95x ✓ | 1.95x ✓ |"),
                page); // each scaling target reads its own benchmark
        assertTrue(page.contains("| Two threads give >= 1.8x the games per second of one (Puyo beam search) | 1.50x ✗ | 1.50x ✗ |"),
                page);
        assertTrue(page.contains("| Puyo beamSearch | games | " + label17), page);
        assertTrue(page.contains("max 0.001 B/op ✓"), page);
        assertTrue(page.contains("Why a row misses (✗) or cannot tell (⚠):"), page);
        assertTrue(page.contains("- **Two threads give >= 1.8x the games per second of one (Puyo beam search)** (jdk17, jdk25): "
                + "two threads reach 2x only"), page);
        assertTrue(page.contains("- **Puyo chainCount: engine within 5x of floor where nothing pops (noPop)** (jdk17, jdk25): "
                + "`floor` only ORs"), page);
        assertTrue(page.contains("## Workloads\n\n- `noPop`: settled fields of random play"), page);
        assertTrue(page.contains("- `games`: beam-search games"), page);
        assertTrue(!page.contains("(not described)"), page);
        assertTrue(page.contains("- Command: `mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java`"), page);
        assertTrue(page.indexOf("### jdk17") < page.indexOf("### jdk25"), page);

        String svg = Files.readString(results.resolve("speedup.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.startsWith("<svg "), svg);
        assertTrue(svg.contains(">" + label17) && svg.contains(">jdk25, "), svg);
        assertTrue(svg.contains("<path d=\"M"), "error bars: " + svg);
        assertTrue(!svg.contains("Smoke run"), svg);
        assertTrue(svg.contains("Black whiskers"), svg);
        assertTextFitsTheCanvas(svg);
        assertTrue(svg.contains(SpeedupChart.colour(0)) && svg.contains(SpeedupChart.colour(1)), svg);
        assertTrue(svg.contains(">1,000x<"), svg);
        assertTrue(svg.contains(">500x<"), svg);
    }

    /** Every text of the chart, at its estimated width, ends inside the canvas. */
    static void assertTextFitsTheCanvas(String svg) {
        java.util.regex.Matcher size = java.util.regex.Pattern.compile("<svg [^>]*width=\"(\\d+)\"").matcher(svg);
        assertTrue(size.find(), svg);
        int width = Integer.parseInt(size.group(1));
        java.util.regex.Matcher text = java.util.regex.Pattern.compile(
                "<text x=\"(\\d+)\" y=\"\\d+\" text-anchor=\"(\\w+)\" ([^>]*)>([^<]*)</text>").matcher(svg);
        int texts = 0;
        while (text.find()) {
            texts++;
            int x = Integer.parseInt(text.group(1));
            double fontSize = text.group(3).contains("font-size=\"15\"") ? 15 : text.group(3).contains("font-size=\"11\"") ? 11 : 12;
            int w = SpeedupChart.textWidth(text.group(4).replace("&amp;", "&").replace("&quot;", "\""), fontSize);
            int left = text.group(2).equals("start") ? x : text.group(2).equals("end") ? x - w : x - w / 2;
            assertTrue(left >= 0 && left + w <= width, "'" + text.group(4) + "' at " + x + " (" + w + " wide) leaves "
                    + "the canvas of " + width);
        }
        assertTrue(texts > 5, svg);
    }

    @Test
    void aShortRunSaysWhichSpeedupsDisagreeWithThePublishedPageAndWhy() throws Exception {
        String page = shortRunPage(run("17.0.15", 400).replace("\"scoreError\" : \"NaN\"", "\"scoreError\" : 100"));
        assertTrue(page.startsWith("# Benchmark results (short run)\n"), page);
        assertTrue(page.contains("## Against the published results\n\n**jdk17**: of 2 speedups, 1 agree with the "
                + "published page (results/) within their ranges; 1 disagree by more than both ranges; too noisy to "
                + "say: 0 (an error more than a third of the figure, here or published, or no error bars).\n\n"
                + "Disagree:\n\n- Puyo chainCount noPop: 50.0x (49.7-50.3x) here, 500x (491-509x) published\n"), page);
        assertTrue(page.contains("Why this happens: "), page);
        assertTrue(page.contains("the load average was "), page);
    }

    /**
     * The page of a short ({@code default}) run of this JMH JSON, its files in {@code dir/short}, checked against
     * a published full jdk17 run of {@code run("17.0.15", 40)} with error bars of 100.
     */
    private String shortRunPage(String jmhJson) throws Exception {
        Path published = publish(run("17.0.15", 40).replace("\"scoreError\" : \"NaN\"", "\"scoreError\" : 100"),
                "run=full\ncpu=Intel(R) Xeon(R) Processor\ncores=2\nmemory=23 GiB\n");
        Path json = dir.resolve("short.json");
        Files.writeString(json, jmhJson);
        Path results = dir.resolve("short");
        ResultsPage.main(new String[] {"--json", json.toString(), "--results", results.toString(), "--run", "default",
            "--command", "mvn -pl bench -am verify -Pjmh", "--jmh-options", "-f 1 -wi 3 -w 500ms -i 5 -r 500ms",
            "--published", published.toString()});
        return Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
    }

    /** Publishes a jdk17 run (its JMH JSON and run info) in {@code dir/published}; returns that folder. */
    private Path publish(String jmhJson, String info) throws Exception {
        Path published = dir.resolve("published");
        Path d = Files.createDirectories(published.resolve("jdk17"));
        Files.writeString(d.resolve(JdkRun.JSON), jmhJson);
        Files.writeString(d.resolve(JdkRun.INFO), info);
        return published;
    }

    /** A run of one comparison class on one workload with the given engine and reference times and errors. */
    static String oneComparison(String workload, double engine, String engineError, double reference,
                                String referenceError) {
        return "[\n" + result("17.0.15", "PuyoChainCountBenchmark", "engine", workload, "avgt", engine, engineError,
                "ns/op", null) + ",\n" + result("17.0.15", "PuyoChainCountBenchmark", "reference", workload, "avgt",
                reference, referenceError, "ns/op", null) + "\n]\n";
    }

    @Test
    void aSpeedupIsTooNoisyWhenItsErrorIsMoreThanAThirdOfIt() {
        // 30x, its range 20-40x: an error of 10x, exactly a third
        Comparison third = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(10, 0), avgt(300, 100), null);
        assertTrue(!third.tooNoisy(), ResultsPage.speedup(third));
        Comparison more = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(10, 0), avgt(300, 101), null);
        assertTrue(more.tooNoisy(), ResultsPage.speedup(more));
        assertEquals("too noisy: 30.0x (19.9-40.1x)", ResultsPage.speedup(more, true));
        Comparison noBars = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(10, Double.NaN),
                avgt(300, Double.NaN), null);
        assertTrue(!noBars.tooNoisy(), "no error estimate, no range: nothing to call noisy");
        Comparison unbounded = new Comparison("PuyoChainCountBenchmark", "noPop", "r", avgt(10, 12), avgt(11330, 9000),
                null);
        assertTrue(unbounded.tooNoisy(), ResultsPage.speedup(unbounded));
    }

    /**
     * The reported case (issue 39): a short run on a loaded machine gave 1,133x with error bars wider than the
     * value; it was charted as a headline and counted as agreeing with the published 250x.
     */
    @Test
    void aSpeedupWithErrorBarsWiderThanItselfIsNeitherChartedNorCountedAsAgreeing() throws Exception {
        String shortRun = oneComparison("noPop", 40, "0.5", 20000, "100");
        shortRun = shortRun.substring(0, shortRun.lastIndexOf(']')) + ",\n" + oneComparison("chain19", 10, "12", 11330,
                "9000").substring(2);
        String page = shortRunPage(shortRun);
        Path results = dir.resolve("short");
        assertTrue(page.contains("| Puyo chainCount | chain19 | too noisy: 1,133x (≥ 106x) |"), page);
        assertTrue(page.contains("**jdk17**: of 2 speedups, 1 agree with the published page (results/) within their "
                + "ranges; 0 disagree by more than both ranges; too noisy to say: 1 "), page);
        assertTrue(page.contains("Too noisy to say:\n\n- Puyo chainCount chain19: too noisy: 1,133x (≥ 106x) here, "
                + "250x (249-251x) published\n"), page);
        assertTrue(!page.contains("all 2 speedups agree") && !page.contains(", 2 agree"), page);
        String svg = Files.readString(results.resolve("speedup.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("too noisy to chart: 1,133x (≥ 106x)"), svg);
        assertTrue(!svg.contains("<title>Puyo chainCount chain19"), "no bar for the noisy figure: " + svg);
        assertTrue(svg.contains("<title>Puyo chainCount noPop, run 1: 500x"), svg);
        assertTrue(!svg.contains(">10,000x<") && svg.contains(">1,000x<"), "the noisy figure stretches no scale: " + svg);
        assertTextFitsTheCanvas(svg);
    }

    @Test
    void aFigureWithoutErrorBarsIsNeverCountedAsAgreeing() throws Exception {
        Path published = publish(oneComparison("noPop", 40, "0.5", 20000, "100"), "run=full\n");
        Path json = dir.resolve("custom.json");
        Files.writeString(json, oneComparison("noPop", 40, "\"NaN\"", 20000, "\"NaN\""));
        Path results = dir.resolve("custom");
        ResultsPage.main(new String[] {"--json", json.toString(), "--results", results.toString(), "--run", "custom",
            "--command", "mvn -pl bench -am verify -Pjmh -Djmh.iterations=1", "--jmh-options", "-i 1",
            "--published", published.toString()});
        String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
        assertTrue(page.contains("**jdk17**: of 1 speedups, 0 agree with the published page (results/) within their "
                + "ranges; 0 disagree by more than both ranges; too noisy to say: 1 "), page);
        assertTrue(page.contains("- Puyo chainCount noPop: 500x here, 500x (491-509x) published (no error bars)\n"), page);
    }

    static java.util.Properties info(Path runDir) throws Exception {
        java.util.Properties p = new java.util.Properties();
        try (var r = Files.newBufferedReader(runDir.resolve(JdkRun.INFO))) {
            p.load(r);
        }
        return p;
    }

    @Test
    void aSmokeRunSaysSoInThePageTitleAndTheChart() throws Exception {
        Path json = dir.resolve("a.json");
        Files.writeString(json, run("17.0.15", 40));
        Path results = dir.resolve("smoke");
        ResultsPage.main(new String[] {"--json", json.toString(), "--results", results.toString(), "--run", "smoke",
            "--command", "mvn -pl bench jmh:run -Djmh.quick=true", "--jmh-options", "-f 1 -wi 1 -w 200ms -i 1 -r 200ms"});
        String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
        assertTrue(page.startsWith("# Benchmark results (smoke run)\n"), page);
        assertTrue(page.contains("smoke run jdk17, "), page);
        assertTrue(!page.contains("## Targets") && !page.contains("✓") && !page.contains("✗"),
                "a smoke run scores no targets: " + page);
        assertTrue(page.contains("the page scores no targets"), page);
        String svg = Files.readString(results.resolve("speedup.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("Smoke run, not a measurement"), svg);
    }

    @Test
    void runsOnDifferentMachinesOrSettingsAreFlaggedInTheFirstLines() throws Exception {
        Path results = dir.resolve("mixed");
        for (String[] r : new String[][] {{"jdk17", "Intel(R) Xeon(R) Processor", "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc"},
            {"jdk25", "AMD EPYC 7B13", "-f 3 -wi 5 -w 1s -i 5 -r 1s"}}) {
            Path d = Files.createDirectories(results.resolve(r[0]));
            Files.writeString(d.resolve(JdkRun.JSON), run(r[0].equals("jdk17") ? "17.0.15" : "25.0.1", 40));
            Files.writeString(d.resolve(JdkRun.INFO), "cpu=" + r[1] + "\ncores=2\nmemory=23 GiB\ndate=2026-11-29 19:39 UTC\n"
                    + "jmhOptions=" + r[2] + "\n");
        }
        ResultsPage.main(new String[] {"--results", results.toString()});
        String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
        String head = page.substring(0, page.indexOf("## "));
        assertTrue(head.contains("differ in machine (jdk17: Intel(R) Xeon(R) Processor, 2 cores, 23 GiB; "
                + "jdk25: AMD EPYC 7B13, 2 cores, 23 GiB) and in JMH settings"), head);
        assertTrue(head.contains("jdk25, AMD EPYC 7B13, 2026-11-29, f3 wi 5x1s i 5x1s"), head);
        assertTrue(page.contains("vm: unknown") || page.contains("- JVM: unknown (vendor unknown), unknown"), page);
    }

    /** A run with the plan cases of {@code PuyoPlanBenchmark}, with or without its {@code placeOnly} floor. */
    static String planRun(boolean withFloor) {
        String json = run("17.0.15", 40);
        List<String> plans = new java.util.ArrayList<>(List.of(
                result("17.0.15", "PuyoPlanBenchmark", "enumerator", "Empty44", "avgt", 200, "10", "us/op", null),
                result("17.0.15", "PuyoPlanBenchmark", "publicApi", "Empty44", "avgt", 400, "20", "us/op", null)));
        if (withFloor) {
            plans.add(result("17.0.15", "PuyoPlanBenchmark", "placeOnly", "Empty44", "avgt", 300, "15", "us/op", null));
        }
        String planJson = String.join(",\n", plans).replace("\"workload\" : \"Empty44\"", "\"plans\" : \"Empty44\"");
        return json.substring(0, json.lastIndexOf(']')) + ",\n" + planJson + "\n]\n";
    }

    @Test
    void thePlanTableShowsThePlacingOnlyFloorWhenTheRunHasIt() throws Exception {
        for (boolean withFloor : new boolean[] {true, false}) {
            Path json = dir.resolve("plans-" + withFloor + ".json");
            Files.writeString(json, planRun(withFloor));
            Path results = dir.resolve("plans-" + withFloor);
            ResultsPage.main(new String[] {"--json", json.toString(), "--results", results.toString(), "--run", "full",
                "--command", "mvn -pl bench jmh:run", "--jmh-options", "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc"});
            String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
            String table = page.substring(page.indexOf("## Plan enumeration"));
            table = table.substring(0, table.indexOf("\n## "));
            if (withFloor) {
                assertTrue(table.contains("| case | run | PlanEnumerator | public API | placing only | PlanEnumerator / public API |"),
                        table);
                assertTrue(table.contains(" | 200 ± 10.0 us/op | 400 ± 20.0 us/op | 300 ± 15.0 us/op | 0.500x (0.452-0.553x) |"),
                        table);
                assertTrue(table.contains("Placing only: the public-API search with `copyFrom` and `place` alone"), table);
            } else {
                assertTrue(table.contains("| case | run | PlanEnumerator | public API | PlanEnumerator / public API |"), table);
                assertTrue(table.contains(" | 200 ± 10.0 us/op | 400 ± 20.0 us/op | 0.500x (0.452-0.553x) |"), table);
                assertTrue(!table.contains("placing only") && !table.contains("Placing only"), table);
            }
        }
    }

    @Test
    void refusesAnEmptyRun() throws Exception {
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "[ ]");
        assertThrows(IllegalStateException.class, () -> ResultsArchive.file(empty, dir.resolve("r"), "full", "", ""));
    }
}
