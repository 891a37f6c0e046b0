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
 * {@link GarbageColumns#glibcRandom(int)}: puyoai's duel-server pattern, a shuffle of the six columns by
 * five calls of glibc's {@code random()} at the end of every turn of either side.
 *
 * @param seed the {@code srandom} seed
 */
record PuyoaiColumns(int seed) implements GarbageColumns {
    @Override
    public Draw start(long garbageSeed) {
        GlibcRandom random = new GlibcRandom(seed);
        int[] slots = new int[6];
        return (side, extra) -> {
            for (int c = 0; c < 6; c++) {
                slots[c] = c;
            }
            for (int i = 1; i < 6; i++) {
                int j = random.next() % (i + 1);
                int c = slots[i];
                slots[i] = slots[j];
                slots[j] = c;
            }
            int mask = 0;
            for (int i = 0; i < extra; i++) {
                mask |= 1 << slots[i];
            }
            return mask;
        };
    }
}
