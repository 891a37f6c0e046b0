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

import static io.bitfall.docs.DocumentJava.asClass;
import static io.bitfall.docs.DocumentJava.javaBlocks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code java} block of the README compiles as written, against the core's classes with
 * {@code javac --release 17}, and runs: each block becomes the body of a method (its {@code import} lines
 * the class's imports), and one program calls them all in a JVM of its own. What they print is checked.
 */
class ReadmeCodeTest {
    @TempDir
    Path dir;

    @Test
    void everyJavaExampleOfTheReadmeCompilesAndRuns() throws Exception {
        List<String> blocks = javaBlocks(Files.readString(DocumentLinksTest.root().resolve("README.md"),
                StandardCharsets.UTF_8));
        assertTrue(blocks.size() >= 2, "java blocks in README: " + blocks.size());
        Map<String, String> classes = new LinkedHashMap<>();
        StringBuilder main = new StringBuilder("package readme;\npublic final class Examples {\n"
                + "    public static void main(String[] args) throws Exception {\n");
        for (int i = 0; i < blocks.size(); i++) {
            String name = "Example" + i;
            classes.put(name, asClass(name, blocks.get(i)));
            main.append("        ").append(name).append(".run();\n");
        }
        classes.put("Examples", main + "    }\n}\n");
        DocumentJava.compile(dir, classes, "javac");

        String out = DocumentJava.runExamples(dir);
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
        DocumentJava.compile(dir, Map.of("Together", asOneClass("Together", blocks)),
                "javac of the README's examples in one file");
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
                + "\nint x = 1;\n    }\n}\n", asClass("E", "import a.B;\n\nint x = 1;\n"));
        assertEquals(List.of("int a;\n"), javaBlocks("text\n```java\nint a;\n```\n```sh\nls\n```\n"));
    }
}
