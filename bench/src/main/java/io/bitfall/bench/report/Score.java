package io.bitfall.bench.report;

import java.util.List;
import java.util.Map;

/**
 * One JMH result: a benchmark method with one set of parameters.
 *
 * @param benchmarkClass the simple class name, e.g. {@code PuyoChainCountBenchmark}
 * @param method         {@code engine}, {@code reference}, {@code floor}, ...
 * @param workload       the {@code workload} parameter (or all parameters, or "" without any)
 * @param mode           JMH's short mode name: {@code avgt}, {@code thrpt}, ...
 * @param threads        threads the benchmark ran on
 * @param score          the primary metric
 * @param error          its 99.9% confidence half-width (NaN with a single iteration)
 * @param unit           e.g. {@code ns/op}
 * @param allocated      bytes allocated per operation from {@code -prof gc}, NaN without it
 */
record Score(String benchmarkClass, String method, String workload, String mode, int threads,
             double score, double error, String unit, double allocated) {

    /** The results of one JMH JSON file (a list of result objects). */
    @SuppressWarnings("unchecked")
    static List<Score> allOf(Object json) {
        return ((List<Object>) json).stream().map(o -> of((Map<String, Object>) o)).toList();
    }

    @SuppressWarnings("unchecked")
    static Score of(Map<String, Object> result) {
        String benchmark = (String) result.get("benchmark");
        int dot = benchmark.lastIndexOf('.');
        String className = benchmark.substring(0, dot);
        className = className.substring(className.lastIndexOf('.') + 1);
        Map<String, Object> params = (Map<String, Object>) result.getOrDefault("params", Map.of());
        String workload = params.containsKey("workload") ? String.valueOf(params.get("workload"))
                : String.join(",", params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
        Map<String, Object> primary = (Map<String, Object>) result.get("primaryMetric");
        double allocated = Double.NaN;
        Map<String, Object> secondary = (Map<String, Object>) result.getOrDefault("secondaryMetrics", Map.of());
        for (Map.Entry<String, Object> e : secondary.entrySet()) {
            if (e.getKey().endsWith("gc.alloc.rate.norm")) {
                allocated = number(((Map<String, Object>) e.getValue()).get("score"));
            }
        }
        return new Score(className, benchmark.substring(dot + 1), workload, (String) result.get("mode"),
                (int) number(result.getOrDefault("threads", 1.0)), number(primary.get("score")),
                number(primary.get("scoreError")), (String) primary.get("scoreUnit"), allocated);
    }

    /** JMH writes NaN and infinities as strings. */
    private static double number(Object o) {
        return o instanceof Number ? ((Number) o).doubleValue() : Double.parseDouble(String.valueOf(o));
    }
}
