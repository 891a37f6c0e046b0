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
package io.bitfall.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The performance page stays a user's page: under 20 KB (20,480 bytes), the experiment history on its own
 * page for developers, linked from it. It had grown from 16 KB to 33 KB with run logs and history before.
 */
class PerformancePageSizeTest {
    private static final int LIMIT = 20 * 1024;

    @Test
    void performancePageStaysUnder20Kilobytes() throws IOException {
        Path docs = DocumentLinksTest.root().resolve("core/docs");
        long size = Files.size(docs.resolve("performance.md"));
        assertTrue(size < LIMIT, "core/docs/performance.md is " + size + " bytes, the limit " + LIMIT);
        assertTrue(Files.readString(docs.resolve("performance.md")).contains("(experiments.md)"),
                "performance.md links the experiment history");
        assertTrue(Files.readString(docs.resolve("experiments.md")).contains("| idea | result | kept |"),
                "experiments.md holds the history table");
    }
}
