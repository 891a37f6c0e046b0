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

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** bench/README.md's excerpt of the beam search's loop is 15 lines of {@code BeamSearch.java}, as they stand. */
class LoopExcerptTest {
    private static final String START = "The heart of its loop";

    @Test
    void theExcerptIsFifteenLinesOfTheSourceVerbatim() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(root.resolve("README.md")) || !Files.isDirectory(root.resolve("bench"))) {
            root = root.getParent();
        }
        String readme = Files.readString(root.resolve("bench/README.md"), StandardCharsets.UTF_8);
        int at = readme.indexOf(START);
        assertTrue(at >= 0, "bench/README.md introduces the excerpt with '" + START + "'");
        int open = readme.indexOf("```java\n", at) + "```java\n".length();
        List<String> excerpt = Arrays.asList(readme.substring(open, readme.indexOf("```", open)).split("\n"));
        assertEquals(15, excerpt.size(), String.join("\n", excerpt));

        List<String> source = Files.readAllLines(
                root.resolve("core/src/main/java/io/bitfall/puyo/ai/BeamSearch.java"), StandardCharsets.UTF_8);
        int first = -1;
        for (int i = 0; i + excerpt.size() <= source.size() && first < 0; i++) {
            String indent = source.get(i).substring(0, source.get(i).length() - source.get(i).stripLeading().length());
            boolean same = true;
            for (int k = 0; k < excerpt.size() && same; k++) {
                String line = excerpt.get(k);
                same = source.get(i + k).equals(line.isEmpty() ? "" : indent + line);
            }
            if (same) {
                first = i;
            }
        }
        assertTrue(first >= 0, "the excerpt is not a run of BeamSearch.java's lines:\n" + String.join("\n", excerpt));
    }
}
