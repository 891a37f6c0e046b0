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
package io.bitfall.puyo.ai;

import java.util.Arrays;

/**
 * A set of {@code long}s by open addressing: one {@code long[]} of slots, linear probing, the key 0 kept
 * apart in a flag (0 marks a free slot). It holds what the beam search needs and no more: {@link #add} and
 * {@link #clear}, no removal, no iteration.
 *
 * <p>Cost: {@link #add} is one multiply-shift hash and a short probe, at most three quarters of the slots full; it
 * allocates only when the set grows past that (the table doubles), which a search sized by its first
 * {@link #LongHashSet(int) expected} count never sees. {@link #clear} fills the table with zeros, so a set
 * reused between searches costs its capacity, not its count. Not thread-safe.
 */
final class LongHashSet {
    /** Fibonacci hashing's multiplier: 2^64 over the golden ratio, odd. */
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long[] slots;
    private int shift; // 64 - log2(slots.length): the hash's top bits index the table
    private int size; // keys in slots, 0 not counted
    private boolean hasZero;

    /** An empty set that holds {@code expected} keys without growing. */
    LongHashSet(int expected) {
        if (expected < 0) {
            throw new IllegalArgumentException("expected: " + expected + " is negative");
        }
        long least = Math.max(4, ((long) expected * 4 + 2) / 3); // expected is at most three quarters full
        if (least > 1 << 30) {
            throw new IllegalArgumentException("expected: " + expected + " keys is too many");
        }
        int capacity = Integer.highestOneBit((int) least * 2 - 1); // the power of two at or above least
        slots = new long[capacity];
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }

    /** Adds {@code key}; true if it was not in the set. */
    boolean add(long key) {
        if (key == 0) {
            boolean added = !hasZero;
            hasZero = true;
            return added;
        }
        long[] s = slots;
        int mask = s.length - 1;
        int i = (int) (key * GOLDEN >>> shift);
        for (long k; (k = s[i]) != 0; i = i + 1 & mask) {
            if (k == key) {
                return false;
            }
        }
        s[i] = key;
        if (++size > s.length - (s.length >>> 2)) { // more than three quarters full
            grow();
        }
        return true;
    }

    /** Whether {@code key} is in the set. */
    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        long[] s = slots;
        int mask = s.length - 1;
        for (int i = (int) (key * GOLDEN >>> shift); s[i] != 0; i = i + 1 & mask) {
            if (s[i] == key) {
                return true;
            }
        }
        return false;
    }

    /** The number of keys in the set. */
    int size() {
        return size + (hasZero ? 1 : 0);
    }

    /** Empties the set, keeping its table. */
    void clear() {
        if (size > 0) {
            Arrays.fill(slots, 0);
            size = 0;
        }
        hasZero = false;
    }

    /** Doubles the table and puts every key back. */
    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        shift--;
        int mask = slots.length - 1;
        for (long key : old) {
            if (key != 0) {
                int i = (int) (key * GOLDEN >>> shift);
                while (slots[i] != 0) {
                    i = i + 1 & mask;
                }
                slots[i] = key;
            }
        }
    }
}
