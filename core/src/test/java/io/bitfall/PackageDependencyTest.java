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

import io.bitfall.puyo.PuyoField;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core's packages form no cycle, and no package but a reference and the command line depends on a
 * reference package ({@code *.reference}): the engines, versus play and every package added later
 * ({@code io.bitfall.puyo.ai} included) build without the references, and the references are
 * tested against the engines' interfaces, never the other way round.
 *
 * <p>Written by hand rather than with ArchUnit, for one reason of substance: ArchUnit reads class files
 * only, and an import used only by a Javadoc link leaves nothing in a class file, yet it is what made the
 * engines depend on their references. So a package depends on another here if one of its sources imports
 * from it (read from {@code src/main/java}) or one of its classes names one of the other's classes in its
 * constant pool (read from {@code target/classes} by the small class-file reader below, which catches
 * fully qualified names in code). It also keeps the core's test classpath free of another library.
 */
class PackageDependencyTest {
    /**
     * Packages (with their subpackages) that may use a reference besides the references themselves: the
     * command line, whose {@code --reference} runs them.
     */
    private static final List<String> REFERENCE_USERS = List.of("io.bitfall.cli");
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?(io\\.bitfall\\.[\\w.*]+)\\s*;",
            Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern CLASS_NAME = Pattern.compile("io/bitfall/(?:[a-z0-9_]+/)*[A-Z][\\w$]*");

    @Test
    void noPackageCycleAndNoEngineUsesAReference() throws IOException, URISyntaxException {
        Path classes = Path.of(PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path sources = classes.getParent().getParent().resolve("src/main/java");
        Map<String, Map<String, String>> uses = new TreeMap<>();
        int files = readSources(sources, uses) + readClasses(classes, uses);
        assertTrue(files > 100 && uses.containsKey("io.bitfall.puyo.versus") && uses.containsKey("io.bitfall.cli"),
                "read only " + files + " files under " + sources + " and " + classes + ": " + uses.keySet());
        assertEquals(List.of(), violations(uses), "package dependencies that break the rule");
    }

    @Test
    void aCycleAndAnEngineUsingAReferenceAreFound() {
        Map<String, Map<String, String>> uses = new TreeMap<>();
        use(uses, "a.engine", "a.engine.play", "Plan.java");
        use(uses, "a.engine.play", "a.engine", "Match.java");
        use(uses, "a.engine.reference", "a.engine", "Reference.java");
        use(uses, "a.engine", "a.engine.reference", "Engine.java (a Javadoc import)");
        use(uses, "a.cli", "a.engine.reference", "Main.java");
        use(uses, "a.other", "a.engine", "Other.java");
        assertEquals(List.of(
                "cycle: a.engine -> a.engine.play (Plan.java) -> a.engine (Match.java)",
                "cycle: a.engine -> a.engine.reference (Engine.java (a Javadoc import)) -> a.engine (Reference.java)",
                "a.engine uses the reference a.engine.reference (Engine.java (a Javadoc import))"),
                violations(uses, List.of("a.cli")));
    }

    private static List<String> violations(Map<String, Map<String, String>> uses) {
        return violations(uses, REFERENCE_USERS);
    }

    /** Every cycle through an edge (one path back per edge, found breadth first), then every engine's use of a reference. */
    private static List<String> violations(Map<String, Map<String, String>> uses, List<String> referenceUsers) {
        List<String> found = new ArrayList<>();
        TreeSet<String> cycles = new TreeSet<>();
        for (var from : uses.entrySet()) {
            for (var edge : from.getValue().entrySet()) {
                List<String> back = path(uses, edge.getKey(), from.getKey());
                if (back != null) {
                    List<String> cycle = new ArrayList<>(List.of(from.getKey()));
                    cycle.addAll(back);
                    cycles.add(describe(uses, rotate(cycle)));
                }
            }
        }
        cycles.forEach(c -> found.add("cycle: " + c));
        for (var from : uses.entrySet()) {
            String p = from.getKey();
            if (isReference(p) || referenceUsers.stream().anyMatch(u -> p.equals(u) || p.startsWith(u + "."))) {
                continue;
            }
            for (var edge : from.getValue().entrySet()) {
                if (isReference(edge.getKey())) {
                    found.add(p + " uses the reference " + edge.getKey() + " (" + edge.getValue() + ")");
                }
            }
        }
        return found;
    }

    private static boolean isReference(String p) {
        return p.endsWith(".reference") || p.contains(".reference.");
    }

    /** The shortest path of packages after {@code from} that ends at {@code to}, or null. */
    private static List<String> path(Map<String, Map<String, String>> uses, String from, String to) {
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(from));
        parent.put(from, null);
        while (!queue.isEmpty()) {
            String p = queue.poll();
            if (p.equals(to)) {
                List<String> path = new ArrayList<>();
                for (String q = p; q != null; q = parent.get(q)) {
                    path.add(0, q);
                }
                return path;
            }
            for (String q : uses.getOrDefault(p, Map.of()).keySet()) {
                if (!parent.containsKey(q)) {
                    parent.put(q, p);
                    queue.add(q);
                }
            }
        }
        return null;
    }

    /** The cycle starting at its least package, so that each cycle is reported once. */
    private static List<String> rotate(List<String> cycle) {
        List<String> open = cycle.subList(0, cycle.size() - 1);
        int least = open.indexOf(open.stream().min(String::compareTo).orElseThrow());
        List<String> r = new ArrayList<>(open.subList(least, open.size()));
        r.addAll(open.subList(0, least));
        r.add(r.get(0));
        return r;
    }

    private static String describe(Map<String, Map<String, String>> uses, List<String> cycle) {
        StringBuilder b = new StringBuilder(cycle.get(0));
        for (int i = 1; i < cycle.size(); i++) {
            b.append(" -> ").append(cycle.get(i)).append(" (")
                    .append(uses.get(cycle.get(i - 1)).get(cycle.get(i))).append(')');
        }
        return b.toString();
    }

    private static void use(Map<String, Map<String, String>> uses, String from, String to, String witness) {
        if (!from.equals(to)) {
            uses.computeIfAbsent(from, k -> new TreeMap<>()).putIfAbsent(to, witness);
        }
    }

    /** The package of a dotted name: its segments up to the first that starts with a capital or is {@code *}. */
    private static String packageOf(String name) {
        String[] parts = name.split("\\.");
        int n = 0;
        while (n < parts.length && Character.isLowerCase(parts[n].charAt(0))) {
            n++;
        }
        return String.join(".", List.of(parts).subList(0, n));
    }

    private static int readSources(Path root, Map<String, Map<String, String>> uses) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
        }
        for (Path file : files) {
            String text = Files.readString(file);
            Matcher pkg = PACKAGE.matcher(text);
            if (!pkg.find()) {
                continue; // module-info.java
            }
            Matcher m = IMPORT.matcher(text);
            while (m.find()) {
                use(uses, pkg.group(1), packageOf(m.group(1)), root.relativize(file) + " imports " + m.group(1));
            }
        }
        return files.size();
    }

    private static int readClasses(Path root, Map<String, Map<String, String>> uses) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".class") && !p.endsWith("module-info.class"))
                    .collect(Collectors.toList());
        }
        for (Path file : files) {
            String self = root.relativize(file.getParent()).toString().replace(file.getFileSystem().getSeparator(), ".");
            for (String s : constantPoolStrings(Files.readAllBytes(file))) {
                Matcher m = CLASS_NAME.matcher(s);
                while (m.find()) {
                    String name = m.group().replace('/', '.');
                    use(uses, self, packageOf(name), root.relativize(file) + " names " + name);
                }
            }
        }
        return files.size();
    }

    /**
     * The UTF-8 constants of a class file's constant pool (JVMS 4.4): class names, descriptors, signatures
     * and string literals.
     */
    static List<String> constantPoolStrings(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readInt(); // minor and major version
        int count = in.readUnsignedShort();
        List<String> strings = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> strings.add(in.readUTF());
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                case 15 -> in.skipBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++; // a long or double takes two entries
                }
                default -> throw new IOException("constant pool tag " + tag + " at entry " + i);
            }
        }
        return strings;
    }
}
