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
package io.bitfall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every command of the {@code sh} blocks of the command-line manual, {@code core/docs/cli.md}, exactly as written,
 * with {@code sh -c} from the repository root, and checks what the comment lines under it promise:
 * {@code # text} is the next line of standard output, {@code # ...} ends the shown output (the rest is not
 * checked), {@code # stderr: text} is the one line on stderr and {@code # exit N} the exit status (0
 * unless given). Every command must promise something.
 *
 * <p>Tests run before {@code mvn package}, so the jar the examples name does not exist yet: the root they
 * run in is a copy of the repository's layout, with {@code core/samples} linked to the real samples and
 * the jar built from the compiled classes with the manifest Maven writes (main class, version). Its name
 * must carry the project's version from the root {@code pom.xml}.
 */
class CommandLineManualTest {
    private static final Pattern JAR = Pattern.compile("core/target/bitfall-core-([^/ ]+)\\.jar");

    @TempDir
    Path root;

    /** The manual, relative to the repository root. */
    static final String MANUAL = "core/docs/cli.md";

    /** One command of the manual and what its comments promise. */
    record Example(String command, List<String> stdout, boolean more, String stderr, int exit) {
    }

    static Path repository() {
        Path classes = Path.of(ProcessTest.classes());
        return classes.getParent().getParent().getParent(); // core/target/classes
    }

    static List<Example> examples(String section) {
        List<Example> examples = new ArrayList<>();
        Matcher block = Pattern.compile("```sh\n(.*?)```", Pattern.DOTALL).matcher(section);
        while (block.find()) {
            String command = null;
            List<String> stdout = new ArrayList<>();
            boolean more = false;
            String stderr = "";
            int exit = 0;
            for (String line : (block.group(1) + "$end").split("\n")) {
                if (line.startsWith("#")) {
                    String text = line.length() > 1 ? line.substring(2) : "";
                    if (text.equals("...")) {
                        more = true;
                    } else if (text.startsWith("stderr: ")) {
                        stderr = text.substring("stderr: ".length()) + "\n";
                    } else if (text.startsWith("exit ")) {
                        exit = Integer.parseInt(text.substring("exit ".length()));
                    } else {
                        stdout.add(text);
                    }
                    continue;
                }
                if (command != null) {
                    assertFalse(stdout.isEmpty() && stderr.isEmpty(), MANUAL + " promises nothing for: " + command);
                    examples.add(new Example(command, stdout, more, stderr, exit));
                }
                command = line;
                stdout = new ArrayList<>();
                more = false;
                stderr = "";
                exit = 0;
            }
        }
        return examples;
    }

    @Test
    void everyExampleRunsAsWrittenAndPrintsWhatItsCommentsSay() throws Exception {
        Path repository = repository();
        String readme = Files.readString(repository.resolve(MANUAL));
        List<Example> examples = examples(readme);
        assertTrue(examples.size() >= 10, "examples found: " + examples.size());

        Matcher jar = JAR.matcher(readme);
        assertTrue(jar.find(), MANUAL + " names the jar");
        assertEquals(projectVersion(repository), jar.group(1), "the jar name in " + MANUAL + " carries the project version");
        Files.createDirectories(root.resolve("core/target"));
        Files.createSymbolicLink(root.resolve("core/samples"), repository.resolve("core/samples"));
        buildJar(root.resolve(jar.group()), jar.group(1));
        try {
            for (Example example : examples) {
                check(example);
            }
        } finally {
            Files.delete(root.resolve("core/samples")); // the link only, before the temporary root goes
        }
    }

    /** Runs one example with stdin closed and compares what it printed with what its comments promise. */
    private void check(Example example) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("sh", "-c", example.command()).directory(root.toFile()).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), example.command());
        List<String> lines = List.of(new String(out, StandardCharsets.UTF_8).split("\n", -1));
        lines = lines.subList(0, lines.size() - 1); // after the last line end
        List<String> shown = example.more() ? lines.subList(0, Math.min(lines.size(), example.stdout().size())) : lines;
        assertEquals(example.stdout(), shown, example.command());
        if (example.more()) {
            assertTrue(lines.size() > example.stdout().size(), "more output than shown: " + example.command());
        }
        assertEquals(example.stderr(), err, example.command());
        assertEquals(example.exit(), p.exitValue(), example.command());
    }

    /**
     * The version next to the parent pom's own artifactId. (The test module cannot read {@code java.xml};
     * the coordinates are two adjacent elements, so a pattern finds them.)
     */
    private static String projectVersion(Path repository) throws IOException {
        Matcher m = Pattern.compile("<artifactId>bitfall-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(repository.resolve("pom.xml")));
        assertTrue(m.find(), "the root pom names its version");
        return m.group(1).trim();
    }

    /** The core jar as Maven builds it: the compiled classes, the main class and the version in the manifest. */
    private static void buildJar(Path jar, String version) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, version);
        Path classes = Path.of(ProcessTest.classes());
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
             Stream<Path> paths = Files.walk(classes)) {
            for (Path path : (Iterable<Path>) paths.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
                Files.copy(path, out);
                out.closeEntry();
            }
        }
    }
}
