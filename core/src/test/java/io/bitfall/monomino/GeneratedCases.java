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

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The placement sequences of the differential tests, made deterministically from {@link #SEED} and shared
 * by the test classes of one run (they are made once, on first use).
 *
 * <p>Uniform random sequences rarely build the boards that tell the spec's misreadings apart (the light
 * lines keep the boards low). So most sequences here are <em>hard</em>: a uniform random prefix (which
 * leaves holes and overhangs), then a suffix in which most placements are chosen among all 40 by a
 * one-step search. The search plays each candidate on the engine and values points and tall boards and
 * punishes light lines that remove tiles for nothing. For the short hard cases a candidate that scores is
 * also played on a {@link ScratchReference} read right, and its rule events add value: cascades, several
 * lines at once above a line that is not full, rigid pairs that hold, dominoes split, a block in the light
 * lines completing a line, full lines in one board with light lines in the other; and of {@link #TRIES}
 * such suffixes the one whose events are worth most is kept. The values are rule events, never "a
 * misreading would differ here", so the catch counts of {@link MisreadingTest} measure the generator
 * fairly. Some suffix steps stay random so the searched play keeps meeting odd shapes.
 */
final class GeneratedCases {
    /** The seed of the whole run; a failure names it with the case. */
    static final long SEED = 0x19235_2024L;

    /**
     * One sequence: where it came from (kind and index), its placements, and how often each rule event of
     * {@link ScratchReference.Events} happens while it is played.
     */
    record Case(String kind, int index, BlockPlacement[] placements, long[] events) {
        String name() {
            return kind + " #" + index + " (seed 0x" + Long.toHexString(SEED) + ", " + placements.length
                    + " placements)";
        }
    }

    /** Every legal placement: 16 singles, 12 horizontal and 12 vertical dominoes. */
    static final List<BlockPlacement> ALL_PLACEMENTS;

    static {
        List<BlockPlacement> all = new ArrayList<>();
        for (BlockType type : BlockType.values()) {
            for (int x = 0; x <= type.maxX(); x++) {
                for (int y = 0; y <= type.maxY(); y++) {
                    all.add(new BlockPlacement(type, x, y));
                }
            }
        }
        ALL_PLACEMENTS = Collections.unmodifiableList(all);
    }

    /** Counts of the kinds below. */
    static final int UNIFORM = 2_000;
    static final int HARD_SHORT = 7_400;
    static final int HARD_MEDIUM = 550;
    static final int HARD_LONG = 50;

    /** Suffixes tried per hard-short case. */
    static final int TRIES = 4;
    private static List<Case> all;
    private static double seconds;

    private GeneratedCases() {
    }

    /** All cases: uniform, hard-short, hard-medium, hard-long, in this order. */
    static synchronized List<Case> all() {
        if (all == null) {
            long start = System.nanoTime();
            all = Collections.unmodifiableList(make());
            seconds = (System.nanoTime() - start) / 1e9;
        }
        return all;
    }

    /** How long making the cases took. */
    static synchronized double seconds() {
        all();
        return seconds;
    }

    private static List<Case> make() {
        List<Case> cases = new ArrayList<>(UNIFORM + HARD_SHORT + HARD_MEDIUM + HARD_LONG);
        SplittableRandom root = new SplittableRandom(SEED);
        Search search = new Search();
        for (int i = 0; i < UNIFORM; i++) {
            SplittableRandom r = root.split();
            cases.add(search.make("uniform", i, r, 1 + r.nextInt(100), 0, 1, false, 1));
        }
        for (int i = 0; i < HARD_SHORT; i++) {
            SplittableRandom r = root.split();
            cases.add(search.make("hard-short", i, r, r.nextInt(41), 1 + r.nextInt(40), 0.1, true, TRIES));
        }
        for (int i = 0; i < HARD_MEDIUM; i++) {
            SplittableRandom r = root.split();
            int length = 100 + r.nextInt(901);
            int prefix = r.nextInt(50);
            cases.add(search.make("hard-medium", i, r, prefix, length - prefix, 0.25, false, 1));
        }
        for (int i = 0; i < HARD_LONG; i++) {
            SplittableRandom r = root.split();
            int length = i < 10 ? 10_000 : 1_000 + r.nextInt(9_001);
            int prefix = r.nextInt(50);
            cases.add(search.make("hard-long", i, r, prefix, length - prefix, 0.25, false, 1));
        }
        return cases;
    }

    /** The one-step search, with the games it plays on. */
    private static final class Search {
        /** Value of one occurrence of each event, in the order of {@link ScratchReference.Events#NAMES}. */
        private static final double[] EVENT_VALUES = {25, 10, 40, 8, 20, 0, 0, 25, 15};
        /**
         * Worth of a suffix per event, times the square root of the event's count (so a suffix full of one
         * common event does not beat one with several kinds), in the order of the names.
         */
        private static final double[] WORTH = {25, 10, 100, 2, 5, 0, 0, 25, 15};

        private final MonominoGame game = new MonominoGame();
        private final MonominoGame probe = new MonominoGame();
        private ScratchReference shadow;
        private final ScratchReference trial = new ScratchReference(ScratchReference.Misreading.NONE);

        private final MonominoGame afterPrefix = new MonominoGame();

        /**
         * A case of {@code prefix} random placements, then the best of {@code tries} suffixes of
         * {@code suffix} placements, each placement chosen by {@link #step} or, with probability
         * {@code randomShare}, at random. The best suffix is the one whose rule events are worth most.
         *
         * @param events whether the search asks the scratch reference for rule events (slower, sharper)
         */
        Case make(String kind, int index, SplittableRandom r, int prefix, int suffix, double randomShare,
                  boolean events, int tries) {
            game.reset();
            shadow = new ScratchReference(ScratchReference.Misreading.NONE);
            BlockPlacement[] s = new BlockPlacement[prefix + suffix];
            for (int i = 0; i < prefix; i++) {
                s[i] = random(r);
                game.place(s[i].type(), s[i].x(), s[i].y());
                shadow.place(s[i].type(), s[i].x(), s[i].y());
            }
            long[] prefixEvents = shadow.events.asArray();
            afterPrefix.copyFrom(game);
            ScratchReference shadowAfterPrefix = shadow;
            BlockPlacement[] tried = new BlockPlacement[suffix];
            long[] bestEvents = new long[prefixEvents.length];
            double bestWorth = -1;
            for (int t = 0; t < tries; t++) {
                game.copyFrom(afterPrefix);
                shadow = shadowAfterPrefix.copy(); // its events count this suffix only
                for (int i = 0; i < suffix; i++) {
                    tried[i] = r.nextDouble() < randomShare ? random(r) : step(r, events);
                    game.place(tried[i].type(), tried[i].x(), tried[i].y());
                    shadow.place(tried[i].type(), tried[i].x(), tried[i].y());
                }
                long[] suffixEvents = shadow.events.asArray();
                double worth = 0;
                for (int e = 0; e < suffixEvents.length; e++) {
                    worth += WORTH[e] * Math.sqrt(suffixEvents[e]);
                }
                if (worth > bestWorth) {
                    bestWorth = worth;
                    bestEvents = suffixEvents;
                    System.arraycopy(tried, 0, s, prefix, suffix);
                }
            }
            for (int e = 0; e < bestEvents.length; e++) {
                bestEvents[e] += prefixEvents[e];
            }
            return new Case(kind, index, s, bestEvents);
        }

        /** The placement with the best value after trying all 40, ties and noise random. */
        private BlockPlacement step(SplittableRandom r, boolean events) {
            BlockPlacement best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            int before = game.tiles();
            for (BlockPlacement p : ALL_PLACEMENTS) {
                probe.copyFrom(game);
                int points = probe.place(p.type(), p.x(), p.y());
                int size = p.type() == BlockType.SINGLE ? 1 : 2;
                int lightRemoved = before + 2 * size - 4 * points - probe.tiles();
                double value = 10 * points
                        - (points == 0 && lightRemoved > 0 ? 4 : 0)
                        + 0.5 * probe.tiles()
                        + 6 * r.nextDouble();
                if (points > 0 && events) {
                    trial.copyFrom(shadow); // counts this placement's events only
                    trial.place(p.type(), p.x(), p.y());
                    long[] counts = trial.events.asArray();
                    for (int e = 0; e < counts.length; e++) {
                        value += EVENT_VALUES[e] * counts[e];
                    }
                }
                if (value > bestValue) {
                    bestValue = value;
                    best = p;
                }
            }
            return best;
        }
    }

    static BlockPlacement random(SplittableRandom r) {
        return ALL_PLACEMENTS.get(r.nextInt(ALL_PLACEMENTS.size()));
    }

    /** The judge input of a sequence: {@code N}, then one {@code t x y} line per placement. */
    static String judgeInput(BlockPlacement[] s) {
        StringBuilder text = new StringBuilder().append(s.length).append('\n');
        for (BlockPlacement p : s) {
            text.append(p).append('\n');
        }
        return text.toString();
    }
}
