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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link JsonWriter}: commas, nesting and escaping, each checked by a strict parser. */
class JsonWriterTest {
    @Test
    void nestedValuesGetTheirCommas() {
        StringBuilder text = new StringBuilder();
        new JsonWriter(text).beginObject().name("a").value(1).name("b").beginArray().value("x").value(true)
                .beginObject().endObject().beginArray().endArray().endArray().name("c").beginObject().name("d")
                .value(-7).endObject().endObject();
        assertEquals("{\"a\":1,\"b\":[\"x\",true,{},[]],\"c\":{\"d\":-7}}", text.toString());
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("a", 1L);
        expected.put("b", List.of("x", true, Map.of(), List.of()));
        expected.put("c", Map.of("d", -7L));
        assertEquals(expected, StrictJsonParser.parse(text.toString()));
    }

    @Test
    void stringsAreEscapedToAsciiAndReadBackExactly() {
        String nasty = "quote \" backslash \\ slash / newline \n tab \t cr \r nul \0 bell \u0007 del \u007f é 5連鎖する \ud83d\ude00";
        StringBuilder text = new StringBuilder();
        new JsonWriter(text).value(nasty);
        assertEquals(true, text.chars().allMatch(c -> c >= ' ' && c < 0x7F), text.toString());
        assertEquals(nasty, StrictJsonParser.parse(text.toString()));
        assertEquals("\"\\\"\\\\\\n\\u0000\\u00e9\\u9023\"", write("\"\\\n\0é連"));
    }

    /** The parser the tests rely on refuses what is not JSON, so a check through it can fail. */
    @Test
    void theStrictParserRefusesWhatIsNotJson() {
        for (String bad : List.of("{\"a\":1,}", "{\"a\":1,\"a\":2}", "\"raw\nline\"", "\"\\x\"", "[1 2]", "01", "{a:1}",
                "\"open", "[1]x", "")) {
            assertThrows(IllegalArgumentException.class, () -> StrictJsonParser.parse(bad), bad);
        }
    }

    private static String write(String s) {
        StringBuilder text = new StringBuilder();
        new JsonWriter(text).value(s);
        return text.toString();
    }
}
