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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commit, JDK and machine that every filed run records, and how the page shows them (issue 39). */
class ResultsArchiveTest {
    @TempDir
    Path dir;

    /** Runs git in {@code repo} and returns its output, failing the test if git fails. */
    static String git(Path repo, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString(), "-c", "user.name=bitfall",
                "-c", "user.email=bitfall@example.org", "-c", "commit.gpgsign=false"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
        return out;
    }

    @Test
    void recordsTheCommitAndWhetherTheCheckoutHadChangesOutsideTheResults() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        git(repo, "init", "-q");
        Files.writeString(repo.resolve("Engine.java"), "class Engine {}\n");
        Files.createDirectories(repo.resolve("bench"));
        Files.writeString(repo.resolve("bench/pom.xml"), "<project/>\n");
        git(repo, "add", ".");
        git(repo, "commit", "-q", "-m", "first");
        String head = git(repo, "rev-parse", "HEAD");
        Path results = repo.resolve("results");
        Path source = repo.resolve("bench"); // jmh:run starts the renderer in the bench module

        assertArrayEquals(new String[] {head, "false"}, ResultsArchive.commit(source, results));
        Files.createDirectories(results.resolve("jdk17"));
        Files.writeString(results.resolve("jdk17/jmh.json"), "[]\n"); // the run's own output
        assertArrayEquals(new String[] {head, "false"}, ResultsArchive.commit(source, results));
        Files.writeString(repo.resolve("Engine.java"), "class Engine { int faster; }\n");
        assertArrayEquals(new String[] {head, "true"}, ResultsArchive.commit(source, results));
        git(repo, "checkout", "-q", "--", "Engine.java");
        Files.writeString(repo.resolve("New.java"), "class New {}\n"); // untracked code is measured too
        assertArrayEquals(new String[] {head, "true"}, ResultsArchive.commit(source, results));
    }

    @Test
    void outsideAGitCheckoutTheCommitIsUnknownNotGuessed() throws Exception {
        Path plain = Files.createDirectories(dir.resolve("plain"));
        assertArrayEquals(new String[] {JdkRun.UNKNOWN, JdkRun.UNKNOWN},
                ResultsArchive.commit(plain, plain.resolve("results")));
    }

    @Test
    void everyFiledRunRecordsCommitJdkAndMachineAndThePageShowsThem() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        git(repo, "init", "-q");
        Files.writeString(repo.resolve("Engine.java"), "class Engine {}\n");
        git(repo, "add", ".");
        git(repo, "commit", "-q", "-m", "first");
        String head = git(repo, "rev-parse", "HEAD");
        Path json = dir.resolve("a.json");
        String version = System.getProperty("java.version"); // this JVM ran the "benchmarks": its vendor is known
        Files.writeString(json, ResultsPageTest.run(version, 40));
        Path results = repo.resolve("results");
        String label = ResultsArchive.file(json, results, "full", "mvn -pl bench -am verify -Pjmh -Djmh.full=true",
                "-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc", repo);

        Properties info = ResultsPageTest.info(results.resolve(label));
        assertEquals(head, info.getProperty("commit"));
        assertEquals("false", info.getProperty("dirty"));
        assertEquals(System.getProperty("java.vendor"), info.getProperty("vendor"));
        assertEquals(version, info.getProperty("jdk"));
        for (String key : List.of("vm", "cpu", "cores", "memory", "os", "date", "load")) {
            assertTrue(!info.getProperty(key, "").isBlank(), key + " in " + info);
        }
        String page = ResultsPage.markdown(ResultsArchive.loadAll(results));
        assertTrue(page.contains("- Commit: " + head + "\n"), page);
        assertTrue(page.contains("**: commit " + head.substring(0, 12) + ", "), page);
        assertTrue(page.contains("- JVM: " + version + " (vendor " + System.getProperty("java.vendor") + "), "), page);
        assertTrue(page.contains("- Machine: " + info.getProperty("cpu") + ", " + info.getProperty("cores") + " cores, "),
                page);
    }

    @Test
    void aRunFiledByAnotherJvmThanTheOneThatRanItHasAnUnknownVendor() throws Exception {
        Path json = dir.resolve("a.json");
        Files.writeString(json, ResultsPageTest.run("11.0.99", 40));
        String label = ResultsArchive.file(json, dir.resolve("results"), "full", "mvn", "-f 2", dir);
        assertEquals(JdkRun.UNKNOWN, ResultsPageTest.info(dir.resolve("results").resolve(label)).getProperty("vendor"));
    }

    @Test
    void anOldArchiveWithoutCommitOrVendorShowsThemAsUnknown() throws Exception {
        Path results = dir.resolve("old");
        for (String jdk : List.of("jdk17", "jdk25")) {
            Path d = Files.createDirectories(results.resolve(jdk));
            Files.writeString(d.resolve(JdkRun.JSON), ResultsPageTest.run(jdk.equals("jdk17") ? "17.0.15" : "25.0.3", 40));
            Files.writeString(d.resolve(JdkRun.INFO), "run=full\njdk=17.0.15\nvm=OpenJDK 64-Bit Server VM 17.0.15+6\n"
                    + "cpu=AMD EPYC\ncores=2\nmemory=23 GiB\njmhOptions=-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc\n");
        }
        String page = ResultsPage.markdown(ResultsArchive.loadAll(results));
        assertTrue(page.contains("- Commit: unknown\n"), page);
        assertTrue(page.contains("- JVM: 17.0.15 (vendor unknown), OpenJDK 64-Bit Server VM 17.0.15+6\n"), page);
        assertTrue(page.contains("**: commit unknown, "), page);
        assertTrue(page.contains("used the same machine and JMH settings (their commits were not recorded)."), page);
    }

    @Test
    void runsOfDifferentCommitsAreFlaggedInTheFirstLines() throws Exception {
        Path results = dir.resolve("mixed");
        String[][] runs = {{"jdk17", "17.0.15", "1111111111111111111111111111111111111111", "false"},
            {"jdk25", "25.0.3", "2222222222222222222222222222222222222222", "true"}};
        for (String[] r : runs) {
            Path d = Files.createDirectories(results.resolve(r[0]));
            Files.writeString(d.resolve(JdkRun.JSON), ResultsPageTest.run(r[1], 40));
            Files.writeString(d.resolve(JdkRun.INFO), "run=full\ncpu=AMD EPYC\ncores=2\nmemory=23 GiB\n"
                    + "jmhOptions=-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc\ncommit=" + r[2] + "\ndirty=" + r[3] + "\n");
        }
        String page = ResultsPage.markdown(ResultsArchive.loadAll(results));
        String head = page.substring(0, page.indexOf("## "));
        assertTrue(head.contains("differ in commit (jdk17: 111111111111; jdk25: 222222222222 with uncommitted changes)"),
                head);
        assertTrue(page.contains("- Commit: 2222222222222222222222222222222222222222 with uncommitted changes\n"), page);
    }
}
