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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The bench module's rooms: its root package holds only the JMH benchmarks, and every program run by
 * {@code exec:java} (a class with a {@code main}) is in {@code lab}, but those of {@code report} that
 * {@code jmh:run} calls (the results page and the run estimate).
 */
class BenchLayoutTest {
    private static final Path SOURCES = BenchDocumentTest.root().resolve("bench/src/main/java/io/bitfall/bench");

    @Test
    void theRootPackageHoldsOnlyBenchmarks() throws IOException {
        try (Stream<Path> files = Files.list(SOURCES)) {
            List<String> others = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> !n.endsWith("Benchmark.java")).sorted().toList();
            assertEquals(List.of(), others, "not benchmarks, in io.bitfall.bench");
        }
    }

    @Test
    void everyProgramIsInTheLab() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            List<String> misplaced = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getParent().equals(SOURCES.resolve("lab")))
                    .filter(p -> !p.getParent().equals(SOURCES.resolve("report")))
                    .filter(BenchLayoutTest::hasMain).map(p -> SOURCES.relativize(p).toString()).sorted().toList();
            assertEquals(List.of(), misplaced, "programs outside io.bitfall.bench.lab");
        }
    }

    private static boolean hasMain(Path source) {
        try {
            return Files.readString(source).contains("public static void main(String[] args)");
        } catch (IOException e) {
            throw new IllegalStateException(source + ": " + e, e);
        }
    }
}
