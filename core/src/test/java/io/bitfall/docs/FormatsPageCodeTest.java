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

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code java} block of {@code core/docs/formats.md} compiles as written against the core's classes and
 * runs (as {@link ReadmeCodeTest} does for the README), printing the puyop.com URL its comment gives.
 */
class FormatsPageCodeTest {
    @TempDir
    Path dir;

    @Test
    void theFormatsPagesExampleCompilesAndRuns() throws Exception {
        List<String> blocks = ReadmeCodeTest.javaBlocks(Files.readString(
                DocumentLinksTest.root().resolve("core/docs/formats.md"), StandardCharsets.UTF_8));
        assertEquals(1, blocks.size(), "java blocks in formats.md");
        Path sources = Files.createDirectories(dir.resolve("src/readme"));
        String main = "package readme;\npublic final class Examples {\n"
                + "    public static void main(String[] args) throws Exception {\n        Formats.run();\n    }\n}\n";
        List<String> command = new ArrayList<>(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror",
                "-cp", classes(), "-d", dir.resolve("out").toString(),
                Files.writeString(sources.resolve("Formats.java"), ReadmeCodeTest.asClass("Formats", blocks.get(0))).toString(),
                Files.writeString(sources.resolve("Examples.java"), main).toString()));
        assertEquals("", run(command), "javac");
        String out = run(List.of(tool("java"), "-cp", dir.resolve("out") + File.pathSeparator + classes(), "readme.Examples"));
        assertEquals("http://www.puyop.com/s/302rAyirq_gkbsbQ\n", out);
        assertTrue(blocks.get(0).contains("// http://www.puyop.com/s/302rAyirq_gkbsbQ"), blocks.get(0));
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", command));
        assertEquals(0, p.exitValue(), String.join(" ", command) + "\n" + out);
        return out;
    }

    private static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", name).toString();
    }

    private static String classes() throws URISyntaxException {
        return Path.of(io.bitfall.puyo.PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }
}
