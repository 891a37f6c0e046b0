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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code java} block of the README compiles as written, against the core's classes with
 * {@code javac --release 17}, and runs: each block becomes the body of a method (its {@code import} lines
 * the class's imports), and one program calls them all in a JVM of its own. What they print is checked.
 */
class ReadmeCodeTest {
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

    @TempDir
    Path dir;

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

    @Test
    void everyJavaExampleOfTheReadmeCompilesAndRuns() throws Exception {
        List<String> blocks = javaBlocks(Files.readString(DocumentLinksTest.root().resolve("README.md"),
                StandardCharsets.UTF_8));
        assertTrue(blocks.size() >= 2, "java blocks in README: " + blocks.size());
        Path sources = Files.createDirectories(dir.resolve("src/readme"));
        List<String> command = new ArrayList<>(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror",
                "-cp", classes(), "-d", dir.resolve("out").toString()));
        StringBuilder main = new StringBuilder("package readme;\npublic final class Examples {\n"
                + "    public static void main(String[] args) throws Exception {\n");
        for (int i = 0; i < blocks.size(); i++) {
            String name = "Example" + i;
            command.add(Files.writeString(sources.resolve(name + ".java"), asClass(name, blocks.get(i))).toString());
            main.append("        ").append(name).append(".run();\n");
        }
        command.add(Files.writeString(sources.resolve("Examples.java"), main + "    }\n}\n").toString());
        assertEquals("", run(command), "javac");

        String out = run(List.of(tool("java"), "-cp", dir.resolve("out") + File.pathSeparator + classes(),
                "readme.Examples"));
        assertTrue(out.startsWith("3 chains, score "), out);
        assertTrue(out.contains(" points, ") && out.contains(" tiles\n"), out);
    }

    /**
     * All blocks as one class {@code readme.<name>}: every block's imports on top (each once), each block's
     * statements the body of a method {@code run<i>()}. It compiles only if the packages the blocks import
     * with {@code .*} share no class name that a block uses.
     */
    static String asOneClass(String name, List<String> blocks) {
        Set<String> imports = new LinkedHashSet<>();
        StringBuilder methods = new StringBuilder();
        for (int i = 0; i < blocks.size(); i++) {
            methods.append("    public static void run").append(i).append("() throws Exception {\n");
            for (String line : blocks.get(i).split("\n")) {
                if (line.startsWith("import ")) {
                    imports.add(line);
                } else {
                    methods.append(line).append('\n');
                }
            }
            methods.append("    }\n");
        }
        return "package readme;\n" + String.join("\n", imports) + "\npublic final class " + name + " {\n" + methods
                + "}\n";
    }

    @Test
    void theJavaExamplesOfTheReadmeCompileTogetherInOneFile() throws Exception {
        List<String> blocks = javaBlocks(Files.readString(DocumentLinksTest.root().resolve("README.md"),
                StandardCharsets.UTF_8));
        assertTrue(blocks.size() >= 2, "java blocks in README: " + blocks.size());
        Path source = Files.writeString(Files.createDirectories(dir.resolve("src/readme")).resolve("Together.java"),
                asOneClass("Together", blocks));
        assertEquals("", run(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror", "-cp", classes(),
                "-d", dir.resolve("out").toString(), source.toString())), "javac of the README's examples in one file");
    }

    @Test
    void blocksBecomeMethodsOfOneClassWithTheirImportsOnTopOnce() {
        assertEquals("package readme;\nimport a.*;\nimport b.*;\npublic final class T {\n"
                + "    public static void run0() throws Exception {\nint x = 1;\n    }\n"
                + "    public static void run1() throws Exception {\nint x = 2;\n    }\n}\n",
                asOneClass("T", List.of("import a.*;\nint x = 1;\n", "import a.*;\nimport b.*;\nint x = 2;\n")));
    }

    @Test
    void aBlockBecomesAMethodWithItsImportsOnTop() {
        assertEquals("package readme;\nimport a.B;\npublic final class E {\n    public static void run() throws Exception {\n"
                + "\nint x = 1;\n    }\n}\n", ReadmeCodeTest.asClass("E", "import a.B;\n\nint x = 1;\n"));
        assertEquals(List.of("int a;\n"), javaBlocks("text\n```java\nint a;\n```\n```sh\nls\n```\n"));
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
