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
package io.bitfall.monomino;

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.bitfall.monomino.GeneratedCases.Case;
import io.bitfall.monomino.ScratchReference.Events;
import io.bitfall.monomino.ScratchReference.Misreading;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The power of the generated sequences: each misreading of the spec's table, planted in a scratch copy of
 * the reference ({@link ScratchReference}), must be caught (the copy and the engine differ after some
 * placement) by generated sequences, and the test prints how many catch it, per kind of sequence, and how
 * many would catch it by the final answer alone. It also prints how many sequences show each rule event,
 * checks that the scratch copy read right agrees with the engine (itself tested equal to the reference),
 * and that each planted misreading gives the wrong answer the spec's table says it gives, so the mutants
 * are what they claim to be.
 */
class MisreadingTest {
    /** The spec's table: misreading, input, correct answer, the misreading's answer. */
    private static final Object[][] TABLE = {
        {Misreading.FARTHEST_FIRST, "8\n1 0 0\n2 0 0\n1 0 0\n2 0 1\n1 0 2\n2 0 0\n3 0 3\n3 0 3\n", 2, 11, 1, 15},
        {Misreading.CELLS_FALL_ALONE, "5\n1 0 0\n2 0 0\n2 0 0\n2 0 2\n2 0 2\n", 1, 9, 2, 5},
        {Misreading.NO_RECHECK, "5\n1 0 0\n2 0 0\n1 0 1\n2 0 2\n2 0 2\n", 2, 4, 1, 8},
        {Misreading.LIGHT_BEFORE_FULL, "6\n1 0 0\n2 0 0\n2 0 1\n2 0 2\n3 0 0\n3 0 1\n", 1, 13, 1, 12},
    };

    @ParameterizedTest
    @EnumSource(value = Misreading.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void eachPlantedMisreadingGivesTheSpecTablesWrongAnswer(Misreading misreading) {
        for (Object[] row : TABLE) {
            if (row[0] != misreading) {
                continue;
            }
            String input = (String) row[1];
            ScratchReference wrong = JudgeInput.play(new java.io.StringReader(input), new ScratchReference(misreading));
            assertEquals((int) row[4], wrong.score(), misreading + " score");
            assertEquals((int) row[5], wrong.tiles(), misreading + " tiles");
            ScratchReference right = JudgeInput.play(new java.io.StringReader(input), new ScratchReference(Misreading.NONE));
            assertEquals((int) row[2], right.score(), "right score");
            assertEquals((int) row[3], right.tiles(), "right tiles");
        }
    }

    /**
     * The cases the scratch copies play: all but the long ones past the first ten (the scratch copy is
     * about as slow as the reference, and the long cases add little here that the first ten do not).
     */
    private static List<Case> scratchCases() {
        return GeneratedCases.all().stream().filter(c -> !c.kind().equals("hard-long") || c.index() < 10).toList();
    }

    @Test
    void scratchCopyReadRightAgreesWithTheEngine() {
        for (Case c : scratchCases()) {
            if (Counterexample.firstDifference(MonominoGame::new, () -> new ScratchReference(Misreading.NONE),
                    c.placements()) >= 0) {
                fail(Counterexample.report("the scratch copy read right differs from the engine on " + c.name(),
                        MonominoGame::new, () -> new ScratchReference(Misreading.NONE), c.placements()));
            }
        }
    }

    @Test
    void generatedSequencesShowEveryRuleEvent() {
        Map<String, long[]> sequencesWith = new LinkedHashMap<>();
        Map<String, Long> sequences = new LinkedHashMap<>();
        for (Case c : GeneratedCases.all()) {
            long[] with = sequencesWith.computeIfAbsent(c.kind(), k -> new long[Events.NAMES.length]);
            for (int i = 0; i < with.length; i++) {
                with[i] += c.events()[i] > 0 ? 1 : 0;
            }
            sequences.merge(c.kind(), 1L, Long::sum);
        }
        StringBuilder text = new StringBuilder(String.format(
                "Generated sequences (made in %.1f s) that show each rule event at least once:%n  %-12s %9s",
                GeneratedCases.seconds(), "kind", "sequences"));
        for (String name : Events.NAMES) {
            text.append(String.format(" %12s", name));
        }
        text.append('\n');
        sequencesWith.forEach((kind, with) -> {
            text.append(String.format("  %-12s %9d", kind, sequences.get(kind)));
            for (long w : with) {
                text.append(String.format(" %12d", w));
            }
            text.append('\n');
        });
        System.out.print(text);
        long[] hard = sequencesWith.get("hard-short");
        for (int i = 0; i < hard.length; i++) {
            assertTrue(hard[i] > 0, "some hard sequence shows " + Events.NAMES[i]);
        }
    }

    @Test
    void generatedSequencesCatchEveryPlantedMisreading() {
        List<Case> cases = scratchCases(); // made before the clock starts
        long start = System.nanoTime();
        // misreading -> kind -> {caught after some placement, caught by the final answer, sequences}
        Map<Misreading, Map<String, long[]>> caught = new EnumMap<>(Misreading.class);
        Map<Misreading, BlockPlacement[]> firstCatch = new EnumMap<>(Misreading.class);
        for (Misreading m : Misreading.values()) {
            if (m == Misreading.NONE) {
                continue;
            }
            Map<String, long[]> perKind = new LinkedHashMap<>();
            caught.put(m, perKind);
            for (Case c : cases) {
                long[] k = perKind.computeIfAbsent(c.kind(), x -> new long[3]);
                k[2]++;
                MonominoGame engine = new MonominoGame();
                ScratchReference wrong = new ScratchReference(m);
                boolean differs = false;
                for (BlockPlacement p : c.placements()) {
                    int before = engine.tiles();
                    int points = engine.place(p.type(), p.x(), p.y());
                    int wrongPoints = wrong.place(p.type(), p.x(), p.y());
                    if (!differs) {
                        differs = !sameAfterStep(engine, wrong, points, wrongPoints, before, p);
                        if (differs) {
                            firstCatch.putIfAbsent(m, c.placements());
                        }
                    }
                }
                k[0] += differs ? 1 : 0;
                k[1] += engine.score() != wrong.score() || engine.tiles() != wrong.tiles() ? 1 : 0;
            }
        }
        StringBuilder text = new StringBuilder(String.format("Planted misreadings caught in %.1f s, per kind: "
                + "sequences on which the misreading differs from the engine after some placement / in the final "
                + "answer / all:%n", (System.nanoTime() - start) / 1e9));
        caught.forEach((m, perKind) -> {
            text.append(String.format("  %-18s", m));
            perKind.forEach((kind, k) -> text.append(String.format("  %s %d/%d/%d", kind, k[0], k[1], k[2])));
            text.append('\n');
        });
        firstCatch.forEach((m, s) -> {
            BlockPlacement[] small = Counterexample.shrink(MonominoGame::new, () -> new ScratchReference(m), s);
            text.append("  shrunk first catch of ").append(m).append(": ")
                    .append(GeneratedCases.judgeInput(small).replace("\n", " | ")).append('\n');
        });
        System.out.print(text);
        caught.forEach((m, perKind) -> {
            long hardCatches = perKind.entrySet().stream().filter(e -> e.getKey().startsWith("hard"))
                    .mapToLong(e -> e.getValue()[0]).sum();
            assertTrue(hardCatches > 0, "no hard sequence catches " + m);
        });
    }

    /**
     * {@link Counterexample#sameStep}'s comparison, with the boards compared only after placements where
     * a line or a light line went: the two were equal before the placement, so the drop was the same, and
     * a misreading can change nothing else. (It saves most of the time of this test.)
     */
    private static boolean sameAfterStep(MonominoGame engine, ScratchReference wrong, int points, int wrongPoints,
                                         int tilesBefore, BlockPlacement p) {
        if (points != wrongPoints || engine.score() != wrong.score() || engine.greenTiles() != wrong.greenTiles()
                || engine.blueTiles() != wrong.blueTiles()) {
            return false;
        }
        int size = p.type() == BlockType.SINGLE ? 1 : 2;
        boolean quiet = points == 0 && engine.tiles() == tilesBefore + 2 * size;
        return quiet || engine.render().equals(wrong.render());
    }

    @Test
    void tableInputsGiveTheCorrectAnswerOnEngineAndReference() {
        for (Object[] row : TABLE) {
            String input = (String) row[1];
            for (MonominoSimulator game : List.of(MonominoGame.playJudge(input),
                    ReferenceMonominoGame.playJudge(input))) {
                assertEquals((int) row[2], game.score(), row[0] + " input, score of " + game.getClass().getName());
                assertEquals((int) row[3], game.tiles(), row[0] + " input, tiles of " + game.getClass().getName());
            }
        }
    }
}
