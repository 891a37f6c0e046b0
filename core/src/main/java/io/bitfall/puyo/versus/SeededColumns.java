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
package io.bitfall.puyo.versus;

/**
 * {@link GarbageColumns#SEEDED}: one SplitMix64 generator per side, seeded from the setup's garbage seed;
 * a drop of {@code k} extra puyos draws {@code k} times (a partial shuffle of the six columns), a turn
 * without them draws nothing.
 */
final class SeededColumns implements GarbageColumns {
    @Override
    public Draw start(long garbageSeed) {
        return new Draw() {
            private final long[] state = {garbageSeed, garbageSeed ^ 0xD1B54A32D192ED03L}; // one stream per side
            private final int[] order = new int[6];

            @Override
            public int turnEnded(int side, int extra) {
                for (int c = 0; c < 6; c++) {
                    order[c] = c;
                }
                int mask = 0;
                for (int i = 0; i < extra; i++) {
                    int j = i + (int) ((next(side) >>> 1) % (6 - i));
                    int c = order[j];
                    order[j] = order[i];
                    order[i] = c;
                    mask |= 1 << c;
                }
                return mask;
            }

            /** SplitMix64. */
            private long next(int side) {
                long z = state[side] += 0x9E3779B97F4A7C15L;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                return z ^ (z >>> 31);
            }
        };
    }

    @Override
    public String toString() {
        return "GarbageColumns.SEEDED";
    }
}
