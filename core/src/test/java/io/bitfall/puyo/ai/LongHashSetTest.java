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
package io.bitfall.puyo.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link LongHashSet} against {@link HashSet} on random keys, 0, keys that share a slot, growth and reuse. */
class LongHashSetTest {
    @Test
    void addsAndContainsAsAHashSetDoes() {
        SplittableRandom random = new SplittableRandom(37);
        LongHashSet set = new LongHashSet(4); // small: it grows many times
        for (int round = 0; round < 5; round++) {
            Set<Long> expected = new HashSet<>();
            for (int i = 0; i < 20_000; i++) {
                long key = switch (random.nextInt(4)) {
                    case 0 -> random.nextLong(64) - 32; // small keys, 0 and negatives, often repeated
                    case 1 -> random.nextLong() << 40; // low bits all zero
                    default -> random.nextLong();
                };
                assertEquals(expected.add(key), set.add(key), "add " + key);
                assertEquals(expected.size(), set.size());
            }
            for (int i = 0; i < 20_000; i++) {
                long key = i % 2 == 0 ? random.nextLong() : random.nextLong(64) - 32;
                assertEquals(expected.contains(key), set.contains(key), "contains " + key);
            }
            set.clear(); // reused: the same table, empty
            assertEquals(0, set.size());
            for (long key : expected) {
                assertFalse(set.contains(key), "after clear: " + key);
            }
        }
    }

    @Test
    void zeroIsAKeyLikeAnyOther() {
        LongHashSet set = new LongHashSet(8);
        assertFalse(set.contains(0));
        assertTrue(set.add(0));
        assertFalse(set.add(0));
        assertTrue(set.contains(0));
        assertEquals(1, set.size());
        set.clear();
        assertFalse(set.contains(0));
        assertTrue(set.add(0));
    }

    @Test
    void keysOfOneSlotProbeOnAndSurviveGrowth() {
        // 8 slots at first (expected 4: three quarters of 8 is 6): keys whose hash picks slot 0 of 8
        List<Long> colliding = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(11);
        while (colliding.size() < 6) {
            long key = random.nextLong();
            if (key != 0 && (key * 0x9E3779B97F4A7C15L) >>> 61 == 0) {
                colliding.add(key);
            }
        }
        LongHashSet set = new LongHashSet(4);
        for (long key : colliding) {
            assertTrue(set.add(key));
        }
        for (long key : colliding) {
            assertTrue(set.contains(key));
            assertFalse(set.add(key));
        }
        for (long key = 1; key <= 100; key++) { // growth past 8 slots keeps every key
            set.add(key);
        }
        for (long key : colliding) {
            assertTrue(set.contains(key));
        }
        assertEquals(106, set.size());
    }

    @Test
    void aNegativeSizeIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LongHashSet(-1));
        assertEquals("expected: -1 is negative", e.getMessage());
    }
}
