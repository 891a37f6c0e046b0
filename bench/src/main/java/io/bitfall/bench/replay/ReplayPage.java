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
package io.bitfall.bench.replay;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A record's replay page: one self-contained HTML file (inline style and script, nothing fetched, opened
 * from disk) that shows the match's fields side by side with the next pairs, score, garbage meters, chain
 * counter and frame clock, steps by event or by placement, plays at chosen speeds, jumps to a frame, and
 * plots each side's score, garbage sent and its AI's evaluation over the match. The record is embedded as
 * JSON in a {@code <script type="application/json">} block with {@code <}, {@code >}, {@code &} and the
 * line separators U+2028 and U+2029 escaped, so that no text in it can end the block; the page shows every
 * text of the record with {@code textContent}, never as markup.
 */
public final class ReplayPage {
    private static final String TEMPLATE = template();
    private static final String SLOT = "/*RECORD*/";

    private ReplayPage() {
    }

    private static String template() {
        try (InputStream in = ReplayPage.class.getResourceAsStream("replay-page.html")) {
            if (in == null) {
                throw new IllegalStateException("replay-page.html is missing from the bench's resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The page of {@code record}.
     *
     * @param record the record
     * @return the HTML text
     */
    public static String html(MatchRecord record) {
        String json = embeddable(record.toJson());
        int at = TEMPLATE.indexOf(SLOT);
        return TEMPLATE.substring(0, at) + json + TEMPLATE.substring(at + SLOT.length());
    }

    /**
     * Writes the page of {@code record} to {@code file}.
     *
     * @param record the record
     * @param file   the HTML file
     * @throws UncheckedIOException if it cannot be written
     */
    public static void write(MatchRecord record, Path file) {
        try {
            Files.writeString(file, html(record), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the replay page " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * JSON text made safe inside an HTML script block: the characters that could end the block or start
     * markup ({@code < > &}) and the two line separators that some parsers take for line ends, as JSON
     * escapes (which stand only inside strings, where they mean the same characters).
     *
     * @param json JSON text
     * @return the same JSON value, without those characters
     */
    static String embeddable(String json) {
        StringBuilder b = new StringBuilder(json.length() + 64);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> b.append("\\u003c");
                case '>' -> b.append("\\u003e");
                case '&' -> b.append("\\u0026");
                case '\u2028' -> b.append("\\u2028");
                case '\u2029' -> b.append("\\u2029");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
