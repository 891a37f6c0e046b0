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
import java.util.Arrays;
import java.util.List;

/**
 * Input that arrives in given pieces, one piece per read at most, as from a pipe whose writer pauses
 * between writes.
 */
final class ChunkedInput extends InputStream {
    private final List<byte[]> pieces;
    private int piece;
    private int pos;

    /** The pieces, ISO-8859-1, in order. */
    ChunkedInput(String... pieces) {
        this.pieces = Arrays.stream(pieces).map(p -> p.getBytes(StandardCharsets.ISO_8859_1)).toList();
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        while (piece < pieces.size() && pos == pieces.get(piece).length) {
            piece++;
            pos = 0;
        }
        if (piece == pieces.size()) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        byte[] p = pieces.get(piece);
        int n = Math.min(len, p.length - pos);
        System.arraycopy(p, pos, b, off, n);
        pos += n;
        return n;
    }
}
