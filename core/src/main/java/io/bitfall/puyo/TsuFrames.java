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

/**
 * The Tsu time model: how many frames (60 a second) the parts of a turn take (the next pair coming
 * out, its placement, grounding, a garbage drop), by puyoai's timing model: the constants of its
 * {@code src/core/frame.h} and the placement estimate of its {@code CoreField::framesToDropNext}, as
 * {@code core/docs/puyo-rules.md} ("Versus", "Time") states them in its own words. A chain step's frames
 * are {@link ChainStep#stepFrames}. {@link PlanEnumerator} counts a plan's frames with it, and the
 * versus match plays by it. Columns are 0..5 and heights 0..13 (row 13 included), as everywhere in
 * bitfall.
 *
 * <p>Stateless, so threads may share it; no method allocates.
 */
public final class TsuFrames {
    /** Frames from the moment a pair comes out of NEXT until it can be moved. */
    public static final int PREPARE_NEXT = 12;
    /** Frames of a grounding pause, after a pair lands and after a split pair's second puyo lands. */
    public static final int GROUNDING = 20;
    /** Frames per row of a fast drop (the pair held down, or puyos falling after a chain step). */
    public static final int FAST_DROP_PER_ROW = 2;
    /** Frames a pair spends when it is put on a column 12 or more high (turned and kicked up). */
    public static final int KICK = 6;
    /** The fewest rows a pair turned upside down is counted as dropping (it has to turn twice first). */
    public static final int DOWN_MIN_ROWS = 6;
    /** The most garbage puyos one drop brings (5 rows). */
    public static final int MAX_GARBAGE_DROP = 30;

    /** Frames to move the pair from the spawn column to an axis column 0..5 columns away. */
    private static final int[] MOVE = {0, 4, 6, 8, 10, 12};
    /** Frames of a free (slow) fall of 0..15 rows: a split pair's lower half, garbage. */
    private static final int[] FREE_FALL = {0, 10, 16, 22, 24, 28, 32, 34, 36, 40, 42, 44, 46, 48, 50, 52};
    /** The visible rows; a pair starts its fast drop from here. */
    private static final int VISIBLE_ROWS = 12;
    private static final int SPAWN_COLUMN = 2;

    private TsuFrames() {
    }

    /**
     * The frames from the moment a pair can be moved to the end of its grounding: moving the axis to its
     * column, the fast drop to where it lands, a split pair's extra fall and the grounding pauses. Add
     * {@link #PREPARE_NEXT} before it; the chain (if any) follows it.
     * <ul>
     *   <li>moving: 0, 4, 6, 8, 10, 12 frames for an axis 0..5 columns away from the spawn column;</li>
     *   <li>child up: {@code d = 12 - h(axis)} rows of fast drop ({@code 2d} frames), or {@link #KICK}
     *       when {@code d <= 0}; then {@link #GROUNDING};</li>
     *   <li>child down: {@code max(6, 11 - h(axis))} rows of fast drop, then {@link #GROUNDING};</li>
     *   <li>child beside, both columns of height {@code h}: {@code d = 12 - h} rows of fast drop, at
     *       least 3 ({@code 6} frames, also when {@code d <= 0}), then {@link #GROUNDING};</li>
     *   <li>child beside, heights differ by {@code k}: the fast drop onto the higher column as above
     *       ({@code d = 12 - max}, at least 3 rows), {@link #GROUNDING}, the lower puyo's free fall of
     *       {@code k} rows (10, 16, 22, 24, 28, 32, 34, 36, 40, 42, 44, 46, 48 frames for 1..13 rows), and
     *       {@link #GROUNDING} again.</li>
     * </ul>
     *
     * @param heights   the puyos in each column before the pair is put, {@code heights[0..5]}, each 0..13
     * @param placement where the pair goes
     * @return the frames, 20 or more
     */
    public static int placement(int[] heights, Placement placement) {
        int axis = placement.column();
        int frames = MOVE[Math.abs(axis - SPAWN_COLUMN)];
        switch (placement.rotation()) {
            case UP: {
                int d = VISIBLE_ROWS - heights[axis];
                return frames + (d <= 0 ? KICK : FAST_DROP_PER_ROW * d) + GROUNDING;
            }
            case DOWN:
                return frames + FAST_DROP_PER_ROW * Math.max(DOWN_MIN_ROWS, VISIBLE_ROWS - 1 - heights[axis])
                        + GROUNDING;
            default: {
                int a = heights[axis];
                int c = heights[placement.childColumn()];
                int d = VISIBLE_ROWS - Math.max(a, c);
                frames += FAST_DROP_PER_ROW * Math.max(3, d) + GROUNDING;
                return a == c ? frames : frames + FREE_FALL[Math.abs(a - c)] + GROUNDING;
            }
        }
    }

    /**
     * The frames of a garbage drop of {@code count} puyos ({@code rows} full rows and one more on each
     * column in {@code extraColumns}): the free fall of the longest-falling garbage puyo, from row 13 to
     * the top of the lowest column it lands on ({@code 12 - h} rows), plus the grounding of
     * {@link #garbageGrounding}. 0 when {@code count} is 0.
     *
     * @param heights      the puyos in each column before the drop, {@code heights[0..5]}, each 0..13
     * @param rows         full rows, 0..5
     * @param extraColumns the columns that get one puyo more, bit {@code c} for column {@code c}
     * @param count        the garbage puyos dropped, {@code 6 * rows + bitCount(extraColumns)}
     * @return the frames
     */
    public static int garbageDrop(int[] heights, int rows, int extraColumns, int count) {
        if (count == 0) {
            return 0;
        }
        int fall = 0;
        for (int c = 0; c < heights.length; c++) {
            if (rows > 0 || (extraColumns >>> c & 1) != 0) {
                fall = Math.max(fall, VISIBLE_ROWS - heights[c]);
            }
        }
        return FREE_FALL[fall] + garbageGrounding(count);
    }

    /**
     * The grounding pause after {@code count} garbage puyos land: 0 for none, 8 for 1..3, 24 for 4..18 and
     * 32 for more (puyoai's own estimate).
     *
     * @param count the garbage puyos that fell
     * @return the frames
     */
    public static int garbageGrounding(int count) {
        return count <= 0 ? 0 : count <= 3 ? 8 : count <= 18 ? 24 : 32;
    }
}
