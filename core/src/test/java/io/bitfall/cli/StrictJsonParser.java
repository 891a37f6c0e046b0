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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict parser of JSON text (RFC 8259) for tests, written from the grammar: objects as ordered maps,
 * arrays as lists, strings, whole numbers as {@link Long} (a fraction or exponent is read as a
 * {@link Double}), {@code true}, {@code false}, {@code null}. Anything else, a duplicate member, a raw
 * control character in a string, a bad escape or text after the value throws {@link IllegalArgumentException}
 * naming the index.
 */
final class StrictJsonParser {
    private final String text;
    private int i;

    private StrictJsonParser(String text) {
        this.text = text;
    }

    /** The one value of {@code text}, surrounded by whitespace at most. */
    static Object parse(String text) {
        StrictJsonParser p = new StrictJsonParser(text);
        Object value = p.value();
        p.space();
        if (p.i != text.length()) {
            throw p.error("text after the value");
        }
        return value;
    }

    private Object value() {
        space();
        if (i >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(i);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return word("true", Boolean.TRUE);
            case 'f': return word("false", Boolean.FALSE);
            case 'n': return word("null", null);
            default: return number();
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> members = new LinkedHashMap<>();
        elements('}', () -> {
            space();
            if (peek() != '"') {
                throw error("a member name should start here");
            }
            String name = string();
            space();
            expect(':');
            if (members.containsKey(name)) {
                throw error("duplicate member " + name);
            }
            members.put(name, value());
        });
        return members;
    }

    private List<Object> array() {
        List<Object> elements = new ArrayList<>();
        elements(']', () -> elements.add(value()));
        return elements;
    }

    /** Reads the comma-separated elements of an object or array, from its opening bracket to {@code close}. */
    private void elements(char close, Runnable element) {
        i++;
        space();
        if (peek() == close) {
            i++;
            return;
        }
        while (true) {
            element.run();
            space();
            if (peek() == ',') {
                i++;
            } else {
                expect(close);
                return;
            }
        }
    }

    private String string() {
        StringBuilder s = new StringBuilder();
        i++;
        while (true) {
            if (i >= text.length()) {
                throw error("the string is not closed");
            }
            char c = text.charAt(i++);
            if (c == '"') {
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a raw control character in a string");
            }
            if (c != '\\') {
                s.append(c);
                continue;
            }
            char e = i < text.length() ? text.charAt(i++) : '?';
            switch (e) {
                case '"': case '\\': case '/': s.append(e); break;
                case 'b': s.append('\b'); break;
                case 'f': s.append('\f'); break;
                case 'n': s.append('\n'); break;
                case 'r': s.append('\r'); break;
                case 't': s.append('\t'); break;
                case 'u':
                    if (i + 4 > text.length() || !text.substring(i, i + 4).matches("[0-9a-fA-F]{4}")) {
                        throw error("a bad \\u escape");
                    }
                    s.append((char) Integer.parseInt(text.substring(i, i + 4), 16));
                    i += 4;
                    break;
                default: throw error("a bad escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = i;
        while (i < text.length() && "+-0123456789.eE".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        String n = text.substring(start, i);
        if (n.matches("-?(0|[1-9][0-9]*)")) {
            return Long.parseLong(n);
        }
        if (n.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            return Double.parseDouble(n);
        }
        i = start;
        throw error("not a value");
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, i)) {
            throw error("not a value");
        }
        i += word.length();
        return value;
    }

    private void space() {
        while (i < text.length() && " \t\r\n".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
    }

    private char peek() {
        return i < text.length() ? text.charAt(i) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("'" + c + "' expected");
        }
        i++;
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException("JSON, index " + i + ": " + problem);
    }
}
