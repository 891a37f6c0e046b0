package io.bitfall.bench.report;

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
 *      [--json jmh-result.json --command "mvn ..." --jmh-options "-f 3 ..."]
 * </pre>
 * Without {@code --json} it only regenerates the page. {@code jmh:run} calls it after every run.
 *
 * <p>{@code run.properties} keys: {@code jdk}, {@code vm}, {@code jmh}, {@code cpu}, {@code cores},
 * {@code memory}, {@code os}, {@code date}, {@code command}, {@code jmhOptions}.
 */
public final class ResultsPage {
    static final String README = "README.md";
    static final String CHART = "speedup.svg";

    /** What a reader needs to know about a class's numbers, by benchmark class. */
    private static final Map<String, String> NOTES = Map.of(
            "PuyoChainCountBenchmark", "Time per field; each invocation walks 256 fields. `floor` only reads "
                    + "and combines each field's 12 state words (`count()`).",
            "PuyoResolveBenchmark", "Time per field. `resolve()` allocates by design (result, steps, final "
                    + "field), on both sides.",
            "MonominoPlaceBenchmark", "Time per placement; each invocation plays a whole judge input of "
                    + "10,000 placements. `floor` only walks the same input.",
            "PuyoPlaceBenchmark", "Time per placement: enumerate the legal placements of a pair, then copy "
                    + "the field, place and resolve, for each; placements per second = 1e9 / ns. `floor` copies "
                    + "the field and reads its words once per placement.",
            "PuyoChainPotentialBenchmark", "Time per chain-potential scan (90 drops, each resolved); scans per "
                    + "second = 1e9 / ns.");

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
            System.err.println("usage: ResultsPage --results DIR [--json FILE --command CMD --jmh-options OPTS]");
            System.exit(2);
        }
        Path results = Path.of(options.get("--results"));
        String filed = null;
        if (options.containsKey("--json")) {
            filed = file(Path.of(options.get("--json")), results, options.getOrDefault("--command", ""),
                    options.getOrDefault("--jmh-options", ""));
        }
        List<JdkRun> runs = loadAll(results);
        if (runs.isEmpty()) {
            throw new IllegalStateException("no results under " + results);
        }
        String page = markdown(runs);
        Files.writeString(results.resolve(README), page, StandardCharsets.UTF_8);
        Files.writeString(results.resolve(CHART), SpeedupChart.svg(labels(runs), groups(runs)), StandardCharsets.UTF_8);
        System.out.println();
        System.out.println(page);
        System.out.println("Results page: " + results.resolve(README).toAbsolutePath()
                + (filed == null ? "" : " (this run filed as " + filed + ")"));
    }

    /**
     * Copies a JMH JSON file to {@code results/<jdk>/jmh.json} with the run's metadata beside it.
     *
     * @return the JDK label
     */
    static String file(Path json, Path results, String command, String jmhOptions) throws IOException {
        Object parsed = Json.parse(Files.readString(json, StandardCharsets.UTF_8));
        List<?> list = (List<?>) parsed;
        if (list.isEmpty()) {
            throw new IllegalStateException(json + " holds no results: JMH ran no benchmark");
        }
        Map<?, ?> first = (Map<?, ?>) list.get(0);
        String jdkVersion = String.valueOf(first.get("jdkVersion"));
        String label = JdkRun.label(jdkVersion);
        Path dir = results.resolve(label);
        Files.createDirectories(dir);
        Files.copy(json, dir.resolve(JdkRun.JSON), StandardCopyOption.REPLACE_EXISTING);
        Properties info = new Properties();
        info.setProperty("jdk", jdkVersion);
        info.setProperty("vm", first.get("vmName") + " " + first.get("vmVersion"));
        info.setProperty("jmh", String.valueOf(first.get("jmhVersion")));
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
        return System.getProperty("os.arch");
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
        return runs.stream().map(JdkRun::label).toList();
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
                List<Comparison> byJdk = new ArrayList<>();
                for (JdkRun run : runs) {
                    byJdk.add(Comparison.of(run, cls, w));
                }
                if (byJdk.stream().anyMatch(c -> c != null)) {
                    groups.add(new SpeedupChart.Group(Comparison.title(cls), w, byJdk));
                }
            }
        });
        return groups;
    }

    /** The whole page. */
    static String markdown(List<JdkRun> runs) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark results\n\n");
        md.append("Written by `mvn -pl bench jmh:run` (`").append(ResultsPage.class.getName())
                .append("`) from the JMH results filed below; do not edit by hand.\n");
        md.append("Speedup is reference time / engine time; engine / floor is engine time / floor time "
                + "(how far the engine is above reading its inputs).\n\n");
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
            if (i.getProperty("command", "").contains("jmh.quick=true")) {
                md.append("A quick smoke run (`-Djmh.quick=true`): its numbers only show that the suite runs.\n\n");
            }
            md.append("- JVM: ").append(i.getProperty("jdk", "?")).append(", ").append(i.getProperty("vm", "?"))
                    .append('\n');
            md.append("- Machine: ").append(i.getProperty("cpu", "?")).append(", ").append(i.getProperty("cores", "?"))
                    .append(" cores, ").append(i.getProperty("memory", "?")).append(", ")
                    .append(i.getProperty("os", "?")).append('\n');
            md.append("- Date: ").append(i.getProperty("date", "?")).append('\n');
            md.append("- Command: `").append(i.getProperty("command", "?")).append("`\n");
            md.append("- JMH ").append(i.containsKey("jmh") ? i.getProperty("jmh") + " " : "").append("options: `")
                    .append(i.getProperty("jmhOptions", "?")).append("`\n");
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
            md.append(' ').append(run.label()).append(" speedup | ").append(run.label()).append(" engine / floor |");
            rule.append("---:|---:|");
        }
        md.append('\n').append(rule).append('\n');
        for (SpeedupChart.Group g : groups) {
            md.append("| ").append(g.title()).append(" | ").append(g.workload()).append(" |");
            for (Comparison c : g.byJdk()) {
                md.append(' ').append(c == null ? "" : times(c.speedup())).append(" | ")
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
            md.append(' ').append(run.label()).append(" |");
            rule.append("---|");
        }
        md.append('\n').append(rule).append('\n');
        targetRow(md, runs, "Puyo chainCount: engine >= 30x faster than reference on every workload",
                run -> minSpeedup(run, "PuyoChainCountBenchmark"), 30, true, "min ");
        targetRow(md, runs, "Puyo chainCount: engine within 5x of floor where nothing pops (noPop)",
                run -> {
                    Comparison c = Comparison.of(run, "PuyoChainCountBenchmark", "noPop");
                    return c == null ? Double.NaN : c.overFloor();
                }, 5, false, "");
        targetRow(md, runs, "Monomino: engine >= 10x faster per placement on every workload",
                run -> minSpeedup(run, "MonominoPlaceBenchmark"), 10, true, "min ");
        targetRow(md, runs, "Puyo AI (place and resolve; chain potential): engine >= 30x faster than reference",
                run -> Math.min(minSpeedup(run, "PuyoPlaceBenchmark"), minSpeedup(run, "PuyoChainPotentialBenchmark")),
                30, true, "min ");
        targetRow(md, runs, "Two threads give >= 1.8x the throughput of one (Puyo chainCount engine)",
                ResultsPage::scalingRatio, 1.8, true, "");
        md.append("| Engine paths allocate 0 B/op (`-Djmh.prof=gc`) |");
        for (JdkRun run : runs) {
            double max = Double.NaN;
            for (Score s : run.scores()) {
                if (s.method().equals("engine") && !s.benchmarkClass().equals("PuyoResolveBenchmark")
                        && !Double.isNaN(s.allocated())) {
                    max = Double.isNaN(max) ? s.allocated() : Math.max(max, s.allocated());
                }
            }
            md.append(' ').append(Double.isNaN(max) ? "not measured"
                    : String.format(Locale.ROOT, "max %.3f B/op %s", max, max < 0.5 ? "✓" : "✗")).append(" |");
        }
        return md.append("\n\n").toString();
    }

    private static void targetRow(StringBuilder md, List<JdkRun> runs, String target,
                                  java.util.function.ToDoubleFunction<JdkRun> measure, double bound,
                                  boolean atLeast, String prefix) {
        md.append("| ").append(target).append(" |");
        for (JdkRun run : runs) {
            double v = measure.applyAsDouble(run);
            if (Double.isNaN(v)) {
                md.append(" not measured |");
            } else {
                boolean met = atLeast ? v >= bound : v <= bound;
                md.append(' ').append(prefix).append(times(v)).append(met ? " ✓" : " ✗").append(" |");
            }
        }
        md.append('\n');
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

    /** Two-thread over one-thread throughput of the scaling benchmark, NaN if not run. */
    static double scalingRatio(JdkRun run) {
        for (Map.Entry<String, List<String>> e : run.workloadsByClass().entrySet()) {
            for (String w : e.getValue()) {
                Score one = run.find(e.getKey(), "oneThread", w);
                Score two = run.find(e.getKey(), "twoThreads", w);
                if (one != null && two != null) {
                    return two.score() / one.score();
                }
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
        md.append("| workload | JDK | engine ").append(unit).append(" | reference ").append(unit)
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
            md.append("| ").append(c.workload()).append(" | ").append(c.jdk()).append(" | ")
                    .append(withError(c.engine())).append(" | ").append(withError(c.reference())).append(" | ")
                    .append(times(c.speedup())).append(" |");
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
                                + "| benchmark | workload | JDK | 1 thread | 2 threads | 2 threads / 1 thread |\n"
                                + "|---|---|---|---:|---:|---:|\n");
                    }
                    String title = Comparison.title(cls.replace("ScalingBenchmark", "Benchmark"));
                    md.append("| ").append(title).append(" | ").append(w).append(" | ")
                            .append(run.label()).append(" | ").append(withError(one)).append(' ').append(one.unit())
                            .append(" | ").append(withError(two)).append(' ').append(two.unit()).append(" | ")
                            .append(times(two.score() / one.score())).append(" |\n");
                }
            }
        });
        return md.length() == 0 ? "" : md.append('\n').toString();
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
