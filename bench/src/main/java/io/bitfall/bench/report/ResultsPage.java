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

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Files a JMH run and regenerates the results page: {@code <results>/<jdk>/jmh.json} and
 * {@code run.properties}, then {@code <results>/README.md} and {@code <results>/speedup.svg} from every
 * run filed there, so runs on several JDKs (each with its own machine, date and command) share one page.
 *
 * <pre>
 * java -cp &lt;bench class path&gt; io.bitfall.bench.report.ResultsPage --results DIR
 *      [--json jmh-result.json --run smoke|default|full --command "mvn ..." --jmh-options "-f 3 ..."]
 * </pre>
 * Without {@code --json} it only regenerates the page ({@code mvn -pl bench jmh:run -Djmh.full=true
 * -Djmh.renderOnly=true} does that for the published results). {@code jmh:run} calls it after every run.
 *
 * <p>{@code run.properties} keys: {@code run} (the kind of run), {@code jdk}, {@code vm}, {@code jmh},
 * {@code cpu}, {@code cores}, {@code memory}, {@code os}, {@code date}, {@code command},
 * {@code jmhOptions}. A key a run did not record shows as {@value JdkRun#UNKNOWN}.
 *
 * <p>The page's first lines say what kind of run it shows (a smoke run says so in the title, and so does
 * the chart) and whether the runs it combines differ in machine or JMH settings; every column of a run
 * is labelled with its JDK, CPU model, date and settings; a speedup whose error bars span more than
 * {@link Comparison#UNRELIABLE_SPAN} is marked unreliable.
 */
public final class ResultsPage {
    static final String README = "README.md";
    static final String CHART = "speedup.svg";

    /** What a reader needs to know about a class's numbers, by benchmark class. */
    private static final Map<String, String> NOTES = Map.of(
            "PuyoChainCountBenchmark", "Time per field; each invocation walks 256 fields. `floor` only reads "
                    + "and combines each field's 6 state words (`count()`; 12 before the engine moved to three code planes).",
            "PuyoResolveBenchmark", "Time per field. `resolve()` allocates by design (result, steps, final "
                    + "field), on both sides.",
            "MonominoPlaceBenchmark", "Time per placement; each invocation plays a whole judge input of "
                    + "10,000 placements. `floor` only walks the same input.",
            "PuyoPlaceBenchmark", "Time per placement: enumerate the legal placements of a pair, then copy "
                    + "the field, place and resolve, for each; placements per second = 1e9 / ns. `floor` copies "
                    + "the field and reads its words once per placement.",
            "PuyoChainPotentialBenchmark", "Time per chain-potential scan (90 drops, each resolved); scans per "
                    + "second = 1e9 / ns.",
            "PuyoBeamSearchBenchmark", "Time per search (one move chosen: about 7,200 fields placed and "
                    + "evaluated). Its B/op are per search: divided by the nodes they are bytes per node, which is "
                    + "what the no-allocation target counts, so it is left out of the 0 B/op target row.");

    /** Classes whose engine rate is worth a column of its own, with the name of what it counts. */
    private static final Map<String, String> PER_SECOND = Map.of(
            "PuyoPlaceBenchmark", "placements/s", "PuyoChainPotentialBenchmark", "scans/s");

    private ResultsPage() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --option value pairs, got " + args[i]);
            }
            options.put(args[i], args[i + 1]);
        }
        if (!options.containsKey("--results") || args.length % 2 != 0) {
            System.err.println("usage: ResultsPage --results DIR [--json FILE --run KIND --command CMD --jmh-options OPTS]");
            System.exit(2);
        }
        Path results = Path.of(options.get("--results"));
        String filed = null;
        if (options.containsKey("--json")) {
            filed = file(Path.of(options.get("--json")), results, options.getOrDefault("--run", ""),
                    options.getOrDefault("--command", ""), options.getOrDefault("--jmh-options", ""));
        }
        List<JdkRun> runs = loadAll(results);
        if (runs.isEmpty()) {
            throw new IllegalStateException("no results under " + results);
        }
        String page = markdown(runs);
        Files.writeString(results.resolve(README), page, StandardCharsets.UTF_8);
        Files.writeString(results.resolve(CHART), SpeedupChart.svg(labels(runs), groups(runs), isSmoke(runs)),
                StandardCharsets.UTF_8);
        System.out.println();
        System.out.println(page);
        System.out.println("Results page: " + results.resolve(README).toAbsolutePath()
                + (filed == null ? "" : " (this run filed as " + filed + ")"));
    }

    /**
     * Copies a JMH JSON file to {@code results/<jdk>/jmh.json} with the run's metadata beside it.
     *
     * @param run the kind of run: {@code smoke}, {@code default} or {@code full} (see {@link JdkRun#kind()})
     * @return the JDK label
     */
    static String file(Path json, Path results, String run, String command, String jmhOptions) throws IOException {
        JsonNode list = JdkRun.JSON_READER.readTree(json.toFile());
        Score.allOf(list); // refuse a file the page could not read before filing it
        if (list.isEmpty()) {
            throw new IllegalStateException(json + " holds no results: JMH ran no benchmark");
        }
        JsonNode first = list.get(0);
        String jdkVersion = first.path("jdkVersion").asText();
        String label = JdkRun.label(jdkVersion);
        Path dir = results.resolve(label);
        Files.createDirectories(dir);
        Files.copy(json, dir.resolve(JdkRun.JSON), StandardCopyOption.REPLACE_EXISTING);
        Properties info = new Properties();
        info.setProperty("run", run);
        info.setProperty("jdk", jdkVersion);
        info.setProperty("vm", first.path("vmName").asText() + " " + first.path("vmVersion").asText());
        info.setProperty("jmh", first.path("jmhVersion").asText());
        info.setProperty("cpu", cpuModel());
        info.setProperty("cores", String.valueOf(Runtime.getRuntime().availableProcessors()));
        info.setProperty("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        info.setProperty("memory", ManagementFactory.getOperatingSystemMXBean() instanceof
                com.sun.management.OperatingSystemMXBean os ? (os.getTotalMemorySize() >> 30) + " GiB" : "?");
        info.setProperty("date", ZonedDateTime.now(ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")));
        info.setProperty("command", command);
        info.setProperty("jmhOptions", jmhOptions);
        StringBuilder text = new StringBuilder("# One JMH run, filed by " + ResultsPage.class.getName() + "\n");
        new TreeMap<>(info).forEach((k, v) -> text.append(k).append('=').append(escape(v.toString())).append('\n'));
        Files.writeString(dir.resolve(JdkRun.INFO), text, StandardCharsets.UTF_8);
        return label;
    }

    /** A value as {@link Properties#load(java.io.Reader)} reads it back, in sorted, stable lines. */
    private static String escape(String value) {
        String v = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
        return v.startsWith(" ") ? "\\" + v : v;
    }

    /** The CPU model from {@code /proc/cpuinfo}, else the architecture. */
    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        return JdkRun.UNKNOWN + " (" + System.getProperty("os.arch") + ")";
    }

    /** Every run filed under {@code results}, oldest JDK first. */
    static List<JdkRun> loadAll(Path results) throws IOException {
        List<JdkRun> runs = new ArrayList<>();
        if (!Files.isDirectory(results)) {
            return runs;
        }
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(results,
                p -> Files.isRegularFile(p.resolve(JdkRun.JSON)))) {
            for (Path dir : dirs) {
                runs.add(JdkRun.load(dir));
            }
        }
        runs.sort(Comparator.comparingInt(JdkRun::featureVersion).thenComparing(JdkRun::label));
        return runs;
    }

    private static List<String> labels(List<JdkRun> runs) {
        return runs.stream().map(JdkRun::columnLabel).toList();
    }

    static boolean isSmoke(List<JdkRun> runs) {
        return runs.stream().anyMatch(r -> r.kind().equals("smoke"));
    }

    /** Benchmark classes with their workloads, over all runs, in order of first appearance. */
    private static Map<String, List<String>> classes(List<JdkRun> runs) {
        Map<String, List<String>> all = new LinkedHashMap<>();
        for (JdkRun run : runs) {
            run.workloadsByClass().forEach((c, ws) -> {
                List<String> known = all.computeIfAbsent(c, k -> new ArrayList<>());
                ws.stream().filter(w -> !known.contains(w)).forEach(known::add);
            });
        }
        return all;
    }

    /** The chart's bars: every workload of every class with an engine and a reference. */
    static List<SpeedupChart.Group> groups(List<JdkRun> runs) {
        List<SpeedupChart.Group> groups = new ArrayList<>();
        classes(runs).forEach((cls, workloads) -> {
            for (String w : workloads) {
                List<Comparison> byRun = new ArrayList<>();
                for (JdkRun run : runs) {
                    byRun.add(Comparison.of(run, cls, w));
                }
                if (byRun.stream().anyMatch(c -> c != null)) {
                    groups.add(new SpeedupChart.Group(Comparison.title(cls), w, byRun));
                }
            }
        });
        return groups;
    }

    /** The whole page. */
    static String markdown(List<JdkRun> runs) {
        StringBuilder md = new StringBuilder();
        boolean smoke = isSmoke(runs);
        boolean shortRun = runs.stream().anyMatch(r -> r.kind().equals("default"));
        md.append("# Benchmark results").append(smoke ? " (smoke run)" : shortRun ? " (short run)" : "").append("\n\n");
        if (smoke) {
            md.append("**Smoke run** (`-Djmh.quick=true`): one short iteration per benchmark and no error bars. "
                    + "Its numbers only show that the suite runs; they are not measurements.\n\n");
        } else if (shortRun) {
            md.append("**Short run**: fewer forks and iterations than the published results "
                    + "(`mvn -pl bench jmh:run -Djmh.full=true`); wider error bars.\n\n");
        }
        md.append(differences(runs));
        md.append("Runs on this page (each column and row is labelled with its run):\n\n");
        for (JdkRun run : runs) {
            md.append("- **").append(run.columnLabel()).append("**: ").append(run.get("vm")).append(" on ")
                    .append(run.machine()).append(", ").append(run.get("date")).append(", JMH options `")
                    .append(run.get("jmhOptions")).append("` (").append(run.kind()).append(" run)\n");
        }
        md.append('\n');
        md.append("Written by `mvn -pl bench jmh:run` (`").append(ResultsPage.class.getName())
                .append("`) from the JMH results filed below; do not edit by hand (regenerate it without "
                + "running anything with `-Djmh.renderOnly=true`).\n");
        md.append("Speedup is reference time / engine time; engine / floor is engine time / floor time "
                + "(how far the engine is above reading its inputs). ")
                .append(UNRELIABLE).append(" marks an unreliable speedup: the 99.9% error bars of engine and "
                + "reference allow speedups more than ").append(times(Comparison.UNRELIABLE_SPAN))
                .append(" apart (the range is given in the tables).\n\n");
        md.append("![Engine speedup over the array reference](").append(CHART).append(")\n\n");
        md.append(headline(runs));
        md.append(targets(runs));
        Map<String, List<String>> classes = classes(runs);
        classes.forEach((cls, workloads) -> md.append(classTable(runs, cls, workloads)));
        md.append(scaling(runs, classes));
        md.append("## Runs\n\n");
        for (JdkRun run : runs) {
            Properties i = run.info();
            md.append("### ").append(run.label()).append("\n\n");
            if (run.kind().equals("smoke")) {
                md.append("A smoke run (`-Djmh.quick=true`): its numbers only show that the suite runs.\n\n");
            }
            md.append("- JVM: ").append(run.get("jdk")).append(", ").append(run.get("vm"))
                    .append('\n');
            md.append("- Machine: ").append(run.machine()).append(", ").append(run.get("os")).append('\n');
            md.append("- Date: ").append(run.get("date")).append('\n');
            md.append("- Command: `").append(run.get("command")).append("`\n");
            md.append("- JMH ").append(i.containsKey("jmh") ? i.getProperty("jmh") + " " : "").append("options: `")
                    .append(run.get("jmhOptions")).append("`\n");
            md.append("- Raw results: [").append(run.label()).append('/').append(JdkRun.JSON).append("](")
                    .append(run.label()).append('/').append(JdkRun.JSON).append(")\n\n");
        }
        return md.toString();
    }

    /** Speedup (and engine / floor) of every comparison, one column pair per JDK. */
    private static String headline(List<JdkRun> runs) {
        List<SpeedupChart.Group> groups = groups(runs);
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("## Headline\n\n| benchmark | workload |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (JdkRun run : runs) {
            md.append(" speedup<br>").append(run.columnLabel()).append(" | engine / floor<br>")
                    .append(run.columnLabel()).append(" |");
            rule.append("---:|---:|");
        }
        md.append('\n').append(rule).append('\n');
        for (SpeedupChart.Group g : groups) {
            md.append("| ").append(g.title()).append(" | ").append(g.workload()).append(" |");
            for (Comparison c : g.byRun()) {
                md.append(' ').append(c == null ? "" : speedup(c)).append(" | ")
                        .append(c == null || c.floor() == null ? "" : times(c.overFloor())).append(" |");
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    /** The targets, measured. */
    private static String targets(List<JdkRun> runs) {
        StringBuilder md = new StringBuilder("## Targets\n\n| target |");
        StringBuilder rule = new StringBuilder("|---|");
        for (JdkRun run : runs) {
            md.append(' ').append(run.columnLabel()).append(" |");
            rule.append("---|");
        }
        md.append('\n').append(rule).append('\n');
        targetRow(md, runs, "Puyo chainCount: engine >= 30x faster than reference on every workload",
                run -> minSpeedup(run, "PuyoChainCountBenchmark"), run -> anyUnreliable(run, "PuyoChainCountBenchmark"),
                30, true, "min ");
        targetRow(md, runs, "Puyo chainCount: engine within 5x of floor where nothing pops (noPop)",
                run -> {
                    Comparison c = Comparison.of(run, "PuyoChainCountBenchmark", "noPop");
                    return c == null ? Double.NaN : c.overFloor();
                }, run -> false, 5, false, "");
        targetRow(md, runs, "Monomino: engine >= 10x faster per placement on every workload",
                run -> minSpeedup(run, "MonominoPlaceBenchmark"), run -> anyUnreliable(run, "MonominoPlaceBenchmark"),
                10, true, "min ");
        targetRow(md, runs, "Puyo AI (place and resolve; chain potential): engine >= 30x faster than reference",
                run -> Math.min(minSpeedup(run, "PuyoPlaceBenchmark"), minSpeedup(run, "PuyoChainPotentialBenchmark")),
                run -> anyUnreliable(run, "PuyoPlaceBenchmark") || anyUnreliable(run, "PuyoChainPotentialBenchmark"),
                30, true, "min ");
        targetRow(md, runs, "Two threads give >= 1.8x the throughput of one (Puyo chainCount engine)",
                run -> scalingRatio(run, "PuyoChainCountScalingBenchmark"), run -> false, 1.8, true, "");
        targetRow(md, runs, "Two threads give >= 1.8x the games per second of one (Puyo beam search)",
                run -> scalingRatio(run, "PuyoBeamSearchScalingBenchmark"), run -> false, 1.8, true, "");
        md.append("| Engine paths allocate 0 B/op (`-Djmh.prof=gc`; not the beam search, whose B/op are per search of thousands of nodes, nor the versus match, whose B/op are its pair sequence and result, once per match of hundreds of placements) |");
        for (JdkRun run : runs) {
            double max = Double.NaN;
            for (Score s : run.scores()) {
                if (s.method().equals("engine") && !s.benchmarkClass().equals("PuyoResolveBenchmark")
                        && !s.benchmarkClass().equals("PuyoBeamSearchBenchmark")
                        && !s.benchmarkClass().equals("PuyoVersusBenchmark") && !Double.isNaN(s.allocated())) {
                    max = Double.isNaN(max) ? s.allocated() : Math.max(max, s.allocated());
                }
            }
            md.append(' ').append(Double.isNaN(max) ? "not measured"
                    : String.format(Locale.ROOT, "max %.3f B/op %s", max, max < 0.5 ? "✓" : "✗")).append(" |");
        }
        return md.append("\n\n").toString();
    }

    private static void targetRow(StringBuilder md, List<JdkRun> runs, String target,
                                  java.util.function.ToDoubleFunction<JdkRun> measure,
                                  java.util.function.Predicate<JdkRun> unreliable, double bound,
                                  boolean atLeast, String prefix) {
        md.append("| ").append(target).append(" |");
        for (JdkRun run : runs) {
            double v = measure.applyAsDouble(run);
            if (Double.isNaN(v)) {
                md.append(" not measured |");
            } else {
                boolean met = atLeast ? v >= bound : v <= bound;
                md.append(' ').append(prefix).append(times(v)).append(met ? " ✓" : " ✗")
                        .append(unreliable.test(run) ? " (" + UNRELIABLE + " some speedups unreliable)" : "")
                        .append(" |");
            }
        }
        md.append('\n');
    }

    private static boolean anyUnreliable(JdkRun run, String cls) {
        for (String w : run.workloadsByClass().getOrDefault(cls, List.of())) {
            Comparison c = Comparison.of(run, cls, w);
            if (c != null && c.unreliable()) {
                return true;
            }
        }
        return false;
    }

    private static double minSpeedup(JdkRun run, String cls) {
        double min = Double.NaN;
        List<String> workloads = run.workloadsByClass().getOrDefault(cls, List.of());
        for (String w : workloads) {
            Comparison c = Comparison.of(run, cls, w);
            if (c != null) {
                min = Double.isNaN(min) ? c.speedup() : Math.min(min, c.speedup());
            }
        }
        return min;
    }

    /** Two-thread over one-thread throughput of the scaling benchmark {@code cls}, NaN if not run. */
    static double scalingRatio(JdkRun run, String cls) {
        for (String w : run.workloadsByClass().getOrDefault(cls, List.of())) {
            Score one = run.find(cls, "oneThread", w);
            Score two = run.find(cls, "twoThreads", w);
            if (one != null && two != null) {
                return two.score() / one.score();
            }
        }
        return Double.NaN;
    }

    /** The detailed table of one comparison class: a row per workload and JDK. */
    private static String classTable(List<JdkRun> runs, String cls, List<String> workloads) {
        List<Comparison> rows = new ArrayList<>();
        for (String w : workloads) {
            for (JdkRun run : runs) {
                Comparison c = Comparison.of(run, cls, w);
                if (c != null) {
                    rows.add(c);
                }
            }
        }
        if (rows.isEmpty()) {
            return "";
        }
        String unit = rows.get(0).engine().unit();
        boolean floors = rows.stream().anyMatch(c -> c.floor() != null);
        boolean alloc = rows.stream().anyMatch(c -> !Double.isNaN(c.engine().allocated()));
        StringBuilder md = new StringBuilder();
        md.append("## ").append(Comparison.title(cls)).append(" (`").append(cls).append("`)\n\n");
        if (NOTES.containsKey(cls)) {
            md.append(NOTES.get(cls)).append("\n\n");
        }
        md.append("| workload | run | engine ").append(unit).append(" | reference ").append(unit)
                .append(" | speedup |");
        String rule = "|---|---|---:|---:|---:|";
        if (floors) {
            md.append(" floor ").append(unit).append(" | engine / floor |");
            rule += "---:|---:|";
        }
        if (alloc) {
            md.append(" engine B/op | reference B/op |");
            rule += "---:|---:|";
        }
        String rate = unit.equals("ns/op") ? PER_SECOND.get(cls) : null;
        if (rate != null) {
            md.append(" engine ").append(rate).append(" |");
            rule += "---:|";
        }
        md.append('\n').append(rule).append('\n');
        for (Comparison c : rows) {
            md.append("| ").append(c.workload()).append(" | ").append(c.run()).append(" | ")
                    .append(withError(c.engine())).append(" | ").append(withError(c.reference())).append(" | ")
                    .append(speedup(c));
            if (c.unreliable()) {
                double[] range = c.speedupInterval();
                md.append(" (").append(times(range[0])).append(" to ")
                        .append(Double.isInfinite(range[1]) ? "∞" : times(range[1])).append(')');
            }
            md.append(" |");
            if (floors) {
                md.append(' ').append(c.floor() == null ? "" : number(c.floor().score())).append(" | ")
                        .append(c.floor() == null ? "" : times(c.overFloor())).append(" |");
            }
            if (alloc) {
                md.append(' ').append(bytes(c.engine().allocated())).append(" | ")
                        .append(bytes(c.reference().allocated())).append(" |");
            }
            if (rate != null) {
                md.append(' ').append(number(1e9 / c.engine().score())).append(" |");
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    private static String scaling(List<JdkRun> runs, Map<String, List<String>> classes) {
        StringBuilder md = new StringBuilder();
        classes.forEach((cls, workloads) -> {
            for (String w : workloads) {
                for (JdkRun run : runs) {
                    Score one = run.find(cls, "oneThread", w);
                    Score two = run.find(cls, "twoThreads", w);
                    if (one == null || two == null) {
                        continue;
                    }
                    if (md.length() == 0) {
                        md.append("## Scaling with threads\n\nThroughput of the same work on one thread and on two "
                                + "(all threads together; each thread has its own fields).\n\n"
                                + "| benchmark | workload | run | 1 thread | 2 threads | 2 threads / 1 thread |\n"
                                + "|---|---|---|---:|---:|---:|\n");
                    }
                    String title = Comparison.title(cls.replace("ScalingBenchmark", "Benchmark"));
                    md.append("| ").append(title).append(" | ").append(w).append(" | ")
                            .append(run.columnLabel()).append(" | ").append(withError(one)).append(' ').append(one.unit())
                            .append(" | ").append(withError(two)).append(' ').append(two.unit()).append(" | ")
                            .append(times(two.score() / one.score())).append(" |\n");
                }
            }
        });
        return md.length() == 0 ? "" : md.append('\n').toString();
    }

    /** The mark of an unreliable speedup. */
    static final String UNRELIABLE = "⚠";

    /** A speedup, marked when its error bars make it unreliable. */
    static String speedup(Comparison c) {
        return times(c.speedup()) + (c.unreliable() ? " " + UNRELIABLE + " unreliable" : "");
    }

    /**
     * The first lines' warning when the runs differ in machine (CPU model, cores, memory) or JMH settings,
     * or are of different kinds; empty when they agree.
     */
    static String differences(List<JdkRun> runs) {
        List<String> what = new ArrayList<>();
        if (runs.stream().map(JdkRun::machine).distinct().count() > 1) {
            what.add("machine (" + String.join("; ", runs.stream().map(r -> r.label() + ": " + r.machine()).toList())
                    + ")");
        }
        if (runs.stream().map(JdkRun::settings).distinct().count() > 1) {
            what.add("JMH settings (" + String.join("; ", runs.stream().map(r -> r.label() + ": " + r.settings())
                    .toList()) + ")");
        }
        if (runs.stream().map(JdkRun::kind).distinct().count() > 1) {
            what.add("kind of run (" + String.join("; ", runs.stream().map(r -> r.label() + ": " + r.kind())
                    .toList()) + ")");
        }
        if (what.isEmpty()) {
            return runs.size() > 1 ? "All runs on this page used the same machine and JMH settings.\n\n" : "";
        }
        return "**" + UNRELIABLE + " The runs on this page differ in " + String.join(" and in ", what)
                + ": their columns are not directly comparable.**\n\n";
    }

    private static String withError(Score s) {
        if (Double.isNaN(s.error())) {
            return number(s.score());
        }
        return number(s.score()) + " ± " + number(s.error());
    }

    /** A measurement with about 3 significant digits. */
    static String number(double v) {
        if (Double.isNaN(v)) {
            return "?";
        }
        double a = Math.abs(v);
        String f = a >= 100 ? "%,.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, f, v);
    }

    /** A ratio: {@code 123x}, {@code 45.6x}, {@code 1.23x}. */
    static String times(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "?";
        }
        return (v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : number(v)) + "x";
    }

    private static String bytes(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        return String.format(Locale.ROOT, v < 0.5 ? "%.3f" : "%,.0f", v);
    }
}
