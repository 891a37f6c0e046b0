package io.bitfall.bench.report;

/**
 * Engine, reference and floor of one benchmark class on one workload, on one JDK.
 *
 * @param floor null where the class has no {@code floor} method
 */
record Comparison(String benchmarkClass, String workload, String jdk, Score engine, Score reference, Score floor) {

    /** The comparison in {@code run}, or null unless it has both {@code engine} and {@code reference}. */
    static Comparison of(JdkRun run, String benchmarkClass, String workload) {
        Score engine = run.find(benchmarkClass, "engine", workload);
        Score reference = run.find(benchmarkClass, "reference", workload);
        if (engine == null || reference == null || !engine.unit().equals(reference.unit())) {
            return null;
        }
        return new Comparison(benchmarkClass, workload, run.label(), engine, reference,
                run.find(benchmarkClass, "floor", workload));
    }

    /** How many times faster the engine is than the reference. */
    double speedup() {
        return timePerOp(reference) / timePerOp(engine);
    }

    /** How many times the floor's time the engine takes; NaN without a floor. */
    double overFloor() {
        return floor == null ? Double.NaN : timePerOp(engine) / timePerOp(floor);
    }

    /** Time per operation in any unit, the same for every score of one class (throughput is inverted). */
    private static double timePerOp(Score s) {
        return s.unit().startsWith("ops/") ? 1 / s.score() : s.score();
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
