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
package io.bitfall.puyo.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.reference.ReferencePuyoField;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** pfen both ways on generated fields, engine and reference; the spec's examples; every rejection. */
class PfenTest {
    private static final Puyo[] PUYOS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW, Puyo.PURPLE, Puyo.GARBAGE};

    /** A settled field of random columns 0..13 high, colours and garbage, and its pfen written by hand. */
    private static <F extends PuyoSimulator<F>> String fill(F field, SplittableRandom random) {
        StringBuilder pfen = new StringBuilder();
        field.clear();
        for (int column = 0; column < 6; column++) {
            int h = random.nextInt(14);
            for (int row = 1; row <= h; row++) {
                Puyo p = PUYOS[random.nextInt(PUYOS.length)];
                field.set(column, row, p);
                pfen.append(Character.toLowerCase(p.letter()));
            }
            pfen.append('/');
        }
        return pfen.toString();
    }

    private static <F extends PuyoSimulator<F>> void roundTrips(Supplier<F> newField) {
        SplittableRandom random = new SplittableRandom(42);
        F field = newField.get();
        F decoded = newField.get();
        for (int i = 0; i < 5000; i++) {
            String expected = fill(field, random);
            assertEquals(expected, Pfen.encode(field));
            assertTrue(Pfen.decode(expected, decoded).contentEquals(field), expected);
            assertTrue(Pfen.decode(expected.toUpperCase(), decoded).contentEquals(field), expected);
        }
    }

    @Test
    void generatedFieldsRoundTripOnTheEngine() {
        roundTrips(PuyoField::new);
    }

    @Test
    void generatedFieldsRoundTripOnTheReference() {
        roundTrips(ReferencePuyoField::new);
    }

    @Test
    void engineAndReferenceReadTheSameFields() {
        SplittableRandom random = new SplittableRandom(7);
        ReferencePuyoField reference = new ReferencePuyoField();
        PuyoField engine = new PuyoField();
        for (int i = 0; i < 2000; i++) {
            String pfen = fill(reference, random);
            Pfen.decode(pfen, engine);
            assertEquals(reference.format(), engine.format(), pfen);
        }
    }

    @Test
    void theSpecsExamples() {
        assertEquals(0, Pfen.decode("//////", new PuyoField()).count());
        PuyoField ry = Pfen.decode("ry//////", new PuyoField());
        assertEquals(Puyo.RED, ry.get(0, 1));
        assertEquals(Puyo.YELLOW, ry.get(0, 2));
        assertEquals("ry//////", Pfen.encode(ry));
        // The spec's Kenny-style 19-chain field (upi-protocol README)
        PuyoField kenny = Pfen.decode("pppypppgpypy/yyygyggbgbbb/gggbybbybyyby/bbbpbyypyppyp/pppbyppgpggpg/yyybbggbbbgbg/",
                new PuyoField());
        assertEquals(19, kenny.chainCount());
        assertEquals(PuyoField.parse("......\n".repeat(11) + ".Y....\n.Y....", PuyoFormat.TSU),
                Pfen.decode("/yy/////", new PuyoField()));
    }

    @Test
    void rejectionsNameTheCharacterAndLeaveTheFieldUnchanged() {
        PuyoField field = Pfen.decode("r/g/b/y/p/o/", new PuyoField());
        PuyoField before = field.copy();
        rejects("r/g/x/y/p/o/", 4, "'x' is not a puyo", field);
        rejects("r/g/b/y/p/", 10, "ends after 5 of 6 columns", field);
        rejects("r/g/b/y/p/o", 11, "ends after 5 of 6 columns", field);
        rejects("r/g/b/y/p/o//", 12, "after the sixth column", field);
        rejects("rrrrrrrrrrrrrr/////", 13, "column 1 holds more than 13", field);
        rejects("r/g/b/y/p/o/ ", 12, "after the sixth column", field);
        rejects("", 0, "ends after 0 of 6 columns", field);
        rejects("r /g/b/y/p/o/", 1, "' ' is not a puyo", field);
        assertTrue(field.contentEquals(before));
        assertThrows(NullPointerException.class, () -> Pfen.decode("//////", (PuyoField) null));
    }

    private static void rejects(String pfen, int index, String reason, PuyoField field) {
        FormatException e = assertThrows(FormatException.class, () -> Pfen.decode(pfen, field));
        assertEquals(index, e.index(), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith("pfen, character " + index + ": "), e.getMessage());
    }

    @Test
    void anUnsettledFieldHasNoPfen() {
        PuyoField f = new PuyoField();
        f.set(2, 3, Puyo.RED);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Pfen.encode(f));
        assertTrue(e.getMessage().contains("column 3 has a puyo at row 3"), e.getMessage());
        StringBuilder out = new StringBuilder("x");
        assertThrows(IllegalArgumentException.class, () -> Pfen.encode(f, out));
        assertEquals("x", out.toString());
    }

    @Test
    void lettersBothWays() {
        for (Puyo p : PUYOS) {
            assertEquals(p, Pfen.puyoOf(Pfen.letter(p)));
        }
        assertEquals(null, Pfen.puyoOf('.'));
        assertThrows(IllegalArgumentException.class, () -> Pfen.letter(Puyo.EMPTY));
    }
}
