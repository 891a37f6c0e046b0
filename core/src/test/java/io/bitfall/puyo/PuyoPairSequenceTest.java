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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pair sequence: reproducible, cycling every 128 pairs, balanced colours, a three-colour opening. */
class PuyoPairSequenceTest {
    private static List<PuyoPair> first(PuyoPairSequence s, int n) {
        List<PuyoPair> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            pairs.add(s.pair(i));
        }
        return pairs;
    }

    @Test
    void theSameSeedGivesTheSamePairs() {
        assertEquals(first(new PuyoPairSequence(7, 4), 300), first(new PuyoPairSequence(7, 4), 300));
        assertNotEquals(first(new PuyoPairSequence(7, 4), 50), first(new PuyoPairSequence(8, 4), 50));
    }

    @Test
    void cyclesEvery128PairsWithBalancedColours() {
        for (int colours = 3; colours <= 5; colours++) {
            for (long seed = 0; seed < 20; seed++) {
                PuyoPairSequence s = new PuyoPairSequence(seed, colours);
                Map<Puyo, Integer> counts = new EnumMap<>(Puyo.class);
                for (int i = 0; i < PuyoPairSequence.CYCLE; i++) {
                    assertSame(s.pair(i), s.pair(i + PuyoPairSequence.CYCLE));
                    counts.merge(s.pair(i).axis(), 1, Integer::sum);
                    counts.merge(s.pair(i).child(), 1, Integer::sum);
                }
                assertEquals(colours, counts.size(), "colours used " + counts);
                int least = counts.values().stream().min(Integer::compare).get();
                int most = counts.values().stream().max(Integer::compare).get();
                assertTrue(most - least <= 1, "counts " + counts);
                for (Puyo p : counts.keySet()) {
                    assertTrue((s.colourMask() & 1 << p.plane()) != 0, p + " outside mask " + s.colourMask());
                }
                for (int i = 0; i < 2; i++) {
                    assertTrue(s.pair(i).axis().plane() < 3 && s.pair(i).child().plane() < 3,
                            "opening pair " + i + " " + s.pair(i) + " with " + colours + " colours, seed " + seed);
                }
            }
        }
    }

    @Test
    void rejectsColourCountsAndIndicesOutsideTheRange() {
        for (int colours : new int[] {2, 6, 0, -3}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new PuyoPairSequence(1, colours));
            assertTrue(e.getMessage().contains(Integer.toString(colours)), e.getMessage());
        }
        assertThrows(IndexOutOfBoundsException.class, () -> new PuyoPairSequence(1, 4).pair(-1));
        assertEquals(0b1111, new PuyoPairSequence(1, 4).colourMask());
    }
}
