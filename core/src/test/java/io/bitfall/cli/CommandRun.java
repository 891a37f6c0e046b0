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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Exit status, standard output and standard error of one run of the command line in this JVM, and the
 * checks tests make on them. (A run as a real process is {@link ProcessTest#command}.)
 */
record CommandRun(int status, String out, String err) {
    /** Runs {@code bitfall ARGS} on {@code input}, whose characters are read as ISO-8859-1 bytes. */
    static CommandRun of(String input, String... args) {
        return of(input.getBytes(StandardCharsets.ISO_8859_1), args);
    }

    /** Runs {@code bitfall ARGS} on the bytes {@code input}. */
    static CommandRun of(byte[] input, String... args) {
        return of(new ByteArrayInputStream(input), args);
    }

    /** Runs {@code bitfall ARGS} on {@code input}. */
    static CommandRun of(InputStream input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CommandRun run = of(input, out, args);
        return new CommandRun(run.status, out.toString(StandardCharsets.UTF_8), run.err);
    }

    /** Runs {@code bitfall ARGS} on {@code input} with standard output {@code stdout}, recorded by its {@code toString()}. */
    static CommandRun of(InputStream input, OutputStream stdout, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, input, stdout, new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandRun(status, stdout.toString(), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs one game's {@code command} with {@code args} (after the game's name) on {@code input}. */
    static CommandRun of(Command command, InputStream input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = command.run(args, input, out, new PrintStream(err, true, StandardCharsets.UTF_8), false);
        return new CommandRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Checks that the run rejected its input with exactly {@code message}: status 2, nothing on stdout. */
    void assertBadInput(String message) {
        assertEquals(2, status, "exit status");
        assertEquals("", out, "nothing on stdout");
        assertEquals(message + "\n", err);
    }

    /** The one stderr line of a rejected run (status 2, nothing on stdout, checked), without its line end. */
    String error() {
        assertEquals(2, status, "exit status");
        assertEquals("", out, "stdout");
        assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, "one stderr line: " + err);
        return err.strip();
    }
}
