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

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Dropping garbage onto a field, and turning score into garbage with the carried remainder. */
class GarbageTest {
    private static PuyoField dropBoth(String text, int rows, int columns) {
        PuyoField f = PuyoField.parse(text);
        ReferencePuyoField r = ReferencePuyoField.parse(text);
        f.dropGarbage(rows, columns);
        r.dropGarbage(rows, columns);
        assertEquals(r.toString(), f.toString(), "reference");
        return f;
    }

    @Test
    void rowsAndExtraColumnsLandOnTop() {
        assertEquals(PuyoRulesTest.field("OOOOOO"), dropBoth(PuyoRulesTest.field(), 1, 0).toString());
        assertEquals(PuyoRulesTest.field("O.O..O"), dropBoth(PuyoRulesTest.field(), 0, 0b100101).toString());
        assertEquals(PuyoRulesTest.field("O.....", "OOOOOO", "OOOOOO"),
                dropBoth(PuyoRulesTest.field(), 2, 0b000001).toString());
    }

    @Test
    void garbageLandsOnTheTopPuyoOfEachColumn() {
        PuyoField f = dropBoth(PuyoRulesTest.field(".R....", "RRGB.."), 1, 0b000101);
        assertEquals(PuyoRulesTest.field("OOO...", "OROO..", "RRGBOO"), f.toString());
        assertEquals(8 + 5, f.count());
    }

    /** puyoai's {@code CoreFieldTest.fallOjama2} (without its row-14 puyo): 3 rows onto a tall field. */
    @Test
    void garbageAboveRow13IsDeleted() {
        String before = PuyoRulesTest.field(
                "O....O", "OO.OOO", "OO.OOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO",
                "OOOOOO", "OOOOOO");
        String after = PuyoRulesTest.field(
                "OO.OOO", "OO.OOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO",
                "OOOOOO", "OOOOOO", "OOOOOO", "OOOOOO");
        assertEquals(after, dropBoth(before, 3, 0).toString());
        // A full field takes nothing more; 13 rows fill an empty one.
        assertEquals(after.replace('.', 'O'), dropBoth(after, 13, 0b011111).toString());
        assertEquals(78, dropBoth(PuyoRulesTest.field(), 13, 0).count());
    }

    @Test
    void badArgumentsAreRejectedAndLeaveTheFieldUnchanged() {
        String text = PuyoRulesTest.field("RRGB..");
        int[][] bad = {{-1, 0}, {14, 0}, {0, -1}, {0, 64}, {0, 0b111111}, {1, 0x100}};
        for (int[] b : bad) {
            PuyoField f = PuyoField.parse(text);
            ReferencePuyoField r = ReferencePuyoField.parse(text);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.dropGarbage(b[0], b[1]));
            IllegalArgumentException re = assertThrows(IllegalArgumentException.class, () -> r.dropGarbage(b[0], b[1]));
            assertEquals(e.getMessage(), re.getMessage());
            assertTrue(e.getMessage().contains(b[0] < 0 || b[0] > 13 ? Integer.toString(b[0])
                    : Integer.toHexString(b[1])), e.getMessage());
            assertEquals(text, f.toString());
            assertEquals(text, r.toString());
        }
    }

    @Test
    void engineMatchesTheReferenceOnGeneratedFields() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(77, true);
        PuyoFieldGenerator.Kind[] kinds = PuyoFieldGenerator.Kind.values();
        SplittableRandom random = new SplittableRandom(78);
        for (int i = 0; i < 3000; i++) {
            PuyoField f = generator.next(kinds[i % kinds.length]);
            ReferencePuyoField r = ReferencePuyoField.parse(f.toString());
            int rows = random.nextInt(6);
            int columns = random.nextInt(63);
            String before = f.toString();
            f.dropGarbage(rows, columns);
            r.dropGarbage(rows, columns);
            assertEquals(r.toString(), f.toString(), rows + " rows, columns " + columns + " on\n" + before);
            assertTrue(f.isSettled());
        }
    }

    @Test
    void seventyPointsMakeOneGarbageAndTheRestIsCarried() {
        GarbageMeter meter = new GarbageMeter();
        assertEquals(0, meter.add(40));
        assertEquals(40, meter.carried());
        assertEquals(5, meter.add(320)); // 360 = 5 * 70 + 10
        assertEquals(10, meter.carried());
        assertEquals(2501, meter.add(175_080)); // 175090 = 2501 * 70 + 20
        assertEquals(20, meter.carried());
        assertEquals(0, meter.add(0));
        assertEquals(1, meter.add(50));
        assertEquals(0, meter.carried());
        meter.add(69);
        meter.reset();
        assertEquals(0, meter.carried());
        assertEquals(30_678_337, meter.add(Integer.MAX_VALUE));
        assertEquals(Integer.MAX_VALUE % 70, meter.carried());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> meter.add(-1));
        assertTrue(e.getMessage().contains("-1"));
        assertEquals(Integer.MAX_VALUE % 70, meter.carried(), "unchanged");
    }
}
