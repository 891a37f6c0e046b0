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
package io.bitfall.puyo.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.reference.ReferencePuyoField;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The beam search plays real games: the same on the engine and the reference, builds chains, allocates nothing. */
class BeamSearchTest {
    private static final BeamSearchOptions NARROW = BeamSearchOptions.defaults().withWidth(4);

    /** The moves of a game of {@code pairs} pairs of the sequence of {@code seed}, and the largest chain last. */
    private static <F extends PuyoSimulator<F>> List<String> play(long seed, BeamSearchOptions options, int pairs,
            Supplier<F> newField) {
        PuyoPairSequence sequence = new PuyoPairSequence(seed, 4);
        BeamSearch<F> search = new BeamSearch<>(options, sequence.colourMask(), newField);
        F field = newField.get();
        PuyoPair[] known = new PuyoPair[options.knownPairs()];
        List<String> moves = new ArrayList<>();
        long largest = 0;
        for (int placed = 0; placed < pairs && !field.isGameOver(); placed++) {
            for (int k = 0; k < known.length; k++) {
                known[k] = sequence.pair(placed + k);
            }
            Placement move = search.choose(field, known, pairs - placed);
            assertNotNull(move, "pair " + placed);
            largest = Math.max(largest, field.placeAndResolve(known[0], move));
            moves.add(move.toString());
        }
        moves.add("largest chain " + ChainSummary.chains(largest));
        return moves;
    }

    @Test
    void engineAndReferenceMakeTheSameMoves() {
        List<String> engine = play(3, NARROW, 14, PuyoField::new);
        assertEquals(15, engine.size(), "14 moves and the largest chain");
        assertEquals(engine, play(3, NARROW, 14, ReferencePuyoField::new));
        BeamSearchOptions other = NARROW.withKnownPairs(2).withImaginedPairs(1).withSamples(2).withFireChains(4);
        assertEquals(play(5, other, 14, PuyoField::new), play(5, other, 14, ReferencePuyoField::new));
    }

    @Test
    void aGameAtTheDefaultsBuildsAndFiresAChain() {
        List<String> game = play(1, BeamSearchOptions.defaults(), 50, PuyoField::new);
        assertEquals(51, game.size(), "the search survives 50 pairs");
        int chains = Integer.parseInt(game.get(50).substring("largest chain ".length()));
        assertTrue(chains >= 6, "largest chain " + chains);
    }

    @Test
    void theSameFieldAndPairsGiveTheSameMoveAndTheFieldIsLeftAlone() {
        PuyoPairSequence sequence = new PuyoPairSequence(9, 4);
        PuyoField field = new PuyoField();
        PuyoPair[] known = {sequence.pair(0), sequence.pair(1), sequence.pair(2)};
        field.placeAndResolve(known[0], new BeamSearch<>(NARROW, sequence.colourMask(), PuyoField::new)
                .choose(field, known, 50));
        PuyoField before = field.copy();
        BeamSearch<PuyoField> search = new BeamSearch<>(NARROW, sequence.colourMask(), PuyoField::new);
        Placement first = search.choose(field, known, 49);
        assertEquals(before, field);
        assertEquals(first, search.choose(field, known, 49)); // now from the cache of values
        assertEquals(first, new BeamSearch<>(NARROW, sequence.colourMask(), PuyoField::new).choose(field, known, 49));
        assertTrue(search.nodes() > 0);
    }

    @Test
    void badArgumentsAreRejectedByName() {
        assertEquals("colourMask: 0 is not a set of the 5 colours (1..31)", assertThrows(IllegalArgumentException.class,
                () -> new BeamSearch<>(NARROW, 0, PuyoField::new)).getMessage());
        BeamSearch<PuyoField> search = new BeamSearch<>(NARROW, 0b1111, PuyoField::new);
        PuyoField field = new PuyoField();
        assertEquals("pairs: empty, the current pair is needed", assertThrows(IllegalArgumentException.class,
                () -> search.choose(field, new PuyoPair[0], 5)).getMessage());
        PuyoPair[] one = {new PuyoPairSequence(1, 4).pair(0)};
        assertEquals("pairsLeft: 0 is below 1", assertThrows(IllegalArgumentException.class,
                () -> search.choose(field, one, 0)).getMessage());
    }

    @Test
    void aSearchAllocatesNothing() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();
        PuyoPairSequence sequence = new PuyoPairSequence(4, 4);
        BeamSearch<PuyoField> search = new BeamSearch<>(NARROW.withWidth(20), sequence.colourMask(), PuyoField::new);
        PuyoField[] fields = new PuyoField[8];
        PuyoPair[][] known = new PuyoPair[fields.length][3];
        PuyoField field = new PuyoField();
        for (int i = 0; i < fields.length; i++) { // the fields of a game, every 3rd pair
            for (int k = 0; k < 3; k++) {
                known[i][k] = sequence.pair(3 * i + k);
            }
            fields[i] = field.copy();
            for (int k = 0; k < 3; k++) {
                field.placeAndResolve(known[i][k], search.choose(field, known[i], 50 - 3 * i - k));
            }
        }
        long sink = 0;
        for (int round = 0; round < 30; round++) { // warm up: let the JIT compile the paths
            sink += searchAll(search, fields, known);
        }
        long before = allocated.now();
        long afterNothing = allocated.now();
        sink += searchAll(search, fields, known);
        long after = allocated.now();
        long bytes = after - afterNothing - (afterNothing - before);
        // A node that allocated would show as 16 B x thousands at least; the JVM itself may account a few dozen.
        assertTrue(bytes < 1024, "bytes allocated by " + fields.length + " searches (sum " + sink + "): " + bytes);
    }

    private static long searchAll(BeamSearch<PuyoField> search, PuyoField[] fields, PuyoPair[][] known) {
        long sum = 0;
        for (int i = 0; i < fields.length; i++) {
            search.forgetValues();
            sum += search.choose(fields[i], known[i], 40).hashCode();
        }
        return sum;
    }
}
