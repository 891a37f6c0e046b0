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

/**
 * Engine, reference and floor of one benchmark class on one workload, in one run (one JDK).
 *
 * @param run   the run's column label ({@link JdkRun#columnLabel()})
 * @param floor null where the class has no {@code floor} method
 */
record Comparison(String benchmarkClass, String workload, String run, Score engine, Score reference, Score floor) {

    /** The comparison in {@code run}, or null unless it has both {@code engine} and {@code reference}. */
    static Comparison of(JdkRun run, String benchmarkClass, String workload) {
        Score engine = run.find(benchmarkClass, "engine", workload);
        Score reference = run.find(benchmarkClass, "reference", workload);
        if (engine == null || reference == null || !engine.unit().equals(reference.unit())) {
            return null;
        }
        return new Comparison(benchmarkClass, workload, run.columnLabel(), engine, reference,
                run.find(benchmarkClass, "floor", workload));
    }

    /** How many times faster the engine is than the reference. */
    double speedup() {
        return reference.timePerOp() / engine.timePerOp();
    }

    /**
     * The speedups that the 99.9% intervals of both scores allow, {@code {low, high}}: the reference's
     * fastest time over the engine's slowest, and its slowest over the engine's fastest. {@code high} is
     * infinite when the engine's interval reaches zero; both are NaN when a score has no error estimate
     * (a single iteration).
     */
    double[] speedupInterval() {
        double[] e = engine.timePerOpInterval();
        double[] r = reference.timePerOpInterval();
        if (Double.isNaN(e[0]) || Double.isNaN(r[0])) {
            return new double[] {Double.NaN, Double.NaN};
        }
        return new double[] {r[0] / e[1], e[0] <= 0 ? Double.POSITIVE_INFINITY : r[1] / e[0]};
    }

    /**
     * True when the speedups the error bars allow ({@link #speedupInterval()}) reach both sides of
     * {@code target}: the run cannot tell whether the target is met. False without error estimates.
     */
    boolean crosses(double target) {
        double[] i = speedupInterval();
        return !Double.isNaN(i[0]) && i[0] < target && target <= i[1];
    }

    /** The most error a speedup may have to be charted as a headline or compared: a third of itself. */
    static final double MAX_RELATIVE_ERROR = 1.0 / 3;

    /**
     * True when the speedup's error, half the width of the range its error bars allow
     * ({@link #speedupInterval()}), is more than {@link #MAX_RELATIVE_ERROR} of the speedup, or the range has
     * no upper end: the figure is too noisy to chart as a headline or to count as agreeing with another run.
     * False without error estimates (a smoke run's single iterations), which show no range at all.
     */
    boolean tooNoisy() {
        double[] i = speedupInterval();
        return !Double.isNaN(i[0]) && (i[1] - i[0]) / 2 > MAX_RELATIVE_ERROR * speedup();
    }

    /** How many times the floor's time the engine takes; NaN without a floor. */
    double overFloor() {
        return floor == null ? Double.NaN : engine.timePerOp() / floor.timePerOp();
    }

    /** "Puyo chainCount" for {@code PuyoChainCountBenchmark}: the game, then the operation. */
    static String title(String benchmarkClass) {
        String name = benchmarkClass.endsWith("Benchmark")
                ? benchmarkClass.substring(0, benchmarkClass.length() - "Benchmark".length()) : benchmarkClass;
        int split = 1;
        while (split < name.length() && !Character.isUpperCase(name.charAt(split))) {
            split++;
        }
        if (split >= name.length()) {
            return name;
        }
        String op = name.substring(split);
        return name.substring(0, split) + " " + Character.toLowerCase(op.charAt(0)) + op.substring(1);
    }
}
