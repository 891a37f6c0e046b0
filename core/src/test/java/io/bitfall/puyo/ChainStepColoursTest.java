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

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, item 5: {@link ChainStep#colours()} iterates in {@link Puyo} order, so steps and whole chains
 * print the same in every run, from the engine and from the reference.
 */
class ChainStepColoursTest {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    /** The colours of {@code mask} (bit i = COLOURS[i]) in Puyo order. */
    private static List<Puyo> inOrder(int mask) {
        List<Puyo> list = new ArrayList<>();
        for (int i = 0; i < COLOURS.length; i++) {
            if ((mask & 1 << i) != 0) {
                list.add(COLOURS[i]);
            }
        }
        return list;
    }

    @Test
    void everySetOfColoursIteratesInPuyoOrder() {
        // Set.copyOf iterates in an order that changes from run to run; with 26 sets of 2 or more colours,
        // built from sets of three different kinds, at least one comes out of order in practice every run.
        for (int mask = 1; mask < 1 << COLOURS.length; mask++) {
            List<Puyo> expected = inOrder(mask);
            List<Puyo> reversed = new ArrayList<>(expected);
            java.util.Collections.reverse(reversed);
            for (Set<Puyo> given : List.of(Set.copyOf(reversed), new HashSet<>(reversed),
                    new java.util.LinkedHashSet<>(reversed))) {
                ChainStep step = new ChainStep(1, 4 * expected.size(), 0, given, List.of(4), 40, 50, false);
                assertEquals(expected, new ArrayList<>(step.colours()), "iteration order of " + given);
                assertEquals(expected.toString(), step.colours().toString());
                assertEquals(given, step.colours(), "same elements");
            }
        }
    }

    @Test
    void coloursAreUnmodifiableAndOnlyColours() {
        ChainStep step = new ChainStep(1, 4, 0, Set.of(Puyo.RED), List.of(4), 40, 50, false);
        assertThrows(UnsupportedOperationException.class, () -> step.colours().add(Puyo.BLUE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ChainStep(1, 4, 0, Set.of(Puyo.RED, Puyo.GARBAGE), List.of(4), 40, 50, false));
        assertTrue(e.getMessage().contains("GARBAGE"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ChainStep(1, 4, 0, Set.of(Puyo.EMPTY), List.of(4), 40, 50, false));
        assertThrows(NullPointerException.class, () -> new ChainStep(1, 4, 0, null, List.of(4), 40, 50, false));
        Set<Puyo> withNull = new HashSet<>();
        withNull.add(null);
        assertThrows(NullPointerException.class, () -> new ChainStep(1, 4, 0, withNull, List.of(4), 40, 50, false));
    }

    @Test
    void chainsPrintTheSameFromEngineAndReferenceWithColoursInOrder() {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(12_5, true);
        int multiColour = 0;
        for (int i = 0; i < 1500; i++) {
            PuyoField f = generator.next(PuyoFieldGenerator.Kind.values()[i % PuyoFieldGenerator.Kind.values().length]);
            ChainResult<PuyoField> engine = f.resolve();
            ChainResult<ReferencePuyoField> reference =
                    ReferencePuyoField.parse(f.toString()).resolve();
            assertEquals(reference.steps().toString(), engine.steps().toString(), f.toString());
            for (ChainStep s : engine.steps()) {
                List<Puyo> colours = new ArrayList<>(s.colours());
                List<Puyo> sorted = new ArrayList<>(colours);
                sorted.sort(null);
                assertEquals(sorted, colours, f.toString());
                multiColour += colours.size() >= 2 ? 1 : 0;
            }
        }
        assertTrue(multiColour > 100, "steps popping 2 or more colours: " + multiColour);
    }
}
