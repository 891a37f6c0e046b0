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

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The fuzz and replay commands of {@code core/FUZZING.md} run the chosen test once, in Surefire's default
 * execution. Every other Surefire execution of {@code core/pom.xml} (the {@code vector-api} rerun, wherever
 * it is declared) must be skipped by the {@code fuzz} profile, where it would find no test under the fuzz
 * filter and {@code failIfNoTests} would fail a clean campaign, and by the profile that {@code -Dtest}
 * activates, where {@code -Dtest} overrides its includes and it would run the picked classes a second time.
 * (Running Maven here would take minutes; the campaign itself is the end-to-end check.)
 */
class FuzzCommandTest {
    private static final Pattern PROFILE = Pattern.compile("(?s)<profile>.*?</profile>");
    private static final Pattern PROFILE_ID = Pattern.compile("<profile>\\s*<id>([^<]+)</id>");
    private static final Pattern EXECUTION = Pattern.compile("(?s)<execution>\\s*<id>([^<]+)</id>(.*?)</execution>");
    private static final Pattern SUREFIRE = Pattern.compile(
            "(?s)<artifactId>maven-surefire-plugin</artifactId>.*?</plugin>");

    @Test
    void theFuzzAndReplayCommandsRunOnlyTheDefaultExecution() throws IOException {
        String pom = Files.readString(DocumentLinksTest.root().resolve("core/pom.xml"));
        String fuzz = null;
        String picked = null;
        List<String> others = new ArrayList<>();
        Matcher profiles = PROFILE.matcher(pom);
        while (profiles.find()) {
            String profile = profiles.group();
            Matcher id = PROFILE_ID.matcher(profile);
            assertTrue(id.find(), profile);
            if (id.group(1).equals("fuzz")) {
                fuzz = profile;
            } else if (profile.contains("<name>test</name>")) {
                picked = profile;
            } else {
                others.add(profile);
            }
        }
        assertTrue(fuzz != null, "core/pom.xml has no fuzz profile");
        assertTrue(picked != null, "core/pom.xml has no profile activated by -Dtest");
        others.add(PROFILE.matcher(pom).replaceAll(""));
        List<String> executions = new ArrayList<>();
        for (String part : others) {
            executions.addAll(surefireExecutions(part));
        }
        executions.remove("default-test");
        assertFalse(executions.isEmpty(), "no second Surefire execution found: is this test still needed?");
        for (String execution : executions) {
            assertTrue(skips(fuzz, execution), "the fuzz profile must skip the Surefire execution " + execution);
            assertTrue(skips(picked, execution), "the -Dtest profile must skip the Surefire execution " + execution);
        }
    }

    /** The ids of the Surefire executions declared in {@code xml}. */
    private static List<String> surefireExecutions(String xml) {
        List<String> ids = new ArrayList<>();
        Matcher plugin = SUREFIRE.matcher(xml);
        while (plugin.find()) {
            Matcher execution = EXECUTION.matcher(plugin.group());
            while (execution.find()) {
                if (execution.group(2).contains("<goal>test</goal>")) {
                    ids.add(execution.group(1));
                }
            }
        }
        return ids;
    }

    private static boolean skips(String profile, String executionId) {
        Matcher plugin = SUREFIRE.matcher(profile);
        while (plugin.find()) {
            Matcher execution = EXECUTION.matcher(plugin.group());
            while (execution.find()) {
                if (execution.group(1).equals(executionId) && execution.group(2).contains("<skip>true</skip>")) {
                    return true;
                }
            }
        }
        return false;
    }
}
