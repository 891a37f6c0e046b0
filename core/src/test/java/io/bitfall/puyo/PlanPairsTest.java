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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The pairs a search tries past the known ones are the pairs the game can deal: {@link PlanEnumerator#pairsOf}
 * of a sequence's colours holds every pair the sequence deals and no other, the class Javadoc's example
 * uses it, and puyoai's pairs ({@link PlanEnumerator#PUYOAI_PAIRS}) keep puyoai's colours and order.
 */
class PlanPairsTest {
    /** A pair as its two letters in alphabetical order: GR and RG are one pair to the enumeration. */
    private static String unordered(PuyoPair p) {
        char a = p.axis().letter();
        char b = p.child().letter();
        return a <= b ? "" + a + b : "" + b + a;
    }

    private static Set<String> unordered(List<PuyoPair> pairs) {
        return pairs.stream().map(PlanPairsTest::unordered).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theColoursOfASequenceGiveEveryPairItDealsAndNoOther() {
        for (int colours = 3; colours <= 5; colours++) {
            List<PuyoPair> searched = PlanEnumerator.pairsOf(new PuyoPairSequence(0, colours).colourMask());
            assertEquals(colours * (colours + 1) / 2, searched.size(), colours + " colours: " + searched);
            assertEquals(searched.size(), unordered(searched).size(), "each pair once: " + searched);
            Set<String> dealt = new TreeSet<>();
            for (long seed = 0; seed < 20; seed++) {
                PuyoPairSequence sequence = new PuyoPairSequence(seed, colours);
                for (int i = 0; i < PuyoPairSequence.CYCLE; i++) {
                    dealt.add(unordered(sequence.pair(i)));
                }
            }
            assertEquals(dealt, unordered(searched), colours + " colours: the pairs dealt and the pairs searched");
        }
        assertEquals("[RR, RG, RB, RP, GG, GB, GP, BB, BP, PP]", PlanEnumerator.pairsOf(0b1111).stream()
                .map(p -> "" + p.axis().letter() + p.child().letter()).collect(Collectors.toList()).toString());
    }

    @Test
    void theJavadocExampleSearchesOnlyPairsTheSequenceDeals() throws IOException, URISyntaxException {
        Path classes = Path.of(PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String source = Files.readString(classes.getParent().getParent()
                .resolve("src/main/java/io/bitfall/puyo/PlanEnumerator.java"), StandardCharsets.UTF_8);
        String example = source.substring(source.indexOf("<pre>{@code"), source.indexOf("}</pre>"));
        assertTrue(example.contains("PuyoPairSequence pairs = new PuyoPairSequence(seed, 4);")
                && example.contains("List<PuyoPair> unknown = PlanEnumerator.pairsOf(pairs.colourMask());")
                && example.contains("List.of(pairs.pair(0), pairs.pair(1)), unknown, 3,"), example);

        // The example, run: every pair it tries past the two known ones is one the sequence deals.
        long seed = 7;
        PuyoPairSequence pairs = new PuyoPairSequence(seed, 4);
        List<PuyoPair> unknown = PlanEnumerator.pairsOf(pairs.colourMask());
        Set<String> dealt = new TreeSet<>();
        for (int i = 0; i < PuyoPairSequence.CYCLE; i++) {
            dealt.add(unordered(pairs.pair(i)));
        }
        Set<String> tried = new TreeSet<>();
        long n = new PlanEnumerator(4).enumerate(new PuyoField(), List.of(pairs.pair(0), pairs.pair(1)), unknown, 3,
                plan -> {
                    if (plan.length() == 3) {
                        tried.add(unordered(plan.pair(2)));
                    }
                });
        assertTrue(n > 0, "plans: " + n);
        assertEquals(unordered(unknown), tried, "the third pair of the example's plans");
        assertTrue(dealt.containsAll(tried), "tried " + tried + ", dealt " + dealt);
    }

    @Test
    void puyoaisPairsKeepPuyoaisColoursWhichAFourColourSequenceDoesNotDeal() {
        assertEquals("[RR, RB, RY, RG, BB, BY, BG, YY, YG, GG]", PlanEnumerator.PUYOAI_PAIRS.stream()
                .map(p -> "" + p.axis().letter() + p.child().letter()).collect(Collectors.toList()).toString());
        @SuppressWarnings("deprecation")
        List<PuyoPair> old = PlanEnumerator.FOUR_COLOUR_PAIRS;
        assertEquals(PlanEnumerator.PUYOAI_PAIRS, old, "the deprecated name, the same list");
        PuyoPairSequence fourColours = new PuyoPairSequence(1, 4);
        for (int i = 0; i < PuyoPairSequence.CYCLE; i++) {
            assertFalse(unordered(fourColours.pair(i)).contains("Y"), "a 4-colour sequence deals no yellow: " + i);
        }
    }

    @Test
    void aMaskWithoutColoursOrWithBitsPastTheFiveIsRejected() {
        for (int mask : new int[] {0, 32, -1, 0b100000 | 1}) {
            String message = assertThrows(IllegalArgumentException.class, () -> PlanEnumerator.pairsOf(mask))
                    .getMessage();
            assertTrue(message.contains("colourMask: " + mask), message);
        }
        assertEquals(List.of(new PuyoPair(Puyo.YELLOW, Puyo.YELLOW)), PlanEnumerator.pairsOf(0b10000));
    }
}
