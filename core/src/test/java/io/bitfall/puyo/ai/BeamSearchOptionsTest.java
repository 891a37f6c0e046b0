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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link BeamSearchOptions}: its documented defaults, its withers and its ranges. */
class BeamSearchOptionsTest {
    @Test
    void theDefaultsAreTheDocumentedOnes() {
        BeamSearchOptions d = BeamSearchOptions.defaults();
        assertEquals(new BeamSearchOptions(60, 3, 2, 3, 13), d);
    }

    @Test
    void eachWitherChangesOneSettingAndLeavesTheOriginal() {
        BeamSearchOptions d = BeamSearchOptions.defaults();
        BeamSearchOptions o = d.withWidth(7).withKnownPairs(2).withImaginedPairs(0).withSamples(5).withFireChains(9);
        assertEquals(new BeamSearchOptions(7, 2, 0, 5, 9), o);
        assertEquals(BeamSearchOptions.DEFAULT_WIDTH, d.width());
        assertNotEquals(d, o);
    }

    @Test
    void aValueOutOfRangeIsRejectedByName() {
        BeamSearchOptions d = BeamSearchOptions.defaults();
        assertEquals("width: 0 is outside 1..10000",
                assertThrows(IllegalArgumentException.class, () -> d.withWidth(0)).getMessage());
        assertEquals("width: 10001 is outside 1..10000",
                assertThrows(IllegalArgumentException.class, () -> d.withWidth(10_001)).getMessage());
        assertEquals("knownPairs: 0 is outside 1..16",
                assertThrows(IllegalArgumentException.class, () -> d.withKnownPairs(0)).getMessage());
        assertEquals("imaginedPairs: -1 is outside 0..16",
                assertThrows(IllegalArgumentException.class, () -> d.withImaginedPairs(-1)).getMessage());
        assertEquals("samples: 65 is outside 1..64",
                assertThrows(IllegalArgumentException.class, () -> d.withSamples(65)).getMessage());
        assertEquals("fireChains: 20 is outside 1..19",
                assertThrows(IllegalArgumentException.class, () -> d.withFireChains(20)).getMessage());
        assertEquals("samples: 0 is outside 1..64",
                assertThrows(IllegalArgumentException.class, () -> new BeamSearchOptions(60, 3, 2, 0, 13)).getMessage());
    }
}
