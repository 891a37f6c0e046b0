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

import io.bitfall.bench.workload.PlanEnumeration;
import io.bitfall.bench.workload.PuyoWorkload;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.PlanEnumerator;
import io.bitfall.puyo.PlanVisitor;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * bitfall against puyoai, checked and timed in one run: the Java side of {@code bench/puyoai/compare.sh},
 * which builds {@code bench/puyoai/puyoai_driver.cpp} against a puyoai source tree and passes the binary
 * here as {@code --driver}.
 *
 * <p>First it checks that both engines give the same answers on the same inputs: chain count and Tsu score
 * of every field of four sets of the benchmarks' workloads ({@code noPop}, {@code chainRich},
 * {@code chain19}, {@code garbage}; colours renamed onto puyoai's four), and plans, fired plans, chains and
 * score of the six cases of puyoai's {@code PlanPerformanceTest}, enumerated by the core's
 * {@link PlanEnumerator} and by puyoai's {@code Plan::iterateAvailablePlans}. A difference ends the run
 * (exit status 1) before anything is timed.
 *
 * <p>Then it times both side by side: each round runs the driver's timing (a process of its own) and the
 * same loops in this JVM, the order alternating from round to round. Per field: {@code count} is
 * {@code chainCount()} against puyoai's {@code simulateFast} on a copy (its field is changed by it),
 * {@code score} is {@code copyFrom} + {@code resolveInPlace()} against {@code simulate} on a copy; per
 * plan case, one enumeration. Each ratio is bitfall's time over puyoai's in the same round, and the
 * median over rounds is printed, for wall and for this thread's CPU time: below 1, bitfall is faster.
 */
public final class PuyoaiComparison {
    /** The field sets, by workload name. */
    static final List<PuyoWorkload> SETS = List.of(PuyoWorkload.noPop, PuyoWorkload.chainRich,
            PuyoWorkload.chain19, PuyoWorkload.garbage);

    /** puyoai's four colours, in the order a field's colours are renamed onto them. */
    private static final Puyo[] PUYOAI_COLOURS = {Puyo.RED, Puyo.BLUE, Puyo.YELLOW, Puyo.GREEN};

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private PuyoaiComparison() {
    }

    /** The options of a run. */
    record Options(Path driver, int fields, int rounds, double millis, boolean plans) {
    }

    /** One timed operation in one round: wall and CPU nanoseconds per item, for each engine. */
    record Timing(double bitfallWall, double bitfallCpu, double puyoaiWall, double puyoaiCpu) {
    }

    /**
     * Runs the comparison.
     *
     * @param args {@code --driver PATH [--fields N] [--rounds R] [--ms MS] [--no-plans]}
     */
    public static void main(String[] args) {
        Options options;
        try {
            options = options(args);
        } catch (IllegalArgumentException e) {
            System.err.println("PuyoaiComparison: " + e.getMessage());
            System.exit(2);
            return;
        }
        try {
            System.exit(run(options, System.out));
        } catch (IOException | RuntimeException e) {
            System.err.println("PuyoaiComparison: " + e.getMessage());
            System.exit(1);
        }
    }

    /** Reads the command-line options; an {@link IllegalArgumentException} names the bad one. */
    static Options options(String[] args) {
        Path driver = null;
        int fields = 1000;
        int rounds = 5;
        double millis = 300;
        boolean plans = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--no-plans")) {
                plans = false;
                continue;
            }
            String value;
            int eq = a.indexOf('=');
            if (eq > 0) {
                value = a.substring(eq + 1);
                a = a.substring(0, eq);
            } else if (!List.of("--driver", "--fields", "--rounds", "--ms").contains(a)) {
                value = null;
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException(a + " needs a value");
            }
            switch (a) {
                case "--driver" -> driver = Path.of(value);
                case "--fields" -> fields = positive(a, value);
                case "--rounds" -> rounds = positive(a, value);
                case "--ms" -> millis = positive(a, value);
                default -> throw new IllegalArgumentException("unknown option " + a
                        + " (use --driver PATH, --fields N, --rounds R, --ms MS, --no-plans)");
            }
        }
        if (driver == null) {
            throw new IllegalArgumentException("--driver PATH (the built puyoai_driver) is required");
        }
        return new Options(driver, fields, rounds, millis, plans);
    }

    private static int positive(String option, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a positive whole number, not \"" + value + "\"");
    }

    /**
     * {@code grid}'s colours renamed onto puyoai's four (red, blue, yellow, green) in the order they first
     * appear, row 1 upwards, columns left to right: the same chains and score, as the colour bonus counts
     * colours and not which ones.
     *
     * @throws IllegalArgumentException if the field holds more than four colours
     */
    static PuyoField inFourColours(PuyoField field) {
        Puyo[][] grid = field.toGrid();
        Map<Puyo, Puyo> renamed = new LinkedHashMap<>();
        for (Puyo[] row : grid) {
            for (int c = 0; c < row.length; c++) {
                Puyo p = row[c];
                if (p.isColour()) {
                    if (!renamed.containsKey(p)) {
                        if (renamed.size() == PUYOAI_COLOURS.length) {
                            throw new IllegalArgumentException("a field of more than 4 colours:\n" + field);
                        }
                        renamed.put(p, PUYOAI_COLOURS[renamed.size()]);
                    }
                    row[c] = renamed.get(p);
                }
            }
        }
        return PuyoField.of(grid);
    }

    /** The field as the driver reads it: one line of 78 letters, row 13 first, columns left to right. */
    static String driverLine(PuyoField field) {
        StringBuilder line = new StringBuilder(PuyoField.WIDTH * PuyoField.HEIGHT);
        for (int row = PuyoField.HEIGHT; row >= 1; row--) {
            for (int column = 0; column < PuyoField.WIDTH; column++) {
                line.append(field.get(column, row).letter());
            }
        }
        return line.toString();
    }

    /** bitfall's answers to the driver's {@code fields-check}: "chains score" per field. */
    static List<String> answers(PuyoField[] fields) {
        PuyoField work = new PuyoField();
        List<String> lines = new ArrayList<>(fields.length);
        for (PuyoField f : fields) {
            work.copyFrom(f);
            long s = work.resolveInPlace();
            lines.add(ChainSummary.chains(s) + " " + ChainSummary.score(s));
        }
        return lines;
    }

    /** bitfall's answers to the driver's {@code plans-check}: "name plans fired chains score" per case. */
    static List<String> planAnswers() {
        PlanEnumerator enumerator = new PlanEnumerator(4);
        List<String> lines = new ArrayList<>();
        for (PlanEnumeration.Case c : PlanEnumeration.CASES) {
            PlanEnumeration e = PlanEnumeration.named(c.name());
            long[] sums = new long[3];
            long plans = enumerator.enumerate(e.start(), e.knownPairs(), PlanEnumerator.PUYOAI_PAIRS,
                    c.depth(), plan -> {
                        long s = plan.summary();
                        if (ChainSummary.chains(s) > 0) {
                            sums[0]++;
                        }
                        sums[1] += ChainSummary.chains(s);
                        sums[2] += ChainSummary.score(s);
                    });
            lines.add(c.name() + " " + plans + " " + sums[0] + " " + sums[1] + " " + sums[2]);
        }
        return lines;
    }

    /**
     * The first line where {@code puyoai} differs from {@code bitfall}, said in one line, or null if they
     * are the same.
     */
    static String firstDifference(String what, List<String> bitfall, List<String> puyoai) {
        for (int i = 0; i < Math.max(bitfall.size(), puyoai.size()); i++) {
            String b = i < bitfall.size() ? bitfall.get(i) : "(nothing)";
            String p = i < puyoai.size() ? puyoai.get(i) : "(nothing)";
            if (!b.equals(p)) {
                return what + " " + (i + 1) + ": bitfall " + b + ", puyoai " + p;
            }
        }
        return null;
    }

    /**
     * The driver's timing lines ({@code name wall cpu [sink]}) by name, as {wall, cpu}.
     *
     * @throws IllegalArgumentException on a line that is not of that form
     */
    static Map<String, double[]> timings(List<String> lines) {
        Map<String, double[]> out = new LinkedHashMap<>();
        for (String line : lines) {
            String[] w = line.trim().split("\\s+");
            try {
                if (w.length < 3) {
                    throw new NumberFormatException();
                }
                out.put(w[0], new double[] {Double.parseDouble(w[1]), Double.parseDouble(w[2])});
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("puyoai_driver printed \"" + line + "\", not \"name wall cpu\"");
            }
        }
        return out;
    }

    /** The median of {@code values} (the mean of the middle two for an even count). */
    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** The medians over rounds of bitfall's time over puyoai's, wall then CPU. */
    static double[] ratios(List<Timing> rounds) {
        double[] wall = new double[rounds.size()];
        double[] cpu = new double[rounds.size()];
        for (int i = 0; i < wall.length; i++) {
            wall[i] = rounds.get(i).bitfallWall() / rounds.get(i).puyoaiWall();
            cpu[i] = rounds.get(i).bitfallCpu() / rounds.get(i).puyoaiCpu();
        }
        return new double[] {median(wall), median(cpu)};
    }

    /** Checks, then times; returns the exit status (0, or 1 when the engines disagree). */
    static int run(Options o, PrintStream out) throws IOException {
        Path dir = Files.createTempDirectory("bitfall-puyoai");
        try {
            return run(o, out, dir);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(dir);
        }
    }

    private static int run(Options o, PrintStream out, Path dir) throws IOException {
        Map<String, PuyoField[]> sets = new LinkedHashMap<>();
        Map<String, Path> files = new LinkedHashMap<>();
        for (PuyoWorkload w : SETS) {
            List<Puyo[][]> grids = w.fields(o.fields());
            PuyoField[] fields = new PuyoField[grids.size()];
            List<String> lines = new ArrayList<>(fields.length);
            for (int i = 0; i < fields.length; i++) {
                fields[i] = inFourColours(PuyoField.of(grids.get(i)));
                lines.add(driverLine(fields[i]));
            }
            sets.put(w.name(), fields);
            files.put(w.name(), Files.write(dir.resolve(w.name() + ".txt"), lines, StandardCharsets.US_ASCII));
        }

        for (String set : sets.keySet()) {
            String d = firstDifference(set + " field", answers(sets.get(set)),
                    driver(o, "fields-check", files.get(set).toString()));
            if (d != null) {
                System.err.println("DIFFER, nothing timed: " + d);
                return 1;
            }
        }
        out.printf("checked: %s, %d fields each: the same chain count and score from both engines%n",
                String.join(", ", sets.keySet()), o.fields());
        if (o.plans()) {
            String d = firstDifference("plan case", planAnswers(), driver(o, "plans-check"));
            if (d != null) {
                System.err.println("DIFFER, nothing timed: " + d);
                return 1;
            }
            out.println("checked: the 6 cases of PlanPerformanceTest: the same plans, fired plans, chains and score");
        }

        BitfallSide bitfall = new BitfallSide(sets);
        bitfall.warmUp(Math.max(1000, o.millis()));
        Map<String, List<Timing>> timed = new LinkedHashMap<>();
        for (int round = 0; round < o.rounds(); round++) {
            boolean puyoaiFirst = round % 2 == 0;
            for (String set : sets.keySet()) {
                Map<String, double[]> p = null;
                Map<String, double[]> b = null;
                for (int turn = 0; turn < 2; turn++) {
                    if ((turn == 0) == puyoaiFirst) {
                        p = timings(driver(o, "fields-time", files.get(set).toString(), millis(o)));
                    } else {
                        b = Map.of("count", bitfall.count(set, o.millis()), "score", bitfall.score(set, o.millis()));
                    }
                }
                for (String op : List.of("count", "score")) {
                    timed.computeIfAbsent(set + " " + op, k -> new ArrayList<>()).add(timing(b, p, op));
                }
            }
            if (o.plans()) {
                Map<String, double[]> p = null;
                Map<String, double[]> b = new LinkedHashMap<>();
                for (int turn = 0; turn < 2; turn++) {
                    if ((turn == 0) == puyoaiFirst) {
                        p = timings(driver(o, "plans-time", millis(o)));
                    } else {
                        for (PlanEnumeration.Case c : PlanEnumeration.CASES) {
                            b.put(c.name(), bitfall.plans(c, o.millis()));
                        }
                    }
                }
                for (PlanEnumeration.Case c : PlanEnumeration.CASES) {
                    timed.computeIfAbsent("plans " + c.name(), k -> new ArrayList<>()).add(timing(b, p, c.name()));
                }
            }
        }

        out.printf(Locale.ROOT, "%s %s; %d rounds of %.0f ms per op and engine, the order alternating; "
                + "load average %.2f%n", System.getProperty("java.vm.name"), System.getProperty("java.version"),
                o.rounds(), o.millis(), ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        out.println();
        out.println("| what | bitfall ns | puyoai ns | bitfall / puyoai, wall | bitfall / puyoai, CPU |");
        out.println("|---|---:|---:|---:|---:|");
        for (Map.Entry<String, List<Timing>> e : timed.entrySet()) {
            List<Timing> rounds = e.getValue();
            double[] r = ratios(rounds);
            double b = median(rounds.stream().mapToDouble(Timing::bitfallWall).toArray());
            double p = median(rounds.stream().mapToDouble(Timing::puyoaiWall).toArray());
            out.printf(Locale.ROOT, "| %s | %s | %s | %.2f | %.2f |%n", e.getKey(), nanos(b), nanos(p), r[0], r[1]);
        }
        out.println();
        out.println("Times are medians over rounds, per field (count, score) or per enumeration (plans); each ratio is "
                + "the median over rounds of bitfall's time over puyoai's in that round: below 1, bitfall is faster.");
        return 0;
    }

    private static String millis(Options o) {
        return String.format(Locale.ROOT, "%.0f", o.millis());
    }

    private static String nanos(double ns) {
        return ns >= 100 ? String.format(Locale.ROOT, "%,.0f", ns) : String.format(Locale.ROOT, "%.1f", ns);
    }

    private static Timing timing(Map<String, double[]> bitfall, Map<String, double[]> puyoai, String op) {
        double[] b = bitfall.get(op);
        double[] p = puyoai.get(op);
        if (p == null) {
            throw new IllegalArgumentException("puyoai_driver printed no timing for " + op);
        }
        return new Timing(b[0], b[1], p[0], p[1]);
    }

    /** Runs the driver; its standard output as lines. A failure names the command and its exit status. */
    private static List<String> driver(Options o, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(o.driver().toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        p.getOutputStream().close();
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lines.add(line);
            }
        }
        try {
            int status = p.waitFor();
            if (status != 0) {
                throw new IOException(String.join(" ", command) + " ended with exit status " + status);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + String.join(" ", command) + " ran", e);
        }
        return lines;
    }

    /** bitfall's timed loops, over fields made before the clock starts; nothing allocates while timed. */
    static final class BitfallSide {
        private final Map<String, PuyoField[]> sets;
        private final PuyoField work = new PuyoField();
        private final PlanEnumerator enumerator = new PlanEnumerator(4);
        private long sink;
        private final PlanVisitor visitor = plan -> sink += plan.summary();

        BitfallSide(Map<String, PuyoField[]> sets) {
            this.sets = sets;
        }

        void warmUp(double millis) {
            for (String set : sets.keySet()) {
                count(set, millis / 2);
                score(set, millis / 2);
            }
        }

        double[] count(String set, double millis) {
            PuyoField[] fields = sets.get(set);
            long done = 0;
            long cpu = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long end = start + (long) (millis * 1e6);
            do {
                for (PuyoField f : fields) {
                    sink += f.chainCount();
                }
                done += fields.length;
            } while (System.nanoTime() < end);
            return perItem(start, cpu, done);
        }

        double[] score(String set, double millis) {
            PuyoField[] fields = sets.get(set);
            long done = 0;
            long cpu = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long end = start + (long) (millis * 1e6);
            do {
                for (PuyoField f : fields) {
                    work.copyFrom(f);
                    sink += ChainSummary.score(work.resolveInPlace());
                }
                done += fields.length;
            } while (System.nanoTime() < end);
            return perItem(start, cpu, done);
        }

        double[] plans(PlanEnumeration.Case c, double millis) {
            PlanEnumeration e = PlanEnumeration.named(c.name());
            var known = e.knownPairs();
            sink += enumerator.enumerate(e.start(), known, PlanEnumerator.PUYOAI_PAIRS, c.depth(), visitor);
            long done = 0;
            long cpu = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long end = start + (long) (millis * 1e6);
            do {
                sink += enumerator.enumerate(e.start(), known, PlanEnumerator.PUYOAI_PAIRS, c.depth(), visitor);
                done++;
            } while (System.nanoTime() < end);
            return perItem(start, cpu, done);
        }

        private static double[] perItem(long start, long cpu, long done) {
            double wall = System.nanoTime() - start;
            double cpuNanos = THREADS.getCurrentThreadCpuTime() - cpu;
            return new double[] {wall / done, cpuNanos / done};
        }

    }
}
