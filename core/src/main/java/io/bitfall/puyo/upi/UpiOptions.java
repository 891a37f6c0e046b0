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
package io.bitfall.puyo.upi;

import java.nio.file.Path;

/**
 * How a {@link UpiPlayer} treats its engine: the limits that turn a slow or noisy engine into a loss,
 * and where its standard error goes. Immutable.
 *
 * @param moveMillis   how long the engine may think per move: sent with {@code go}, and the deadline
 *                     for its {@code bestmove} (default {@value #MOVE_MILLIS})
 * @param startMillis  how long the engine may take to answer {@code upi} with {@code upiok} and
 *                     {@code isready} with {@code readyok} (default {@value #START_MILLIS})
 * @param maxLineChars the longest line the engine may print (default {@value #MAX_LINE_CHARS})
 * @param stderr       the file the engine's standard error is appended to, or null for a new temporary
 *                     file per player
 */
public record UpiOptions(int moveMillis, int startMillis, int maxLineChars, Path stderr) {
    /** The default time per move, in milliseconds. */
    public static final int MOVE_MILLIS = 1000;
    /** The default time to start and to get ready, in milliseconds: a JVM engine starts in about one. */
    public static final int START_MILLIS = 10_000;
    /** The default longest line: a UPI engine's lines are a few dozen characters. */
    public static final int MAX_LINE_CHARS = 4096;

    /**
     * Checks the limits.
     *
     * @param moveMillis   time per move, 1 or more
     * @param startMillis  time to start and to get ready, 1 or more
     * @param maxLineChars longest line, 16 or more
     * @param stderr       the stderr file, or null
     * @throws IllegalArgumentException if a limit is out of range
     */
    public UpiOptions {
        if (moveMillis < 1 || startMillis < 1 || maxLineChars < 16) {
            throw new IllegalArgumentException("UPI limits: moveMillis " + moveMillis + " and startMillis "
                    + startMillis + " must be 1 or more, maxLineChars " + maxLineChars + " 16 or more");
        }
    }

    /**
     * The defaults: {@value #MOVE_MILLIS} ms per move, {@value #START_MILLIS} ms to start, lines of
     * {@value #MAX_LINE_CHARS} characters, stderr in a temporary file.
     *
     * @return the default options
     */
    public static UpiOptions defaults() {
        return new UpiOptions(MOVE_MILLIS, START_MILLIS, MAX_LINE_CHARS, null);
    }

    /**
     * These options with another time per move.
     *
     * @param millis the time per move, 1 or more
     * @return the new options
     */
    public UpiOptions withMoveMillis(int millis) {
        return new UpiOptions(millis, startMillis, maxLineChars, stderr);
    }

    /**
     * These options with the engine's standard error appended to {@code file}.
     *
     * @param file the file, or null for a temporary file
     * @return the new options
     */
    public UpiOptions withStderr(Path file) {
        return new UpiOptions(moveMillis, startMillis, maxLineChars, file);
    }
}
