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
package io.bitfall.puyo.upi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.bitfall.cli.Main;
import io.bitfall.puyo.PuyoField;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Command lines of engines for the tests: bitfall's own and {@link MisbehavingEngine}. */
final class TestEngines {
    private TestEngines() {
    }

    /** {@code java -cp CLASSES MAIN ARGS}, with the test JVM's java and the core's main and test classes. */
    static List<String> java(String main, String... args) {
        List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", location(Main.class) + File.pathSeparator
                + location(MisbehavingEngine.class), main));
        c.addAll(List.of(args));
        return c;
    }

    /** bitfall's greedy as an engine: {@code bitfall upi greedy}. */
    static List<String> greedy() {
        return java(Main.class.getName(), "upi", "greedy");
    }

    /** bitfall's beam search as an engine: {@code bitfall upi AI OPTIONS} (AI: beam or beam-solo). */
    static List<String> beam(String ai, String... options) {
        List<String> args = new ArrayList<>(List.of("upi", ai));
        args.addAll(List.of(options));
        return java(Main.class.getName(), args.toArray(String[]::new));
    }

    /** A {@link MisbehavingEngine} that plays {@code after} moves well, then as {@code mode} says. */
    static List<String> misbehaving(String mode, int after) {
        return java(MisbehavingEngine.class.getName(), mode, String.valueOf(after));
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Fails if this JVM still has a live child process. */
    static void assertNoChildLeft() {
        List<ProcessHandle> alive = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList();
        assertEquals(List.of(), alive.stream().map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList(),
                "child processes left");
    }

    /** The options of the tests: a short time per move, time enough to start a JVM on a busy machine. */
    static UpiOptions options(Path stderr) {
        return new UpiOptions(3000, 30_000, 4096, stderr);
    }

    static PuyoField field() {
        return new PuyoField();
    }
}
