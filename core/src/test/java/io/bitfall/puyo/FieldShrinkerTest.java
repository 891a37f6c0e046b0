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

import org.junit.jupiter.api.Test;

/** The shrinker the differential tests report their failures with: it keeps the failure and drops the rest. */
class FieldShrinkerTest {
    private static final String SAMPLE = "......\n".repeat(8) + ".Y....\n.YG...\nRRYG..\nRRYGG.";

    @Test
    void aFieldThatMustPopShrinksToOneGroupOfFour() {
        String small = FieldShrinker.shrink(SAMPLE, t -> PuyoField.parse(t).chainCount() >= 1);
        PuyoField f = PuyoField.parse(small);
        assertEquals(4, f.count(), small);
        assertEquals(1, f.chainCount(), small);
        assertEquals(true, f.isSettled(), small);

        PuyoField inPlace = FieldShrinker.shrinkInPlace(PuyoField.parse(SAMPLE), g -> g.chainCount() >= 2);
        assertEquals(2, inPlace.chainCount(), inPlace.format());
        assertEquals(8, inPlace.count(), inPlace.format());
    }
}
