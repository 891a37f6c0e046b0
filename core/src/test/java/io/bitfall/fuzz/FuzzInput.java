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
package io.bitfall.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads fuzzer bytes front to back as small structured values, for the decoders of the fuzz targets.
 *
 * <p>Every byte string decodes to something: past the end every read gives 0, so a short input is a
 * prefix of a longer one with zeros after it. Reading from the front (unlike Jazzer's
 * {@code FuzzedDataProvider}, which takes numbers from the back) keeps the formats easy to write by hand
 * for seeds and easy to read in a finding's hex dump, and lets the fuzzer's byte-level mutations map to
 * local changes: one byte is one column height or one cell.
 */
public final class FuzzInput {
    private final byte[] data;
    private int position;

    public FuzzInput(byte[] data) {
        this.data = data;
    }

    /** Whether unread bytes remain. */
    public boolean hasMore() {
        return position < data.length;
    }

    /** The next byte as 0..255, or 0 past the end. */
    public int nextByte() {
        return position < data.length ? data[position++] & 0xff : 0;
    }

    /** The next byte reduced to {@code 0..bound-1} (bound 1..256), or 0 past the end. */
    public int nextInt(int bound) {
        if (bound < 1 || bound > 256) {
            throw new IllegalArgumentException("bound must be 1..256, was " + bound);
        }
        return nextByte() % bound;
    }

    /** The lowest bit of the next byte. */
    public boolean nextBoolean() {
        return (nextByte() & 1) != 0;
    }

    /** All bytes not read yet (and consumes them). */
    public byte[] rest() {
        byte[] rest = Arrays.copyOfRange(data, Math.min(position, data.length), data.length);
        position = data.length;
        return rest;
    }

    /** Bytes read so far. */
    public int position() {
        return position;
    }

    /**
     * A hand-written seed for a target that reads a byte of flags and then text: {@code flags}, then the
     * characters of {@code text} one byte each (ISO-8859-1).
     */
    public static byte[] seed(int flags, String text) {
        byte[] t = text.getBytes(StandardCharsets.ISO_8859_1);
        byte[] b = new byte[t.length + 1];
        b[0] = (byte) flags;
        System.arraycopy(t, 0, b, 1, t.length);
        return b;
    }
}
