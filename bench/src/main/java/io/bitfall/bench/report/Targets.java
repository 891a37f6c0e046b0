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

import static io.bitfall.bench.report.ResultsPage.CROSSES;
import static io.bitfall.bench.report.ResultsPage.number;
import static io.bitfall.bench.report.ResultsPage.times;
import static io.bitfall.bench.report.ResultsPage.withError;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * The project's performance targets (speedups over the reference, the quiet path over its floor, scaling
 * with threads, no allocation on engine paths), measured on each run of the archive, and the results page's
 * Targets section that shows them with why a row misses.
 */
final class Targets {
    private Targets() {
    }

    /**
     * A target of the project, measured per run.
     *
     * @param text    what it asks, as the table's row says it
     * @param measure the figure the row shows
     * @param crosses whether a range behind the figure reaches both sides of the bound
     * @param bound   the bound
     * @param atLeast true if the measure must be at least {@code bound}, false if at most
     * @param prefix  what the measure is, before the number ("min ")
     * @param why     what a reader should know when the row misses (or cannot tell) in the runs given
     */
    private record Target(String text, ToDoubleFunction<JdkRun> measure, Predicate<JdkRun> crosses, double bound,
                          boolean atLeast, String prefix, Function<List<JdkRun>, String> why) {
    }

    /** The speedup target of benchmark classes: every workload's speedup at least {@code bound}. */
    private static Target speedupTarget(String text, List<String> classes, double bound) {
        return new Target(text, run -> classes.stream().mapToDouble(c -> minSpeedup(run, c)).min().orElse(Double.NaN),
                run -> classes.stream().anyMatch(c -> anyCrosses(run, c, bound)), bound, true, "min ",
                missed -> "the speedups of every workload, their ranges and the engine's and reference's times are in "
                        + "the tables below; a range that reaches below " + times(bound) + " comes from wide error "
                        + "bars (a busy machine), a speedup below it with a narrow range is a slower engine path, "
                        + "which `JarComparison` can confirm against an earlier build (bench/README.md)");
    }

    private static Target scalingTarget(String text, String cls) {
        return new Target(text, run -> scalingInterval(run, cls)[1], run -> scalingCrosses(run, cls, 1.8), 1.8, true,
                "", missed -> "two threads reach 2x only with both cores free for the whole run; on a 2-core VM any "
                        + "other process (a build, another JVM) takes a share of a core "
                        + "from the second thread, and the one-thread and two-thread runs are measured minutes "
                        + "apart, so their ratio moves from run to run by more than the 10% margin (ranges under "
                        + "Scaling with threads)");
    }

    private static final List<Target> TARGETS = List.of(
            speedupTarget("Puyo chainCount: engine >= 30x faster than reference on every workload",
                    List.of("PuyoChainCountBenchmark"), 30),
            new Target("Puyo chainCount: engine within 5x of floor where nothing pops (noPop)",
                    run -> overFloor(run, "PuyoChainCountBenchmark", "noPop"), run -> false, 5, false, "",
                    missed -> {
                        List<String> times = new ArrayList<>();
                        for (JdkRun run : missed) {
                            Comparison c = Comparison.of(run, "PuyoChainCountBenchmark", "noPop");
                            times.add(withError(c.engine()) + " ns over " + number(c.floor().score()) + " ns on "
                                    + run.label());
                        }
                        return "`floor` only ORs a field's six words and counts bits, about 3 ns, so every "
                                + "nanosecond of the engine's quiet path moves this ratio by about a third (engine "
                                + String.join(", ", times) + "); on a 2-core VM shared with other processes a JVM "
                                + "settles at one of two speeds for this loop, about 11-13 ns or 20-27 ns a field, "
                                + "from process to process (core/docs/performance.md)";
                    }),
            speedupTarget("Monomino: engine >= 10x faster per placement on every workload",
                    List.of("MonominoPlaceBenchmark"), 10),
            speedupTarget("Puyo AI (place and resolve; chain potential): engine >= 30x faster than reference",
                    List.of("PuyoPlaceBenchmark", "PuyoChainPotentialBenchmark"), 30),
            scalingTarget("Two threads give >= 1.8x the throughput of one (Puyo chainCount engine)",
                    "PuyoChainCountScalingBenchmark"),
            scalingTarget("Two threads give >= 1.8x the games per second of one (Puyo beam search)",
                    "PuyoBeamSearchScalingBenchmark"));

    /** The project's targets, measured, and why a row misses. */
    static String markdown(List<JdkRun> runs) {
        StringBuilder md = new StringBuilder("## Targets\n\n| target |");
        StringBuilder rule = new StringBuilder("|---|");
        for (JdkRun run : runs) {
            md.append(' ').append(run.label()).append(" |");
            rule.append("---|");
        }
        md.append('\n').append(rule).append('\n');
        List<String> notes = new ArrayList<>();
        for (Target t : TARGETS) {
            md.append("| ").append(t.text()).append(" |");
            List<JdkRun> missed = new ArrayList<>();
            for (JdkRun run : runs) {
                double v = t.measure().applyAsDouble(run);
                if (Double.isNaN(v)) {
                    md.append(" not measured |");
                    continue;
                }
                boolean met = t.atLeast() ? v >= t.bound() : v <= t.bound();
                boolean crosses = t.crosses().test(run);
                md.append(' ').append(t.prefix()).append(times(v)).append(met ? " ✓" : " ✗")
                        .append(crosses ? " " + CROSSES : "").append(" |");
                if (!met || crosses) {
                    missed.add(run);
                }
            }
            md.append('\n');
            if (!missed.isEmpty()) {
                notes.add("- **" + t.text() + "** (" + String.join(", ", missed.stream().map(JdkRun::label).toList())
                        + "): " + t.why().apply(missed) + ".");
            }
        }
        md.append("| Engine paths allocate 0 B/op (`-Djmh.prof=gc`; not the beam search, whose B/op are per search "
                + "of thousands of nodes, nor the versus match, whose B/op are per match of hundreds of placements) |");
        for (JdkRun run : runs) {
            double max = maxEngineAllocation(run);
            md.append(' ').append(Double.isNaN(max) ? "not measured"
                    : String.format(Locale.ROOT, "max %.3f B/op %s", max, max < 0.5 ? "✓" : "✗")).append(" |");
            if (max >= 0.5) {
                notes.add("- **0 B/op**, " + run.label() + ": an engine path allocates; the B/op columns of the "
                        + "tables below show which, and an allocation there is a bug to fix.");
            }
        }
        md.append("\n\n");
        if (!notes.isEmpty()) {
            md.append("Why a row misses (✗) or cannot tell (" + CROSSES + "):\n\n");
            notes.forEach(n -> md.append(n).append('\n'));
            md.append('\n');
        }
        return md.toString();
    }

    private static double maxEngineAllocation(JdkRun run) {
        double max = Double.NaN;
        for (Score s : run.scores()) {
            if (s.method().equals("engine") && !s.benchmarkClass().equals("PuyoResolveBenchmark")
                    && !s.benchmarkClass().equals("PuyoBeamSearchBenchmark")
                    && !s.benchmarkClass().equals("PuyoVersusBenchmark") && !Double.isNaN(s.allocated())) {
                max = Double.isNaN(max) ? s.allocated() : Math.max(max, s.allocated());
            }
        }
        return max;
    }

    private static double overFloor(JdkRun run, String cls, String workload) {
        Comparison c = Comparison.of(run, cls, workload);
        return c == null || c.floor() == null ? Double.NaN : c.overFloor();
    }

    /** True if any workload's speedup range of {@code cls} reaches both sides of {@code target}. */
    private static boolean anyCrosses(JdkRun run, String cls, double target) {
        for (String w : run.workloadsByClass().getOrDefault(cls, List.of())) {
            Comparison c = Comparison.of(run, cls, w);
            if (c != null && c.crosses(target)) {
                return true;
            }
        }
        return false;
    }

    /** The target a speedup of {@code cls} is held to, or NaN if none. */
    static double speedupTarget(String cls) {
        switch (cls) {
            case "PuyoChainCountBenchmark":
            case "PuyoPlaceBenchmark":
            case "PuyoChainPotentialBenchmark":
                return 30;
            case "MonominoPlaceBenchmark":
                return 10;
            default:
                return Double.NaN;
        }
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
        return scalingInterval(run, cls)[1];
    }

    /** True if the two-thread over one-thread ratios the error bars allow reach both sides of {@code target}. */
    private static boolean scalingCrosses(JdkRun run, String cls, double target) {
        double[] r = scalingInterval(run, cls);
        return !Double.isNaN(r[0]) && r[0] < target && target <= r[2];
    }

    /** {low, ratio, high} of two-thread over one-thread throughput, as the error bars allow; NaN where unknown. */
    static double[] scalingInterval(JdkRun run, String cls) {
        for (String w : run.workloadsByClass().getOrDefault(cls, List.of())) {
            Score one = run.find(cls, "oneThread", w);
            Score two = run.find(cls, "twoThreads", w);
            if (one != null && two != null) {
                double ratio = two.score() / one.score();
                if (Double.isNaN(one.error()) || Double.isNaN(two.error())) {
                    return new double[] {Double.NaN, ratio, Double.NaN};
                }
                double oneLow = one.score() - one.error();
                return new double[] {Math.max(0, two.score() - two.error()) / (one.score() + one.error()), ratio,
                    oneLow <= 0 ? Double.POSITIVE_INFINITY : (two.score() + two.error()) / oneLow};
            }
        }
        return new double[] {Double.NaN, Double.NaN, Double.NaN};
    }

}
