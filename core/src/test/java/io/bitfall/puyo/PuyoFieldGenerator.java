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

import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * Makes settled fields for differential tests, most of them chain-rich: uniform noise almost never chains,
 * so besides random stacks it builds fields the way a player does (drop puyos, never let anything pop,
 * prefer drops that make the best trigger chain longer) and fires them, and it plants groups that pop
 * together.
 *
 * <p>Every field a generator hands out is different from all it handed out before (a repeat is drawn
 * again, up to {@link #REDRAWS} times), so a test's quota of fields is that many distinct cases.
 */
final class PuyoFieldGenerator {
    /** The kinds of field, each a different way to provoke the engine. */
    enum Kind {
        /** Random column heights and colours; often pops several groups at once. */
        RANDOM_STACK,
        /** A field built without popping, greedily towards a long chain, then fired by its best trigger. */
        BUILT_CHAIN,
        /**
         * A long chain (up to 19) built backwards: each step inserts a new group of 4 into the field so that
         * it is the only thing that pops, and once it pops the field falls back into the previous one.
         */
        DEEP_CHAIN,
        /** A building field fired by a random trigger: short chains and quiet fields. */
        BUILDING,
        /** A quiet field with several groups of 4..8 planted to pop in the same step. */
        PLANTED_GROUPS,
        /**
         * A near-full field: every column 10 to 12 high, or (half of them) every column 12 high so that row
         * 13 is the only room (Tsu: row 13 filled here and there, at least one column left open); random
         * colours that mostly pop already, or (a third of them) filled without letting anything pop. The
         * other kinds almost never fill every column, where a drop lands in row 13 and joins no group.
         */
        TALL_STACK
    }

    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    /** How often a repeated field is drawn again before it is handed out anyway. */
    static final int REDRAWS = 50;

    private final SplittableRandom random;
    private final boolean tsu;
    private final PuyoField scratch = new PuyoField();
    /** Copies of the fields handed out so far (PuyoField has value equality). */
    private final ObjectOpenHashSet<PuyoField> seen = new ObjectOpenHashSet<>();
    private int redrawn;

    PuyoFieldGenerator(long seed, boolean tsu) {
        this.random = new SplittableRandom(seed);
        this.tsu = tsu;
    }

    /**
     * Fields as the differential tests draw them: {@code perRules} of the judge rules (generator seed
     * {@code seed}), then as many of Tsu ({@code seed + 1}), each cycling through the kinds; field {@code i} of
     * each rule set is resolved first where {@code resolveFirst} holds, so that it is quiet, as in a search.
     */
    static List<PuyoField> bothRules(long seed, int perRules, IntPredicate resolveFirst) {
        Kind[] kinds = Kind.values();
        List<PuyoField> fields = new ArrayList<>();
        for (boolean tsu : new boolean[] {false, true}) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(seed + (tsu ? 1 : 0), tsu);
            for (int i = 0; i < perRules; i++) {
                PuyoField f = generator.next(kinds[i % kinds.length]);
                if (resolveFirst.test(i)) {
                    f.resolveInPlace();
                }
                fields.add(f);
            }
        }
        return fields;
    }

    /** A field of {@code kind} unlike every field this generator made before (see {@link #REDRAWS}). */
    PuyoField next(Kind kind) {
        for (int attempt = 0; ; attempt++) {
            PuyoField f = draw(kind);
            if (seen.add(f.copy()) || attempt == REDRAWS) {
                return f;
            }
            redrawn++;
        }
    }

    /** How many repeated fields were drawn again so far. */
    int redrawn() {
        return redrawn;
    }

    private PuyoField draw(Kind kind) {
        PuyoField f;
        switch (kind) {
            case RANDOM_STACK: f = randomStack(); break;
            case BUILT_CHAIN: f = built(6, 10 + random.nextInt(36)); break;
            case DEEP_CHAIN: f = backwards(4 + random.nextInt(16)); break;
            case BUILDING: f = built(0, 10 + random.nextInt(30)); break;
            case PLANTED_GROUPS: f = planted(); break;
            default: f = tallStack(); break;
        }
        if (tsu) {
            sprinkleGarbageAndRow13(f);
        }
        return f;
    }

    private int colours() {
        return 3 + random.nextInt(3);
    }

    private PuyoField randomStack() {
        PuyoField f = new PuyoField();
        int colours = colours();
        int maxHeight = random.nextInt(13) + 1;
        for (int col = 0; col < 6; col++) {
            int h = random.nextInt(Math.min(12, maxHeight) + 1);
            for (int row = 1; row <= h; row++) {
                f.set(col, row, COLOURS[random.nextInt(colours)]);
            }
        }
        return f;
    }

    /** Drops {@code puyo} on column {@code col}; false if the column is full to row 12. */
    private static boolean drop(PuyoField f, int col, Puyo puyo) {
        for (int row = 1; row <= 12; row++) {
            if (f.get(col, row) == Puyo.EMPTY) {
                f.set(col, row, puyo);
                return true;
            }
        }
        return false;
    }

    /**
     * Drops {@code drops} puyos (singly or in pairs), never letting anything pop. With {@code tries > 0}
     * each drop is the best of that many random candidates by the chain its best trigger would fire, and
     * the field is fired by that trigger at the end; with 0 the drops are random and so is the trigger.
     */
    private PuyoField built(int tries, int drops) {
        boolean greedy = tries > 0;
        PuyoField f = new PuyoField();
        PuyoField candidate = new PuyoField();
        PuyoField best = new PuyoField();
        int colours = 4 + random.nextInt(2) - (random.nextInt(4) == 0 ? 1 : 0);
        for (int d = 0; d < drops; d++) {
            int bestValue = -1;
            for (int t = 0; t < Math.max(1, tries); t++) {
                candidate.copyFrom(f);
                int col = random.nextInt(6);
                boolean ok = drop(candidate, col, COLOURS[random.nextInt(colours)]);
                if (random.nextBoolean()) {
                    int col2 = Math.max(0, Math.min(5, col + random.nextInt(3) - 1));
                    ok &= drop(candidate, col2, COLOURS[random.nextInt(colours)]);
                }
                if (!ok || candidate.chainCount() > 0) {
                    continue;
                }
                int value = greedy ? bestTrigger(candidate, colours, null) * 8 + random.nextInt(8) : 0;
                if (value > bestValue) {
                    bestValue = value;
                    best.copyFrom(candidate);
                }
            }
            if (bestValue >= 0) {
                f.copyFrom(best);
            }
        }
        if (greedy) {
            bestTrigger(f, colours, best);
            return best;
        }
        drop(f, random.nextInt(6), COLOURS[random.nextInt(colours)]);
        return f;
    }

    /** Grows a chain backwards, one inserted group of 4 at a time, towards {@code target} chains. */
    private PuyoField backwards(int target) {
        PuyoField f = new PuyoField();
        PuyoField next = new PuyoField();
        int chains = 0;
        int colours = 4 + random.nextInt(2);
        for (int attempt = 0; attempt < 60 * target && chains < target; attempt++) {
            next.copyFrom(f);
            if (insertGroup(next, COLOURS[random.nextInt(colours)]) && next.chainCount() == chains + 1) {
                f.copyFrom(next);
                chains++;
            }
        }
        return f;
    }

    /**
     * Inserts 4 connected puyos of one colour into 1 to 3 neighbouring columns (pushing the puyos above
     * up); false if a column would grow past row 12.
     */
    private boolean insertGroup(PuyoField f, Puyo colour) {
        int columns = 1 + random.nextInt(3);
        int first = random.nextInt(7 - columns);
        int[] counts = new int[columns];
        for (int i = 0; i < columns; i++) {
            counts[i] = 1;
        }
        for (int i = columns; i < 4; i++) {
            counts[random.nextInt(columns)]++;
        }
        int previousStart = -1;
        int previousCount = 0;
        for (int i = 0; i < columns; i++) {
            int col = first + i;
            int h = height(f, col);
            if (h + counts[i] > 12) {
                return false;
            }
            int start;
            if (previousStart < 0) {
                start = 1 + random.nextInt(h + 1);
            } else {
                // overlap the previous column's rows so the group stays connected
                int low = Math.max(1, previousStart - counts[i] + 1);
                int high = Math.min(h + 1, previousStart + previousCount - 1);
                if (low > high) {
                    return false;
                }
                start = low + random.nextInt(high - low + 1);
            }
            for (int k = 0; k < counts[i]; k++) {
                for (int row = h + k; row >= start; row--) {
                    f.set(col, row + 1, f.get(col, row));
                }
                f.set(col, start, colour);
            }
            previousStart = start;
            previousCount = counts[i];
        }
        return true;
    }

    /** The longest chain one dropped puyo fires on {@code f}; writes the fired field to {@code out}. */
    private int bestTrigger(PuyoField f, int colours, PuyoField out) {
        int best = 0;
        if (out != null) {
            out.copyFrom(f);
        }
        for (int col = 0; col < 6; col++) {
            for (int c = 0; c < colours; c++) {
                scratch.copyFrom(f);
                if (drop(scratch, col, COLOURS[c])) {
                    int chains = scratch.chainCount();
                    if (chains > best) {
                        best = chains;
                        if (out != null) {
                            out.copyFrom(scratch);
                        }
                    }
                }
            }
        }
        return best;
    }

    private PuyoField planted() {
        PuyoField f = built(0, 10 + random.nextInt(30));
        int groups = 1 + random.nextInt(4);
        for (int g = 0; g < groups; g++) {
            Puyo colour = COLOURS[random.nextInt(5)];
            int size = 4 + random.nextInt(5);
            int col = random.nextInt(6);
            for (int i = 0; i < size; i++) {
                drop(f, col, colour);
                if (random.nextInt(3) == 0) {
                    col = Math.max(0, Math.min(5, col + (random.nextBoolean() ? 1 : -1)));
                }
            }
        }
        return f;
    }

    private PuyoField tallStack() {
        PuyoField f = new PuyoField();
        int colours = colours();
        boolean rowThirteenOnly = random.nextBoolean();
        boolean quiet = random.nextInt(3) == 0;
        for (int col = 0; col < 6; col++) {
            int h = rowThirteenOnly ? 12 : 10 + random.nextInt(3);
            for (int row = 1; row <= h; row++) {
                Puyo puyo = COLOURS[random.nextInt(colours)];
                f.set(col, row, puyo);
                for (int t = 1; quiet && t < 5 && f.chainCount() > 0; t++) {
                    puyo = COLOURS[(java.util.Arrays.asList(COLOURS).indexOf(puyo) + 1) % 5];
                    f.set(col, row, puyo); // the next colour, until nothing pops (five colours always do)
                }
            }
        }
        if (tsu && random.nextBoolean()) {
            int open = random.nextInt(6);
            for (int col = 0; col < 6; col++) {
                if (col != open && height(f, col) == 12 && random.nextBoolean()) {
                    f.set(col, 13, random.nextInt(4) == 0 ? Puyo.GARBAGE : COLOURS[random.nextInt(colours)]);
                }
            }
        }
        return f;
    }

    /** Tsu extras: garbage here and there and, sometimes, puyos in row 13 on full columns. */
    private void sprinkleGarbageAndRow13(PuyoField f) {
        int garbage = random.nextInt(4) == 0 ? 0 : random.nextInt(8);
        for (int i = 0; i < garbage; i++) {
            int col = random.nextInt(6);
            int top = height(f, col);
            if (top == 0) {
                continue;
            }
            f.set(col, 1 + random.nextInt(top), Puyo.GARBAGE);
        }
        if (random.nextInt(3) == 0) {
            for (int col = 0; col < 6; col++) {
                if (random.nextInt(3) == 0) {
                    int h = height(f, col);
                    while (h < 13) {
                        h++;
                        f.set(col, h, h == 13 && random.nextInt(4) == 0 ? Puyo.GARBAGE : COLOURS[random.nextInt(5)]);
                    }
                }
            }
        }
    }

    private static int height(PuyoField f, int col) {
        int h = 0;
        while (h < 13 && f.get(col, h + 1) != Puyo.EMPTY) {
            h++;
        }
        return h;
    }
}
