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
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The archive of JMH runs the results page is made from: one directory per JDK under {@code results/},
 * each with the run's {@value JdkRun#JSON} and its metadata ({@value JdkRun#INFO}). It files a new run there
 * ({@link #file}) and reads every run back ({@link #loadAll}).
 */
final class ResultsArchive {
    private ResultsArchive() {
    }

    /**
     * Copies a JMH JSON file to {@code results/<jdk>/jmh.json} with the run's metadata beside it.
     *
     * @param run the kind of run: {@code smoke}, {@code default} or {@code full} (see {@link JdkRun#kind()})
     * @return the JDK label
     */
    static String file(Path json, Path results, String run, String command, String jmhOptions) throws IOException {
        JsonNode list = JdkRun.JSON_READER.readTree(json.toFile());
        Score.allOf(list); // refuse a file the page could not read before filing it
        if (list.isEmpty()) {
            throw new IllegalStateException(json + " holds no results: JMH ran no benchmark");
        }
        JsonNode first = list.get(0);
        String jdkVersion = first.path("jdkVersion").asText();
        String label = JdkRun.label(jdkVersion);
        Path dir = results.resolve(label);
        Files.createDirectories(dir);
        Files.copy(json, dir.resolve(JdkRun.JSON), StandardCopyOption.REPLACE_EXISTING);
        Properties info = new Properties();
        info.setProperty("run", run);
        info.setProperty("jdk", jdkVersion);
        info.setProperty("vm", first.path("vmName").asText() + " " + first.path("vmVersion").asText());
        info.setProperty("jmh", first.path("jmhVersion").asText());
        info.setProperty("cpu", cpuModel());
        info.setProperty("cores", String.valueOf(Runtime.getRuntime().availableProcessors()));
        info.setProperty("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        info.setProperty("memory", ManagementFactory.getOperatingSystemMXBean() instanceof
                com.sun.management.OperatingSystemMXBean os ? (os.getTotalMemorySize() >> 30) + " GiB" : "?");
        info.setProperty("date", ZonedDateTime.now(ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")));
        info.setProperty("load", loadAverage());
        info.setProperty("command", command);
        info.setProperty("jmhOptions", jmhOptions);
        StringBuilder text = new StringBuilder("# One JMH run, filed by " + ResultsPage.class.getName() + "\n");
        new TreeMap<>(info).forEach((k, v) -> text.append(k).append('=').append(escape(v.toString())).append('\n'));
        Files.writeString(dir.resolve(JdkRun.INFO), text, StandardCharsets.UTF_8);
        return label;
    }

    /** A value as {@link Properties#load(java.io.Reader)} reads it back, in sorted, stable lines. */
    private static String escape(String value) {
        String v = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
        return v.startsWith(" ") ? "\\" + v : v;
    }

    /** The 1, 5 and 15 minute load averages from {@code /proc/loadavg}, else {@value JdkRun#UNKNOWN}. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (IOException | RuntimeException e) {
            return JdkRun.UNKNOWN;
        }
    }

    /** The CPU model from {@code /proc/cpuinfo}, else the architecture. */
    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        return JdkRun.UNKNOWN + " (" + System.getProperty("os.arch") + ")";
    }

    /** Every run filed under {@code results}, oldest JDK first. */
    static List<JdkRun> loadAll(Path results) throws IOException {
        List<JdkRun> runs = new ArrayList<>();
        if (!Files.isDirectory(results)) {
            return runs;
        }
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(results,
                p -> Files.isRegularFile(p.resolve(JdkRun.JSON)))) {
            for (Path dir : dirs) {
                runs.add(JdkRun.load(dir));
            }
        }
        runs.sort(Comparator.comparingInt(JdkRun::featureVersion).thenComparing(JdkRun::label));
        return runs;
    }

}
