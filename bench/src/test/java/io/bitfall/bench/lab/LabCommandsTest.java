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
package io.bitfall.bench.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.bench.BenchDocumentTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The arguments of every {@code exec:java} command in README.md and bench/README.md are accepted by the
 * program's own option reader, as typed: an option renamed or a range narrowed breaks this test, not a
 * user's first run. (Paths such as {@code OLD} are not checked: they name the reader's own builds.)
 */
class LabCommandsTest {
    @Test
    void everyDocumentedProgramAcceptsItsArguments() throws IOException {
        List<String> problems = new ArrayList<>();
        int programs = 0;
        for (String doc : List.of("README.md", "bench/README.md")) {
            String text = Files.readString(BenchDocumentTest.root().resolve(doc), StandardCharsets.UTF_8);
            for (String command : BenchDocumentTest.mvnCommands(text)) {
                List<String> words = BenchDocumentTest.words(command);
                if (!words.contains("exec:java")) {
                    continue;
                }
                programs++;
                String program = "io.bitfall.bench.lab.BeamGames";
                String[] args = new String[0];
                for (String w : words) {
                    if (w.startsWith("-Dexec.mainClass=")) {
                        program = w.substring(w.indexOf('=') + 1);
                    } else if (w.startsWith("-Dexec.args=")) {
                        args = BenchDocumentTest.words(w.substring(w.indexOf('=') + 1)).toArray(String[]::new);
                    }
                }
                try {
                    accept(program, args);
                } catch (IllegalArgumentException e) {
                    problems.add(doc + ": " + command + ": " + e.getMessage());
                }
            }
        }
        assertTrue(programs >= 5, "exec:java commands found: " + programs);
        assertEquals(List.of(), problems);
    }

    /** Reads {@code args} as {@code program} does before it runs anything; throws what it would print. */
    private static void accept(String program, String[] args) {
        switch (program.substring(program.lastIndexOf('.') + 1)) {
            case "BeamGames" -> BeamGamesOptions.parse(args, 2);
            case "VersusRunner" -> VersusRunner.parse(args);
            case "HashCollisions" -> HashCollisions.fields(args, Long.MAX_VALUE);
            case "JarComparison" -> JarComparison.TABLE.read(args);
            case "BeamComparison" -> BeamComparison.TABLE.read(args);
            default -> throw new IllegalArgumentException("no check for " + program);
        }
    }
}
