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
package io.bitfall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What both games share: exit statuses, output failures, file arguments, {@code --version}. */
class MainTest {
    private static final String JUDGE = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 1 2\n";

    @TempDir
    Path dir;

    /** Standard output on a full disk: every write fails. */
    static final class FullDisk extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public String toString() {
            return "";
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"puyo", "puyo --batch", "puyo --trace --score", "puyo --help", "monomino", "monomino --batch",
        "monomino --stream", "monomino --stream --trace", "monomino --version", "--version", "--help"})
    void aWriteErrorIsOneStderrLineAndStatus1(String options) {
        String[] args = options.split(" ");
        String one = args[0].equals("puyo") ? PuyoCommandTest.SAMPLE + "\n" : JUDGE;
        String input = options.contains("--batch") ? one.repeat(20_000) : one; // more than one buffer for batches
        CommandRun r = CommandRun.of(new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)), new FullDisk(), args);
        String command = args[0].startsWith("--") ? "bitfall" : "bitfall " + args[0];
        assertEquals(new CommandRun(1, "", command + ": cannot write standard output: No space left on device\n"), r);
    }

    @Test
    void versionFromTheManifestOrSaysItIsUnknown() {
        String line = "bitfall " + Main.UNKNOWN_VERSION + "\n"; // tests run from classes, not from the jar
        assertEquals(new CommandRun(0, line, ""), CommandRun.of("", "--version"));
        assertEquals(new CommandRun(0, line, ""), CommandRun.of("", "puyo", "--version"));
        assertEquals(new CommandRun(0, line, ""), CommandRun.of("", "monomino", "--version"));
    }

    @Test
    void aFileArgumentIsReadInsteadOfStandardInput() throws IOException {
        Path field = Files.writeString(dir.resolve("field.txt"), PuyoCommandTest.SAMPLE);
        Path judge = Files.writeString(dir.resolve("judge.txt"), JUDGE);
        assertEquals(new CommandRun(0, "3 1000\n", ""), CommandRun.of("not read", "puyo", "--score", field.toString()));
        assertEquals(new CommandRun(0, "3\n11\n", ""), CommandRun.of("not read", "monomino", judge.toString()));
        assertEquals(new CommandRun(0, "3\n11\n", ""), CommandRun.of("not read", "monomino", judge.toString(), "--reference"));
    }

    @Test
    void aMissingOrUnreadableFileIsOneLineAndStatus2() throws IOException {
        Path missing = dir.resolve("missing.txt");
        assertEquals(new CommandRun(2, "", "bitfall puyo: cannot read " + missing + " (No such file or directory)\n"),
                CommandRun.of("", "puyo", missing.toString()));
        assertEquals(new CommandRun(2, "", "bitfall monomino: cannot read " + dir + " (Is a directory)\n"),
                CommandRun.of("", "monomino", dir.toString()));
        Path field = Files.writeString(dir.resolve("field.txt"), PuyoCommandTest.SAMPLE);
        assertEquals(new CommandRun(2, "", "bitfall puyo: more than one input file ('" + field + "', 'b')\n"),
                CommandRun.of("", "puyo", field.toString(), "b"));
    }

    @Test
    void helpTextsNameTheExitStatuses() {
        for (String game : new String[] {"puyo", "monomino"}) {
            String help = CommandRun.of("", game, "--help").out();
            assertTrue(help.contains("[FILE]") && help.contains("--version") && help.contains("1 standard output"), help);
        }
    }

    /**
     * Issue 28, defect 9: the top-level {@code --help} was the one usage line and did not mention
     * {@code --version}; now it is a help like the games' (the usage line stays the answer to bad usage).
     */
    @Test
    void topLevelHelpNamesTheGamesVersionAndExitStatus() {
        for (String option : new String[] {"--help", "-h"}) {
            CommandRun help = CommandRun.of("", option);
            assertEquals(0, help.status());
            assertEquals("", help.err());
            for (String part : new String[] {"usage: bitfall <puyo|monomino|upi>", "puyo ", "monomino ", "--version",
                    "--help", "bitfall puyo --help", "bitfall monomino --help", "bitfall upi --help", "Exit status", "1 standard output",
                    "2 bad input"}) {
                assertTrue(help.out().contains(part), part + " in:\n" + help.out());
            }
            assertTrue(help.out().split("\n").length > 5, help.out());
        }
        assertEquals(new CommandRun(2, "", Main.USAGE + "\n"), CommandRun.of(""));
    }

    /**
     * Issue 28, defect 4: {@code sh -c "java ... puyo <&-"} read the JVM's own {@code lib/modules}, which
     * had got descriptor 0, as the field. A descriptor that names a file of the Java runtime is standard
     * input closed before the start, and reading it is one line and status 2. (ProcessTest runs the real case.)
     */
    @Test
    void closedStandardInputIsAReadError() throws IOException {
        Path javaHome = Files.createDirectories(dir.resolve("jdk/lib"));
        Path modules = Files.writeString(javaHome.resolve("modules"), "not input");
        Path input = Files.writeString(dir.resolve("field.txt"), PuyoCommandTest.SAMPLE);
        assertTrue(Main.openedByTheJvm(Files.createSymbolicLink(dir.resolve("fd0"), modules), dir.resolve("jdk")));
        assertTrue(!Main.openedByTheJvm(Files.createSymbolicLink(dir.resolve("fd0b"), input), dir.resolve("jdk")));
        assertTrue(!Main.openedByTheJvm(input, dir.resolve("jdk")), "not a link");
        assertTrue(!Main.openedByTheJvm(dir.resolve("missing"), dir.resolve("jdk")));
        for (String[] args : new String[][] {{"puyo"}, {"puyo", "--batch"}, {"monomino"}, {"monomino", "--stream"}}) {
            assertEquals(new CommandRun(2, "", "bitfall " + args[0] + ": cannot read standard input: it was closed when the command started\n"),
                    CommandRun.of(new Main.ClosedInput(), args));
        }
    }
}
