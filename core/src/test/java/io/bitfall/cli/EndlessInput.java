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
package io.bitfall.cli;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Input that never ends as far as a reader can tell: a start, then one pattern over and over, handed out
 * in the reader's chunks without being stored. Bounded all the same, so a test of a command that reads on
 * instead of reporting cannot hang: after {@code cap} bytes it ends, and {@link #handedOut()} tells how far
 * the command read.
 */
final class EndlessInput extends InputStream {
    private final byte[] start;
    private final byte[] pattern;
    private final long cap;
    private long handedOut;

    /** {@code start} then {@code pattern} repeated, both ISO-8859-1, cut off after {@code cap} bytes. */
    EndlessInput(String start, String pattern, long cap) {
        this.start = start.getBytes(StandardCharsets.ISO_8859_1);
        this.pattern = pattern.getBytes(StandardCharsets.ISO_8859_1);
        this.cap = cap;
    }

    /** How many bytes were read. */
    long handedOut() {
        return handedOut;
    }

    @Override
    public int read() {
        if (handedOut == cap) {
            return -1;
        }
        long i = handedOut++;
        return (i < start.length ? start[(int) i] : pattern[(int) ((i - start.length) % pattern.length)]) & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        if (handedOut == cap) {
            return -1;
        }
        int n = (int) Math.min(len, cap - handedOut);
        for (int k = 0; k < n; k++) {
            b[off + k] = (byte) read();
        }
        return n;
    }
}
