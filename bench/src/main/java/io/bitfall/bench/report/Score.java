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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One JMH result: a benchmark method with one set of parameters.
 *
 * @param benchmarkClass the simple class name, e.g. {@code PuyoChainCountBenchmark}
 * @param method         {@code engine}, {@code reference}, {@code floor}, ... (see {@link #SIDE})
 * @param workload       the {@code workload} parameter (or all parameters, or "" without any), or the
 *                       operation of a method named for one side of it (see {@link #SIDE})
 * @param mode           JMH's short mode name: {@code avgt}, {@code thrpt}, ...
 * @param threads        threads the benchmark ran on
 * @param score          the primary metric
 * @param error          its 99.9% confidence half-width (NaN with a single iteration)
 * @param unit           e.g. {@code ns/op}
 * @param allocated      bytes allocated per operation from {@code -prof gc}, NaN without it
 */
record Score(String benchmarkClass, String method, String workload, String mode, int threads,
             double score, double error, String unit, double allocated) {

    /**
     * A method named for one side of one operation of a class that times several ({@code groupsEngine},
     * {@code potential4Reference}): the operation is its workload, the side its method.
     */
    private static final Pattern SIDE = Pattern.compile("([a-z][A-Za-z0-9]*)(Engine|Reference|Floor)");

    /** The results of one JMH JSON file (an array of result objects). */
    static List<Score> allOf(JsonNode json) {
        if (!json.isArray()) {
            throw new IllegalArgumentException("JMH results are a JSON array, not " + json.getNodeType());
        }
        List<Score> scores = new ArrayList<>();
        json.forEach(result -> scores.add(of(result)));
        return List.copyOf(scores);
    }

    static Score of(JsonNode result) {
        String benchmark = result.path("benchmark").asText();
        int dot = benchmark.lastIndexOf('.');
        if (dot < 0) {
            throw new IllegalArgumentException("not a JMH benchmark name: '" + benchmark + "'");
        }
        String className = benchmark.substring(0, dot);
        className = className.substring(className.lastIndexOf('.') + 1);
        JsonNode params = result.path("params");
        String workload;
        if (params.has("workload")) {
            workload = params.get("workload").asText();
        } else {
            List<String> all = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : params.properties()) {
                all.add(e.getKey() + "=" + e.getValue().asText());
            }
            workload = String.join(",", all);
        }
        String method = benchmark.substring(dot + 1);
        Matcher side = SIDE.matcher(method);
        if (side.matches()) { // groupsEngine: the engine side of the workload "groups"
            workload = side.group(1);
            method = side.group(2).toLowerCase(Locale.ROOT);
        }
        JsonNode primary = result.path("primaryMetric");
        double allocated = Double.NaN;
        for (Map.Entry<String, JsonNode> e : result.path("secondaryMetrics").properties()) {
            if (e.getKey().endsWith("gc.alloc.rate.norm")) {
                allocated = number(e.getValue().path("score"));
            }
        }
        return new Score(className, method, workload, result.path("mode").asText(),
                result.path("threads").asInt(1), number(primary.path("score")), number(primary.path("scoreError")),
                primary.path("scoreUnit").asText(), allocated);
    }

    /** JMH writes NaN and infinities as strings; a missing value is NaN. */
    private static double number(JsonNode n) {
        if (n.isNumber()) {
            return n.doubleValue();
        }
        return n.isTextual() ? Double.parseDouble(n.asText()) : Double.NaN;
    }

    /** Time per operation in this score's unit (throughput is inverted). */
    double timePerOp() {
        return isThroughput() ? 1 / score : score;
    }

    /**
     * The 99.9% interval of the time per operation, {@code {low, high}}; {@code high} is infinite when the
     * interval reaches zero throughput, and both are NaN without an error estimate.
     */
    double[] timePerOpInterval() {
        if (Double.isNaN(error)) {
            return new double[] {Double.NaN, Double.NaN};
        }
        if (isThroughput()) {
            double low = score + error;
            double high = score - error;
            return new double[] {1 / low, high <= 0 ? Double.POSITIVE_INFINITY : 1 / high};
        }
        return new double[] {Math.max(0, score - error), score + error};
    }

    private boolean isThroughput() {
        return unit.startsWith("ops/");
    }
}
