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

import io.bitfall.fuzz.FuzzInput;
import java.io.ByteArrayOutputStream;

/**
 * Turns fuzzer bytes into a settled Puyo field, so that nearly every input is a field worth chaining.
 *
 * <h2>Byte format</h2>
 * <pre>
 *   byte 0        header: bit 0     1 = Tsu field (garbage and row 13), 0 = judge field
 *                         bits 1-2  palette size minus 2: 2..5 colours (few colours = many groups)
 *                         bits 3-7  palette rotation (mod 5): which colours, in which order
 *   then, for each column 0..5 (left to right):
 *                 1 byte  height: mod 13 for a judge field (0..12), mod 14 for Tsu (0..13, 13 = row 13)
 *                 height bytes, floor row first, one per cell:
 *                         Tsu and byte &gt;= 0xE0: garbage 'O'; else colour palette[byte mod palette size]
 * </pre>
 * Past the end of the input every byte reads as 0 (see {@link FuzzInput}), so short inputs give empty
 * columns on the right. The field is settled by construction (columns are filled from the floor up), so
 * the text format always parses. {@link #encode} writes any settled field in this format, for seeds.
 */
final class PuyoFieldDecoder {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};
    static final int GARBAGE_MIN = 0xE0;

    /** A decoded field: its rules and its text in the shared format. */
    record Decoded(boolean tsu, Puyo[][] grid) {
        PuyoFormat format() {
            return tsu ? PuyoFormat.TSU : PuyoFormat.JUDGE;
        }

        String text() {
            return FieldText.format(grid);
        }
    }

    private PuyoFieldDecoder() {
    }

    static Decoded decode(byte[] data) {
        FuzzInput in = new FuzzInput(data);
        int header = in.nextByte();
        boolean tsu = (header & 1) != 0;
        int colours = 2 + (header >> 1 & 3);
        int rotation = (header >> 3) % 5;
        Puyo[][] grid = new Puyo[FieldText.HEIGHT][FieldText.WIDTH];
        for (Puyo[] row : grid) {
            java.util.Arrays.fill(row, Puyo.EMPTY);
        }
        for (int col = 0; col < FieldText.WIDTH; col++) {
            int height = in.nextInt(tsu ? 14 : 13);
            for (int row = 0; row < height; row++) {
                int b = in.nextByte();
                grid[row][col] = tsu && b >= GARBAGE_MIN ? Puyo.GARBAGE : COLOURS[(rotation + b % colours) % 5];
            }
        }
        return new Decoded(tsu, grid);
    }

    /**
     * The bytes that {@link #decode} turns back into {@code text} (a settled field): five colours in plane
     * order, so a cell's byte is its colour's index (0..4), garbage 0xE0. Tsu when {@code tsu}.
     */
    static byte[] encode(String text, boolean tsu) {
        Puyo[][] grid = FieldText.parse(text, tsu ? PuyoFormat.TSU : PuyoFormat.JUDGE);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write((tsu ? 1 : 0) | 3 << 1);
        for (int col = 0; col < FieldText.WIDTH; col++) {
            int height = 0;
            while (height < FieldText.HEIGHT && grid[height][col] != Puyo.EMPTY) {
                height++;
            }
            out.write(height);
            for (int row = 0; row < height; row++) {
                Puyo p = grid[row][col];
                out.write(p == Puyo.GARBAGE ? GARBAGE_MIN : java.util.Arrays.asList(COLOURS).indexOf(p));
            }
        }
        return out.toByteArray();
    }
}
