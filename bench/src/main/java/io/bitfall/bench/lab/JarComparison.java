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

import io.bitfall.bench.workload.PuyoWorkload;
import io.bitfall.bench.workload.MonominoWorkload;
import io.bitfall.bench.workload.PlanEnumeration;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Puyo;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Times two builds of the core side by side in one JVM, for A/B tests of engine changes: the peers
 * harness' {@code count} and {@code score} loops ({@link JarSide}) over 1,000 fields of each Puyo JMH
 * workload, and for Monomino {@code place} (the engine alone) and {@code judge} ({@link
 * io.bitfall.monomino.JudgeInput} reading the judge text from bytes, then the engine, as
 * {@code monomino --batch} does) over one judge input of 10,000 placements of each Monomino JMH workload,
 * and {@code plans} (every plan of puyoai's {@code PlanPerformanceTest} cases on the public API,
 * {@link PlanEnumeration}, as the peers harness times them against puyoai; ns per enumeration).
 * The two builds take turns in short blocks (A then B, then B then A, ...), so that a machine
 * whose speed drifts over seconds, as this project's VM does, slows both alike; a ratio of separate
 * processes or separate runs cannot tell a 10% change from that drift. Run:
 * <pre>
 * mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.JarComparison \
 *     -Dexec.args="old/bitfall-core.jar core/target/classes"
 * </pre>
 * Each build is a core jar or a classes directory. Options: {@code --pairs N} (block pairs per workload
 * and op, default 20), {@code --block-ms MS} (default 100), {@code --ops count,score} (the default; any of
 * {@code count}, {@code score}, {@code plans}, {@code enumerate}, {@code place}, {@code judge}), {@code --workloads W,...} (any
 * {@code @Param} name of the Puyo or the Monomino benchmarks, or a plan case; the default:
 * {@code judgeSample,noPop,chainRich,chain19,garbage} for the Puyo ops, {@code random,lines,light} for the
 * Monomino ones, the six cases {@code Empty44,Filled44,Empty23,Filled23,Empty24,Filled24} for {@code plans} and {@code enumerate}),
 * {@code --clock wall|cpu} (default {@code wall}; {@code cpu} times the blocks in the thread's CPU time,
 * which leaves out the time it waited for a core: on this project's shared 2-core VM, at a load average of
 * 15, plan ratios of one build against itself had quartiles within 0.96-1.01 by CPU time and 0.77-1.04 by
 * the wall clock). Each op runs on the
 * workloads of its game; a workload no op can run on, a path that is not a core build, or a build without
 * the calls the loops make (an older API), gives one line on stderr and exit status 2. It then checks that
 * both builds give the same answers (chains, scores; Monomino's final score and tiles) on every workload
 * (exit status 1 if not), warms both up, and prints one line per workload and op: the median time per
 * item (a Puyo field, a Monomino placement) of each build and the median and quartiles of the pair
 * ratios B/A. Below 1, B is faster.
 * Two copies of one build gave medians of 0.996 to 1.070 on this VM with the defaults, the build loaded
 * second a little slower on 9 of 10 rows: for an effect under 5%, run it both ways round.
 */
public final class JarComparison {
    private static final int FIELDS = 1000;
    private static final int PLACEMENTS = 10_000;
    private static final List<String> PUYO_OPS = List.of("count", "score");
    private static final List<String> MONOMINO_OPS = List.of("place", "judge");
    private static final List<String> PLAN_OPS = List.of("plans", "enumerate");
    private static final List<String> OPS = List.of("count", "score", "plans", "enumerate", "place", "judge");
    /** The workload names of each game: those of {@link PuyoWorkload} and {@link MonominoWorkload}. */
    private static final List<String> PUYO_WORKLOADS =
            Arrays.stream(PuyoWorkload.values()).map(PuyoWorkload::name).toList();
    private static final List<String> MONOMINO_WORKLOADS =
            Arrays.stream(MonominoWorkload.values()).map(MonominoWorkload::name).toList();
    private static final List<String> PLAN_WORKLOADS = PlanEnumeration.names();
    /** A class every core build has. */
    private static final String CORE_CLASS = "io.bitfall.puyo.PuyoField";
    /** A field that pops (a 1-chain), for the check that a build has everything the loops call. */
    private static final String CHECK_FIELD = "......\n".repeat(11) + "RRRR..\n";
    /** A Monomino input that clears a line, for the same check. */
    private static final int[] CHECK_PLACEMENTS = {2, 0, 0, 2, 0, 2};

    /** The options, with their meanings, ranges and defaults: what {@code --help} prints. */
    static final OptionTable TABLE = new OptionTable("JarComparison A B [options]  (A, B: core jars or classes"
            + " directories)", "Times two builds of the core side by side in one JVM; B/A below 1: B is faster.")
            .integer("--pairs", "N", "block pairs (A B, then B A) per workload and op", "20", 1, 10_000)
            .integer("--block-ms", "MS", "milliseconds per block", "100", 1, 60_000)
            .text("--ops", "OP,...", "what to time: " + String.join(", ", OPS), "count,score")
            .text("--workloads", "W,...", "the workloads (JMH @Param names) or plan cases to time on",
                    "those of the ops' games")
            .text("--clock", "wall|cpu", "the clock blocks are timed by; cpu leaves out waiting for a core", "wall");

    private final Method[] load = new Method[2];
    private final Method[] loadMonomino = new Method[2];
    private final Method[] answers = new Method[2];
    private final Method[] time = new Method[2];
    private final Method[] loadPlans = new Method[2];

    /** Loads both builds and runs every call of {@code ops}' loops once on each. */
    private JarComparison(Path a, Path b, List<String> ops, boolean cpuClock)
            throws MalformedURLException, ReflectiveOperationException {
        URL side = JarSide.class.getProtectionDomain().getCodeSource().getLocation();
        Path[] builds = {a, b};
        for (int i = 0; i < 2; i++) {
            // The platform loader as parent: io.bitfall.* comes from this build and from nowhere else.
            URLClassLoader loader = new URLClassLoader(new URL[] {builds[i].toUri().toURL(), side},
                    ClassLoader.getPlatformClassLoader());
            try {
                loader.loadClass(CORE_CLASS);
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("not a bitfall core build (no " + CORE_CLASS + "): " + builds[i]);
            }
            Class<?> c = loader.loadClass(JarSide.class.getName());
            load[i] = c.getMethod("load", String[].class);
            loadMonomino[i] = c.getMethod("loadMonomino", int[].class);
            answers[i] = c.getMethod("answers", String.class);
            time[i] = c.getMethod("time", String.class, long.class);
            loadPlans[i] = c.getMethod("loadPlans", String.class);
            call(c.getMethod("useCpuClock", boolean.class), cpuClock);
            // Runs every call the loops of ops make once, so that a build without one of them fails here.
            for (String op : ops) {
                try {
                    if (PUYO_OPS.contains(op)) {
                        call(load[i], (Object) new String[] {CHECK_FIELD});
                    } else if (PLAN_OPS.contains(op)) {
                        call(loadPlans[i], "Filled44"); // the smallest case, with chains
                    } else {
                        call(loadMonomino[i], (Object) CHECK_PLACEMENTS);
                    }
                    call(answers[i], op);
                } catch (LinkageError | RuntimeException e) {
                    throw new IllegalArgumentException("the core build " + builds[i] + " fails the timed loops on "
                            + (PUYO_OPS.contains(op) ? "a 1-chain field" : PLAN_OPS.contains(op) ? "the plans of Filled44"
                            : "a Monomino input that clears a line")
                            + ": " + e);
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * {@link #main} without the exit: returns the exit status, 2 (after one line on {@code err}, nothing on
     * {@code out}) for bad arguments.
     */
    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        int pairs;
        long blockMs;
        List<String> ops;
        List<String> workloads = null;
        boolean cpuClock;
        List<Path> builds = new ArrayList<>();
        try {
            OptionTable.Values options = TABLE.read(args);
            if (options.help()) {
                out.println(TABLE.help());
                return 0;
            }
            pairs = options.intValue("--pairs");
            blockMs = options.intValue("--block-ms");
            ops = names("--ops", options.text("--ops"), OPS);
            if (options.has("--workloads")) {
                workloads = names("--workloads", options.text("--workloads"),
                        concat(concat(PUYO_WORKLOADS, MONOMINO_WORKLOADS), PLAN_WORKLOADS));
            }
            cpuClock = names("--clock", options.text("--clock"), List.of("wall", "cpu")).equals(List.of("cpu"));
            for (String arg : options.operands()) {
                Path p = Path.of(arg);
                if (!Files.exists(p)) {
                    throw new IllegalArgumentException("no such core jar or classes directory: " + arg);
                }
                builds.add(p);
            }
            if (builds.size() != 2) {
                throw new IllegalArgumentException("give two core builds (jar or classes directory), A then B; got "
                        + builds.size());
            }
            boolean puyo = ops.stream().anyMatch(PUYO_OPS::contains);
            boolean monomino = ops.stream().anyMatch(MONOMINO_OPS::contains);
            boolean plans = ops.stream().anyMatch(PLAN_OPS::contains);
            if (workloads == null) {
                workloads = concat(concat(puyo ? List.of("judgeSample", "noPop", "chainRich", "chain19", "garbage")
                        : List.of(), monomino ? MONOMINO_WORKLOADS : List.of()), plans ? PLAN_WORKLOADS : List.of());
            }
            for (String w : workloads) {
                List<String> its = opsOf(w);
                if (ops.stream().noneMatch(its::contains)) {
                    throw new IllegalArgumentException("no op of " + String.join(",", ops) + " runs on " + w + " (a "
                            + (its == PUYO_OPS ? "Puyo workload: count, score" : its == PLAN_OPS
                            ? "plan case: plans, enumerate" : "Monomino workload: place, judge") + ")");
                }
            }
        } catch (IllegalArgumentException e) {
            err.println("JarComparison: " + e.getMessage() + "; try --help");
            return 2;
        }
        JarComparison comparison;
        try {
            comparison = new JarComparison(builds.get(0), builds.get(1), ops, cpuClock);
        } catch (IllegalArgumentException e) {
            err.println("JarComparison: " + e.getMessage());
            return 2;
        }
        return comparison.run(workloads, ops, pairs, blockMs * 1_000_000L, out, err);
    }

    /**
     * Compares the two builds on every workload and op, printing to {@code out}; returns 0, or 1 (after
     * one line on {@code err}) if they disagree on a workload's answers.
     */
    private int run(List<String> workloads, List<String> ops, int pairs, long blockNanos, PrintStream out,
            PrintStream err)
            throws ReflectiveOperationException {
        out.printf("%-12s %-6s %12s %12s   %s%n", "workload", "op", "A ns/item", "B ns/item",
                "B/A median (quartiles) of " + pairs + " block pairs");
        for (String name : workloads) {
            List<String> its = opsOf(name);
            for (int i = 0; i < 2; i++) {
                if (its == PUYO_OPS) {
                    call(load[i], (Object) texts(name));
                } else if (its == PLAN_OPS) {
                    call(loadPlans[i], name);
                } else {
                    call(loadMonomino[i], (Object) MonominoWorkload.valueOf(name).placements(PLACEMENTS));
                }
            }
            for (String op : ops) {
                if (!its.contains(op)) {
                    continue;
                }
                long a = (long) call(answers[0], op);
                long b = (long) call(answers[1], op);
                if (a != b) {
                    err.printf("JarComparison: the builds disagree on %s %s: %d against %d%n", name, op, a, b);
                    return 1;
                }
                for (int w = 0; w < 5; w++) {
                    for (int i = 0; i < 2; i++) {
                        call(time[i], op, 2 * blockNanos);
                    }
                }
                double[] ta = new double[pairs];
                double[] tb = new double[pairs];
                double[] ratio = new double[pairs];
                for (int p = 0; p < pairs; p++) {
                    int first = p & 1; // A B, then B A: neither always runs right after the other's block
                    double x = (double) call(time[first], op, blockNanos);
                    double y = (double) call(time[1 - first], op, blockNanos);
                    ta[p] = first == 0 ? x : y;
                    tb[p] = first == 0 ? y : x;
                    ratio[p] = tb[p] / ta[p];
                }
                Arrays.sort(ratio);
                out.printf("%-12s %-6s %12.1f %12.1f   %.3f (%.3f-%.3f)%n", name, op, median(ta), median(tb),
                        median(ratio), ratio[pairs / 4], ratio[(3 * pairs) / 4]);
            }
        }
        return 0;
    }

    /** The ops that run on {@code workload}: {@link #PUYO_OPS}, {@link #PLAN_OPS} or {@link #MONOMINO_OPS}. */
    private static List<String> opsOf(String workload) {
        return PUYO_WORKLOADS.contains(workload) ? PUYO_OPS : PLAN_WORKLOADS.contains(workload) ? PLAN_OPS
                : MONOMINO_OPS;
    }

    /** The first {@value #FIELDS} fields of a workload, as text. */
    private static String[] texts(String workload) {
        List<Puyo[][]> grids = PuyoWorkload.valueOf(workload).fields(FIELDS);
        String[] texts = new String[grids.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = FieldText.format(grids.get(i));
        }
        return texts;
    }

    private static Object call(Method m, Object... args) throws ReflectiveOperationException {
        try {
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException) {
                throw (RuntimeException) e.getCause();
            }
            if (e.getCause() instanceof Error) {
                throw (Error) e.getCause();
            }
            throw e;
        }
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The comma-separated value of {@code option}, each name one of {@code allowed}. */
    private static List<String> names(String option, String value, List<String> allowed) {
        List<String> names = List.of(value.split(",", -1));
        for (String n : names) {
            if (!allowed.contains(n)) {
                throw new IllegalArgumentException(option + ": unknown name '" + n + "' (" + String.join(", ", allowed)
                        + ")");
            }
        }
        return names;
    }
}
