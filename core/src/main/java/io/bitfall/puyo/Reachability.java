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

import static io.bitfall.puyo.PuyoField.ROW_12;
import static io.bitfall.puyo.PuyoField.SPAWN_COLUMN;
import static io.bitfall.puyo.PuyoField.WIDTH;

/**
 * Which placements real play can reach on a {@link PuyoField} (the height rule stated at
 * {@link PuyoField#isLegal}): the column heights of the occupancy words, and tables from reachable target
 * columns to placements.
 */
final class Reachability {
    private Reachability() {
    }

    /** {@link Placement#ALL} as an array, for lookups by index. */
    static final Placement[] PLACEMENTS = Placement.ALL.toArray(new Placement[0]);
    /** {@code PLACEMENT_INDEX[rotation][column]}: the placement's index in {@link Placement#ALL}. */
    static final int[][] PLACEMENT_INDEX = new int[4][WIDTH];
    /** Bit {@code i} set for the placements {@code i} whose rotation is UP or RIGHT. */
    static final int UP_OR_RIGHT;
    /** {@code DOWN_AT[c]}: the bit of placement (c, DOWN). */
    private static final int[] DOWN_AT = new int[WIDTH];
    /** {@code BY_TARGETS[m]}: the placements whose target column (see {@link PuyoField#isLegal}) is in mask m. */
    private static final int[] BY_TARGETS = new int[1 << WIDTH];

    static {
        int upOrRight = 0;
        int[] byTarget = new int[WIDTH];
        for (int i = 0; i < PLACEMENTS.length; i++) {
            Placement p = PLACEMENTS[i];
            PLACEMENT_INDEX[p.rotation().ordinal()][p.column()] = i;
            if (p.rotation() == Rotation.UP || p.rotation() == Rotation.RIGHT) {
                upOrRight |= 1 << i;
            }
            if (p.rotation() == Rotation.DOWN) {
                DOWN_AT[p.column()] = 1 << i;
            }
            int a = p.column();
            int b = p.childColumn();
            int target = Math.abs(a - SPAWN_COLUMN) >= Math.abs(b - SPAWN_COLUMN) ? a : b;
            byTarget[target] |= 1 << i;
        }
        UP_OR_RIGHT = upOrRight;
        for (int m = 0; m < BY_TARGETS.length; m++) {
            for (int c = 0; c < WIDTH; c++) {
                if ((m & 1 << c) != 0) {
                    BY_TARGETS[m] |= byTarget[c];
                }
            }
        }
    }

    /**
     * Bit {@code i} set when placement {@code i} of {@link Placement#ALL} is legal (see {@link PuyoField#isLegal}):
     * the column heights are read once, the reachable target columns follow from a few comparisons, and
     * tables turn them into placements.
     */
    static int legalMask(long lo, long hi) {
        if ((lo >>> 16 * SPAWN_COLUMN & ROW_12) != 0) {
            return 0; // game over
        }
        int h0 = Long.bitCount(lo & 0xFFFF);
        int h1 = Long.bitCount(lo >>> 16 & 0xFFFF);
        int h2 = Long.bitCount(lo >>> 32 & 0xFFFF);
        int h3 = Long.bitCount(lo >>> 48);
        int h4 = Long.bitCount(hi & 0xFFFF);
        int h5 = Long.bitCount(hi >>> 16);
        // A column passed at height 12 leaves "high" set and one passed lower clears it, so the flag before
        // each column after the first is just "the column before it is 12 high".
        boolean high = h1 >= 12 & h3 >= 12;
        boolean r3 = passable(h3, high | h2 == 11);
        boolean r4 = r3 & passable(h4, h3 == 12 | h3 == 11 | h2 == 12);
        boolean r5 = r4 & passable(h5, h4 == 12 | h4 == 11 | h3 == 12);
        boolean l1 = passable(h1, high | h2 == 11);
        boolean l0 = l1 & passable(h0, h1 == 12 | h1 == 11 | h2 == 12);
        int targets = 1 << SPAWN_COLUMN | bit(l0, 0) | bit(l1, 1) | bit(r3, 3) | bit(r4, 4) | bit(r5, 5);
        int downBlocked = (h0 >= 12 ? DOWN_AT[0] : 0) | (h1 >= 12 ? DOWN_AT[1] : 0) | (h2 >= 12 ? DOWN_AT[2] : 0)
                | (h3 >= 12 ? DOWN_AT[3] : 0) | (h4 >= 12 ? DOWN_AT[4] : 0) | (h5 >= 12 ? DOWN_AT[5] : 0);
        return BY_TARGETS[targets] & ~downBlocked;
    }

    /** A path column of height {@code h} can be passed: below 12, or 12 when the pair rides row 13. */
    private static boolean passable(int h, boolean lifted) {
        return h <= 11 | h == 12 & lifted;
    }

    private static int bit(boolean b, int index) {
        return b ? 1 << index : 0;
    }
}
