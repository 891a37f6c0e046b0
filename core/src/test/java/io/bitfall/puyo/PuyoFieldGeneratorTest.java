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

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PuyoFieldGeneratorTest {
    @Test
    void aGeneratorNeverHandsOutTheSameFieldTwice() {
        for (boolean tsu : new boolean[] {false, true}) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(7, tsu);
            Set<PuyoField> fields = new HashSet<>();
            int drawn = 0;
            for (PuyoFieldGenerator.Kind kind : PuyoFieldGenerator.Kind.values()) {
                for (int i = 0; i < 300; i++) {
                    fields.add(generator.next(kind).copy());
                    drawn++;
                }
            }
            assertEquals(drawn, fields.size(), "tsu=" + tsu + ", " + generator.redrawn() + " repeats drawn again");
        }
    }
}
