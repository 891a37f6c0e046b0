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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MonominoWorkloadTest {
    private static final int PLACEMENTS = 10_000;

    @Test
    void everyPlacementFitsTheRedBoard() {
        for (MonominoWorkload w : MonominoWorkload.values()) {
            int[] p = w.placements(PLACEMENTS);
            assertEquals(3 * PLACEMENTS, p.length);
            for (int i = 0; i < p.length; i += 3) {
                int t = p[i];
                int x = p[i + 1];
                int y = p[i + 2];
                assertTrue(t >= 1 && t <= 3, w + " placement " + i / 3 + ": t=" + t);
                assertTrue(x >= 0 && y >= 0 && x + (t == 3 ? 1 : 0) < 4 && y + (t == 2 ? 1 : 0) < 4,
                        w + " placement " + i / 3 + ": " + t + " " + x + " " + y);
            }
        }
    }

    @Test
    void inputsAreTheSameOnEveryCall() {
        for (MonominoWorkload w : MonominoWorkload.values()) {
            assertArrayEquals(w.placements(PLACEMENTS), w.placements(PLACEMENTS));
        }
    }

    @Test
    void aTilingCoversEveryRedCellOnce() {
        SplittableRandom random = new SplittableRandom(1);
        for (int n = 0; n < 100; n++) {
            int[][] cover = new int[4][4];
            List<int[]> pieces = MonominoWorkload.tiling(random);
            for (int[] p : pieces) {
                cover[p[1]][p[2]]++;
                if (p[0] == 2) {
                    cover[p[1]][p[2] + 1]++;
                } else if (p[0] == 3) {
                    cover[p[1] + 1][p[2]]++;
                }
            }
            for (int[] row : cover) {
                assertArrayEquals(new int[] {1, 1, 1, 1}, row);
            }
        }
    }

    @Test
    void lightWorkloadMostlyAvoidsGreenColumnsTwoAndThreeAndBlueRowThree() {
        int[] p = MonominoWorkload.light.placements(PLACEMENTS);
        int outside = 0;
        for (int i = 0; i < p.length; i += 3) {
            int t = p[i];
            int maxX = p[i + 1] + (t == 3 ? 1 : 0);
            int maxY = p[i + 2] + (t == 2 ? 1 : 0);
            if (maxX > 2 || maxY > 1) {
                outside++;
            }
        }
        assertTrue(outside < PLACEMENTS / 10, "outside: " + outside);
    }
}
