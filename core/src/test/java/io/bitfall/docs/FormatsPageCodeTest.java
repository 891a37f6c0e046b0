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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code java} block of {@code core/docs/formats.md} compiles as written against the core's classes and
 * runs (as {@link ReadmeCodeTest} does for the README, with the same {@link DocumentJava}), printing the
 * puyop.com URL its comment gives.
 */
class FormatsPageCodeTest {
    @TempDir
    Path dir;

    @Test
    void theFormatsPagesExampleCompilesAndRuns() throws Exception {
        List<String> blocks = DocumentJava.javaBlocks(Files.readString(
                DocumentLinksTest.root().resolve("core/docs/formats.md"), StandardCharsets.UTF_8));
        assertEquals(1, blocks.size(), "java blocks in formats.md");
        String main = "package readme;\npublic final class Examples {\n"
                + "    public static void main(String[] args) throws Exception {\n        Formats.run();\n    }\n}\n";
        DocumentJava.compile(dir, Map.of("Formats", DocumentJava.asClass("Formats", blocks.get(0)), "Examples", main),
                "javac");
        String out = DocumentJava.runExamples(dir);
        assertEquals("http://www.puyop.com/s/302rAyirq_gkbsbQ\n", out);
        assertTrue(blocks.get(0).contains("// http://www.puyop.com/s/302rAyirq_gkbsbQ"), blocks.get(0));
    }
}
