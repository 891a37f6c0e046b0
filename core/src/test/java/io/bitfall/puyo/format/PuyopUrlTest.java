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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.reference.ReferencePuyoField;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link PuyopUrl}: character for character what puyoai's and ama's encoders write (their output on
 * generated cases, {@code puyop-encoders.txt}), nova's published test cases, round trips on the engine and
 * the reference, and every rejection with its character.
 */
class PuyopUrlTest {
    @Test
    void writesWhatPuyoaiAndAmaWriteAndReadsItBack() throws IOException {
        int puyoai = 0;
        int ama = 0;
        for (String line : FormatCases.resourceLines("puyop-encoders.txt")) {
            String[] t = line.split(" ");
            String url = t[t.length - 1];
            List<Move> moves = new ArrayList<>();
            for (int i = 2; i < t.length - 1; i++) {
                moves.add(FormatCases.move(t[i]));
            }
            PuyoField field = FormatCases.cells(t[1], new PuyoField());
            ReferencePuyoField reference = FormatCases.cells(t[1], new ReferencePuyoField());
            assertEquals(url, PuyopUrl.encode(field, moves), line);
            assertEquals(url, PuyopUrl.encode(reference, moves), line);
            ReferencePuyoField back = new ReferencePuyoField();
            assertEquals(moves, PuyopUrl.decode(url, back), line);
            assertArrayEquals(reference.toGrid(), back.toGrid(), line);
            assertTrue(field.contentEquals(PuyopUrl.decodeField(url)), line);
            puyoai += t[0].equals("puyoai") ? 1 : 0;
            ama += t[0].equals("ama") ? 1 : 0;
        }
        assertEquals(250, puyoai);
        assertEquals(60, ama);
    }

    /** nova's tests of its encoder ({@code core/src/puyop.rs}, github.com/morioprog/nova): field and moves by hand. */
    @Test
    void novasPublishedCases() {
        PuyoField chain19 = FormatCases.cells(".G.BRGGBRRYRRRYYBYRGYRBRYGYRBYYGBGYRGRBGYRBRBYBY"
                + "RYYBYYBRBYBRBGBYRRYGBGBGRBGBGG", new PuyoField());
        assertEquals("http://www.puyop.com/s/23aj9x9AsaxpyxsyqxhqxpssczApspqs9yqqbji", PuyopUrl.encode(chain19));
        assertTrue(chain19.contentEquals(PuyopUrl.decodeField("http://www.puyop.com/s/23aj9x9AsaxpyxsyqxhqxpssczApspqs9yqqbji")));
        // nova's placements: the axis column 1..6 and the rotation 0 up, 1 right, 2 down, 3 left
        List<Move> fromEmpty = List.of(FormatCases.move("RB12"), FormatCases.move("YY21"),
                FormatCases.move("GY42"), FormatCases.move("YB31"));
        assertEquals("http://www.puyop.com/s/_2cii8Ahq", PuyopUrl.encode(new PuyoField(), fromEmpty));
        PuyoField twoRows = FormatCases.cells(".".repeat(66) + "R..RGGYGGYYB", new PuyoField());
        List<Move> fromTwoRows = List.of(FormatCases.move("RB23"), FormatCases.move("YY12"),
                FormatCases.move("GY30"), FormatCases.move("YB62"));
        assertEquals("http://www.puyop.com/s/81iykz_2mic8ohQ", PuyopUrl.encode(twoRows, fromTwoRows));
        assertEquals(fromTwoRows, PuyopUrl.decodeMoves("http://www.puyop.com/s/81iykz_2mic8ohQ"));
    }

    @Test
    void roundTripsOnGeneratedFieldsAndMovesEngineAndReference() {
        Random rnd = new Random(40);
        for (int i = 0; i < 2000; i++) {
            long seed = rnd.nextLong();
            PuyoField field = FormatCases.randomCells(new Random(seed), new PuyoField());
            ReferencePuyoField reference = FormatCases.randomCells(new Random(seed), new ReferencePuyoField());
            List<Move> moves = FormatCases.randomMoves(rnd, rnd.nextInt(30));
            String url = PuyopUrl.encode(field, moves);
            assertEquals(url, PuyopUrl.encode(reference, moves));
            PuyoField back = new PuyoField();
            assertEquals(moves, PuyopUrl.decode(url, back), url);
            assertTrue(field.contentEquals(back), url);
            ReferencePuyoField referenceBack = new ReferencePuyoField();
            assertEquals(moves, PuyopUrl.decode(url.substring(PuyopUrl.PREFIX.length()), referenceBack), url);
            assertTrue(reference.contentEquals(referenceBack), url);
            assertTrue(field.contentEquals(PuyopUrl.decodeField(PuyopUrl.encode(field))), url);
        }
    }

    @Test
    void readsEveryPrefixAndShape() {
        PuyoField one = new PuyoField();
        one.set(5, 1, Puyo.PURPLE);
        one.set(0, 13, Puyo.GARBAGE);
        String body = "M00000000000000000000000000000000000005";
        assertEquals(PuyopUrl.PREFIX + body, PuyopUrl.encode(one));
        for (String prefix : List.of("", "http://www.puyop.com/s/", "https://www.puyop.com/s/", "http://puyop.com/s/",
                "https://puyop.com/s/", "www.puyop.com/s/", "puyop.com/s/", "HTTP://WWW.PUYOP.COM/s/")) {
            assertTrue(one.contentEquals(PuyopUrl.decodeField(prefix + body)), prefix);
            assertEquals(List.of(), PuyopUrl.decodeMoves(prefix + body + "_"), prefix);
        }
        assertEquals(new PuyoField(), PuyopUrl.decodeField(""));
        assertEquals(new PuyoField(), PuyopUrl.decodeField(PuyopUrl.PREFIX + "_"));
        assertEquals(PuyopUrl.PREFIX + "_", PuyopUrl.encode(new PuyoField(), List.of()));
    }

    /**
     * A malformed URL is refused naming the character; {@code $} stands for {@code PREFIX}, and the index counts
     * from the end of the prefix where there is one.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            $12!4                                                       | 2 | '!' is not a character of a field
            $0000000000000000000000000000000000000000                   | 0 | taller than 13 rows
            $17                                                         | 1 | cell code 7
            $7                                                          | 0 | cell code 7
            $_1s1                                                       | 3 | not two a move
            $_p0                                                        | 1 | pair code 25
            $_00                                                        | 1 | (column 0, UP) puts a puyo outside the field
            $_0U                                                        | 1 | (column 7, UP) puts a puyo outside the field
            $_0O                                                        | 1 | (column 6, RIGHT) puts a puyo outside the field
            $_0e                                                        | 1 | (column 1, LEFT) puts a puyo outside the field
            $_1s~1                                                      | 3 | '~' is not a character of a move
            http://ips.karou.jp/simu/pn.html?302rAyirq_i1g1g1__u05      | 0 | IPS simulator
            https://ishikawapuyo.net/simu/pn.html?302rAyirq_i1g1g1__u05 | 0 | IPS simulator
            https://example.com/s/123                                   | 0 | URL of example.com, not of puyop.com
            http://www.puyop.com/x/123                                  | 0 | not a simulator URL
            see puyop.com/s/123                                         | 0 | no prefix
            """)
    void rejectsMalformedUrlsNamingTheCharacter(String url, int index, String reason) {
        FormatCases.assertRejected("puyop.com URL", PuyopUrl.PREFIX, u -> PuyopUrl.decode(u, new PuyoField()), url,
                index, reason);
    }

    @Test
    void aRejectedDecodeLeavesTheFieldUnchanged() {
        PuyoField field = FormatCases.cells(".".repeat(72) + "RRGGBB", new PuyoField());
        PuyoField before = field.copy();
        assertThrows(FormatException.class, () -> PuyopUrl.decode(PuyopUrl.PREFIX + "12_p0", field));
        assertThrows(FormatException.class, () -> PuyopUrl.decode(PuyopUrl.PREFIX + "1!", field));
        assertTrue(before.contentEquals(field));
    }
}
