package io.bitfall.bench.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The results of one run on one JDK, as filed under {@code results/<label>/}: JMH's {@code jmh.json} and
 * the run's {@code run.properties} (machine, date, command).
 *
 * @param label  {@code jdk} and the feature version of the JVM that ran the benchmarks, e.g. {@code jdk17}
 * @param info   the run's metadata (see {@link ResultsPage} for the keys); empty if none was filed
 * @param scores every result, in JMH's order
 */
record JdkRun(String label, Properties info, List<Score> scores) {
    static final String JSON = "jmh.json";
    static final String INFO = "run.properties";

    /** Reads {@code dir/jmh.json} and, if present, {@code dir/run.properties}. */
    static JdkRun load(Path dir) throws IOException {
        Object json = Json.parse(Files.readString(dir.resolve(JSON), StandardCharsets.UTF_8));
        Properties info = new Properties();
        Path infoFile = dir.resolve(INFO);
        if (Files.isRegularFile(infoFile)) {
            try (Reader r = Files.newBufferedReader(infoFile, StandardCharsets.UTF_8)) {
                info.load(r);
            }
        }
        return new JdkRun(dir.getFileName().toString(), info, Score.allOf(json));
    }

    /** {@code jdk17} for {@code "17.0.15"}, {@code jdk8} for {@code "1.8.0_402"}. */
    static String label(String jdkVersion) {
        return "jdk" + feature(jdkVersion);
    }

    /** The feature version: 17 for {@code "17.0.15"}, 25 for {@code "25"}, 8 for {@code "1.8.0_402"}. */
    static int feature(String jdkVersion) {
        String v = jdkVersion.startsWith("1.") ? jdkVersion.substring(2) : jdkVersion;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        if (end == 0) {
            throw new IllegalArgumentException("not a JDK version: " + jdkVersion);
        }
        return Integer.parseInt(v.substring(0, end));
    }

    /** The feature version in {@link #label}. */
    int featureVersion() {
        String digits = label.replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    /** The result of {@code method} of {@code benchmarkClass} on {@code workload}, or null. */
    Score find(String benchmarkClass, String method, String workload) {
        for (Score s : scores) {
            if (s.benchmarkClass().equals(benchmarkClass) && s.method().equals(method)
                    && s.workload().equals(workload)) {
                return s;
            }
        }
        return null;
    }

    /** The benchmark classes of this run, each with its workloads, in JMH's order. */
    Map<String, List<String>> workloadsByClass() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (Score s : scores) {
            List<String> w = m.computeIfAbsent(s.benchmarkClass(), k -> new ArrayList<>());
            if (!w.contains(s.workload())) {
                w.add(s.workload());
            }
        }
        return m;
    }
}
