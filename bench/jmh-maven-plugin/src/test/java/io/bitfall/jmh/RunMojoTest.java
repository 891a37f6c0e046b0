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
package io.bitfall.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Model;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RunMojoTest {
    @TempDir
    Path classes;

    @Test
    void aMissingBenchmarkListCountsAsEmpty() throws Exception {
        RunMojo.BenchmarkList list = RunMojo.BenchmarkList.read(classes);
        assertEquals(0, list.count());
        assertTrue(list.problem().contains("no "), list.problem());
    }

    @Test
    void anEmptyBenchmarkListIsEmpty() throws Exception {
        RunMojo.BenchmarkList list = benchmarkList("\n");
        assertEquals(0, list.count());
        assertTrue(list.problem().endsWith("is empty"), list.problem());
    }

    @Test
    void countsOneBenchmarkPerLine() throws Exception {
        assertEquals(2, benchmarkList("JMH S 1 a\nJMH S 1 b\n").count());
    }

    /** The list read back after writing {@code text} as the classes' benchmark list. */
    private RunMojo.BenchmarkList benchmarkList(String text) throws Exception {
        Files.createDirectories(classes.resolve("META-INF"));
        Files.writeString(classes.resolve(RunMojo.BenchmarkList.PATH), text);
        return RunMojo.BenchmarkList.read(classes);
    }

    @Test
    void onlyModulesDeclaringJmhCoreHaveBenchmarks() {
        Model model = new Model();
        MavenProject core = new MavenProject(model);
        assertEquals(false, RunMojo.declaresJmh(core));
        Dependency jmh = new Dependency();
        jmh.setGroupId("org.openjdk.jmh");
        jmh.setArtifactId("jmh-core");
        model.addDependency(jmh);
        assertEquals(true, RunMojo.declaresJmh(new MavenProject(model)));
    }

    @Test
    void refusesACopyOfThePluginThatTheCheckoutDidNotBuild(@TempDir Path checkout) throws Exception {
        Files.createDirectories(checkout.resolve("bench/jmh-maven-plugin"));
        Files.writeString(checkout.resolve("bench/jmh-maven-plugin/pom.xml"), "<project/>");
        Path bench = Files.createDirectories(checkout.resolve("bench"));
        Path built = checkout.resolve("bench/jmh-maven-plugin/target/bitfall-jmh-maven-plugin-1.jar");
        assertEquals(null, RunMojo.staleCopy(bench, built));
        String stale = RunMojo.staleCopy(bench, Path.of("/home/u/.m2/repository/io/bitfall/p.jar"));
        assertTrue(stale != null && stale.contains(RunMojo.COMMAND), stale);
        assertEquals(null, RunMojo.staleCopy(Path.of("/"), Path.of("/x.jar")), "no checkout, nothing to compare");
    }

    @Test
    void acceptsAnInstalledCopyOnlyWhileItIsTheCheckoutsCurrentBuild(@TempDir Path checkout) throws Exception {
        Path plugin = Files.createDirectories(checkout.resolve("bench/jmh-maven-plugin"));
        Files.writeString(plugin.resolve("pom.xml"), "<project/>");
        Path source = Files.createDirectories(plugin.resolve("src/main/java/io/bitfall/jmh")).resolve("RunMojo.java");
        Files.writeString(source, "class RunMojo {}");
        Files.setLastModifiedTime(source, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        Path classFile = Files.createDirectories(plugin.resolve("target/classes/io/bitfall/jmh")).resolve("RunMojo.class");
        Files.write(classFile, new byte[] {1, 2, 3});
        Files.setLastModifiedTime(classFile, java.nio.file.attribute.FileTime.fromMillis(2_000_000));
        Path installed = Files.createDirectories(checkout.resolve("m2")).resolve("p.jar");
        writeJar(installed, new byte[] {1, 2, 3});
        Path bench = checkout.resolve("bench");

        assertEquals(null, RunMojo.staleCopy(bench, installed), "the same classes, no newer source");
        Files.setLastModifiedTime(source, java.nio.file.attribute.FileTime.fromMillis(3_000_000));
        assertTrue(RunMojo.staleCopy(bench, installed) != null, "a source edited after the build");
        Files.setLastModifiedTime(source, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        writeJar(installed, new byte[] {1, 2, 4});
        assertTrue(RunMojo.staleCopy(bench, installed) != null, "an installed class that differs");
    }

    private static void writeJar(Path jar, byte[] runMojo) throws Exception {
        try (var out = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.zip.ZipEntry("io/bitfall/jmh/RunMojo.class"));
            out.write(runMojo);
            out.closeEntry();
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            jmh.forks        | abc      | -Djmh.forks=abc is not a whole number of at least 0
            jmh.include      | [        | -Djmh.include=[ is not a regular expression (Unclosed character class near index 0)
            jmh.exclude      | a(       | -Djmh.exclude=a( is not a regular expression (Unclosed group near index 2)
            jmh.iterations   | 0        | -Djmh.iterations=0 is not a whole number of at least 1
            jmh.threads      | -2       | -Djmh.threads=-2 is not a whole number of at least 1 (or max)
            jmh.time         | 1.5s     | -Djmh.time=1.5s is not a time: a whole number with ns, us, ms, s, m or hr, e.g. 500ms
            jmh.warmupTime   | 1h       | -Djmh.warmupTime=1h is not a time: a whole number with ns, us, ms, s, m or hr, e.g. 500ms
            jmh.params       | workload | -Djmh.params=workload is not name=value[,value...] (several separated by ;): "workload"
            """)
    void badJmhValuesEndInOneLineNamingThePropertyAndTheValue(String property, String value, String line) {
        assertEquals(line, RunMojo.invalidOption(java.util.Map.of(property, value)));
    }

    @Test
    void aBadRegularExpressionEndsInOneLineToo() {
        for (String line : new String[] {RunMojo.invalidOption(java.util.Map.of("jmh.include", "(?<x"))}) {
            assertTrue(line.startsWith("-Djmh.include=(?<x ") && !line.contains("\n"), line);
        }
    }

    @Test
    void theValuesOfTheDocumentsAndThePomsPass() {
        assertEquals(null, RunMojo.invalidOption(java.util.Map.of("jmh.include", "Puyo(ChainCount|Resolve)",
                "jmh.exclude", "", "jmh.forks", "2", "jmh.warmupIterations", "0", "jmh.iterations", "5",
                "jmh.warmupTime", "500ms", "jmh.time", "1s", "jmh.threads", "max",
                "jmh.params", "workload=noPop,chainRich;depth=4")));
        for (String t : new String[] {"1", "200ms", "2 s", "10m", "1min", "1hr", "5ns", "1us", "0s"}) {
            assertEquals(null, RunMojo.invalidOption(java.util.Map.of("jmh.time", t)), t);
        }
    }

    @Test
    void quotesShellWordsOnlyWhenNeeded() {
        assertEquals("-Djmh.forks=1", RunMojo.shellWord("-Djmh.forks=1"));
        assertEquals("'-Djmh.include=Puyo(ChainCount|Resolve)'", RunMojo.shellWord("-Djmh.include=Puyo(ChainCount|Resolve)"));
        assertEquals("'-Djmh.args=-v EXTRA'", RunMojo.shellWord("-Djmh.args=-v EXTRA"));
        assertEquals("'it'\\''s'", RunMojo.shellWord("it's"));
    }
}
