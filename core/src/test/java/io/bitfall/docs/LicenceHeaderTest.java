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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java source file of the repository (core, bench and the Maven plugin, main and test) opens with the
 * Apache License 2.0 notice that the licence's appendix asks for, so that a file copied out of the
 * repository still says under which terms it may be used.
 */
class LicenceHeaderTest {
    static final String NOTICE = String.join("\n",
            "/*",
            " * Copyright 2026 the bitfall developers",
            " *",
            " * Licensed under the Apache License, Version 2.0 (the \"License\");",
            " * you may not use this file except in compliance with the License.",
            " * You may obtain a copy of the License at",
            " *",
            " *     http://www.apache.org/licenses/LICENSE-2.0",
            " *",
            " * Unless required by applicable law or agreed to in writing, software",
            " * distributed under the License is distributed on an \"AS IS\" BASIS,",
            " * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.",
            " * See the License for the specific language governing permissions and",
            " * limitations under the License.",
            " */",
            "");

    @Test
    void everyJavaSourceOpensWithTheLicenceNotice() throws IOException {
        Path root = DocumentLinksTest.root();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(root)) {
            sources = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> isSource(root.relativize(p)))
                    .collect(Collectors.toList());
        }
        assertTrue(sources.size() > 100, "found only " + sources.size() + " Java files under " + root);
        List<Path> missing = sources.stream().filter(p -> !opensWithNotice(p)).map(root::relativize)
                .collect(Collectors.toList());
        assertEquals(List.of(), missing, "Java files without the licence notice");
    }

    @Test
    void aFileWithoutTheNoticeIsFound() throws IOException {
        Path file = Files.createTempFile("NoNotice", ".java");
        try {
            Files.writeString(file, "package x;\nclass NoNotice {}\n");
            assertTrue(!opensWithNotice(file));
            Files.writeString(file, NOTICE + "package x;\nclass NoNotice {}\n");
            assertTrue(opensWithNotice(file));
        } finally {
            Files.delete(file);
        }
    }

    /** Not build output ({@code target/}) and not in a dot-folder. */
    private static boolean isSource(Path relative) {
        for (Path name : relative) {
            if (name.toString().equals("target") || name.toString().startsWith(".")) {
                return false;
            }
        }
        return true;
    }

    private static boolean opensWithNotice(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8).startsWith(NOTICE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
