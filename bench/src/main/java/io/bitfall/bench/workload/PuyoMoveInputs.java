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
package io.bitfall.bench.workload;

import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fields for the game-AI benchmarks. {@link #of}: mid-game fields, settled fields of random play where
 * nothing pops, every column at most 11 high so all 22 placements of a two-colour pair are legal;
 * {@link #tall}: late-game fields with columns 12 and 13 high. One pair per field, and the same fields as
 * engine fields and as reference fields.
 *
 * @param engine    bitboard fields
 * @param reference the same fields in the array reference
 * @param pairs     one pair of two different colours per field
 */
public record PuyoMoveInputs(PuyoField[] engine, ReferencePuyoField[] reference, PuyoPair[] pairs) {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW};

    /** {@code count} fields, always the same ones. */
    public static PuyoMoveInputs of(int count) {
        List<Puyo[][]> candidates = PuyoWorkload.noPop.fields(count * 8);
        SplittableRandom random = new SplittableRandom(0xA1L);
        PuyoField[] engine = new PuyoField[count];
        ReferencePuyoField[] reference = new ReferencePuyoField[count];
        PuyoPair[] pairs = new PuyoPair[count];
        int n = 0;
        for (Puyo[][] grid : candidates) {
            if (n == count) {
                break;
            }
            PuyoField f = PuyoField.of(grid);
            boolean low = true;
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                low &= f.height(col) <= 11;
            }
            if (!low || f.chainCount() != 0) {
                continue;
            }
            int a = random.nextInt(COLOURS.length);
            int b = (a + 1 + random.nextInt(COLOURS.length - 1)) % COLOURS.length;
            engine[n] = f;
            reference[n] = ReferencePuyoField.of(grid);
            pairs[n] = new PuyoPair(COLOURS[a], COLOURS[b]);
            n++;
        }
        if (n < count) {
            throw new IllegalStateException("only " + n + " of " + count + " mid-game fields found");
        }
        return new PuyoMoveInputs(engine, reference, pairs);
    }

    /**
     * {@code count} late-game fields, always the same: stacks with no group of 4 cut to 9..13 puyos per
     * column (the spawn column to 8..11, so the game is not over), the tall columns where the real-play
     * height rule decides what is reachable; one pair of two colours per field.
     */
    public static PuyoMoveInputs tall(int count) {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(0x7A11L);
        SplittableRandom random = new SplittableRandom(0xA2L);
        PuyoField[] engine = new PuyoField[count];
        ReferencePuyoField[] reference = new ReferencePuyoField[count];
        PuyoPair[] pairs = new PuyoPair[count];
        for (int n = 0; n < count; n++) {
            Puyo[][] grid = generator.fullStack(false, true);
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                int height = col == PuyoField.SPAWN_COLUMN ? 8 + random.nextInt(4) : 9 + random.nextInt(5);
                for (int row = height; row < PuyoField.HEIGHT; row++) {
                    grid[row][col] = Puyo.EMPTY;
                }
            }
            engine[n] = PuyoField.of(grid);
            reference[n] = ReferencePuyoField.of(grid);
            if (engine[n].chainCount() != 0 || engine[n].isGameOver()) {
                throw new IllegalStateException("tall field " + n + " pops or is lost\n" + engine[n]);
            }
            int a = random.nextInt(COLOURS.length);
            int b = (a + 1 + random.nextInt(COLOURS.length - 1)) % COLOURS.length;
            pairs[n] = new PuyoPair(COLOURS[a], COLOURS[b]);
        }
        return new PuyoMoveInputs(engine, reference, pairs);
    }
}
