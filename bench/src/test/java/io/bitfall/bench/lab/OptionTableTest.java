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
package io.bitfall.bench.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link OptionTable}, the one reader of the lab programs' command lines (issue 39 item 4: {@code --matches=4}
 * was "needs a value" while the core's command line takes {@code --threads=N}).
 */
class OptionTableTest {
    private static final OptionTable TABLE = new OptionTable("Prog X [options]", "Does a thing.")
            .integer("--count", "N", "how many", "3", 1, 10)
            .longInteger("--seed", "S", "the seed", "1")
            .text("--mode", "M", "fast or slow", "fast")
            .flag("--verbose", "say more");

    private static String refused(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> {
            OptionTable.Values v = TABLE.read(args);
            v.intValue("--count");
            v.longValue("--seed");
        }).getMessage();
    }

    @Test
    void bothSpellingsReadTheSame() {
        OptionTable.Values spaced = TABLE.read(new String[] {"a", "--count", "4", "--seed", "-2", "--mode", "x=y", "b"});
        OptionTable.Values joined = TABLE.read(new String[] {"a", "--count=4", "--seed=-2", "--mode=x=y", "b"});
        for (OptionTable.Values v : List.of(spaced, joined)) {
            assertEquals(4, v.intValue("--count"));
            assertEquals(-2, v.longValue("--seed"));
            assertEquals("x=y", v.text("--mode"));
            assertEquals(List.of("a", "b"), v.operands());
            assertFalse(v.has("--verbose") || v.help());
        }
    }

    @Test
    void defaultsComeFromTheTableOrTheProgram() {
        OptionTable.Values v = TABLE.read(new String[] {"--verbose", "-h"});
        assertEquals(3, v.intValue("--count"));
        assertEquals(7, v.intValue("--count", 7));
        assertEquals(1, v.longValue("--seed"));
        assertEquals("fast", v.text("--mode"));
        assertTrue(v.has("--verbose") && v.help());
    }

    @Test
    void everyBadWordIsOneLineNamingIt() {
        assertEquals("--count: 11 is outside 1..10", refused("--count", "11"));
        assertEquals("--count: 0 is outside 1..10", refused("--count=0"));
        assertEquals("--count: -1 is outside 1..10", refused("--count", "-1"));
        assertEquals("--count: 4294967296 is outside 1..10", refused("--count", "4294967296"));
        assertEquals("--seed: 99999999999999999999 is outside any long", refused("--seed=99999999999999999999"));
        assertEquals("--count: 'x' is not a whole number (1..10)", refused("--count", "x"));
        assertEquals("--count: '2.5' is not a whole number (1..10)", refused("--count=2.5"));
        assertEquals("--count: missing value (N)", refused("--count"));
        assertEquals("--count: missing value (N)", refused("--count="));
        assertEquals("--count: missing value (N)", refused("--count", "--seed", "2"));
        assertEquals("--verbose takes no value, was given 'yes'", refused("--verbose=yes"));
        assertEquals("--count is given twice", refused("--count", "2", "--count=3"));
        assertEquals("unknown option '--cont' (options: --help, --count, --seed, --mode, --verbose)", refused("--cont=2"));
        assertEquals("unknown option '--' (options: --help, --count, --seed, --mode, --verbose)", refused("--"));
    }

    @Test
    void theHelpExplainsEveryOptionWithItsDefault() {
        assertEquals(String.join("\n",
                "usage: Prog X [options]",
                "Does a thing.",
                "Options are --name VALUE or --name=VALUE:",
                "  --help     this text",
                "  --count N  how many, 1..10 (default 3)",
                "  --seed S   the seed, any long (default 1)",
                "  --mode M   fast or slow (default fast)",
                "  --verbose  say more"), TABLE.help());
    }
}
