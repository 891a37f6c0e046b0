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

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    /** The one reader of JMH's JSON. */
    static final ObjectMapper JSON_READER = new ObjectMapper();
    /** What a run.properties that does not say it holds. */
    static final String UNKNOWN = "unknown";

    /** Reads {@code dir/jmh.json} and, if present, {@code dir/run.properties}. */
    static JdkRun load(Path dir) throws IOException {
        List<Score> scores = Score.allOf(JSON_READER.readTree(dir.resolve(JSON).toFile()));
        Properties info = new Properties();
        Path infoFile = dir.resolve(INFO);
        if (Files.isRegularFile(infoFile)) {
            try (Reader r = Files.newBufferedReader(infoFile, StandardCharsets.UTF_8)) {
                info.load(r);
            }
        }
        return new JdkRun(dir.getFileName().toString(), info, scores);
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

    /** A metadata value, or {@value #UNKNOWN} where the run did not record it. */
    String get(String key) {
        String v = info.getProperty(key, "").trim();
        return v.isEmpty() ? UNKNOWN : v;
    }

    /**
     * What kind of run this was: {@code smoke} ({@code -Djmh.quick=true}), {@code full} (the published
     * settings, {@code -Djmh.full=true}), {@code default} (the short run, without either) or
     * {@code custom}. Runs filed before the {@code run} key existed are recognised by their command and
     * options.
     */
    String kind() {
        String kind = info.getProperty("run", "").trim();
        if (!kind.isEmpty()) {
            return kind;
        }
        if (info.getProperty("command", "").contains("jmh.quick=true")) {
            return "smoke";
        }
        return info.getProperty("jmhOptions", "").startsWith(FULL_OPTIONS) ? "full" : "custom";
    }

    /** The JMH options of a full run, as the committed runs were made. */
    static final String FULL_OPTIONS = "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc";

    /** The date of the run, without the time: {@code 2026-11-29}. */
    String day() {
        String date = get("date");
        return date.length() >= 10 ? date.substring(0, 10) : date;
    }

    /** The CPU model, shortened for a column label: {@code Intel Xeon} for "Intel(R) Xeon(R) Processor". */
    String shortCpu() {
        String cpu = get("cpu").replaceAll("\\((R|TM|tm)\\)", "").replaceAll("\\s+@.*$", "")
                .replaceAll("\\b(CPU|Processor|processor)\\b", "").replaceAll("\\s+", " ").trim();
        return cpu.isEmpty() ? UNKNOWN : cpu;
    }

    /** The JMH settings that decide a run's quality, short: {@code f2 wi 3x1s i 5x1s gc}. */
    String settings() {
        String o = info.getProperty("jmhOptions", "");
        if (o.isBlank()) {
            return "settings " + UNKNOWN;
        }
        StringBuilder sb = new StringBuilder();
        sb.append('f').append(option(o, "-f", "?"));
        sb.append(" wi ").append(option(o, "-wi", "?")).append('x').append(option(o, "-w", "?"));
        sb.append(" i ").append(option(o, "-i", "?")).append('x').append(option(o, "-r", "?"));
        String prof = option(o, "-prof", "");
        if (!prof.isEmpty()) {
            sb.append(' ').append(prof);
        }
        String threads = option(o, "-t", "");
        if (!threads.isEmpty()) {
            sb.append(" t").append(threads);
        }
        return sb.toString();
    }

    private static String option(String options, String flag, String otherwise) {
        Matcher m = Pattern.compile("(?:^|\\s)" + Pattern.quote(flag) + "\\s+(\\S+)").matcher(options);
        return m.find() ? m.group(1) : otherwise;
    }

    /**
     * The code measured: the commit's hash, {@code " with uncommitted changes"} after it if the checkout had
     * any, or {@value #UNKNOWN} for a run filed without them (or outside a git checkout).
     *
     * @param length how many digits of the hash to show (the whole hash if it is shorter)
     */
    String commit(int length) {
        String hash = get("commit");
        if (hash.equals(UNKNOWN)) {
            return UNKNOWN;
        }
        String dirty = get("dirty");
        return hash.substring(0, Math.min(length, hash.length())) + (dirty.equals("false") ? ""
                : dirty.equals("true") ? " with uncommitted changes" : " (uncommitted changes " + UNKNOWN + ")");
    }

    /** The JVM: version, vendor and VM, e.g. {@code 17.0.15 (Eclipse Adoptium), OpenJDK 64-Bit Server VM 17.0.15+6}. */
    String jvm() {
        return get("jdk") + " (vendor " + get("vendor") + "), " + get("vm");
    }

    /** The machine, for comparing runs: CPU model, cores and memory. */
    String machine() {
        return String.format(Locale.ROOT, "%s, %s cores, %s", get("cpu"), get("cores"), get("memory"));
    }

    /**
     * The label of this run's columns: JDK, machine, date and JMH settings, e.g.
     * {@code jdk17, Intel Xeon, 2026-11-29, f2 wi 3x1s i 5x1s gc}, with {@code smoke run} in front of a
     * smoke run's.
     */
    String columnLabel() {
        return (kind().equals("smoke") ? "smoke run " : "") + label + ", " + shortCpu() + ", " + day() + ", "
                + settings();
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
