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
package io.bitfall.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code mvn} command in the {@code sh} blocks of README.md and bench/README.md names what the build
 * has: modules ({@code -pl}), profiles ({@code -P}), goals, {@code jmh.*} options that {@code jmh:run}
 * reads, and programs ({@code -Dexec.mainClass}) of this module with a {@code main}; a benchmark run
 * ({@code -Pjmh}) builds its upstream modules ({@code -am}) up to {@code verify}, and a program
 * ({@code exec:java}) builds them with {@code -am} too, so both run on a fresh clone on this checkout's core.
 * The commands take minutes, so this test checks them rather than running them; CI runs the smoke run.
 */
public class BenchDocumentTest {
    private static final Pattern SH_BLOCK = Pattern.compile("```sh\n(.*?)```", Pattern.DOTALL);
    private static final Set<String> GOALS = Set.of("install", "verify", "package", "test", "compile", "exec:java");
    private static final Set<String> MODULES = Set.of("core", "bench", "bench/jmh-maven-plugin");

    public static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(p.resolve("README.md")) || !Files.isDirectory(p.resolve("bench"))) {
            p = p.getParent();
        }
        return p;
    }

    /** The {@code mvn} commands of a Markdown text, continuation lines joined, comments cut off. */
    public static List<String> mvnCommands(String markdown) {
        List<String> commands = new ArrayList<>();
        Matcher block = SH_BLOCK.matcher(markdown);
        while (block.find()) {
            for (String line : block.group(1).replaceAll("\\s*\\\\\n\\s*", " ").split("\n")) {
                String command = line.replaceAll("\\s+#.*$", "").trim();
                if (command.startsWith("mvn ")) {
                    commands.add(command);
                }
            }
        }
        return commands;
    }

    /** A command split into words as a POSIX shell would (quotes removed). */
    public static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("(?:[^\\s'\"]+|'[^']*'|\"[^\"]*\")+").matcher(command);
        while (m.find()) {
            words.add(m.group().replaceAll("'([^']*)'|\"([^\"]*)\"", "$1$2"));
        }
        return words;
    }

    /** What is wrong with one command, empty if nothing. */
    static List<String> problems(Path root, String command) throws IOException {
        List<String> problems = new ArrayList<>();
        List<String> words = words(command);
        Set<String> profiles = profiles(root);
        Set<String> options = jmhOptions(root);
        boolean jmh = false;
        boolean am = false;
        boolean verify = false;
        boolean exec = false;
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            if (w.equals("-pl")) {
                for (String module : words.get(++i).split(",")) {
                    if (!MODULES.contains(module)) {
                        problems.add("no module " + module);
                    }
                }
            } else if (w.startsWith("-P")) {
                jmh |= w.equals("-Pjmh");
                if (!profiles.contains(w.substring(2))) {
                    problems.add("no profile " + w.substring(2));
                }
            } else if (w.startsWith("-D")) {
                String key = w.substring(2, w.contains("=") ? w.indexOf('=') : w.length());
                String value = w.contains("=") ? w.substring(w.indexOf('=') + 1) : "";
                if (key.startsWith("jmh.") && !options.contains(key)) {
                    problems.add("jmh:run has no option " + key);
                } else if (key.equals("exec.mainClass") && !isProgram(root, value)) {
                    problems.add(value + " is no program of the bench module");
                } else if (!key.startsWith("jmh.") && !key.startsWith("exec.") && !key.startsWith("maven.")
                        && !key.equals("skipTests")) {
                    problems.add("unknown property " + key);
                }
            } else if (w.equals("-am")) {
                am = true;
            } else if (w.equals("-q") || w.equals("-o")) {
                continue;
            } else if (GOALS.contains(w)) {
                verify |= w.equals("verify");
                exec |= w.equals("exec:java");
            } else {
                problems.add("unknown word " + w);
            }
        }
        if (jmh && !(am && verify)) {
            problems.add("a benchmark run is mvn -pl bench -am verify -Pjmh");
        }
        if (exec && !(am && words.contains("compile"))) {
            problems.add("a program runs with mvn -q -pl bench -am compile exec:java");
        }
        return problems;
    }

    /** The profile ids of every pom. */
    private static Set<String> profiles(Path root) throws IOException {
        Set<String> ids = new TreeSet<>();
        for (String pom : List.of("pom.xml", "core/pom.xml", "bench/pom.xml", "bench/jmh-maven-plugin/pom.xml")) {
            Matcher m = Pattern.compile("<profile>\\s*(?:<!--.*?-->\\s*)?<id>([^<]+)</id>", Pattern.DOTALL)
                    .matcher(Files.readString(root.resolve(pom)));
            while (m.find()) {
                ids.add(m.group(1));
            }
        }
        return ids;
    }

    /** The properties jmh:run reads (its {@code @Parameter(property = ...)}). */
    private static Set<String> jmhOptions(Path root) throws IOException {
        Set<String> keys = new TreeSet<>();
        Matcher m = Pattern.compile("property = \"(jmh\\.[^\"]+)\"").matcher(Files.readString(
                root.resolve("bench/jmh-maven-plugin/src/main/java/io/bitfall/jmh/RunMojo.java")));
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    private static boolean isProgram(Path root, String className) throws IOException {
        Path source = root.resolve("bench/src/main/java/" + className.replace('.', '/') + ".java");
        return Files.isRegularFile(source) && Files.readString(source).contains("public static void main(String[] args)");
    }

    @Test
    void everyMavenCommandOfTheDocumentsNamesWhatTheBuildHas() throws IOException {
        Path root = root();
        List<String> problems = new ArrayList<>();
        int commands = 0;
        for (String doc : List.of("README.md", "bench/README.md")) {
            for (String command : mvnCommands(Files.readString(root.resolve(doc), StandardCharsets.UTF_8))) {
                commands++;
                problems(root, command).forEach(p -> problems.add(doc + ": " + command + ": " + p));
            }
        }
        assertTrue(commands >= 10, "mvn commands found: " + commands);
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckCatchesWhatIsWrong() throws IOException {
        Path root = root();
        assertEquals(List.of(), problems(root, "mvn -pl bench -am verify -Pjmh -Djmh.params='workload=noPop'"));
        assertEquals(List.of("jmh:run has no option jmh.fork"), problems(root, "mvn -pl bench -am verify -Pjmh -Djmh.fork=2"));
        assertEquals(List.of("a benchmark run is mvn -pl bench -am verify -Pjmh"), problems(root, "mvn -pl bench verify -Pjmh"));
        assertEquals(List.of("no module benches", "unknown word jmh:run"), problems(root, "mvn -pl benches jmh:run"));
        assertEquals(List.of("io.bitfall.bench.Nothing is no program of the bench module"),
                problems(root, "mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.Nothing"));
        assertEquals(List.of("a program runs with mvn -q -pl bench -am compile exec:java"),
                problems(root, "mvn -q -pl bench compile exec:java -Dexec.args=--help"));
        assertEquals(List.of("mvn a b", "mvn -q x"), mvnCommands("```sh\nmvn a \\\n    b   # c\nls\n```\n```sh\nmvn -q x\n```\n"));
        assertEquals(List.of("mvn", "-Dexec.args=--seed 1"), words("mvn -Dexec.args=\"--seed 1\""));
    }

    /**
     * What makes {@code mvn -q -pl bench -am compile exec:java} work on a fresh clone: exec:java is skipped in
     * every module but the bench (else it would run on the parent and core too, and fail there), and its
     * default program is set where every module sees it (exec:java checks {@code mainClass} before skipping).
     */
    @Test
    void execJavaRunsOnlyInTheBench() throws IOException {
        Pattern exec = Pattern.compile("<artifactId>exec-maven-plugin</artifactId>.*?</plugin>", Pattern.DOTALL);
        Matcher root = exec.matcher(Files.readString(root().resolve("pom.xml")));
        assertTrue(root.find() && root.group().contains("<skip>true</skip>"), "the root pom skips exec:java");
        Matcher bench = exec.matcher(Files.readString(root().resolve("bench/pom.xml")));
        assertTrue(bench.find() && bench.group().contains("<skip>false</skip>"), "the bench runs exec:java");
        assertTrue(Files.readString(root().resolve("pom.xml")).contains(
                "<exec.mainClass>io.bitfall.bench.lab.BeamGames</exec.mainClass>"));
    }

    /** The programs the documents name exist in this module's sources (a guard for the check itself). */
    @Test
    void theProgramsExist() throws IOException {
        try (Stream<Path> s = Files.list(root().resolve("bench/src/main/java/io/bitfall/bench/lab"))) {
            assertTrue(s.anyMatch(p -> p.getFileName().toString().equals("JarComparison.java")));
        }
        assertTrue(isProgram(root(), "io.bitfall.bench.lab.JarComparison"));
        assertTrue(isProgram(root(), "io.bitfall.bench.lab.BeamGames"));
    }
}
