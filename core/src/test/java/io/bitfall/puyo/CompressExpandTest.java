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
package io.bitfall.puyo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CompressExpand}: used on JDK 19 and later, so the JDK 25 build tests the compress gravity and the
 * JDK 17 build the portable one; where used, equal to a bit-by-bit compress and expand.
 */
class CompressExpandTest {
    @Test
    void availableExactlyFromJdk19() {
        boolean turnedOff = "false".equals(System.getProperty("io.bitfall.compress"));
        assertEquals(Runtime.version().feature() >= 19 && !turnedOff, CompressExpand.AVAILABLE);
    }

    @Test
    void matchesBitByBit() {
        assumeTrue(CompressExpand.AVAILABLE);
        SplittableRandom random = new SplittableRandom(19);
        for (int i = 0; i < 10_000; i++) {
            long x = random.nextLong();
            long mask = random.nextLong() & random.nextLong(); // about a quarter of the bits
            assertEquals(compress(x, mask), CompressExpand.compress(x, mask));
            assertEquals(expand(x, mask), CompressExpand.expand(x, mask));
        }
    }

    private static long compress(long x, long mask) {
        long out = 0;
        int k = 0;
        for (int b = 0; b < 64; b++) {
            if ((mask >>> b & 1) != 0) {
                out |= (x >>> b & 1) << k++;
            }
        }
        return out;
    }

    private static long expand(long x, long mask) {
        long out = 0;
        int k = 0;
        for (int b = 0; b < 64; b++) {
            if ((mask >>> b & 1) != 0) {
                out |= (x >>> k++ & 1) << b;
            }
        }
        return out;
    }
}
