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
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two public top-level classes of the core share a simple name, so that a user can import any two of its
 * packages with {@code .*} into one file (as the README's Puyo and Monomino examples are compiled together)
 * and a name in a message or a document means one class. There is no exception: a class renamed before
 * 1.0 is removed, not kept under its old name (the CHANGELOG names each rename).
 */
class PublicClassNamesTest {
    @Test
    void noTwoPublicClassesOfTheCoreShareASimpleName() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names;
        try (Stream<Path> files = Files.walk(classes)) {
            names = files.map(f -> classes.relativize(f).toString().replace('\\', '/'))
                    .filter(f -> f.endsWith(".class") && !f.contains("$") && !f.endsWith("-info.class"))
                    .map(f -> f.substring(0, f.length() - ".class".length()).replace('/', '.'))
                    .collect(Collectors.toList());
        }
        List<String> publicNames = new ArrayList<>();
        for (String name : names) {
            Class<?> c = Class.forName(name, false, PuyoField.class.getClassLoader());
            if (Modifier.isPublic(c.getModifiers())) {
                publicNames.add(name);
            }
        }
        assertTrue(publicNames.size() > 50 && publicNames.contains("io.bitfall.monomino.BlockPlacement"),
                "read only " + publicNames.size() + " public classes under " + classes);
        assertEquals(Map.of(), sharedSimpleNames(publicNames), "public classes that share a simple name");
    }

    @Test
    void twoClassesOfOneSimpleNameAreFound() {
        assertEquals(Map.of("Placement", new TreeSet<>(List.of("a.puyo.Placement", "a.monomino.Placement"))),
                sharedSimpleNames(List.of("a.puyo.Placement", "a.monomino.Placement", "a.monomino.BlockType",
                        "a.puyo.Puyo")));
    }

    /** Each simple name that more than one of {@code names} (fully qualified) has, with those names. */
    private static Map<String, TreeSet<String>> sharedSimpleNames(List<String> names) {
        Map<String, TreeSet<String>> bySimpleName = new TreeMap<>();
        for (String name : names) {
            bySimpleName.computeIfAbsent(name.substring(name.lastIndexOf('.') + 1), k -> new TreeSet<>()).add(name);
        }
        bySimpleName.values().removeIf(s -> s.size() < 2);
        return bySimpleName;
    }
}
