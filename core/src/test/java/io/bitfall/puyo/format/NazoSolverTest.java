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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link NazoSolver}: the known answers of published puzzles (puyo2's set, {@code nazo-pnsolve.txt}), a plain
 * search on the public API on generated puzzles (same solutions, same order), the first solution, the
 * puyop.com URL of a solution, and the puzzles it refuses.
 */
class NazoSolverTest {
    /**
     * Where bitfall and pnsolve differ, each checked below: pnsolve's answers that put a pair where bitfall's
     * {@link PuyoField#legalPlacements} says real play cannot, and one answer only bitfall finds (every
     * placement of it legal in bitfall; which of pnsolve's rules leaves it out is not pinned down).
     */
    private static final Map<String, String> ONLY_PNSOLVE = Map.of(
            "E00E30810a20iFiuJOteRPSJFa9Raprqr_M1g141k1__u0c", "rp21bg33br23pg41",
            "w04o2Aw2jg1rAxcijAAzprq9xakAh99cA_u1o1i1A1__u0g", "yb30rb50yg42ry33",
            "3069C6NC6mC6kS6je4xacsq9zq_q1o1G1c1A1__u0a", "gb40rb42yy11rg43ry00,gb40rb42yy20rg43ry00,gb40rb42yy21rg43ry00",
            "M06804w019cAyi9Arp9cAAihzr99cA_g1E1c1A1A1__u0e", "bg01by33rg30ry30ry31");
    private static final Map<String, String> ONLY_BITFALL = Map.of(
            "860860Me889M8S9NNNSNe9eNS9NeSSNN9N_G1G101__200", "yy10yy20rr21");

    @Test
    void findsTheKnownAnswersOfPublishedPuzzles() throws IOException {
        NazoSolver solver = new NazoSolver(5);
        int[] solved = new int[6];
        int fivePairs = 0;
        for (String line : FormatCases.resourceLines("nazo-pnsolve.txt")) {
            String[] t = line.split(" ");
            int pairs = Integer.parseInt(t[1]);
            String query = t[2];
            boolean known = ONLY_PNSOLVE.containsKey(query);
            // every 3- and 4-pair puzzle; of the 5-pair ones, the first 4 and those that differ (the rest: the benchmark)
            if (pairs < 3 || pairs > 5 || query.length() - query.indexOf("__") != 5    // a 4-character condition: refused
                    || pairs == 5 && !known && ++fivePairs > 4) {
                continue;
            }
            Set<String> expected = hands(t[4]);
            NazoResult r = solver.solve(query, false);
            Set<String> found = new TreeSet<>();
            for (NazoSolution s : r.solutions()) {
                found.add(hands(s.moves()));
            }
            expected.removeAll(hands(ONLY_PNSOLVE.getOrDefault(query, "-")));
            expected.addAll(hands(ONLY_BITFALL.getOrDefault(query, "-")));
            assertEquals(expected, found, line);
            solved[pairs]++;
        }
        assertEquals(73, solved[3]);
        assertEquals(95, solved[4]);
        assertEquals(6, solved[5]);
    }

    @Test
    void pnsolvesOtherAnswersPutAPairWhereRealPlayCannot() {
        for (Map.Entry<String, String> e : ONLY_PNSOLVE.entrySet()) {
            for (String hand : e.getValue().split(",")) {
                PuyoField f = IpsUrl.decode(e.getKey()).field();
                boolean illegal = false;
                for (int i = 0; i < hand.length() && !illegal; i += 4) {
                    Placement p = Placement.of(hand.charAt(i + 2) - '0', Rotation.values()[hand.charAt(i + 3) - '0']);
                    illegal = !f.isLegal(p);
                    f.placeAndResolve(new PuyoPair(FormatCases.colour(hand.charAt(i)), FormatCases.colour(hand.charAt(i + 1))), p);
                }
                assertTrue(illegal, e.getKey() + " " + hand);
            }
        }
        for (Map.Entry<String, String> e : ONLY_BITFALL.entrySet()) {
            NazoPuzzle puzzle = IpsUrl.decode(e.getKey());
            PuyoField f = puzzle.field();
            String hand = e.getValue();
            for (int i = 0; i < hand.length(); i += 4) {
                Placement p = Placement.of(hand.charAt(i + 2) - '0', Rotation.values()[hand.charAt(i + 3) - '0']);
                assertTrue(f.isLegal(p), hand);
                f.placeAndResolve(new PuyoPair(FormatCases.colour(hand.charAt(i)), FormatCases.colour(hand.charAt(i + 1))), p);
                assertTrue(!f.isGameOver(), hand);
            }
            assertEquals(0, f.count(), "the condition: every puyo gone");
        }
    }

    @Test
    void findsWhatAPlainSearchOnThePublicApiFindsInTheSameOrder() {
        Random rnd = new Random(44);
        NazoSolver solver = new NazoSolver(3);
        NazoCondition.Kind[] kinds = NazoCondition.Kind.values();
        int withSolutions = 0;
        int total = 0;
        for (int i = 0; i < 250; i++) {
            PuyoField field = FormatCases.randomSettled(rnd, 1 + rnd.nextInt(9), i % 3 == 0 ? "RGBYO" : "RGBY");
            field.resolveInPlace();     // a start field that pops nothing
            if (field.isGameOver()) {
                continue;
            }
            List<PuyoPair> pairs = new ArrayList<>();
            for (int k = 1 + rnd.nextInt(3); k > 0; k--) {
                pairs.add(FormatCases.randomPair(rnd, rnd.nextInt(4) == 0 ? 2 : 4));
            }
            NazoCondition.Kind kind = kinds[1 + rnd.nextInt(kinds.length - 1)];
            NazoCondition c = new NazoCondition(kind, NazoCondition.Target.values()[rnd.nextInt(8)],
                    rnd.nextInt(8) == 0 ? 0 : 1 + rnd.nextInt(kind.code() >= 30 && kind.code() < 40 ? 3 : 6));
            NazoPuzzle puzzle = new NazoPuzzle(field, pairs, c);
            List<List<Move>> plain = new ArrayList<>();
            plainSearch(field, pairs, c, new ArrayList<>(), plain);
            NazoResult r = solver.solve(puzzle, false);
            List<List<Move>> found = new ArrayList<>();
            for (NazoSolution s : r.solutions()) {
                found.add(s.moves());
            }
            assertEquals(plain, found, IpsUrl.encode(puzzle));
            withSolutions += plain.isEmpty() ? 0 : 1;
            total += plain.size();
        }
        assertTrue(withSolutions > 40, "puzzles with solutions: " + withSolutions);
        assertTrue(total > 600, "solutions: " + total);
    }

    /** Every line of legal placements, depth first in the order of legalPlacements, whose last chain meets c. */
    private static void plainSearch(PuyoField field, List<PuyoPair> pairs, NazoCondition c, List<Move> line,
            List<List<Move>> out) {
        PuyoPair pair = pairs.get(line.size());
        Placement[] moves = new Placement[22];
        for (int i = 0, n = field.legalPlacements(pair, moves); i < n; i++) {
            PuyoField after = field.copy();
            after.placeAndResolve(pair, moves[i]);
            if (after.isGameOver()) {
                continue;
            }
            line.add(new Move(pair, moves[i]));
            if (line.size() == pairs.size()) {
                PuyoField landed = field.copy();
                landed.place(pair, moves[i]);
                if (c.isMetBy(landed)) {
                    out.add(List.copyOf(line));
                }
            } else {
                plainSearch(after, pairs, c, line, out);
            }
            line.remove(line.size() - 1);
        }
    }

    @Test
    void stopsAtTheFirstAndWritesPuyopUrls() {
        NazoSolver solver = new NazoSolver(4);
        NazoResult all = solver.solve("http://ips.karou.jp/simu/pn.html?302rAyirq_i1g1g1__u05", false);
        assertEquals(2, all.solutions().size());
        NazoSolution first = all.solutions().get(0);
        assertEquals(new NazoSolution(List.of(FormatCases.move("YG22"), FormatCases.move("BG32"), FormatCases.move("BG62")),
                5, 4840, true), first);
        assertEquals("http://www.puyop.com/s/302rAyirq_gkbsbQ", first.puyopUrl(all.puzzle().field()));
        assertEquals(first.moves(), PuyopUrl.decodeMoves(first.puyopUrl(all.puzzle().field())));
        NazoResult one = solver.solve("302rAyirq_i1g1g1__u05", true);
        assertEquals(List.of(first), one.solutions());
        assertTrue(one.solved() && one.searched() < all.searched() && all.searched() > 0);
        assertTrue(!solver.solve("302rAyirq_i1g1g1__u07", false).solved());
    }

    @Test
    void refusesWhatItCannotSolve() {
        NazoSolver solver = new NazoSolver(2);
        NazoCondition chains = new NazoCondition(NazoCondition.Kind.CHAINS, NazoCondition.Target.ALL, 1);
        PuyoPair rr = new PuyoPair(Puyo.RED, Puyo.RED);
        PuyoField floating = new PuyoField();
        floating.set(0, 2, Puyo.RED);
        assertThrows(IllegalArgumentException.class, () -> solver.solve(new NazoPuzzle(new PuyoField(), List.of(), chains), false));
        assertThrows(IllegalArgumentException.class, () -> solver.solve(new NazoPuzzle(new PuyoField(), List.of(rr, rr, rr), chains), false));
        assertThrows(IllegalArgumentException.class, () -> solver.solve(new NazoPuzzle(new PuyoField(), List.of(rr),
                new NazoCondition(NazoCondition.Kind.NONE, NazoCondition.Target.ALL, 0)), false));
        assertThrows(IllegalArgumentException.class, () -> solver.solve(new NazoPuzzle(floating, List.of(rr), chains), false));
        assertThrows(FormatException.class, () -> solver.solve("302rAyirq_i1g1g1__105", false));
        assertThrows(IllegalArgumentException.class, () -> new NazoSolver(0));
        assertThrows(IllegalArgumentException.class, () -> new NazoSolver(17));
    }

    private static Set<String> hands(String list) {
        return new TreeSet<>(list.equals("-") ? List.of() : Arrays.asList(list.split(",")));
    }

    /** A solution in pnsolve's notation: per pair, the colours (lower case), the column 0..5 and the rotation 0..3. */
    private static String hands(List<Move> moves) {
        StringBuilder s = new StringBuilder();
        for (Move m : moves) {
            s.append(Character.toLowerCase(m.pair().axis().letter())).append(Character.toLowerCase(m.pair().child().letter()))
                    .append(m.placement().column()).append(m.placement().rotation().ordinal());
        }
        return s.toString();
    }
}
