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
package io.bitfall.bench.workload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Monomino Domino judge inputs for the benchmarks, as their {@code @Param} workload (constants in lower
 * camel case, as for {@link PuyoWorkload}, since JMH and the results page name them so): a
 * whole input is {@code count} placements as {@code int} triples {@code t, x, y} (block type 1..3, red
 * row, red column), from a fixed seed, always inside the red board.
 */
public enum MonominoWorkload {
    /** Uniform random placements: every type, every position that fits. */
    random {
        @Override
        void fill(int[] out, SplittableRandom random) {
            for (int i = 0; i < out.length; i += 3) {
                randomPlacement(out, i, random);
            }
        }
    },
    /**
     * Heavy on full lines: rounds that each cover every red cell once (a random tiling of the red board
     * by monominoes and dominoes, placed in random order), so every green column and blue row gets 4
     * cells a round and lines fill; rigid dominoes leave holes now and then, which the light lines clear.
     */
    lines {
        @Override
        void fill(int[] out, SplittableRandom random) {
            Random shuffler = new Random(random.nextLong());
            int i = 0;
            while (i < out.length) {
                List<int[]> round = tiling(random);
                Collections.shuffle(round, shuffler);
                for (int k = 0; k < round.size() && i < out.length; k++, i += 3) {
                    System.arraycopy(round.get(k), 0, out, i, 3);
                }
            }
        }
    },
    /**
     * Heavy on light lines: 9 in 10 placements stay in green columns 0..1 and blue rows 0..2, so no line
     * there can ever be full and the stacks keep reaching the light lines; 1 in 10 is uniform random.
     */
    light {
        @Override
        void fill(int[] out, SplittableRandom random) {
            for (int i = 0; i < out.length; i += 3) {
                if (random.nextInt(10) == 0) {
                    randomPlacement(out, i, random);
                    continue;
                }
                int t = 1 + random.nextInt(3);
                out[i] = t;
                switch (t) {
                    case 1:
                        out[i + 1] = random.nextInt(3);
                        out[i + 2] = random.nextInt(2);
                        break;
                    case 2: // red (x, 0) and (x, 1): green columns 0 and 1
                        out[i + 1] = random.nextInt(3);
                        out[i + 2] = 0;
                        break;
                    default: // red (x, y) and (x + 1, y): blue rows x and x + 1 <= 2
                        out[i + 1] = random.nextInt(2);
                        out[i + 2] = random.nextInt(2);
                }
            }
        }
    };

    private static final long SEED = 0x5EED_D0A1A0L;

    /** {@code count} placements as {@code t, x, y} triples; the same on every call. */
    public int[] placements(int count) {
        int[] out = new int[3 * count];
        fill(out, new SplittableRandom(SEED + ordinal()));
        return out;
    }

    abstract void fill(int[] out, SplittableRandom random);

    /** A uniform random placement that fits the red board, at {@code out[i..i+2]}. */
    static void randomPlacement(int[] out, int i, SplittableRandom random) {
        int t = 1 + random.nextInt(3);
        out[i] = t;
        out[i + 1] = random.nextInt(t == 3 ? 3 : 4);
        out[i + 2] = random.nextInt(t == 2 ? 3 : 4);
    }

    /** A random tiling of the 4x4 red board by monominoes and dominoes, as placements in reading order. */
    static List<int[]> tiling(SplittableRandom random) {
        boolean[][] covered = new boolean[4][4];
        List<int[]> pieces = new ArrayList<>();
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                if (covered[x][y]) {
                    continue;
                }
                boolean right = y + 1 < 4 && !covered[x][y + 1];
                boolean down = x + 1 < 4;
                int roll = random.nextInt(10);
                if (roll < 3 && right) {
                    covered[x][y + 1] = true;
                    pieces.add(new int[] {2, x, y});
                } else if (roll < 6 && down) {
                    covered[x + 1][y] = true;
                    pieces.add(new int[] {3, x, y});
                } else {
                    pieces.add(new int[] {1, x, y});
                }
                covered[x][y] = true;
            }
        }
        return pieces;
    }
}
