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
 * The C library's {@code random()} as glibc computes it with its default state (TYPE_3): an additive
 * lagged Fibonacci generator over 31 words of 32 bits, {@code r[i] = r[i - 3] + r[i - 31]} (mod 2^32), each
 * output the new word shifted right by one. {@code srandom(seed)} fills the words with
 * {@code 16807 * r[i - 1] mod (2^31 - 1)} from {@code r[0] = seed} and discards the first 310 outputs.
 * Written from glibc's published algorithm ({@code stdlib/random_r.c}).
 */
final class GlibcRandom {
    private static final int DEGREE = 31;
    private static final int SEPARATION = 3;

    private final int[] words = new int[DEGREE];
    /** The word that receives the sum (glibc's front pointer) and the one added to it (rear pointer). */
    private int front = SEPARATION;
    private int rear;

    /**
     * A generator in the state {@code srandom(seed)} leaves.
     *
     * @param seed the seed; 0 acts as 1
     */
    GlibcRandom(int seed) {
        words[0] = seed == 0 ? 1 : seed;
        for (int i = 1; i < DEGREE; i++) {
            // 16807 * word mod (2^31 - 1), as glibc computes it on the signed 32-bit word (Schrage's method)
            int w = words[i - 1];
            int hi = w / 127773;
            int lo = w % 127773;
            int next = 16807 * lo - 2836 * hi;
            words[i] = next < 0 ? next + Integer.MAX_VALUE : next;
        }
        for (int i = 0; i < DEGREE * 10; i++) {
            next();
        }
    }

    /** The next output, 0 to 2^31 - 1, as {@code random()} returns it. */
    int next() {
        int sum = words[front] += words[rear];
        front = front + 1 == DEGREE ? 0 : front + 1;
        rear = rear + 1 == DEGREE ? 0 : rear + 1;
        return sum >>> 1;
    }
}
