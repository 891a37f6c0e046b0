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

import io.bitfall.puyo.FieldText;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads input one line at a time with constant memory, as bytes in place in its own buffer: lines end at
 * {@code \n}; a leading UTF-8 byte-order mark ({@code EF BB BF}) is skipped. A line's <em>content</em> is
 * the line without its trailing spaces and {@code \r}, as {@link FieldText} reads lines; a line whose
 * content is longer than {@link FieldText#MAX_LINE} bytes is marked as cut and keeps only its start (any
 * number of trailing spaces is fine). A cut line is handed out as soon as its content passes the limit,
 * before the rest of it is read (which may never end); the next {@link #next()} skips that rest.
 */
final class LineReader {
    static final int MAX_LINE = FieldText.MAX_LINE;
    private static final int SIZE = 1 << 16;
    /** The length of a field line, which {@link #next()} finds without a search. */
    private static final int PLAIN = FieldText.WIDTH;

    private final InputStream in;
    private final byte[] buffer = new byte[SIZE];
    private int pos;
    private int limit;
    private boolean eof;
    private boolean started;
    /** Whether the current line was cut before its end, which {@link #next()} must skip first. */
    private boolean restOfCutLine;

    private int start;
    private int contentEnd;
    private long lineNumber;
    private boolean cut;

    LineReader(InputStream in) {
        this.in = in;
    }

    /** Moves to the next line; false at the end of input. */
    boolean next() throws IOException {
        if (!started | restOfCutLine) {
            if (!started) {
                started = true;
                skipByteOrderMark();
            } else if (!skipRestOfCutLine()) {
                return false;
            }
        }
        cut = false;
        int i = pos;
        byte[] b = buffer;
        if (limit - i > PLAIN && b[i + PLAIN] == '\n' && b[i + PLAIN - 1] > ' ' && b[i] != '\n' & b[i + 1] != '\n'
                & b[i + 2] != '\n' & b[i + 3] != '\n' & b[i + 4] != '\n') {
            start = i;
            contentEnd = i + PLAIN;
            pos = i + PLAIN + 1;
            lineNumber++;
            return true; // the usual field line: six cells and its '\n' (the general path gives the same)
        }
        int end;
        while (true) {
            int n = limit;
            int from = i;
            while (i < n && b[i] != '\n') {
                i++;
            }
            if (i < n) {
                end = i;
                start = pos;
                pos = i + 1;
                break;
            }
            if (i - pos > MAX_LINE && hasContent(Math.max(from, pos + MAX_LINE), i)) {
                end = pos + MAX_LINE; // too long already: say so now, not when (if ever) the line ends
                start = pos;
                pos = i;
                cut = true;
                restOfCutLine = true;
                break;
            }
            int scanned = i - pos;
            if (eof || !readMore()) {
                if (pos == limit) {
                    return false;
                }
                end = limit;
                start = pos;
                pos = limit;
                break;
            }
            i = pos + scanned; // readMore may have moved the line to the start of the buffer
            if (limit == SIZE && pos == 0 && i == SIZE) {
                end = skipLongLine();
                start = 0;
                break;
            }
        }
        lineNumber++;
        int e = end;
        while (e > start && (buffer[e - 1] == ' ' || buffer[e - 1] == '\r')) {
            e--;
        }
        contentEnd = e;
        cut |= e - start > MAX_LINE;
        return true;
    }

    /**
     * Reads more input after {@code limit}, first moving the current line to the start of the buffer if
     * the buffer is full. False (and {@link #eof} set) at the end of input.
     */
    private boolean readMore() throws IOException {
        if (limit == SIZE && pos > 0) {
            System.arraycopy(buffer, pos, buffer, 0, limit - pos);
            limit -= pos;
            pos = 0;
        }
        if (limit == SIZE) {
            return true; // a full buffer of one line: the caller cuts it
        }
        int n = in.read(buffer, limit, SIZE - limit);
        if (n < 0) {
            eof = true;
            return false;
        }
        limit += n;
        return true;
    }

    /** Whether {@code buffer[from..to)} holds anything but spaces and {@code \r}. */
    private boolean hasContent(int from, int to) {
        for (int i = from; i < to; i++) {
            if (buffer[i] != ' ' && buffer[i] != '\r') {
                return true;
            }
        }
        return false;
    }

    /**
     * The line fills the whole buffer, only spaces and {@code \r} after its first {@link #MAX_LINE} bytes:
     * keeps those bytes and reads on over spaces and {@code \r} to the line's end, or marks the line as cut
     * at the first other byte (leaving the rest for {@link #skipRestOfCutLine()}). Returns the end of the
     * kept part.
     */
    private int skipLongLine() throws IOException {
        while (true) {
            limit = MAX_LINE;
            int n = in.read(buffer, MAX_LINE, SIZE - MAX_LINE);
            if (n < 0) {
                eof = true;
                pos = MAX_LINE;
                return MAX_LINE;
            }
            limit = MAX_LINE + n;
            for (int i = MAX_LINE; i < limit; i++) {
                byte c = buffer[i];
                if (c == '\n') {
                    pos = i + 1;
                    return MAX_LINE;
                }
                if (c != ' ' && c != '\r') {
                    pos = i;
                    cut = true;
                    restOfCutLine = true;
                    return MAX_LINE;
                }
            }
        }
    }

    /** Skips the rest of a cut line up to and with its {@code \n}; false if the input ends first. */
    private boolean skipRestOfCutLine() throws IOException {
        restOfCutLine = false;
        while (true) {
            for (int i = pos; i < limit; i++) {
                if (buffer[i] == '\n') {
                    pos = i + 1;
                    return true;
                }
            }
            pos = 0;
            limit = 0;
            int n = eof ? -1 : in.read(buffer, 0, SIZE);
            if (n < 0) {
                eof = true;
                return false;
            }
            limit = n;
        }
    }

    /** Skips {@code EF BB BF} at the very start of the input. */
    private void skipByteOrderMark() throws IOException {
        while (limit < 3 && !eof) {
            int n = in.read(buffer, limit, SIZE - limit);
            if (n < 0) {
                eof = true;
            } else {
                limit += n;
            }
            if (limit > 0 && buffer[0] != (byte) 0xEF || limit > 1 && buffer[1] != (byte) 0xBB) {
                return; // not a byte-order mark: read no further before the first line is asked for
            }
        }
        if (limit >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            pos = 3;
        }
    }

    /** The buffer holding the current line. */
    byte[] bytes() {
        return buffer;
    }

    /** Where the current line starts in {@link #bytes()}. */
    int start() {
        return start;
    }

    /** Where the current line's content ends in {@link #bytes()}: before its trailing spaces and {@code \r}. */
    int contentEnd() {
        return contentEnd;
    }

    /** Whether the current line holds nothing but spaces and {@code \r} (and was not cut). */
    boolean isBlank() {
        return contentEnd == start && !cut;
    }

    /** The 1-based number of the current line. */
    long lineNumber() {
        return lineNumber;
    }

    /** Whether the current line's content was longer than {@link #MAX_LINE} and was cut. */
    boolean wasCut() {
        return cut;
    }
}
