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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a command's arguments are read: flags, valued options in both spellings, the file, the first problem. */
class ArgumentsTest {
    private static final List<Option> OPTIONS = List.of(Option.flag("--batch", "a batch"),
            Option.number("--threads", "N", 1, 1024, "threads"), Command.REFERENCE);

    private static String problem(String... args) {
        return assertThrows(BadInput.class, () -> Arguments.parse(OPTIONS, args)).getMessage();
    }

    @Test
    void aValueFollowsAnEqualsSignOrComesAsTheNextArgument() {
        for (String[] args : new String[][] {{"--batch", "--threads=3", "f"}, {"--batch", "--threads", "3", "f"},
                {"f", "--threads", "3", "--batch"}}) {
            Arguments a = Arguments.parse(OPTIONS, args);
            assertTrue(a.has("--batch") && a.has("--threads"), String.join(" ", args));
            assertEquals(3, a.number("--threads"));
            assertEquals("f", a.file());
            assertFalse(a.has("--reference"));
        }
        Arguments none = Arguments.parse(OPTIONS, new String[0]);
        assertEquals(0, none.number("--threads"));
        assertEquals(null, none.file());
    }

    @Test
    void theFirstProblemIsNamed() {
        String[][] cases = { // the message, then the arguments
            {"unknown option '--fast' (try --help)", "--fast", "--threads=x"},
            {"--threads needs a number 1..1024, was 'x'", "--threads=x", "--fast"},
            {"--threads needs a number 1..1024, was 'x'", "--threads", "x"},
            {"--threads needs a number 1..1024, was '--batch'", "--threads", "--batch"},
            {"--threads needs a number 1..1024, was ''", "--threads="},
            {"--threads needs a number 1..1024, was '1025'", "--threads", "1025"},
            {"--threads needs a number 1..1024, was '0'", "--threads=0"},
            {"--threads needs a value: --threads=N or --threads N (try --help)", "--batch", "--threads"},
            {"unknown option '--batch=1' (try --help)", "--batch=1"},
            {"more than one input file ('a', 'b')", "a", "--batch", "b", "--fast"},
        };
        for (String[] c : cases) {
            assertEquals(c[0], problem(Arrays.copyOfRange(c, 1, c.length)), String.join(" ", c));
        }
    }

    @Test
    void helpAndVersionEndTheReading() {
        assertTrue(Arguments.parse(OPTIONS, new String[] {"--batch", "-h", "--fast"}).wantsHelp());
        assertTrue(Arguments.parse(OPTIONS, new String[] {"--version", "--threads=x"}).wantsVersion());
        assertFalse(Arguments.parse(OPTIONS, new String[] {"--batch"}).wantsHelp());
        assertEquals("unknown option '--fast' (try --help)", problem("--fast", "--help"));
    }

    @Test
    void aChoiceIsOneOfItsWords() {
        List<Option> options = List.of(Option.choice("--input-format", "F", List.of("judge", "pfen"), "format"));
        assertEquals("pfen", Arguments.parse(options, new String[] {"--input-format", "pfen"}).text("--input-format", "judge"));
        assertEquals("judge", Arguments.parse(options, new String[0]).text("--input-format", "judge"));
        assertEquals("--input-format needs one of judge, pfen, was 'png'", assertThrows(BadInput.class,
                () -> Arguments.parse(options, new String[] {"--input-format=png"})).getMessage());
        assertEquals("--input-format needs one of judge, pfen, was ''", assertThrows(BadInput.class,
                () -> Arguments.parse(options, new String[] {"--input-format="})).getMessage());
    }

    @Test
    void helpLinesPutTheTextInOneColumn() {
        assertEquals("  --threads=N  threads\n", OPTIONS.get(1).helpLines());
        assertEquals("  --input-format=F\n               one\n               two\n",
                Option.choice("--input-format", "F", List.of("judge"), "one\ntwo").helpLines());
        assertEquals("  --tsu        one\n               two\n", Option.flag("--tsu", "one\ntwo").helpLines());
    }
}
