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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code CHANGELOG.md} has a section for the version the build makes, so a release cannot forget it: for a
 * snapshot an {@code ## [Unreleased]} section, for a release {@code ## [X.Y.Z] - YYYY-MM-DD} with the pom's
 * version (CONTRIBUTING.md, "Releasing").
 */
class ChangelogTest {
    private static final Pattern PARENT_VERSION = Pattern.compile(
            "<artifactId>bitfall-parent</artifactId>\\s*<version>([^<]+)</version>");

    /** The version of the root pom (the parent every module inherits its version from). */
    static String pomVersion(String pom) {
        Matcher m = PARENT_VERSION.matcher(pom);
        assertTrue(m.find(), "no <version> after bitfall-parent's <artifactId> in the root pom");
        return m.group(1).trim();
    }

    /** What is wrong with {@code changelog} for {@code version}, or null if it has the version's section. */
    static String problem(String changelog, String version) {
        if (version.endsWith("-SNAPSHOT")) {
            return changelog.contains("\n## [Unreleased]\n") ? null
                    : "CHANGELOG.md has no \"## [Unreleased]\" section for " + version;
        }
        Pattern section = Pattern.compile("\n## \\[" + Pattern.quote(version) + "\\] - \\d{4}-\\d{2}-\\d{2}\n");
        return section.matcher(changelog).find() ? null
                : "CHANGELOG.md has no \"## [" + version + "] - YYYY-MM-DD\" section for the release " + version;
    }

    @Test
    void theChangelogHasASectionForThePomsVersion() throws IOException {
        String pom = Files.readString(DocumentLinksTest.root().resolve("pom.xml"), StandardCharsets.UTF_8);
        String changelog = Files.readString(DocumentLinksTest.root().resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
        assertNull(problem(changelog, pomVersion(pom)));
    }

    @Test
    void aMissingSectionIsFound() {
        String unreleased = "# Changelog\n\n## [Unreleased]\n\n- x\n";
        String released = "# Changelog\n\n## [0.1.0] - 2026-12-06\n\n- x\n";
        assertNull(problem(unreleased, "0.1.0-SNAPSHOT"));
        assertNull(problem(released, "0.1.0"));
        assertTrue(problem(released, "0.1.1-SNAPSHOT").contains("Unreleased"));
        assertTrue(problem(unreleased, "0.1.0").contains("[0.1.0]"));
        assertTrue(problem(released, "0.1.1").contains("[0.1.1]"));
        assertTrue(problem("\n## [0.1.0]\n", "0.1.0").contains("YYYY-MM-DD"), "a release section needs its date");
        assertEquals("0.1.0-SNAPSHOT", pomVersion("<groupId>io.bitfall</groupId>\n  <artifactId>bitfall-parent</artifactId>\n"
                + "  <version>0.1.0-SNAPSHOT</version>"));
    }
}
