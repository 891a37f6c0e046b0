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

import java.util.Arrays;

/**
 * How close a field is to firing: for every column, colour and count (1, 2 or 3 puyos dropped there), the
 * chain that the drop fires, and the best of them. Filled by {@code chainPotential(ChainPotential)} of the
 * engine or the reference; keep one per thread and reuse it, so a scan allocates nothing.
 *
 * <p>The best entry is the one with the most chains, then the highest score, then an all clear, then the
 * fewest puyos dropped, then the lowest column, then the first colour in {@link Puyo} order.
 *
 * <p>Mutable and not thread-safe: give every thread its own table.
 */
public final class ChainPotential {
    /** The most puyos dropped into one column. */
    public static final int MAX_DROP = 3;
    private static final int COLOURS = 5;
    private static final int ENTRIES = 6 * COLOURS * MAX_DROP;

    private final long[] summaries = new long[ENTRIES];
    private int best;

    /** An empty table, to be filled by {@code chainPotential(ChainPotential)}; keep one per thread. */
    public ChainPotential() {
    }

    private static int index(int column, int colour, int count) {
        return (column * COLOURS + colour) * MAX_DROP + count - 1;
    }

    private static int colourIndex(Puyo colour) {
        if (!colour.isColour()) {
            throw new IllegalArgumentException("not a colour: " + colour);
        }
        return colour.plane();
    }

    private static void check(int column, int count) {
        if (column < 0 || column >= 6 || count < 1 || count > MAX_DROP) {
            throw new IndexOutOfBoundsException("column " + column + " (0..5), count " + count + " (1..3)");
        }
    }

    /** Empties the table (every entry 0 chains, score 0). */
    public void clear() {
        Arrays.fill(summaries, 0L);
        best = 0;
    }

    /**
     * Records the chain that dropping {@code count} puyos of colour index {@code colour} (0..4, {@link Puyo}
     * order) on {@code column} fires. For implementations; keeps the best entry up to date.
     *
     * @param column  the column dropped on, 0..5
     * @param colour  the colour's index, 0..4 in {@link Puyo} order
     * @param count   the puyos dropped, 1..3
     * @param summary the chain it fires, packed as a {@link ChainSummary}
     * @throws IndexOutOfBoundsException if {@code column} is not 0..5, {@code colour} not 0..4 or
     *                                   {@code count} not 1..3; the table is then unchanged
     */
    public void put(int column, int colour, int count, long summary) {
        if (column < 0 || column >= 6 || colour < 0 || colour >= COLOURS || count < 1 || count > MAX_DROP) {
            throw new IndexOutOfBoundsException("column " + column + " (0..5), colour " + colour + " (0..4), count "
                    + count + " (1..3)");
        }
        int i = index(column, colour, count);
        summaries[i] = summary;
        long b = summaries[best];
        if (i == best) {
            recomputeBest();
        } else if (summary > b || summary == b && better(i, best)) {
            best = i;
        }
    }

    /** Whether entry {@code i} wins a tie against {@code j}: fewer puyos, then lower column and colour. */
    private static boolean better(int i, int j) {
        int ci = i % MAX_DROP;
        int cj = j % MAX_DROP;
        return ci != cj ? ci < cj : i < j;
    }

    private void recomputeBest() {
        int b = 0;
        for (int i = 1; i < ENTRIES; i++) {
            if (summaries[i] > summaries[b] || summaries[i] == summaries[b] && better(i, b)) {
                b = i;
            }
        }
        best = b;
    }

    /**
     * The packed {@link ChainSummary} for dropping {@code count} puyos of {@code colour} on {@code column}.
     *
     * @param column the column dropped on, 0..5
     * @param colour the colour dropped
     * @param count  the puyos dropped, 1..3
     * @return the chain count and score, packed as a {@link ChainSummary}
     * @throws IndexOutOfBoundsException if {@code column} is not 0..5 or {@code count} not 1..3
     * @throws IllegalArgumentException  if {@code colour} is {@link Puyo#EMPTY} or {@link Puyo#GARBAGE}
     * @throws NullPointerException      if {@code colour} is null
     */
    public long summary(int column, Puyo colour, int count) {
        check(column, count);
        return summaries[index(column, colourIndex(colour), count)];
    }

    /**
     * Chains fired by dropping {@code count} (1..3) puyos of {@code colour} on {@code column} (0..5); throws
     * as {@link #summary} does.
     *
     * @param column the column dropped on, 0..5
     * @param colour the colour dropped
     * @param count  the puyos dropped, 1..3
     * @return the chain count (0 if nothing pops)
     */
    public int chains(int column, Puyo colour, int count) {
        return ChainSummary.chains(summary(column, colour, count));
    }

    /**
     * Score of that chain; throws as {@link #summary} does.
     *
     * @param column the column dropped on, 0..5
     * @param colour the colour dropped
     * @param count  the puyos dropped, 1..3
     * @return the Tsu score of the chain (0 if nothing pops)
     */
    public int score(int column, Puyo colour, int count) {
        return ChainSummary.score(summary(column, colour, count));
    }

    /**
     * The best entry's packed summary.
     *
     * @return the most chains (then the highest score, ...; see the class comment), packed as a {@link ChainSummary}
     */
    public long best() {
        return summaries[best];
    }

    /**
     * The best entry's column.
     *
     * @return the column, 0..5, of the best entry
     */
    public int bestColumn() {
        return best / (COLOURS * MAX_DROP);
    }

    /**
     * The best entry's colour.
     *
     * @return the colour of the best entry
     */
    public Puyo bestColour() {
        return Puyo.COLOURS[best / MAX_DROP % COLOURS];
    }

    /**
     * The best entry's count of puyos dropped.
     *
     * @return 1, 2 or 3
     */
    public int bestCount() {
        return best % MAX_DROP + 1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChainPotential && Arrays.equals(summaries, ((ChainPotential) o).summaries);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(summaries);
    }

    /** Every entry that fires a chain, one per line, and the best one. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ENTRIES; i++) {
            if (summaries[i] != 0) {
                sb.append("column ").append(i / (COLOURS * MAX_DROP)).append(' ')
                        .append(Puyo.COLOURS[i / MAX_DROP % COLOURS]).append(" x").append(i % MAX_DROP + 1).append(": ")
                        .append(ChainSummary.toString(summaries[i])).append('\n');
            }
        }
        return sb.append("best: column ").append(bestColumn()).append(' ').append(bestColour()).append(" x")
                .append(bestCount()).append(", ").append(ChainSummary.toString(best())).toString();
    }
}
