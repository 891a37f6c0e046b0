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

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * How long a JMH run will take, printed before it starts: {@code jmh:run} calls this with the options it
 * is about to give JMH. The benchmarks are those JMH itself would select (the same include and exclude
 * patterns over the same benchmark list); each runs once per combination of its parameters (as {@code -p}
 * narrows them), in {@code forks} JVMs of {@code warm-up iterations x time + iterations x time} each, plus
 * {@link #FORK_OVERHEAD} per fork for starting the JVM and building the inputs.
 *
 * <pre>
 * java -cp &lt;bench class path&gt; io.bitfall.bench.report.RunEstimate [JMH options]
 * </pre>
 */
public final class RunEstimate {
    /** Measured on the 2-core machine of the committed runs: JVM start plus the benchmarks' setup. */
    static final Duration FORK_OVERHEAD = Duration.ofMillis(1500);

    private RunEstimate() {
    }

    /**
     * Prints one line: how many benchmark runs, with which settings, and how long they will take.
     *
     * @param args the JMH options of the run (as {@code org.openjdk.jmh.Main} takes them)
     * @throws CommandLineOptionException if JMH would reject the options
     */
    public static void main(String[] args) throws CommandLineOptionException {
        Options options = new CommandLineOptions(args);
        List<String> includes = options.getIncludes().isEmpty() ? List.of(".*") : options.getIncludes();
        SortedSet<BenchmarkListEntry> entries = BenchmarkList.defaultList()
                .find(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), includes,
                        options.getExcludes());
        List<Trial> trials = new ArrayList<>();
        for (BenchmarkListEntry e : entries) {
            trials.add(Trial.of(e, options));
        }
        System.out.println(describe(trials, ZonedDateTime.now(ZoneOffset.UTC)));
    }

    /** The settings of one benchmark method, and how many parameter combinations it runs. */
    record Trial(int combinations, int forks, int warmupIterations, long warmupNanos, int iterations,
                 long measurementNanos) {

        static Trial of(BenchmarkListEntry e, Options o) {
            int combinations = 1;
            if (e.getParams().hasValue()) {
                for (Map.Entry<String, String[]> p : e.getParams().get().entrySet()) {
                    Collection<String> given = o.getParameter(p.getKey()).orElse(null);
                    combinations *= given != null ? given.size() : p.getValue().length;
                }
            }
            int modes = o.getBenchModes().isEmpty() ? 1 : o.getBenchModes().size();
            int forks = o.getForkCount().orElse(e.getForks().orElse(Defaults.MEASUREMENT_FORKS));
            int wi = o.getWarmupIterations().orElse(e.getWarmupIterations().orElse(Defaults.WARMUP_ITERATIONS));
            TimeValue w = o.getWarmupTime().orElse(e.getWarmupTime().orElse(Defaults.WARMUP_TIME));
            int i = o.getMeasurementIterations().orElse(
                    e.getMeasurementIterations().orElse(Defaults.MEASUREMENT_ITERATIONS));
            TimeValue r = o.getMeasurementTime().orElse(e.getMeasurementTime().orElse(Defaults.MEASUREMENT_TIME));
            return new Trial(combinations * modes, forks, wi, w.convertTo(TimeUnit.NANOSECONDS), i,
                    r.convertTo(TimeUnit.NANOSECONDS));
        }

        /** The wall-clock time of all its combinations; a fork count of 0 runs in JMH's own JVM. */
        Duration duration() {
            long perFork = warmupIterations * warmupNanos + iterations * measurementNanos;
            long forkCount = Math.max(1, forks);
            long overhead = forks == 0 ? 0 : FORK_OVERHEAD.toNanos();
            return Duration.ofNanos(combinations * forkCount * (perFork + overhead));
        }

        String settings() {
            return forks + (forks == 1 ? " fork" : " forks") + " x (" + warmupIterations + " x "
                    + time(warmupNanos) + " warm-up + " + iterations + " x " + time(measurementNanos) + ")";
        }
    }

    /** The line printed before a run, e.g. "43 benchmark runs x 1 fork x (...) = about 4 min 30 s ...". */
    static String describe(List<Trial> trials, ZonedDateTime now) {
        if (trials.isEmpty()) {
            return "jmh:run: no benchmark matches the include and exclude patterns";
        }
        Duration total = Duration.ZERO;
        int runs = 0;
        for (Trial t : trials) {
            total = total.plus(t.duration());
            runs += t.combinations();
        }
        String settings = trials.stream().map(Trial::settings).distinct().count() == 1
                ? " x " + trials.get(0).settings() : " (settings differ between benchmarks)";
        return String.format(Locale.ROOT, "jmh:run: %d benchmark runs (%d methods x their parameters)%s, plus "
                        + "about %s per fork to start: about %s, done around %s",
                runs, trials.size(), settings, time(FORK_OVERHEAD.toNanos()), minutes(total),
                now.plus(total).format(DateTimeFormatter.ofPattern("HH:mm 'UTC'")));
    }

    /** {@code 1s}, {@code 500ms}, as JMH writes times. */
    static String time(long nanos) {
        if (nanos % 1_000_000_000L == 0) {
            return nanos / 1_000_000_000L + " s";
        }
        return nanos / 1_000_000L + " ms";
    }

    /** {@code 4 min 30 s}, {@code 45 s}, {@code 1 h 5 min}. */
    static String minutes(Duration d) {
        long s = d.toSeconds();
        if (s >= 3600) {
            return s / 3600 + " h " + (s % 3600) / 60 + " min";
        }
        if (s >= 60) {
            return s / 60 + " min " + s % 60 + " s";
        }
        return s + " s";
    }
}
