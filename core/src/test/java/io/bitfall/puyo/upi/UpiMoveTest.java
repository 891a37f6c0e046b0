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
package io.bitfall.puyo.upi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.Rotation;
import io.bitfall.puyo.format.Pfen;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The move notation: the spec's examples, and every legal placement of generated fields both ways. */
class UpiMoveTest {
    @Test
    void theSpecsExamples() {
        PuyoField empty = new PuyoField();
        assertEquals("1a1b", UpiMove.of(empty, Placement.of(0, Rotation.UP)));
        assertEquals(Placement.of(0, Rotation.UP), UpiMove.parse(empty, "1a1b"));
        PuyoField ry = Pfen.decode("ry//////", new PuyoField());
        assertEquals("1c1d", UpiMove.of(ry, Placement.of(0, Rotation.UP))); // the spec's second move
        assertEquals("1d1c", UpiMove.of(ry, Placement.of(0, Rotation.DOWN)));
        assertEquals("3a4a", UpiMove.of(empty, Placement.of(2, Rotation.RIGHT)));
        assertEquals("2a1c", UpiMove.of(ry, Placement.of(1, Rotation.LEFT)));
    }

    @Test
    void malformedOrUnreachableMovesParseToNull() {
        PuyoField ry = Pfen.decode("ry//////", new PuyoField());
        for (String m : new String[] {"", "1a", "1a1c", "1c1d ", "1a1b", "7a7b", "0a0b", "1C1D", "3a5a"}) {
            assertNull(UpiMove.parse(ry, m), m);
        }
        PuyoField tall = Pfen.decode("/rgrgrgrgrgrg/ooo////", new PuyoField()); // column 2 up to row 12
        assertNull(UpiMove.parse(tall, "1a1b"), "beyond column 2's wall");
        assertNotNull(UpiMove.parse(tall, "3d3e"));
    }

    @Test
    void everyLegalPlacementOfGeneratedFieldsHasItsOwnMoveAndBack() {
        SplittableRandom random = new SplittableRandom(3);
        PuyoField field = new PuyoField();
        String letters = "rgbypo";
        int checked = 0;
        for (int i = 0; i < 3000; i++) {
            StringBuilder pfen = new StringBuilder();
            for (int column = 0; column < 6; column++) {
                for (int h = random.nextInt(13); h > 0; h--) {
                    pfen.append(letters.charAt(random.nextInt(6)));
                }
                pfen.append('/');
            }
            Pfen.decode(pfen, field);
            Set<String> moves = new HashSet<>();
            for (Placement p : Placement.ALL) {
                if (field.isLegal(p)) {
                    String m = UpiMove.of(field, p);
                    assertEquals(p, UpiMove.parse(field, m), pfen + " " + m);
                    assertEquals(true, moves.add(m), pfen + " " + m);
                    checked++;
                }
            }
        }
        assertEquals(true, checked > 10_000, "placements checked: " + checked);
    }
}
