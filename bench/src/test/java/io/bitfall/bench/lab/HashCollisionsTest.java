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
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * {@link HashCollisions}' argument: it was {@code Integer.parseInt} of the first word, so {@code abc} and
 * {@code 3000000000} ended in a stack trace, {@code 0} and {@code -5} counted nothing with exit status 0,
 * and a count the heap could not hold ended in an out-of-memory error after minutes.
 */
class HashCollisionsTest {
    private static final long GIB = 1L << 30;

    private static String refused(long heap, String... args) {
        return assertThrows(IllegalArgumentException.class, () -> HashCollisions.fields(args, heap)).getMessage();
    }

    @Test
    void theCountIsCheckedAgainstItsRangeAndTheHeap() {
        assertEquals(10_000_000, HashCollisions.fields(new String[0], 4 * GIB));
        assertEquals(5, HashCollisions.fields(new String[] {"5"}, GIB));
        assertEquals(0, HashCollisions.fields(new String[] {"--help"}, GIB), "0: print the help");
        assertEquals("FIELDS: 0 is outside 1..500000000", refused(GIB, "0"));
        assertEquals("FIELDS: -5 is outside 1..500000000", refused(GIB, "-5"));
        assertEquals("FIELDS: 3000000000 is outside 1..500000000", refused(GIB, "3000000000"));
        assertEquals("FIELDS: 'abc' is not a whole number (1..500000000)", refused(GIB, "abc"));
        assertEquals("one number of fields, not 2 arguments", refused(GIB, "5", "6"));
        assertEquals("unknown option '--fields' (options: --help)", refused(GIB, "--fields=5"));
        assertEquals("FIELDS: 10000000 fields need 320 MB of hash tables, this JVM has 256 MB of heap (give it more"
                + " with -Xmx, MAVEN_OPTS for exec:java)", refused(GIB / 4, "10000000"));
    }
}
