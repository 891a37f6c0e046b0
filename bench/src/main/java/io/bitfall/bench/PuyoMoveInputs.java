package io.bitfall.bench;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Mid-game fields for the game-AI benchmarks: settled fields of random play where nothing pops, every
 * column at most 11 high so all 22 placements of a two-colour pair are legal, and one such pair per field.
 * The same fields as engine fields and as reference fields.
 *
 * @param engine    bitboard fields
 * @param reference the same fields in the array reference
 * @param pairs     one pair of two different colours per field
 */
record PuyoMoveInputs(PuyoField[] engine, io.bitfall.puyo.reference.PuyoField[] reference, PuyoPair[] pairs) {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW};

    /** {@code count} fields, always the same ones. */
    static PuyoMoveInputs of(int count) {
        List<Puyo[][]> candidates = PuyoWorkload.named("noPop").fields(count * 8);
        SplittableRandom random = new SplittableRandom(0xA1L);
        PuyoField[] engine = new PuyoField[count];
        io.bitfall.puyo.reference.PuyoField[] reference = new io.bitfall.puyo.reference.PuyoField[count];
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
            reference[n] = io.bitfall.puyo.reference.PuyoField.of(grid);
            pairs[n] = new PuyoPair(COLOURS[a], COLOURS[b]);
            n++;
        }
        if (n < count) {
            throw new IllegalStateException("only " + n + " of " + count + " mid-game fields found");
        }
        return new PuyoMoveInputs(engine, reference, pairs);
    }
}
