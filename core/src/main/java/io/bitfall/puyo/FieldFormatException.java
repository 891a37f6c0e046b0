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
package io.bitfall.puyo;

/**
 * Text that is not a valid field. The message names the line (1-based, counted from the first line of
 * the input), the column (1-based, counted from the left) where known, and the offending character.
 *
 * <p>Its message, line and column never change, so it may be passed between threads.
 */
public final class FieldFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The 1-based line of the problem. */
    private final long line;
    /** The 1-based column of the problem, 0 for a whole line. */
    private final int column;

    FieldFormatException(long line, int column, String problem) {
        super(column > 0 ? "line " + line + ", column " + column + ": " + problem : "line " + line + ": " + problem);
        this.line = line;
        this.column = column;
    }

    /**
     * The 1-based line of the input where the problem is.
     *
     * @return the line, counted from 1 at the first line of the input
     */
    public long line() {
        return line;
    }

    /**
     * The 1-based column, or 0 when the problem is the whole line (for example a missing line).
     *
     * @return the column, counted from 1 at the left, or 0
     */
    public int column() {
        return column;
    }
}
