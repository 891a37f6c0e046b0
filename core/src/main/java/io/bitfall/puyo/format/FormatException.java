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
package io.bitfall.puyo.format;

/**
 * Text that is not a valid URL or string of one of the community's formats. The message names the format,
 * the character where the problem is (0-based, counted in the text as it was given, a prefix such as
 * {@code http://www.puyop.com/s/} included) and the reason.
 *
 * <p>Its message and index never change, so it may be passed between threads.
 */
public final class FormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The 0-based index of the offending character. */
    private final int index;

    FormatException(String format, int index, String problem) {
        super(format + ", character " + index + ": " + problem);
        this.index = index;
    }

    /**
     * The 0-based index, in the text as given, of the character where the problem is: the first character
     * of a part that is wrong as a whole (a field too tall, a URL of another simulator), or the text's length
     * when something is missing at its end.
     *
     * @return the index, 0 or more
     */
    public int index() {
        return index;
    }
}
