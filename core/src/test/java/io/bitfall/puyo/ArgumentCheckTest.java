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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Issue 12, item 8: bad arguments to the public API get the documented exception with a message naming
 * the bad value, in the engine and the reference alike, and a rejected call changes nothing.
 */
class ArgumentCheckTest {
    private static final PuyoPair RG = new PuyoPair(Puyo.RED, Puyo.GREEN);

    /** Asserts that {@code call} throws {@code type} with a message containing every one of {@code parts}. */
    private static <T extends Throwable> void rejects(Class<T> type, Executable call, String... parts) {
        T e = assertThrows(type, call);
        for (String part : parts) {
            assertTrue(e.getMessage() != null && e.getMessage().contains(part),
                    "message \"" + e.getMessage() + "\" should name " + part);
        }
    }

    @Test
    void scoreTablesRejectValuesOutsideThem() {
        rejects(IllegalArgumentException.class, () -> ChainStep.chainPower(0), "0");
        rejects(IllegalArgumentException.class, () -> ChainStep.chainPower(-5), "-5");
        rejects(IllegalArgumentException.class, () -> ChainStep.colourBonus(6), "6");
        rejects(IllegalArgumentException.class, () -> ChainStep.colourBonus(0), "0");
        rejects(IllegalArgumentException.class, () -> ChainStep.colourBonus(-1), "-1");
        rejects(IllegalArgumentException.class, () -> ChainStep.groupBonus(-1), "-1");
        rejects(IllegalArgumentException.class, () -> ChainStep.groupBonus(3), "3");
        rejects(IllegalArgumentException.class, () -> ChainStep.stepScore(0, 4, 1, 0), "0");
        rejects(IllegalArgumentException.class, () -> ChainStep.stepScore(1, 3, 1, 0), "3");
        rejects(IllegalArgumentException.class, () -> ChainStep.stepScore(1, 73, 1, 0), "73");
        rejects(IllegalArgumentException.class, () -> ChainStep.stepScore(1, 4, 6, 0), "6");
        rejects(IllegalArgumentException.class, () -> ChainStep.stepScore(1, 4, 1, -2), "-2");
        // The edges of the tables are still accepted.
        assertEquals(0, ChainStep.colourBonus(1));
        assertEquals(24, ChainStep.colourBonus(5));
        assertEquals(0, ChainStep.groupBonus(4));
        assertEquals(10 * 72 * 999, ChainStep.stepScore(40, 72, 5, 600));
    }

    /**
     * Issue 28, defect 6: {@code CP + CB + groupBonusSum} overflowed an int before the clamp to 999, so
     * {@code stepScore(2, 4, 5, Integer.MAX_VALUE - 10)} was 40. Any group bonus sum past 999 clamps.
     */
    @Test
    void aHugeGroupBonusSumClampsWithoutOverflow() {
        assertEquals(10 * 4 * 999, ChainStep.stepScore(2, 4, 5, Integer.MAX_VALUE - 10));
        for (int sum : new int[] {999, 1_000, Integer.MAX_VALUE - 500, Integer.MAX_VALUE}) {
            for (int chain : new int[] {1, 2, 19, 40}) {
                assertEquals(10 * 72 * 999, ChainStep.stepScore(chain, 72, 5, sum), chain + ", " + sum);
                assertEquals(10 * 4 * 999, ChainStep.stepScore(chain, 4, 1, sum), chain + ", " + sum);
            }
        }
        assertEquals(10 * 4 * 998, ChainStep.stepScore(1, 4, 1, 998));
    }

    /**
     * Issue 28, defect 5: the reference's {@code isLegal(null)} answered false on a game-over field where
     * the engine throws NullPointerException, as {@link PuyoSimulator#isLegal} documents.
     */
    @Test
    void isLegalOfNullThrowsInBothEvenWhenTheGameIsOver() {
        String open = "......\n".repeat(11) + "..R...\n";
        String over = "..R...\n..G...\n".repeat(6); // the spawn column full: the game is over
        for (Implementation impl : Implementation.values()) {
            for (String text : new String[] {open, over}) {
                PuyoSimulator<?> f = impl.parse(text, PuyoFormat.TSU);
                String before = f.toString();
                assertThrows(NullPointerException.class, () -> f.isLegal(null), impl + "\n" + text);
                assertEquals(before, f.toString());
            }
            assertTrue(impl.parse(over, PuyoFormat.TSU).isGameOver(), impl.toString());
        }
    }

    @Test
    void chainPotentialPutRejectsEntriesOutsideTheTable() {
        ChainPotential p = new ChainPotential();
        p.put(2, 1, 1, ChainSummary.of(1, 40));
        String before = p.toString();
        long big = ChainSummary.of(9, 9999);
        int[][] bad = {{0, 7, 1}, {0, 5, 1}, {0, -1, 1}, {6, 0, 1}, {-1, 0, 1}, {0, 0, 0}, {0, 0, 4}, {5, 4, 4}};
        for (int[] b : bad) {
            rejects(IndexOutOfBoundsException.class, () -> p.put(b[0], b[1], b[2], big),
                    "column " + b[0], "colour " + b[1], "count " + b[2]);
            assertEquals(before, p.toString(), "a rejected put changed the table");
        }
        assertEquals(ChainSummary.of(1, 40), p.best());
        assertEquals(2, p.bestColumn());
        p.put(5, 4, 3, big); // the last entry is fine
        assertEquals(big, p.best());
        assertEquals(Puyo.YELLOW, p.bestColour());
    }

    /** A grid of {@code rows} rows of {@code width} cells with three puyos at the bottom left. */
    private static Puyo[][] grid(int rows, int width) {
        Puyo[][] grid = new Puyo[rows][width];
        for (Puyo[] row : grid) {
            Arrays.fill(row, Puyo.EMPTY);
        }
        grid[0][0] = Puyo.RED;
        grid[0][1] = Puyo.RED;
        grid[1][0] = Puyo.BLUE;
        return grid;
    }

    @Test
    void ofAcceptsTwelveOrThirteenRowsOfSix() {
        PuyoField thirteen = PuyoField.of(grid(13, 6));
        PuyoField twelve = PuyoField.of(grid(12, 6));
        assertEquals(thirteen, twelve);
        assertEquals(3, twelve.count());
        assertEquals(ReferencePuyoField.of(grid(13, 6)),
                ReferencePuyoField.of(grid(12, 6)));
        assertEquals(thirteen.toString(), ReferencePuyoField.of(grid(12, 6)).toString());
        assertEquals(FieldText.format(grid(13, 6)), FieldText.format(grid(12, 6)));
        assertEquals(12, FieldText.checkGrid(grid(12, 6)));
        assertEquals(13, FieldText.checkGrid(grid(13, 6)));
    }

    @Test
    void ofRejectsOtherShapesAndNullsNamingThem() {
        for (Function<Puyo[][], ?> of : Arrays.<Function<Puyo[][], ?>>asList(PuyoField::of,
                ReferencePuyoField::of, FieldText::format)) {
            rejects(IllegalArgumentException.class, () -> of.apply(grid(14, 6)), "14 rows");
            rejects(IllegalArgumentException.class, () -> of.apply(grid(11, 6)), "11 rows");
            rejects(IllegalArgumentException.class, () -> of.apply(new Puyo[0][]), "0 rows");
            rejects(IllegalArgumentException.class, () -> of.apply(grid(13, 7)), "row 0", "7 cells");
            Puyo[][] ragged = grid(13, 6);
            ragged[4] = new Puyo[5];
            rejects(IllegalArgumentException.class, () -> of.apply(ragged), "row 4", "5 cells");
            rejects(NullPointerException.class, () -> of.apply(null), "grid");
            Puyo[][] nullRow = grid(12, 6);
            nullRow[2] = null;
            rejects(NullPointerException.class, () -> of.apply(nullRow), "row 2");
            Puyo[][] nullCell = grid(13, 6);
            nullCell[1][4] = null;
            rejects(NullPointerException.class, () -> of.apply(nullCell), "[1][4]");
        }
    }

    @Test
    void parseLinesRejectsACountBeyondItsLines() {
        String[] lines = PuyoRulesTest.field("RRYGG.").split("\n");
        assertEquals(12, lines.length);
        assertEquals(Puyo.RED, FieldText.parseLines(lines, 12, 1, PuyoFormat.JUDGE)[0][0]);
        rejects(IndexOutOfBoundsException.class, () -> FieldText.parseLines(lines, 13, 1, PuyoFormat.TSU), "13", "12");
        rejects(IndexOutOfBoundsException.class, () -> FieldText.parseLines(lines, -1, 1, PuyoFormat.TSU), "-1");
        rejects(IllegalArgumentException.class, () -> FieldText.parseLines(lines, 12, 0, PuyoFormat.TSU), "0");
        String[] roomy = Arrays.copyOf(lines, 13);
        roomy[12] = roomy[11];
        roomy[5] = null;
        rejects(NullPointerException.class, () -> FieldText.parseLines(roomy, 13, 1, PuyoFormat.TSU), "lines[5]");
        rejects(NullPointerException.class, () -> FieldText.parseLines(null, 12, 1, PuyoFormat.TSU), "lines");
        rejects(NullPointerException.class, () -> FieldText.parseLines(lines, 12, 1, null), "format");
        // Too many lines for the format is still the input's fault, not the caller's.
        String[] fourteen = Arrays.copyOf(roomy, 14);
        Arrays.fill(fourteen, "......");
        assertThrows(FieldFormatException.class, () -> FieldText.parseLines(fourteen, 14, 1, PuyoFormat.TSU));
    }

    @Test
    void legalPlacementsNeedsRoomForAllAndWritesNothingOtherwise() {
        PuyoField engine = new PuyoField();
        ReferencePuyoField reference = new ReferencePuyoField();
        for (int size : new int[] {0, 5, 11, 21}) {
            Placement[] out = new Placement[size];
            rejects(IllegalArgumentException.class, () -> engine.legalPlacements(RG, out), "room for " + size, "22");
            rejects(IllegalArgumentException.class, () -> reference.legalPlacements(RG, out), "room for " + size, "22");
            assertArrayEquals(new Placement[size], out, "nothing written");
        }
        Placement[] out = new Placement[22];
        rejects(NullPointerException.class, () -> engine.legalPlacements(null, out), "pair");
        rejects(NullPointerException.class, () -> reference.legalPlacements(null, out), "pair");
        rejects(NullPointerException.class, () -> engine.legalPlacements(RG, null), "out");
        rejects(NullPointerException.class, () -> reference.legalPlacements(RG, null), "out");
        assertArrayEquals(new Placement[22], out);
        // Every column blocked in row 12: the reference used to return 0 for a null pair without a word.
        for (int col = 0; col < 6; col++) {
            for (int row = 1; row <= 12; row++) {
                reference.set(col, row, Puyo.GARBAGE);
                engine.set(col, row, Puyo.GARBAGE);
            }
        }
        rejects(NullPointerException.class, () -> reference.legalPlacements(null, out), "pair");
        rejects(NullPointerException.class, () -> engine.legalPlacements(null, out), "pair");
        assertEquals(0, engine.legalPlacements(RG, new Placement[40]), "a larger array is fine; all blocked");
        assertEquals(0, reference.legalPlacements(RG, new Placement[40]));
        assertEquals(22, new PuyoField().legalPlacements(RG, new Placement[40]));
    }

    @Test
    void placeAndChainPotentialRejectNullsAndChangeNothing() {
        PuyoField engine = PuyoField.parse(PuyoRulesTest.field("RRYGG."));
        ReferencePuyoField reference = ReferencePuyoField.parse(engine.toString());
        String text = engine.toString();
        Placement p = Placement.of(0, Rotation.UP);
        rejects(NullPointerException.class, () -> engine.place(null, p), "pair");
        rejects(NullPointerException.class, () -> reference.place(null, p), "pair");
        rejects(NullPointerException.class, () -> engine.place(RG, null), "placement");
        rejects(NullPointerException.class, () -> reference.place(RG, null), "placement");
        rejects(NullPointerException.class, () -> engine.placeAndResolve(null, p), "pair");
        rejects(NullPointerException.class, () -> reference.placeAndResolve(RG, null), "placement");
        rejects(NullPointerException.class, () -> engine.chainPotential(null), "out");
        rejects(NullPointerException.class, () -> reference.chainPotential(null), "out");
        assertEquals(text, engine.toString());
        assertEquals(text, reference.toString());
    }

    @Test
    void pairsAndPlacementsNameWhatIsWrong() {
        rejects(NullPointerException.class, () -> new PuyoPair(null, Puyo.RED), "axis");
        rejects(NullPointerException.class, () -> new PuyoPair(Puyo.RED, null), "child");
        rejects(IllegalArgumentException.class, () -> new PuyoPair(Puyo.RED, Puyo.EMPTY), "EMPTY");
        rejects(NullPointerException.class, () -> Placement.of(0, null), "rotation");
        rejects(IllegalArgumentException.class, () -> Placement.of(6, Rotation.UP), "column 6");
        rejects(IllegalArgumentException.class, () -> Placement.of(-1, Rotation.DOWN), "column -1");
        rejects(IllegalArgumentException.class, () -> new Placement(0, Rotation.LEFT), "column 0", "LEFT");
    }

    @Test
    void cellsOutsideTheFieldAreNamed() {
        PuyoField engine = new PuyoField();
        ReferencePuyoField reference = new ReferencePuyoField();
        int[][] bad = {{6, 1}, {-1, 1}, {0, 0}, {0, 14}};
        for (int[] b : bad) {
            String where = "column " + b[0] + ", row " + b[1];
            rejects(IndexOutOfBoundsException.class, () -> engine.get(b[0], b[1]), where);
            rejects(IndexOutOfBoundsException.class, () -> reference.get(b[0], b[1]), where);
            rejects(IndexOutOfBoundsException.class, () -> engine.set(b[0], b[1], Puyo.RED), where);
            rejects(IndexOutOfBoundsException.class, () -> reference.set(b[0], b[1], Puyo.RED), where);
        }
        rejects(IndexOutOfBoundsException.class, () -> engine.height(6), "column 6");
        rejects(IndexOutOfBoundsException.class, () -> reference.height(-1), "column -1");
        rejects(NullPointerException.class, () -> engine.set(0, 1, null), "puyo");
        rejects(NullPointerException.class, () -> reference.set(0, 1, null), "puyo");
        rejects(IllegalArgumentException.class, () -> engine.step(0), "0");
        rejects(IllegalArgumentException.class, () -> reference.step(0), "0");
        assertEquals(0, engine.count());
        assertEquals(0, reference.count());
    }
}
