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

import java.io.ByteArrayOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output of a command: answers are written as ASCII bytes into one buffer, which goes to the
 * stream when it is full and on {@link #flush()}. Every write to the stream is checked: a failure (a full
 * disk, a closed descriptor, a reader that went away) comes out as {@link Failure}, so the command can
 * stop at once with exit status 1. Nothing here allocates after construction.
 */
final class Output implements Flushable {
    private static final int SIZE = 1 << 16;

    private final OutputStream out;
    private final byte[] buffer = new byte[SIZE];
    private int length;
    /** Digits of a number, written backwards. */
    private final byte[] digits = new byte[20];

    Output(OutputStream out) {
        this.out = out;
    }

    /** Writes one ASCII character. */
    Output write(char c) throws Failure {
        if (length == SIZE) {
            drain();
        }
        buffer[length++] = (byte) c;
        return this;
    }

    /** Writes the decimal digits of {@code value} (with a sign if negative). */
    Output write(long value) throws Failure {
        if (SIZE - length < digits.length + 1) {
            drain();
        }
        if (value < 0) {
            buffer[length++] = '-';
        }
        int n = 0;
        do {
            digits[n++] = (byte) ('0' + Math.abs(value % 10));
            value /= 10;
        } while (value != 0);
        while (n > 0) {
            buffer[length++] = digits[--n];
        }
        return this;
    }

    /** Writes {@code text}, whose characters must all be below U+0100 (they are written one byte each). */
    Output write(CharSequence text) throws Failure {
        for (int i = 0, n = text.length(); i < n; i++) {
            write(text.charAt(i));
        }
        return this;
    }

    /** Writes the bytes collected in {@code bytes}. */
    Output write(ByteArrayOutputStream bytes) throws Failure {
        drain();
        try {
            bytes.writeTo(out);
        } catch (IOException e) {
            throw new Failure(e);
        }
        return this;
    }

    /** The number of bytes written since the last {@link #flush()} and not yet on the stream. */
    int pending() {
        return length;
    }

    /** Writes everything buffered to the stream and flushes it. */
    @Override
    public void flush() throws Failure {
        drain();
        try {
            out.flush();
        } catch (IOException e) {
            throw new Failure(e);
        }
    }

    private void drain() throws Failure {
        if (length > 0) {
            try {
                out.write(buffer, 0, length);
            } catch (IOException e) {
                length = 0;
                throw new Failure(e);
            }
            length = 0;
        }
    }

    /** Standard output could not be written; the message is the operating system's reason. */
    static final class Failure extends IOException {
        private static final long serialVersionUID = 1L;

        Failure(IOException cause) {
            super(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage(), cause);
        }
    }
}
