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

/**
 * Writes JSON text into a {@link StringBuilder}, value by value: objects, arrays, strings, whole numbers and
 * booleans, with the commas put in for the caller. Strings are escaped so that the text is ASCII: {@code "}
 * and {@code \} with a backslash, control characters and every character past U+007E as {@code \}{@code uXXXX}.
 * The caller nests the calls correctly (a {@link #name} before each value of an object); nothing checks it.
 */
final class JsonWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out;
    /** Whether the next value or name opens its object or array, or follows a name: no comma before it. */
    private boolean first = true;

    JsonWriter(StringBuilder out) {
        this.out = out;
    }

    JsonWriter beginObject() {
        return open('{');
    }

    JsonWriter endObject() {
        return close('}');
    }

    JsonWriter beginArray() {
        return open('[');
    }

    JsonWriter endArray() {
        return close(']');
    }

    private JsonWriter open(char bracket) {
        comma();
        out.append(bracket);
        first = true;
        return this;
    }

    private JsonWriter close(char bracket) {
        out.append(bracket);
        first = false;
        return this;
    }

    /** The name of the object member whose value comes next. */
    JsonWriter name(String name) {
        comma();
        string(name);
        out.append(':');
        first = true;
        return this;
    }

    JsonWriter value(String text) {
        comma();
        string(text);
        return this;
    }

    JsonWriter value(long number) {
        comma();
        out.append(number);
        return this;
    }

    JsonWriter value(boolean truth) {
        comma();
        out.append(truth);
        return this;
    }

    private void comma() {
        if (!first) {
            out.append(',');
        }
        first = false;
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c >= ' ' && c < 0x7F) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\r') {
                out.append("\\r");
            } else {
                out.append("\\u").append(HEX[c >>> 12]).append(HEX[c >>> 8 & 15]).append(HEX[c >>> 4 & 15])
                        .append(HEX[c & 15]);
            }
        }
        out.append('"');
    }
}
