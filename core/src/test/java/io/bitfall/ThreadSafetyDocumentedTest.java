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
package io.bitfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, item 9: every public type of the exported packages says in its Javadoc whether it may be
 * shared between threads (immutable, stateless, or mutable and not thread-safe).
 */
class ThreadSafetyDocumentedTest {
    private static final List<String> EXPORTED = List.of("io/bitfall/puyo", "io/bitfall/puyo/reference",
            "io/bitfall/monomino", "io/bitfall/monomino/reference");
    /** The declaration of a public top-level type, and its name. */
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public\\s+(?:final\\s+|abstract\\s+)*(?:class|record|enum|interface)\\s+(\\w+)", Pattern.MULTILINE);

    @Test
    void everyPublicTypeSaysWhetherThreadsMayShareIt() throws IOException {
        Path sources = Path.of(System.getProperty("basedir", "."), "src", "main", "java");
        List<String> silent = new ArrayList<>();
        int types = 0;
        for (String pkg : EXPORTED) {
            try (Stream<Path> files = Files.list(sources.resolve(pkg))) {
                for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                    String text = Files.readString(file);
                    Matcher m = PUBLIC_TYPE.matcher(text);
                    if (!m.find()) {
                        continue; // package-private
                    }
                    types++;
                    int end = text.lastIndexOf("*/", m.start());
                    int start = text.lastIndexOf("/**", m.start());
                    assertTrue(start >= 0 && end > start && text.substring(end + 2, m.start()).isBlank(),
                            "no Javadoc right before the public type of " + file);
                    String doc = text.substring(start, end).toLowerCase(java.util.Locale.ROOT);
                    if (!doc.contains("thread")) {
                        silent.add(pkg.replace('/', '.') + "." + m.group(1));
                    }
                }
            }
        }
        assertTrue(types >= 20, "public types found: " + types);
        assertEquals(List.of(), silent, "public types whose Javadoc does not say whether threads may share them");
    }
}
