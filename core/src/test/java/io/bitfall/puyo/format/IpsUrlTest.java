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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link IpsUrl}: puyo2's published decodings, every published puzzle of puyo2's set read and written back
 * character for character, every condition kind, round trips on generated puzzles, every rejection.
 */
class IpsUrlTest {
    /** puyo2's tests of its reader ({@code crates/puyo2/tests/ips_nazo.rs}): field, pairs, condition text and codes. */
    @Test
    void puyo2sPublishedDecodings() {
        check("https://ips.karou.jp/simu/pn.html?800F08J08A0EB_8161__270",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabaaaaafbaabaffaabaddaafadf", "pryr",
                "色ぷよ全て消す", 2, 7, 0);
        check("http://ips.karou.jp/simu/pn.html?jjgqqqqqqqqq_q1q1q1__u06",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaececeacecececececececece", "gbgbgb",
                "6連鎖する", 30, 0, 6);
        check("http://ips.karou.jp/simu/pn.html?80080080oM0oM098_4141__u03",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabaaaaabaaaaabaaacagaaacagaaabbba", "brbr",
                "3連鎖する", 30, 0, 3);
    }

    private static void check(String url, String mattulwan, String pairs, String text, int kind, int target, int number) {
        NazoPuzzle p = IpsUrl.decode(url);
        assertTrue(FormatCases.mattulwan(mattulwan).contentEquals(p.field()), url + "\n" + p.field());
        StringBuilder s = new StringBuilder();
        for (PuyoPair pair : p.pairs()) {
            s.append(Character.toLowerCase(pair.axis().letter())).append(Character.toLowerCase(pair.child().letter()));
        }
        assertEquals(pairs, s.toString(), url);
        assertEquals(text, p.condition().text(), url);
        assertEquals(List.of(kind, target, number),
                List.of(p.condition().kind().code(), p.condition().target().code(), p.condition().number()), url);
        assertEquals(IpsUrl.PREFIX + url.substring(url.indexOf('?') + 1), IpsUrl.encode(p));
    }

    @Test
    void everyPublishedPuzzleOfPuyo2sSetIsReadAndWrittenBack() throws IOException {
        int read = 0;
        List<String> refused = new ArrayList<>();
        for (String line : FormatCases.resourceLines("nazo-pnsolve.txt")) {
            String[] t = line.split(" ");
            String query = t[2];
            if (query.length() - query.indexOf("__") - 2 == 4) {
                FormatException e = assertThrows(FormatException.class, () -> IpsUrl.decode(query));
                assertTrue(e.getMessage().contains("a fourth condition character"), e.getMessage());
                refused.add(query);
                continue;
            }
            NazoPuzzle p = IpsUrl.decode("https://ishikawapuyo.net/simu/pn.html?" + query);
            assertEquals(Integer.parseInt(t[1]), p.pairs().size(), line);
            assertEquals(IpsUrl.PREFIX + query, IpsUrl.encode(p), line);
            assertEquals(p, IpsUrl.decode(query));
            read++;
        }
        assertEquals(372, read);
        assertEquals(List.of("o03Ar4jpp9xbqsjiaar9kzryks9zyi9_o1c1c1c1A1o1__u0g6", "M0pzspzcpxcAsrzsz_u1u1o1u161__H0ml"),
                refused);
    }

    @Test
    void everyConditionKindWithItsCodeAndText() {
        int[] codes = {0, 2, 10, 11, 12, 13, 30, 31, 32, 33, 40, 41, 42, 43, 44, 45, 52, 53};
        NazoCondition.Kind[] kinds = NazoCondition.Kind.values();
        assertEquals(codes.length, kinds.length);
        for (int i = 0; i < codes.length; i++) {
            assertEquals(codes[i], kinds[i].code());
            assertEquals(kinds[i], NazoCondition.Kind.ofCode(codes[i]));
        }
        for (int code = 0; code < 64; code++) {
            int c = code;
            if (java.util.Arrays.stream(codes).noneMatch(k -> k == c)) {
                assertNull(NazoCondition.Kind.ofCode(code));
            }
        }
        PuyoField field = FormatCases.cells(".".repeat(77) + "R", new PuyoField());
        for (NazoCondition.Kind kind : kinds) {
            for (NazoCondition.Target target : NazoCondition.Target.values()) {
                for (int number : new int[] {0, 4, 63}) {
                    NazoPuzzle p = new NazoPuzzle(field, List.of(), new NazoCondition(kind, target, number));
                    assertEquals(p.condition(), IpsUrl.decode(IpsUrl.encode(p)).condition());
                }
            }
        }
        assertEquals("赤ぷよ4個同時に消す", new NazoCondition(NazoCondition.Kind.ERASE_AT_ONCE, NazoCondition.Target.RED, 4).text());
        assertEquals("ぷよ全て消す", new NazoCondition(NazoCondition.Kind.CLEAR, NazoCondition.Target.ALL, 0).text());
        assertEquals("3連鎖以上＆おじゃまぷよ全て消す",
                new NazoCondition(NazoCondition.Kind.CHAINS_OR_MORE_AND_CLEAR, NazoCondition.Target.GARBAGE, 3).text());
        assertEquals("色ぷよ5連結以上で消す",
                new NazoCondition(NazoCondition.Kind.CONNECTED_OR_MORE, NazoCondition.Target.COLOURED, 5).text());
    }

    @Test
    void roundTripsOnGeneratedPuzzles() {
        Random rnd = new Random(41);
        NazoCondition.Kind[] kinds = NazoCondition.Kind.values();
        for (int i = 0; i < 2000; i++) {
            PuyoField field = FormatCases.randomCells(rnd, new PuyoField());
            List<PuyoPair> pairs = new ArrayList<>();
            for (int k = rnd.nextInt(17); k > 0; k--) {
                pairs.add(FormatCases.randomPair(rnd, 5));
            }
            NazoCondition c = new NazoCondition(kinds[rnd.nextInt(kinds.length)],
                    NazoCondition.Target.values()[rnd.nextInt(8)], rnd.nextInt(64));
            NazoPuzzle p = new NazoPuzzle(field, pairs, c);
            String url = IpsUrl.encode(p);
            NazoPuzzle back = IpsUrl.decode(url);
            assertTrue(field.contentEquals(back.field()), url);
            assertEquals(pairs, back.pairs(), url);
            assertEquals(c, back.condition(), url);
            assertEquals(url, IpsUrl.encode(back));
        }
    }

    @Test
    void aFieldAloneIsThePrefixAndTheFieldAndReadsBack() {
        PuyoField f = IpsUrl.decode("302rAyirq_i1g1g1__u05").field();
        assertEquals(IpsUrl.PREFIX + "302rAyirq", IpsUrl.encode(f));
        assertTrue(f.contentEquals(IpsUrl.decode(IpsUrl.encode(f)).field()));
        assertEquals(IpsUrl.PREFIX, IpsUrl.encode(new PuyoField()));
        assertTrue(new PuyoField().contentEquals(IpsUrl.decode(IpsUrl.PREFIX).field()));
    }

    @Test
    void readsAQueryWithoutPairsOrCondition() {
        NazoPuzzle p = IpsUrl.decode("?302rAyirq");
        assertEquals(List.of(), p.pairs());
        assertEquals(NazoCondition.Kind.NONE, p.condition().kind());
        assertEquals(List.of(new PuyoPair(FormatCases.colour('y'), FormatCases.colour('g'))),
                IpsUrl.decode("302rAyirq_i1").pairs());
        assertTrue(new PuyoField().contentEquals(IpsUrl.decode("_i1__u05").field()));
    }

    /**
     * A malformed URL is refused naming the character; {@code $} stands for {@code PREFIX}, and the index counts
     * from the end of the prefix where there is one.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            $30!_i1__u05                         | 2 | '!' is not a character of a field
            $0000000000000000000000000000000000000000_i1__u05 | 0 | taller than 13 rows
            $37_i1__u05                          | 1 | cell code 7
            $~1234_i1__u05                       | 0 | data-mode field
            $302_i1g__u05                        | 6 | not two a pair
            $302_j1__u05                         | 4 | second operation list
            # 60: operation 30
            $302_Y1__u05                         | 4 | is not a pair
            # 10: axis code 6
            $302_a1__u05                         | 4 | is not a pair
            $302_i0__u05                         | 5 | placements are not read
            $302_i1__105                         | 8 | condition code 1 ('1') is not one the IPS simulator defines
            $302_i1__v85                         | 9 | condition target 8
            $302_i1__u0                          | 8 | has 2 characters, not 3
            $302_i1__u05xy                       | 8 | has 5 characters, not 3
            $302_i1__u05l                        | 11 | a fourth condition character
            $302_i1__u0!                         | 10 | '!' is not a character of a condition
            $302_i1_x_u05                        | 7 | third part is not empty
            $302_i1__u05_                        | 11 | a fifth part
            http://www.puyop.com/s/302rAyirq     | 0 | a URL of puyop.com
            https://example.com/simu/pn.html?302 | 0 | not the IPS simulator's address
            https://example.com/302              | 0 | a URL of example.com, not of the IPS simulator
            http://ips.karou.jp/simu/pe.html?302 | 0 | not a nazo URL
            """)
    void rejectsMalformedUrlsNamingTheCharacter(String url, int index, String reason) {
        FormatCases.assertRejected("IPS simulator URL", IpsUrl.PREFIX, IpsUrl::decode, url, index, reason);
    }
}
