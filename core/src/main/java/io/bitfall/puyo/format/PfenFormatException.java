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
 * Text that is not a pfen field ({@link Pfen#decode}). The message quotes the text, names the 0-based
 * character where the problem is and says what is wrong. Immutable.
 */
public final class PfenFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The 0-based character of the problem. */
    private final int index;

    PfenFormatException(CharSequence pfen, int index, String problem) {
        super("pfen '" + shortened(pfen) + "', character " + index + ": " + problem);
        this.index = index;
    }

    private static String shortened(CharSequence pfen) {
        return pfen.length() <= 100 ? pfen.toString() : pfen.subSequence(0, 100) + "...";
    }

    /**
     * Where the problem is: the 0-based index of the offending character, or the text's length when the
     * text ends too soon.
     *
     * @return the index, 0 or more
     */
    public int index() {
        return index;
    }
}
