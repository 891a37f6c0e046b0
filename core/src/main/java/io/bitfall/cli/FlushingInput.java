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

import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;

/**
 * Standard input of a streaming command ({@code --batch}, {@code --stream}): before a read that may
 * block, because nothing more is ready to read, it flushes the output. So every answer the input so far
 * allows is on standard output before the command waits for more: a client that writes one field and
 * waits for its answer gets it, while a large file, whose next bytes are always ready, is answered in
 * large blocks.
 */
final class FlushingInput extends InputStream {
    private final InputStream in;
    private final Flushable output;

    FlushingInput(InputStream in, Flushable output) {
        this.in = in;
        this.output = output;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (in.available() <= 0) {
            output.flush();
        }
        return in.read(b, off, len);
    }

    @Override
    public int read() throws IOException {
        if (in.available() <= 0) {
            output.flush();
        }
        return in.read();
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }
}
