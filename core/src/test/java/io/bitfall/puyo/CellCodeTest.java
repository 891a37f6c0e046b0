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
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The engine stores each cell as a 3-bit code over three bit planes: every puyo in every cell, on a field
 * full of every other puyo, reads back as itself, leaves all other cells as they were, and gives the
 * reference's {@code hash64} (which the reference builds from one-hot words of its own).
 */
class CellCodeTest {
    @Test
    void everyPuyoInEveryCellOnEveryBackgroundReadsBackAndHashesAsTheReference() {
        int checked = 0;
        for (Puyo background : Puyo.values()) {
            PuyoField field = filled(background);
            PuyoField before = field.copy();
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    for (Puyo p : Puyo.values()) {
                        field.set(col, row, p);
                        Puyo[][] grid = field.toGrid();
                        for (int r = 1; r <= PuyoField.HEIGHT; r++) {
                            for (int c = 0; c < PuyoField.WIDTH; c++) {
                                Puyo expected = c == col && r == row ? p : background;
                                assertEquals(expected, grid[r - 1][c], "cell (" + c + ", " + r + ") after setting "
                                        + p + " at (" + col + ", " + row + ") on " + background);
                            }
                        }
                        int occupied = background == Puyo.EMPTY ? 0 : PuyoField.WIDTH * PuyoField.HEIGHT;
                        if (background != Puyo.EMPTY && p == Puyo.EMPTY) {
                            occupied--;
                        } else if (background == Puyo.EMPTY && p != Puyo.EMPTY) {
                            occupied++;
                        }
                        assertEquals(occupied, field.count());
                        assertEquals(ReferencePuyoField.of(grid).hash64(), field.hash64(),
                                p + " at (" + col + ", " + row + ") on " + background);
                        field.set(col, row, background);
                        checked++;
                    }
                }
            }
            assertTrue(field.contentEquals(before), "restored field equals the original, background " + background);
            assertEquals(before.hashCode(), field.hashCode());
        }
        assertEquals(7 * 7 * PuyoField.WIDTH * PuyoField.HEIGHT, checked);
    }

    private static PuyoField filled(Puyo puyo) {
        PuyoField f = new PuyoField();
        for (int col = 0; col < PuyoField.WIDTH; col++) {
            for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                f.set(col, row, puyo);
            }
        }
        return f;
    }
}
