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

import java.io.Reader;
import java.io.StringReader;

/**
 * Monomino Domino (Baekjoon 19235) on bitboards: both boards in one {@code long}, every step of a placement
 * done for all lines of both boards at once.
 * <pre>{@code
 * MonominoGame game = new MonominoGame();
 * int points = game.place(BlockType.VERTICAL, 2, 3);        // a block at red row 2, column 3
 * long score = game.score();                                // and greenTiles(), blueTiles(), tiles()
 * System.out.print(game.render());                          // both boards as text
 * MonominoGame played = MonominoGame.playJudge(judgeInput); // a whole judge input
 * }</pre>
 * What every method does is stated on {@link MonominoSimulator}, which this engine and the array
 * reference implement; this page adds the engine's own layout and cost. The rules are those of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>; the
 * array reference {@code ReferenceMonominoGame} is the executable form of them, and
 * this class is tested equal to it after every placement.
 *
 * <h2>Bit layout</h2>
 * Each board is six <em>lanes</em> of four bits. Lane {@code i} is the {@code i}-th line away from the red
 * board (green row {@code i}, blue column {@code i}); bit {@code j} of a lane is the {@code j}-th cell of
 * the line (green column {@code j}, blue row {@code j}). So blue is stored mirrored across the red
 * board's diagonal, exactly like green, and "fall one line" is {@code << 4} on both boards.
 * <pre>
 *  bit 63   60 59   56 55                    32 31   28 27   24 23                     0
 *     [ 0000 | floor | blue lanes 5 4 3 2 1 0 | 0000 | floor | green lanes 5 4 3 2 1 0 ]
 *
 *  green (bit = 4 * row + column)       blue (bit = 32 + 4 * column + row)
 *            col 0  1  2  3                      col 0  1  2  3  4  5
 *    row 0 light  0  1  2  3              row 0    32 36 40 44 48 52
 *    row 1 light  4  5  6  7              row 1    33 37 41 45 49 53
 *    row 2        8  9 10 11              row 2    34 38 42 46 50 54
 *    row 3       12 13 14 15              row 3    35 39 43 47 51 55
 *    row 4       16 17 18 19                     light light       far edge
 *    row 5       20 21 22 23  far edge
 * </pre>
 * The "floor" lanes 24..27 and 56..59 are never stored; the drop ORs them in as the obstacle below the far
 * edge. The field {@code cells} holds the occupied cells; {@code links} holds, in the same layout, the
 * first cell of every domino that lies <em>across</em> the fall (green type 2, blue type 3): its partner
 * is the next bit, and the two must fall together. A domino <em>along</em> the fall (green type 3, blue
 * type 2) needs no link: its back cell rests on its front cell, so two single cells fall, drop and split
 * exactly like it. A line removal can never split a linked pair, because both its cells lie in the same
 * line.
 *
 * <h2>One placement</h2>
 * <ol>
 *   <li>Drop: the first occupied lane in the block's column(s) comes from one trailing-zero count; the
 *       block's template is shifted to just before it. Blue uses the green code with the
 *       {@linkplain BlockType#mirrored() mirrored} block type and red row {@code x} as its column.</li>
 *   <li>Full lines: a lane is full when its four bits are (AND of the word shifted by 0..3, masked to the
 *       lane bases); all full lanes of both boards are found, counted and cleared at once. Then the blocks
 *       fall: every round, a cell is held if it is on the far lane or has a cell in front of it, a held
 *       cell holds its linked partner, and every cell not held moves one lane. The rounds stop when no
 *       cell moves (each round is one legal move of every loose block, so the result is the unique settled
 *       board that falling "far edge first" gives). Repeat while a lane is full.</li>
 *   <li>Light lines: only the newest block can be in lanes 0 and 1 now, and the board is settled, so
 *       removing the last {@code k} lanes and letting everything fall is a shift of the board by
 *       {@code k} lanes ({@code k} = how many of lanes 0 and 1 hold a tile), done per board.</li>
 * </ol>
 * {@link #place} allocates nothing and has no loop over cells: the only loops are over clear rounds and
 * fall rounds, each a handful of word operations covering both boards.
 *
 * <p>A game is mutable and not thread-safe. Its score is a {@code long}: a stream of placements has no
 * length limit.
 */
public final class MonominoGame implements MonominoSimulator {
    private static final long GREEN = 0x0000_0000_00FF_FFFFL;
    private static final long BLUE = GREEN << 32;
    /** Bit 0 of every lane of both boards. */
    private static final long LANE_BASES = 0x0011_1111_0011_1111L;
    /** Lane 0 and lane 1 bases of both boards. */
    private static final long LIGHT_BASES = 0x0000_0011_0000_0011L;
    /** Lane 5 of both boards: cells there rest on the far edge. */
    private static final long FAR_LANE = 0x00F0_0000_00F0_0000L;
    /** The lane past the far edge of both boards: the drop's last obstacle. */
    private static final long FLOOR = 0x0F00_0000_0F00_0000L;

    /** Column masks, block templates and links, indexed by {@code 4 * shape.ordinal() + column}. */
    private static final long[] COLUMNS = new long[12];
    /** The block's cells with its front cell in lane 1 (green, so shift by 32 more for blue). */
    private static final long[] TEMPLATES = new long[12];
    private static final long[] LINKS = new long[12];
    /** The shape (as a green block type's ordinal) that each block type has in blue. */
    private static final int[] BLUE_SHAPE = new int[3];

    static {
        long lanes0to6 = 0x111_1111L;
        for (BlockType type : BlockType.values()) {
            BLUE_SHAPE[type.ordinal()] = type.mirrored().ordinal();
            for (int column = 0; column <= type.maxY(); column++) {
                int i = 4 * type.ordinal() + column;
                switch (type) {
                    case SINGLE:
                        COLUMNS[i] = lanes0to6 << column;
                        TEMPLATES[i] = 0x10L << column;
                        break;
                    case HORIZONTAL:
                        COLUMNS[i] = 3 * lanes0to6 << column;
                        TEMPLATES[i] = 0x30L << column;
                        LINKS[i] = 0x10L << column;
                        break;
                    default:
                        COLUMNS[i] = lanes0to6 << column;
                        TEMPLATES[i] = 0x11L << column;
                        break;
                }
            }
        }
    }

    /** Occupied cells, layout above. */
    private long cells;
    /** The first cell of every pair across the fall; its partner is the next bit. */
    private long links;
    private long score;

    /** An empty game with score 0. */
    public MonominoGame() {
    }

    /**
     * Plays one judge input ({@code N} at most 10,000, then {@code N} lines {@code t x y}) on a new game.
     *
     * @param input the judge input
     * @return the game after all placements
     * @throws JudgeInputException naming the line and token of the first problem
     */
    public static MonominoGame playJudge(CharSequence input) {
        return JudgeInput.play(new StringReader(input.toString()), new MonominoGame());
    }

    /**
     * Plays one judge input read from {@code input} on a new game.
     *
     * @param input the judge input
     * @return the game after all placements
     * @throws JudgeInputException naming the line and token of the first problem
     * @throws java.io.UncheckedIOException if reading fails
     */
    public static MonominoGame playJudge(Reader input) {
        return JudgeInput.play(input, new MonominoGame());
    }

    /**
     * {@inheritDoc}
     *
     * <p>No allocation, and no loop over cells: see "One placement" above.
     */
    @Override
    public int place(BlockType type, int x, int y) {
        type.requireFitsAt(x, y);
        int green = 4 * type.ordinal() + y;
        int blue = 4 * BLUE_SHAPE[type.ordinal()] + x;
        long c = cells;
        long l = links;
        long obstacles = c | FLOOR;
        // Lanes 0 and 1 are empty between placements, so the shift is at least 0 (green) or 32 (blue).
        int greenShift = (Long.numberOfTrailingZeros(obstacles & COLUMNS[green]) & ~3) - 8;
        int blueShift = (Long.numberOfTrailingZeros(obstacles & COLUMNS[blue] << 32) & ~3) - 8;
        c |= TEMPLATES[green] << greenShift | TEMPLATES[blue] << blueShift;
        l |= LINKS[green] << greenShift | LINKS[blue] << blueShift;

        int points = 0;
        if (fullLaneBases(c) != 0) { // one placement in five
            cells = c;
            links = l;
            points = clearFullLanes();
            c = cells;
            l = links;
        }
        // Light lines, without a branch: three placements in five have a tile there, unpredictably.
        long light = (c | c >>> 1 | c >>> 2 | c >>> 3) & LIGHT_BASES;
        int greenLight = 4 * Long.bitCount(light & GREEN);
        int blueLight = 4 * Long.bitCount(light & BLUE);
        cells = (c & GREEN) << greenLight & GREEN | (c & BLUE) << blueLight & BLUE;
        links = (l & GREEN) << greenLight & GREEN | (l & BLUE) << blueLight & BLUE;
        return points;
    }

    /**
     * Removes the full lanes of both boards and lets the blocks fall, until no lane is full; adds the
     * removed lanes to the score and returns their number. Apart from {@link #place}, which stays small
     * enough for the JIT to inline it into the caller's loop.
     */
    private int clearFullLanes() {
        long c = cells;
        long l = links;
        int points = 0;
        for (long full = fullLaneBases(c); full != 0; full = fullLaneBases(c)) {
            points += Long.bitCount(full);
            long removed = full * 0xF;
            c &= ~removed;
            l &= ~removed;
            while (true) { // the blocks fall one lane a round, both boards at once, until none moves
                long held = c & (c >>> 4 | FAR_LANE); // on the far lane, or a cell in front of it
                held |= held >>> 1 & l | (held & l) << 1; // a held cell holds its linked partner
                long loose = c ^ held;
                if (loose == 0) {
                    break;
                }
                c = held | loose << 4;
                l = l & ~loose | (l & loose) << 4;
            }
        }
        cells = c;
        links = l;
        score += points;
        return points;
    }

    /** The base bit of every full lane of both boards. */
    private static long fullLaneBases(long cells) {
        return cells & cells >>> 1 & cells >>> 2 & cells >>> 3 & LANE_BASES;
    }

    /** {@inheritDoc} */
    @Override
    public long score() {
        return score;
    }

    /** {@inheritDoc} */
    @Override
    public int greenTiles() {
        return Long.bitCount(cells & GREEN);
    }

    /** {@inheritDoc} */
    @Override
    public int blueTiles() {
        return Long.bitCount(cells & BLUE);
    }

    /** {@inheritDoc} */
    @Override
    public int tiles() {
        return Long.bitCount(cells);
    }

    /** {@inheritDoc} */
    @Override
    public void reset() {
        cells = 0;
        links = 0;
        score = 0;
    }

    /** {@inheritDoc} */
    @Override
    public MonominoGame copy() {
        MonominoGame copy = new MonominoGame();
        copy.copyFrom(this);
        return copy;
    }

    /**
     * Makes this game equal to {@code other} (boards and score). No allocation.
     *
     * @param other the game to copy
     */
    public void copyFrom(MonominoGame other) {
        cells = other.cells;
        links = other.links;
        score = other.score;
    }

    /** {@inheritDoc} */
    @Override
    public String render() {
        StringBuilder text = new StringBuilder(64);
        text.append("green  blue\n");
        for (int row = 0; row < 6; row++) {
            for (int column = 0; column < 4; column++) {
                text.append(cell(4 * row + column, column > 0));
            }
            if (row < 4) {
                text.append("   ");
                for (int column = 0; column < 6; column++) {
                    char c = cell(32 + 4 * column + row, row > 0);
                    text.append(c == '<' ? '^' : c == '>' ? 'v' : c);
                }
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The character of the cell at {@code bit}: {@code <} / {@code >} for the first / second of a pair. */
    private char cell(int bit, boolean hasPrevious) {
        if ((cells >>> bit & 1) == 0) {
            return '.';
        }
        if ((links >>> bit & 1) != 0) {
            return '<';
        }
        return hasPrevious && (links >>> (bit - 1) & 1) != 0 ? '>' : '#';
    }

    /** A one-line summary: score and tiles per board (see {@link #render()} for the boards). */
    @Override
    public String toString() {
        return "MonominoGame[score=" + score + ", green=" + greenTiles() + ", blue=" + blueTiles() + "]";
    }
}
