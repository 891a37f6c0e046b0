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

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Files a JMH run and regenerates the results page: {@code <results>/<jdk>/jmh.json} and
 * {@code run.properties}, then {@code <results>/README.md} and {@code <results>/speedup.svg} from every
 * run filed there, so runs on several JDKs (each with its own machine, date and command) share one page.
 *
 * <pre>
 * java -cp &lt;bench class path&gt; io.bitfall.bench.report.ResultsPage --results DIR
 *      [--json jmh-result.json --run smoke|default|full --command "mvn ..." --jmh-options "-f 3 ..."]
 *      [--published results-dir]
 * </pre>
 * Without {@code --json} it only regenerates the page ({@code mvn -pl bench -am verify -Pjmh -Djmh.full=true
 * -Djmh.renderOnly=true} does that for the published results). {@code jmh:run} calls it after every run.
 *
 * <p>{@code run.properties} keys: {@code run} (the kind of run), {@code jdk}, {@code vm}, {@code jmh},
 * {@code cpu}, {@code cores}, {@code memory}, {@code os}, {@code date}, {@code command},
 * {@code jmhOptions}. A key a run did not record shows as {@value JdkRun#UNKNOWN}.
 *
 * <p>The page's first lines say what kind of run it shows (a smoke run says so in the title, and so does
 * the chart) and whether the runs it combines differ in machine or JMH settings; every column of a run
 * is labelled with its JDK, CPU model, date and settings; every speedup comes with the range its error bars
 * allow, and a figure whose range reaches both sides of its target is marked. A smoke run scores no targets;
 * a run of another kind than the published one says which speedups disagree with the published page
 * ({@code --published DIR}) by more than their ranges, and why that happens.
 *
 * <p>This class writes the page; {@link ResultsArchive} files and reads the runs, {@link Targets} measures
 * the project's targets on them.
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
                    + "what the no-allocation target counts, so it is left out of the 0 B/op target row.",
            "PuyoVersusBenchmark", "Throughput in whole matches (greedy against greedy, about 265 pairs a side). "
                    + "Its B/op are per match (the pair sequence and the result); the match loop allocates nothing "
                    + "per placement (VersusAllocationTest), so it is left out of the 0 B/op target row.");

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
            System.err.println("usage: ResultsPage --results DIR [--json FILE --run KIND --command CMD --jmh-options OPTS]"
                    + " [--published DIR]");
            System.exit(2);
        }
        Path results = Path.of(options.get("--results"));
        String filed = null;
        if (options.containsKey("--json")) {
            filed = ResultsArchive.file(Path.of(options.get("--json")), results, options.getOrDefault("--run", ""),
                    options.getOrDefault("--command", ""), options.getOrDefault("--jmh-options", ""));
        }
        List<JdkRun> runs = ResultsArchive.loadAll(results);
        if (runs.isEmpty()) {
            throw new IllegalStateException("no results under " + results);
        }
        List<JdkRun> published = options.containsKey("--published") ? ResultsArchive.loadAll(Path.of(options.get("--published")))
                : List.of();
        String page = markdown(runs, published);
        Files.writeString(results.resolve(README), page, StandardCharsets.UTF_8);
        Files.writeString(results.resolve(CHART), SpeedupChart.svg(labels(runs), groups(runs), isSmoke(runs)),
                StandardCharsets.UTF_8);
        System.out.println();
        System.out.println(page);
        System.out.println("Results page: " + results.resolve(README).toAbsolutePath()
                + (filed == null ? "" : " (this run filed as " + filed + ")"));
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

    /** The whole page, with nothing to compare it with. */
    static String markdown(List<JdkRun> runs) {
        return markdown(runs, List.of());
    }

    /**
     * The whole page.
     *
     * @param published the published runs (results/), to compare a run of another kind with; empty for none
     */
    static String markdown(List<JdkRun> runs, List<JdkRun> published) {
        StringBuilder md = new StringBuilder();
        boolean smoke = isSmoke(runs);
        boolean shortRun = runs.stream().anyMatch(r -> r.kind().equals("default"));
        md.append("# Benchmark results").append(smoke ? " (smoke run)" : shortRun ? " (short run)" : "").append("\n\n");
        if (smoke) {
            md.append("**Smoke run** (`-Djmh.quick=true`): one short iteration per benchmark and no error bars. "
                    + "Its numbers only show that the suite runs; they are not measurements, and the page scores "
                    + "no targets.\n\n");
        } else if (shortRun) {
            md.append("**Short run**: fewer forks and iterations than the published results "
                    + "(`" + FULL_COMMAND + "`); wider ranges.\n\n");
        }
        md.append(differences(runs));
        md.append("Runs on this page (each column and row is labelled with its run):\n\n");
        for (JdkRun run : runs) {
            md.append("- **").append(run.columnLabel()).append("**: ").append(run.get("vm")).append(" on ")
                    .append(run.machine()).append(", ").append(run.get("date")).append(", JMH options `")
                    .append(run.get("jmhOptions")).append("` (").append(run.kind()).append(" run)\n");
        }
        md.append('\n');
        md.append("Written by `").append(COMMAND).append("` (`").append(ResultsPage.class.getName())
                .append("`) from the JMH results filed below; do not edit by hand (regenerate it without "
                + "running anything with `-Djmh.renderOnly=true`).\n");
        md.append("Speedup is reference time / engine time, with the range of speedups that the 99.9% error "
                + "bars of both allow in brackets (" + AT_LEAST + " where the engine's error bar reaches zero); "
                + "engine / floor is engine time / floor time (how far the engine is above reading its inputs). ")
                .append(smoke ? "" : CROSSES + " marks a figure whose range reaches both sides of its target, "
                        + "so the run cannot tell whether the target is met. ")
                .append("The workloads are defined under [Workloads](#workloads).\n\n");
        md.append("![Engine speedup over the array reference](").append(CHART).append(")\n\n");
        md.append(headline(runs, smoke));
        if (!smoke) {
            md.append(Targets.markdown(runs));
        }
        md.append(againstPublished(runs, published));
        Map<String, List<String>> classes = classes(runs);
        md.append(workloads(classes));
        classes.forEach((cls, workloads) -> md.append(classTable(runs, cls, workloads)));
        md.append(scaling(runs, classes));
        md.append(plans(runs, classes));
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
            if (i.containsKey("load")) {
                md.append("- Load average when filed (1, 5, 15 min): ").append(run.get("load")).append('\n');
            }
            md.append("- Command: `").append(run.get("command")).append("`\n");
            md.append("- JMH ").append(i.containsKey("jmh") ? i.getProperty("jmh") + " " : "").append("options: `")
                    .append(run.get("jmhOptions")).append("`\n");
            md.append("- Raw results: [").append(run.label()).append('/').append(JdkRun.JSON).append("](")
                    .append(run.label()).append('/').append(JdkRun.JSON).append(")\n\n");
        }
        return md.toString();
    }

    /** The command that runs the suite (and renders this page). */
    static final String COMMAND = "mvn -pl bench -am verify -Pjmh";
    /** The command of the published run. */
    static final String FULL_COMMAND = COMMAND + " -Djmh.full=true";

    /** What each workload on the page is, in one line. */
    private static final Map<String, String> WORKLOADS = ordered(
            Map.entry("judgeSample", "the sample field of the judge problem (Baekjoon 11559): a 3-chain"),
            Map.entry("noPop", "settled fields of random play where nothing pops (20 to 66 puyos): the common case "
                    + "in a search"),
            Map.entry("chainRich", "fields with a chain of 1 to 6 steps (evenly), random puyos stacked on top"),
            Map.entry("chain19", "the 19-chain of the well-known \"Kenny formula\" field (Tsu score 175,080), "
                    + "colours renamed and mirrored at random"),
            Map.entry("manyGroups", "fields tiled with 12 or 18 groups of 4 that all pop in one step"),
            Map.entry("fullStack", "rows 1 to 12 full (half also row 13), half with big groups, half where "
                    + "nothing pops"),
            Map.entry("garbage", "Tsu fields: chains of 1 to 6 steps with garbage fallen on top, up to row 13"),
            Map.entry("midGame", "mid-game fields where nothing pops, every column at most 11 high, one pair each "
                    + "(all 22 placements legal)"),
            Map.entry("tall", "late-game fields with columns 9 to 13 high, where the real-play height rule decides "
                    + "what is reachable"),
            Map.entry("random", "Monomino: a judge input of 10,000 uniform random placements"),
            Map.entry("lines", "Monomino: 10,000 placements in rounds that tile the red board, so lines fill"),
            Map.entry("light", "Monomino: 10,000 placements, 9 in 10 in the light rows and columns"),
            Map.entry("groups", "features: groups of exactly 2 and of 3 on a midGame field"),
            Map.entry("heights", "features: all six column heights of a midGame field"),
            Map.entry("mirror", "features: a midGame field mirrored into a field kept for it"),
            Map.entry("equals", "features: contentEquals of a midGame field and its copy"),
            Map.entry("potential4", "features: the chain-potential scan of a midGame field, 4 colours"),
            Map.entry("games", "beam-search games from seed 1 on, one move per operation, each thread its own"),
            Map.entry("greedyVsGreedy", "versus: a whole match of two greedy AIs (largest immediate chain, else the"
                    + " lowest placement), seed 1"),
            Map.entry("plans=Empty44", "plans: puyoai's PlanPerformanceTest case Empty44: the empty field, pairs RR GG YY BB"
                    + " known, depth 4 (14,641 plans)"),
            Map.entry("plans=Filled44", "plans: puyoai's \"Filled\" field (10 rows), pairs RR GG YY BB known, depth 4"
                    + " (6,439 plans)"),
            Map.entry("plans=Empty23", "plans: the empty field, RR GG known, depth 3, the 10 pairs of 4 colours past"
                    + " them (21,296 plans)"),
            Map.entry("plans=Filled23", "plans: the \"Filled\" field, BB GG known, depth 3 (20,304 plans)"),
            Map.entry("plans=Empty24", "plans: the empty field, RR GG known, depth 4 (3,555,421 plans)"),
            Map.entry("plans=Filled24", "plans: the \"Filled\" field, BB GG known, depth 4 (2,783,908 plans)"),
            Map.entry("seed=1", "versus: one match of the beam search (with its versus habits) against greedy, seed"
                    + " 1, played (beamMatch) and replayed from its log (replay)"));

    @SafeVarargs
    private static Map<String, String> ordered(Map.Entry<String, String>... entries) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : entries) {
            m.put(e.getKey(), e.getValue());
        }
        return m;
    }

    /** One line per workload on the page. */
    private static String workloads(Map<String, List<String>> classes) {
        List<String> names = new ArrayList<>();
        classes.values().forEach(ws -> ws.stream().filter(w -> !names.contains(w)).forEach(names::add));
        List<String> known = new ArrayList<>(WORKLOADS.keySet());
        names.sort(Comparator.comparingInt(w -> known.contains(w) ? known.indexOf(w) : known.size()));
        StringBuilder md = new StringBuilder("## Workloads\n\n");
        for (String w : names) {
            md.append("- `").append(w).append("`: ").append(WORKLOADS.getOrDefault(w, "(not described)"))
                    .append('\n');
        }
        return md.append('\n').toString();
    }

    /** Speedup (and engine / floor) of every comparison, one column pair per JDK. */
    private static String headline(List<JdkRun> runs, boolean smoke) {
        List<SpeedupChart.Group> groups = groups(runs);
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("## Headline\n\n| benchmark | workload |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (JdkRun run : runs) {
            md.append(" speedup<br>").append(run.label()).append(" | engine / floor<br>")
                    .append(run.label()).append(" |");
            rule.append("---:|---:|");
        }
        md.append('\n').append(rule).append('\n');
        for (SpeedupChart.Group g : groups) {
            md.append("| ").append(g.title()).append(" | ").append(g.workload()).append(" |");
            for (Comparison c : g.byRun()) {
                md.append(' ').append(c == null ? "" : speedup(c, smoke)).append(" | ")
                        .append(c == null || c.floor() == null ? "" : times(c.overFloor())).append(" |");
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    /**
     * For a run that is not the published one: the speedups whose range does not overlap the published range
     * of the same JDK, and why that happens. Empty when there is nothing to compare.
     */
    static String againstPublished(List<JdkRun> runs, List<JdkRun> published) {
        StringBuilder md = new StringBuilder();
        for (JdkRun run : runs) {
            if (run.kind().equals("full") || run.kind().equals("smoke")) {
                continue;
            }
            JdkRun base = published.stream().filter(p -> p.label().equals(run.label())).findFirst().orElse(null);
            if (base == null) {
                continue;
            }
            List<String> disagree = new ArrayList<>();
            int compared = 0;
            for (Map.Entry<String, List<String>> e : run.workloadsByClass().entrySet()) {
                for (String w : e.getValue()) {
                    Comparison mine = Comparison.of(run, e.getKey(), w);
                    Comparison theirs = Comparison.of(base, e.getKey(), w);
                    if (mine == null || theirs == null) {
                        continue;
                    }
                    compared++;
                    double[] a = mine.speedupInterval();
                    double[] b = theirs.speedupInterval();
                    if (!Double.isNaN(a[0]) && !Double.isNaN(b[0]) && (a[1] < b[0] || b[1] < a[0])) {
                        disagree.add(Comparison.title(e.getKey()) + " " + w + ": " + speedup(mine, true)
                                + " here, " + speedup(theirs, true) + " published");
                    }
                }
            }
            if (compared == 0) {
                continue;
            }
            if (md.length() == 0) {
                md.append("## Against the published results\n\n");
            }
            md.append("**").append(run.label()).append("**: ");
            if (disagree.isEmpty()) {
                md.append("all ").append(compared).append(" speedups agree with the published page (results/) "
                        + "within their ranges.\n\n");
                continue;
            }
            md.append(disagree.size()).append(" of ").append(compared).append(" speedups disagree with the "
                    + "published page (results/) by more than both ranges:\n\n");
            disagree.forEach(d -> md.append("- ").append(d).append('\n'));
            md.append("\nWhy this happens: ");
            List<String> why = new ArrayList<>();
            if (!run.machine().equals(base.machine())) {
                why.add("this run's machine (" + run.machine() + ") is not the published run's ("
                        + base.machine() + ")");
            }
            if (run.info().containsKey("load")) {
                why.add("the load average was " + run.get("load") + " when this run was filed, on "
                        + run.get("cores") + " cores: above about 1, other processes (builds, other JVMs) took "
                        + "turns with the benchmark");
            }
            why.add("a short run measures each benchmark in one JVM for a few seconds, so it keeps whatever that "
                    + "JVM's compiler and the host's other work gave it, and its error bars only cover the "
                    + "iterations of that one process, not the spread between processes");
            md.append(String.join("; ", why)).append(". Rerun on a quiet machine, or compare two builds in one "
                    + "JVM with `JarComparison` (bench/README.md).\n\n");
        }
        return md.toString();
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
        boolean smoke = isSmoke(runs);
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
                    .append(speedup(c, smoke)).append(" |");
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
                                + "(all threads together; each thread has its own fields), and their ratio with the "
                                + "range the error bars allow.\n\n"
                                + "| benchmark | workload | run | 1 thread | 2 threads | 2 threads / 1 thread |\n"
                                + "|---|---|---|---:|---:|---:|\n");
                    }
                    String title = Comparison.title(cls.replace("ScalingBenchmark", "Benchmark"));
                    double[] r = Targets.scalingInterval(run, cls);
                    md.append("| ").append(title).append(" | ").append(w).append(" | ")
                            .append(run.columnLabel()).append(" | ").append(withError(one)).append(' ').append(one.unit())
                            .append(" | ").append(withError(two)).append(' ').append(two.unit()).append(" | ")
                            .append(times(r[1])).append(range(r[0], r[2])).append(" |\n");
                }
            }
        });
        return md.length() == 0 ? "" : md.append('\n').toString();
    }

    /**
     * The plan enumerations of {@code PuyoPlanBenchmark}: the core's {@code PlanEnumerator} against the same
     * plans found on the public API, per case, with the ratio and the range the error bars allow; and, where
     * the run has it, the public-API search placing only (its floor: no pop test, no resolve).
     */
    private static String plans(List<JdkRun> runs, Map<String, List<String>> classes) {
        String cls = "PuyoPlanBenchmark";
        StringBuilder md = new StringBuilder();
        boolean withFloor = false; // runs filed before placeOnly existed have no such column
        for (String w : classes.getOrDefault(cls, List.of())) {
            for (JdkRun run : runs) {
                withFloor |= run.find(cls, "placeOnly", w) != null;
            }
        }
        for (String w : classes.getOrDefault(cls, List.of())) {
            for (JdkRun run : runs) {
                Score core = run.find(cls, "enumerator", w);
                Score api = run.find(cls, "publicApi", w);
                Score floor = run.find(cls, "placeOnly", w);
                if (core == null || api == null) {
                    continue;
                }
                if (md.length() == 0) {
                    md.append("## Plan enumeration (`").append(cls).append("`)\n\nOne whole enumeration of puyoai's "
                            + "`PlanPerformanceTest` cases (the peers harness times puyoai on the same cases): the core's "
                            + "`PlanEnumerator` and the depth-first search on the public API (`legalPlacements`, "
                            + "`copyFrom`, `placeAndResolve`), and their ratio with the range the error bars allow "
                            + "(below 1: the enumerator is faster)."
                            + (withFloor ? " Placing only: the public-API search with `copyFrom` and `place` alone, each "
                                    + "placement's outcome replayed from a record, the floor that no faster pop test or "
                                    + "resolve can take it below." : "")
                            + "\n\n| case | run | PlanEnumerator | public API | " + (withFloor ? "placing only | " : "")
                            + "PlanEnumerator / public API |\n|---|---|---:|---:|" + (withFloor ? "---:|" : "") + "---:|\n");
                }
                double low = (core.score() - core.error()) / (api.score() + api.error());
                double high = (core.score() + core.error()) / Math.max(0, api.score() - api.error());
                md.append("| ").append(w.substring(w.indexOf('=') + 1)).append(" | ").append(run.columnLabel())
                        .append(" | ").append(withError(core)).append(' ').append(core.unit()).append(" | ")
                        .append(withError(api)).append(' ').append(api.unit()).append(" | ")
                        .append(!withFloor ? "" : floor == null ? "- | " : withError(floor) + ' ' + floor.unit() + " | ")
                        .append(times(core.score() / api.score()))
                        .append(Double.isNaN(core.error()) ? "" : range(Math.max(0, low), high)).append(" |\n");
            }
        }
        return md.length() == 0 ? "" : md.append('\n').toString();
    }

    /** The mark of a figure whose range reaches both sides of its target. */
    static final String CROSSES = "⚠";
    /** Written before the low end of a range that has no upper end. */
    static final String AT_LEAST = "≥";

    /** A speedup with its range, marked when the range crosses the target of its class. */
    static String speedup(Comparison c) {
        return speedup(c, false);
    }

    /** A speedup with its range; unless {@code unscored}, marked when the range crosses its class's target. */
    static String speedup(Comparison c, boolean unscored) {
        double[] i = c.speedupInterval();
        double target = Targets.speedupTarget(c.benchmarkClass());
        boolean crosses = !unscored && !Double.isNaN(target) && c.crosses(target);
        return times(c.speedup()) + range(i[0], i[1]) + (crosses ? " " + CROSSES : "");
    }

    /**
     * " (70-150x)" for a range, " (≥ 70x)" when it has no upper end, " (≤ 150x)" when it reaches zero, ""
     * without one (no error estimate, or error bars so wide that the range says nothing).
     */
    static String range(double low, double high) {
        if (Double.isNaN(low) || Double.isNaN(high) || low <= 0 && Double.isInfinite(high)) {
            return "";
        }
        if (Double.isInfinite(high)) {
            return " (" + AT_LEAST + " " + times(low) + ")";
        }
        if (low <= 0) {
            return " (≤ " + times(high) + ")";
        }
        String lo = times(low);
        return " (" + lo.substring(0, lo.length() - 1) + "-" + times(high) + ")";
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
        return "**" + CROSSES + " The runs on this page differ in " + String.join(" and in ", what)
                + ": their columns are not directly comparable.**\n\n";
    }

    static String withError(Score s) {
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
