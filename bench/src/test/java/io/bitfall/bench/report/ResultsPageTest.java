package io.bitfall.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
                result(jdk, "PuyoChainCountScalingBenchmark", "twoThreads", "chainRich", "thrpt", 3.9, "0.1", "ops/us", null)))
                + "\n]\n";
    }

    @Test
    void parsesJmhJson() {
        List<Score> scores = Score.allOf(Json.parse(run("17.0.15", 40)));
        assertEquals(7, scores.size());
        Score e = scores.get(0);
        assertEquals("PuyoChainCountBenchmark", e.benchmarkClass());
        assertEquals("engine", e.method());
        assertEquals("noPop", e.workload());
        assertEquals(40, e.score());
        assertEquals(0.001, e.allocated());
        assertTrue(Double.isNaN(scores.get(1).error()));
    }

    @Test
    void jsonReaderHandlesEscapesAndRejectsJunk() {
        assertEquals(Map.of("a", List.of("x\"y\u00e9", true, -1.5e3)), Json.parse("{\"a\":[\"x\\\"y\\u00e9\",true,-1.5e3]}"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":1} x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1,"));
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
        ResultsPage.main(new String[] {"--json", json17.toString(), "--results", results.toString(),
            "--command", "mvn -pl bench jmh:run", "--jmh-options", "-f 3"});
        ResultsPage.main(new String[] {"--json", json25.toString(), "--results", results.toString(),
            "--command", "mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java", "--jmh-options", "-f 3"});

        assertTrue(Files.isRegularFile(results.resolve("jdk17/jmh.json")));
        assertTrue(Files.isRegularFile(results.resolve("jdk25/jmh.json")));
        String info25 = Files.readString(results.resolve("jdk25/run.properties"));
        assertTrue(info25.contains("command=mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java"), info25);
        assertTrue(info25.contains("cores="), info25);

        String page = Files.readString(results.resolve("README.md"), StandardCharsets.UTF_8);
        assertTrue(page.contains("| Puyo chainCount | noPop | 500x | 10.0x | 800x | 6.25x |"), page);
        assertTrue(page.contains("| noPop | jdk17 | 40.0 ± 0.500 | 20,000 | 500x | 4.00 | 10.0x | 0.001 | 4,000 |"), page);
        assertTrue(page.contains("min 250x ✓"), page);
        assertTrue(page.contains("| Puyo chainCount: engine within 5x of floor where nothing pops (noPop) | 10.0x ✗ | 6.25x ✗ |"), page);
        assertTrue(page.contains("| Puyo chainCount | chainRich | jdk17 |"), page);
        assertTrue(page.contains("1.95x"), page);
        assertTrue(page.contains("max 0.001 B/op ✓"), page);
        assertTrue(page.contains("- Command: `mvn -pl bench jmh:run -Djmh.jvm=/jdk25/bin/java`"), page);
        assertTrue(page.indexOf("### jdk17") < page.indexOf("### jdk25"), page);

        String svg = Files.readString(results.resolve("speedup.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.startsWith("<svg "), svg);
        assertTrue(svg.contains(">jdk17<") && svg.contains(">jdk25<"), svg);
        assertTrue(svg.contains(SpeedupChart.colour(0)) && svg.contains(SpeedupChart.colour(1)), svg);
        assertTrue(svg.contains(">1000x<"), svg);
        assertTrue(svg.contains(">500x<"), svg);
    }

    @Test
    void refusesAnEmptyRun() throws Exception {
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "[ ]");
        assertThrows(IllegalStateException.class, () -> ResultsPage.file(empty, dir.resolve("r"), "", ""));
    }
}
