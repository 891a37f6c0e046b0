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
package io.bitfall.monomino;

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The judge input format: what is accepted, and the line and token of every kind of problem. */
class JudgeInputTest {
    private static final String SAMPLE = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 1 2\n";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "plain                         | " + "\"8\\n1 1 1\\n2 3 0\\n3 2 2\\n3 2 3\\n3 1 3\\n2 0 0\\n3 2 0\\n3 1 2\\n\"",
        "CRLF                          | \"8\\r\\n1 1 1\\r\\n2 3 0\\r\\n3 2 2\\r\\n3 2 3\\r\\n3 1 3\\r\\n2 0 0\\r\\n3 2 0\\r\\n3 1 2\\r\\n\"",
        "no final newline              | \"8\\n1 1 1\\n2 3 0\\n3 2 2\\n3 2 3\\n3 1 3\\n2 0 0\\n3 2 0\\n3 1 2\"",
        "blanks, tabs, signs, zeros    | \"  8 \\n\\t1  1 1\\n+2 3 0\\n3 2 02\\n3 2 3 \\n3 1 3\\n2 0 0\\n3 2 0\\n003 1 2\\t\\n\"",
        "blank lines before and after  | \"\\n \\n8\\n1 1 1\\n2 3 0\\n3 2 2\\n3 2 3\\n3 1 3\\n2 0 0\\n3 2 0\\n3 1 2\\n\\n  \\n\\r\\n\"",
    })
    void acceptsTheJudgeFormatAndItsUsualVariants(String name, String escaped) {
        MonominoGame game = MonominoGame.playJudge(unescape(escaped));
        assertEquals(3, game.score(), name);
        assertEquals(11, game.tiles(), name);
    }

    /** Inputs with their exact message; {@code \n}, {@code \r}, {@code \t}, {@code \0} and {@code \xNN} are escapes. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"                        | line 1, token 1: empty input (expected the count N)",
        "\"\\n \\n\"                 | line 1, token 1: empty input: only blank lines (expected the count N)",
        "\"0\\n\"                    | line 1, token 1: N = 0 is outside 1..10000",
        "\"10001\\n\"                | line 1, token 1: N = 10001 is outside 1..10000",
        "\"-3\\n\"                   | line 1, token 1: N = -3 is outside 1..10000",
        "\"x\\n\"                    | line 1, token 1: 'x' is not a number (expected the count N)",
        "\"1.0\\n\"                  | line 1, token 1: '1.0' is not a number (expected the count N)",
        "\"-\\n\"                    | line 1, token 1: '-' is not a number (expected the count N)",
        "\"2147483648\\n\"           | line 1, token 1: '2147483648' is too large for an int",
        "\"1 1\\n1 0 0\\n\"          | line 1, token 2: extra token '1' (the count line holds only N)",
        "\"2\\n1 0 0\\n\"            | line 3, token 1: missing placement 2 of 2 (the input ends)",
        "\"2\\n1 0 0\"               | line 2, token 1: missing placement 2 of 2 (the input ends)",
        "\"2\\n1 0 0\\n\\n1 0 0\\n\" | line 3, token 1: blank line where placement 2 of 2 ('t x y') was expected",
        "\"1\\n0 0 0\\n\"            | line 2, token 1: type 0 is outside 1..3",
        "\"1\\n4 0 0\\n\"            | line 2, token 1: type 4 is outside 1..3",
        "\"1\\n1 4 0\\n\"            | line 2, token 2: x = 4 is outside 0..3",
        "\"1\\n1 0 -1\\n\"           | line 2, token 3: y = -1 is outside 0..3",
        "\"1\\n2 0 3\\n\"            | line 2, token 3: y = 3 puts a type 2 block outside the red board (y must be 0..2)",
        "\"1\\n3 3 0\\n\"            | line 2, token 2: x = 3 puts a type 3 block outside the red board (x must be 0..2)",
        "\"1\\n1\\n\"                | line 2, token 2: missing (expected x, 0..3)",
        "\"1\\n3 1\"                 | line 2, token 3: missing (expected y, 0..3)",
        "\"1\\n1 0 0 7\\n\"          | line 2, token 4: extra token '7' (a placement line is 't x y')",
        "\"1\\n1 0 0\\n1 0 0\\n\"    | line 3, token 1: extra token '1' after the last of the 1 placements",
        "\"1\\n1 0 0\\n\\n\\n5\\n\"  | line 5, token 1: extra token '5' after the last of the 1 placements",
        "\"1\\n1 0 y\\n\"            | line 2, token 3: 'y' is not a number (expected y, 0..3)",
        "\"1\\n1 0 99999999999999999999999999999999\\n\" | line 2, token 3: '999999999999999999999999...' is too large for an int",
        "\"1\\n\\0 0 0\\n\"          | line 2, token 1: character 0x00 is not text (binary input?)",
        "\"1\\n1 0\\0 0\\n\"         | line 2, token 2: character 0x00 is not text (binary input?)",
        "\"1\\n1 0 \\0\\n\"          | line 2, token 3: character 0x00 is not text (binary input?)",
        "\"\\xEF\\xBB\\xBF1\\n1 0 0\\n\" | line 1, token 1: character 0xEF is not text (binary input?)",
        "\"1\\n1 0 0\\n\\x7F\"       | line 3, token 1: character 0x7F is not text (binary input?)",
    })
    void namesTheLineAndTokenOfEveryProblem(String escaped, String message) {
        JudgeInputException e = assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge(unescape(escaped)));
        assertEquals(message, e.getMessage());
        assertEquals(message, "line " + e.line() + ", token " + e.token() + message.substring(message.indexOf(':')));
        if (!escaped.startsWith("\\xEF")) { // as bytes, EF BB BF at the start is a byte-order mark
            assertEquals(message, assertThrows(JudgeInputException.class, () -> play(bytes(unescape(escaped)))).getMessage(),
                    "the same from bytes");
        }
    }

    private static InputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** {@link JudgeInput#play} from bytes. */
    private static MonominoGame play(InputStream in) {
        JudgeInput input = new JudgeInput(in);
        MonominoGame game = new MonominoGame();
        int n = input.readCount(JudgeInput.MAX_COUNT);
        for (int i = 0; i < n; i++) {
            BlockPlacement p = input.readPlacement();
            game.place(p.type(), p.x(), p.y());
        }
        input.expectEnd();
        return game;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "plain           | \"8\\n1 1 1\\n2 3 0\\n3 2 2\\n3 2 3\\n3 1 3\\n2 0 0\\n3 2 0\\n3 1 2\\n\"",
        "CRLF, blanks    | \"  8 \\r\\n\\t1  1 1\\r\\n+2 3 0\\n3 2 02\\n3 2 3 \\n3 1 3\\r\\n2 0 0\\n3 2 0\\r\\n003 1 2\"",
    })
    void readsBytesAsItReadsCharacters(String name, String escaped) {
        MonominoGame game = play(bytes(unescape(escaped)));
        assertEquals(3, game.score(), name);
        assertEquals(11, game.tiles(), name);
    }

    @Test
    void skipsAByteOrderMarkAtTheStart() {
        assertEquals(11, MonominoGame.playJudge("\uFEFF" + SAMPLE).tiles());
        assertEquals(11, play(bytes("\u00EF\u00BB\u00BF" + SAMPLE)).tiles());
        assertEquals("line 2, token 1: character 0xFEFF is not text (binary input?)",
                assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge("1\n\uFEFF1 0 0\n")).getMessage());
        // Characters above U+00FF, which a Reader may give, are named as they are, also inside a plain line.
        assertEquals("line 2, token 3: character 0x263A is not text (binary input?)",
                assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge("1\n1 0 \u263A\n")).getMessage());
        assertEquals("line 2, token 1: character 0x130 is not text (binary input?)",
                assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge("1\n\u01301 0 0\n")).getMessage());
        assertEquals("line 1, token 1: character 0xEF is not text (binary input?)",
                assertThrows(JudgeInputException.class, () -> play(bytes("\u00EF\u00BB1\n1 0 0\n"))).getMessage());
    }

    /**
     * Issue 28, defect 2: a byte-order mark that arrives on its own (a pipe whose writer pauses after it, a
     * reader handing out one character per read) left the reader past the end of its buffer, and it read a
     * stale byte: "character 0x00 is not text". Now the text after the mark is read as if it came with it.
     */
    @Test
    void aByteOrderMarkOnItsOwnIsSkippedToo() {
        String judge = "1\n1 0 0\n";
        MonominoGame chars = MonominoGame.playJudge(new FilterReader(new StringReader("\uFEFF" + judge)) {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 1));
            }
        });
        assertEquals(2, chars.tiles());
        for (int first : new int[] {1, 2, 3}) {
            InputStream pieces = new FilterInputStream(bytes("\u00EF\u00BB\u00BF" + judge)) {
                private int reads;

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    int piece = reads == 0 ? first : reads == 1 && first < 3 ? 3 - first : len; // the mark, then the rest
                    reads++;
                    return super.read(b, off, Math.min(len, piece));
                }
            };
            assertEquals(2, play(pieces).tiles(), "the mark's first piece: " + first + " bytes");
        }
        assertEquals(2, play(bytes("\u00EF\u00BB\u00BF\n\n" + judge)).tiles());
        assertEquals("line 1, token 1: empty input (expected the count N)",
                assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge(new FilterReader(
                        new StringReader("\uFEFF")) { })).getMessage());
    }

    /**
     * Issue 12, item 7: after a rejected placement the reader stood inside the bad line, so the next read
     * took its leftover token and named a wrong line. Now a rejected read moves to the start of the next line.
     */
    @Test
    void aRejectedReadLeavesTheReaderAtTheStartOfTheNextLine() {
        JudgeInput input = JudgeInput.of("4\n1 0 0\n1 z 0 0\n2 4 0\n1\u0000 0\n3 0 3\n");
        assertEquals(4, input.readCount(JudgeInput.MAX_COUNT));
        assertEquals(BlockPlacement.of(1, 0, 0), input.readPlacement());
        assertEquals("line 3, token 2: 'z' is not a number (expected x, 0..3)",
                assertThrows(JudgeInputException.class, input::readPlacement).getMessage());
        assertEquals("line 4, token 2: x = 4 is outside 0..3",
                assertThrows(JudgeInputException.class, input::readPlacement).getMessage());
        assertEquals("line 5, token 1: character 0x00 is not text (binary input?)",
                assertThrows(JudgeInputException.class, input::readPlacement).getMessage());
        assertThrows(IllegalStateException.class, input::readPlacement, "the 4 placements were read, 3 rejected");
        assertEquals("line 6, token 1: extra token '3' after the last of the 4 placements",
                assertThrows(JudgeInputException.class, input::expectEnd).getMessage());
        assertTrue(input.atEnd(), "the extra line was passed over too");

        JudgeInput next = new JudgeInput(bytes("2\n1 0 0 9 9\n2 0 0\n\n7\n"));
        assertEquals(2, next.readCount(JudgeInput.MAX_COUNT));
        assertThrows(JudgeInputException.class, next::readPlacement);
        assertEquals(BlockPlacement.of(2, 0, 0), next.readPlacement(), "the line after the bad one");
        assertEquals("line 5, token 1: N = 7 is outside 1..3",
                assertThrows(JudgeInputException.class, () -> next.readCount(3)).getMessage());
        assertTrue(next.atEnd());
    }

    @Test
    void readsInputsOneAfterAnotherForABatch() {
        JudgeInput input = JudgeInput.of("1\n1 0 0\n\n2\r\n2 0 0\r\n3 0 3\r\n\n");
        assertEquals(1, input.readCount(JudgeInput.MAX_COUNT));
        assertEquals(new BlockPlacement(BlockType.SINGLE, 0, 0), input.readPlacement());
        assertFalse(input.atEnd());
        assertEquals(2, input.readCount(JudgeInput.MAX_COUNT));
        assertEquals(BlockPlacement.of(2, 0, 0), input.readPlacement());
        assertEquals(BlockPlacement.of(3, 0, 3), input.readPlacement());
        assertTrue(input.atEnd());
        input.expectEnd();
        assertThrows(IllegalStateException.class, input::readPlacement);
    }

    @Test
    void aLargerCapAllowsLongStreams() {
        StringBuilder text = new StringBuilder("20000\n");
        for (int i = 0; i < 20_000; i++) {
            text.append(GeneratedCases.ALL_PLACEMENTS.get(i % 40)).append('\n');
        }
        assertThrows(JudgeInputException.class, () -> MonominoGame.playJudge(text));
        JudgeInput input = JudgeInput.of(text);
        assertEquals(20_000, input.readCount(Integer.MAX_VALUE));
    }

    /**
     * Plain lines are decoded 8 bytes at a time from a buffer of 64 KiB: inputs longer than that, with LF
     * and CRLF lines, read whole or from a source that hands out 1 to 7 characters per read (so lines
     * break off at every offset of the buffer), play exactly like their placements given one by one.
     */
    @Test
    void readsTheSameWhateverPiecesTheSourceHandsOut() {
        SplittableRandom random = new SplittableRandom(19235);
        for (int round = 0; round < 6; round++) {
            StringBuilder text = new StringBuilder("10000\n");
            ReferenceMonominoGame expected = new ReferenceMonominoGame();
            for (int i = 0; i < JudgeInput.MAX_COUNT; i++) {
                BlockPlacement p = GeneratedCases.ALL_PLACEMENTS.get(random.nextInt(GeneratedCases.ALL_PLACEMENTS.size()));
                expected.place(p.type(), p.x(), p.y());
                text.append(p).append(round % 2 == 0 || random.nextBoolean() ? "\n" : "\r\n");
            }
            String judge = text.toString();
            long seed = random.nextLong();
            MonominoGame[] games = {
                MonominoGame.playJudge(judge),
                MonominoGame.playJudge(new Trickle(new StringReader(judge), seed)),
                play(bytes(judge)),
                play(new TrickleBytes(bytes(judge), seed)),
            };
            for (MonominoGame game : games) {
                assertEquals(expected.score(), game.score(), "round " + round);
                assertEquals(expected.tiles(), game.tiles(), "round " + round);
            }
        }
    }

    /** A reader that hands out 1 to 7 characters per read. */
    static final class Trickle extends FilterReader {
        private final SplittableRandom random;

        Trickle(Reader in, long seed) {
            super(in);
            random = new SplittableRandom(seed);
        }

        @Override
        public int read(char[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 1 + random.nextInt(7)));
        }
    }

    /** An input stream that hands out 1 to 7 bytes per read. */
    static final class TrickleBytes extends FilterInputStream {
        private final SplittableRandom random;

        TrickleBytes(InputStream in, long seed) {
            super(in);
            random = new SplittableRandom(seed);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 1 + random.nextInt(7)));
        }
    }

    @Test
    void referencePlaysJudgeInputToo() {
        ReferenceMonominoGame game = ReferenceMonominoGame.playJudge(
                new java.io.StringReader(SAMPLE));
        assertEquals(3, game.score());
        assertEquals(11, MonominoGame.playJudge(new java.io.StringReader(SAMPLE)).tiles());
    }

    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case '0': out.append('\0'); break;
                case 'x': out.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16)); i += 2; break;
                default: out.append(e);
            }
        }
        return out.toString();
    }
}
