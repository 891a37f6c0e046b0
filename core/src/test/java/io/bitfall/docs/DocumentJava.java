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
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java of a document as a program: its {@code java} blocks, made classes of a package {@code readme},
 * compiled against the core's classes with {@code javac --release 17 -Xlint:all -Werror} and run in a JVM of
 * their own. The fixture of {@link ReadmeCodeTest} and {@link FormatsPageCodeTest}.
 */
final class DocumentJava {
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

    private DocumentJava() {
    }

    /** The {@code java} blocks of a Markdown text. */
    static List<String> javaBlocks(String markdown) {
        List<String> blocks = new ArrayList<>();
        Matcher m = JAVA_BLOCK.matcher(markdown);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    /** A block as a class {@code readme.<name>} whose {@code run()} holds the block's statements. */
    static String asClass(String name, String block) {
        StringBuilder imports = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (String line : block.split("\n")) {
            (line.startsWith("import ") ? imports : body).append(line).append('\n');
        }
        return "package readme;\n" + imports + "public final class " + name + " {\n"
                + "    public static void run() throws Exception {\n" + body + "    }\n}\n";
    }

    /**
     * Writes the classes (simple name to source) under {@code dir/src/readme} and compiles them into
     * {@code dir/out}, failing with {@code what} if javac prints anything.
     */
    static void compile(Path dir, Map<String, String> classes, String what) throws IOException, InterruptedException,
            URISyntaxException {
        Path sources = Files.createDirectories(dir.resolve("src/readme"));
        List<String> command = new ArrayList<>(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror",
                "-cp", classes(), "-d", dir.resolve("out").toString()));
        for (Map.Entry<String, String> c : classes.entrySet()) {
            command.add(Files.writeString(sources.resolve(c.getKey() + ".java"), c.getValue()).toString());
        }
        assertEquals("", run(command), what);
    }

    /** Runs the compiled {@code readme.Examples} of {@code dir/out}; returns what it printed. */
    static String runExamples(Path dir) throws IOException, InterruptedException, URISyntaxException {
        return run(List.of(tool("java"), "-cp", dir.resolve("out") + File.pathSeparator + classes(),
                "readme.Examples"));
    }

    /** Runs a command; returns its standard output, failing on a non-zero exit with what it printed. */
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

    /** The core's compiled classes. */
    private static String classes() throws URISyntaxException {
        return Path.of(io.bitfall.puyo.PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }
}
