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

import static io.bitfall.fuzz.FuzzInput.seed;

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.bitfall.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided fuzzing of the judge input reader ({@link JudgeInput}) and {@code bitfall monomino}: the
 * fuzzer's bytes are an input text, read four ways that must give the same outcome (every input's score
 * and tiles, then the first problem's message, if any): as bytes in one piece, as bytes handed out a few at
 * a time (as from a pipe), as characters in one piece and one character at a time. Only
 * {@link JudgeInputException} may be thrown; a text in the plain judge format ({@code N}, then {@code N}
 * lines {@code t x y} of legal placements, nothing else) must be accepted with the reference's answer; and
 * the command line must exit 0 with those answers or 2 with the message as its one stderr line.
 *
 * <h2>Byte format</h2>
 * <pre>
 *   byte 0   bits 0-2: bytes per read of the pieced stream (0: 3, then the rest in one piece; so a leading
 *                      byte-order mark arrives alone), bit 3: batch (inputs back to back, as --batch)
 *                      rather than one input, bit 4: a byte-order mark before the text
 *   rest     the text, ISO-8859-1
 * </pre>
 * Issue 28, defect 2 (a byte-order mark on its own made the reader read a stale byte) is what the pieced
 * readers are for.
 */
@Tag("fuzz-judge")
class JudgeInputFuzzTest {
    /** A text in the plain judge format, the count and the placement lines. */
    private static final Pattern PLAIN = Pattern.compile("([1-9][0-9]{0,4})\n((?:[1-3] [0-3] [0-3]\n)*)");

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void judge(byte[] data) {
        int flags = data.length > 0 ? data[0] & 0xFF : 0;
        int piece = flags & 7;
        boolean batch = (flags & 8) != 0;
        boolean mark = (flags & 16) != 0;
        byte[] text = new byte[Math.max(0, data.length - 1) + (mark ? 3 : 0)];
        if (mark) {
            text[0] = (byte) 0xEF;
            text[1] = (byte) 0xBB;
            text[2] = (byte) 0xBF;
        }
        if (data.length > 1) {
            System.arraycopy(data, 1, text, mark ? 3 : 0, data.length - 1);
        }
        // The same text as characters: one per byte, but a leading mark is the character U+FEFF, as the bytes
        // EF BB BF are a mark only for a byte stream (finding judge/mark-bytes-are-the-readers-feff).
        String chars = new String(text, StandardCharsets.ISO_8859_1);
        if (chars.startsWith("\u00EF\u00BB\u00BF")) {
            chars = "\uFEFF" + chars.substring(3);
        }

        String whole = outcome(new JudgeInput(new ByteArrayInputStream(text)), batch);
        String[] others = {
            outcome(new JudgeInput(new Pieces(text, piece)), batch),
            outcome(new JudgeInput(new StringReader(chars)), batch),
            outcome(new JudgeInput(new OneCharAtATime(chars)), batch),
        };
        String[] names = {"bytes in pieces of " + (piece == 0 ? "3, then the rest" : piece), "characters",
            "one character at a time"};
        for (int i = 0; i < others.length; i++) {
            if (!others[i].equals(whole)) {
                throw new AssertionError("bytes in one piece: " + whole + "\n" + names[i] + ": " + others[i]
                        + "\ntext: " + escaped(chars));
            }
        }

        String plain = plainAnswer(new String(data, Math.min(1, data.length), Math.max(0, data.length - 1),
                StandardCharsets.ISO_8859_1));
        if (plain != null && !whole.equals(plain)) {
            throw new AssertionError("a plain judge input: expected " + plain + ", read " + whole + "\ntext: "
                    + escaped(chars));
        }

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(batch ? new String[] {"monomino", "--batch"} : new String[] {"monomino"},
                new ByteArrayInputStream(text), out, new PrintStream(err, true, StandardCharsets.UTF_8));
        String stdout = out.toString(StandardCharsets.ISO_8859_1);
        String stderr = err.toString(StandardCharsets.UTF_8);
        int problem = whole.indexOf("error: ");
        String answers = problem < 0 ? whole : whole.substring(0, problem);
        String expectedErr = problem < 0 ? "" : "bitfall monomino: " + whole.substring(problem + 7) + "\n";
        String expectedOut = problem < 0 || batch ? answers : "";
        if (status != (problem < 0 ? 0 : 2) || !stdout.equals(expectedOut) || !stderr.equals(expectedErr)) {
            throw new AssertionError("bitfall monomino" + (batch ? " --batch" : "") + ": status " + status
                    + ", stdout " + escaped(stdout) + ", stderr " + escaped(stderr) + "; the reader: " + escaped(whole)
                    + "\ntext: " + escaped(chars));
        }
    }

    /**
     * The answers of every input ({@code score\ntiles\n}) and then {@code error: <message>} at the first
     * problem. Only a {@link JudgeInputException} is caught.
     */
    private static String outcome(JudgeInput input, boolean batch) {
        StringBuilder s = new StringBuilder();
        try {
            do {
                MonominoGame game = new MonominoGame();
                int n = input.readCount(JudgeInput.MAX_COUNT);
                for (int i = 0; i < n; i++) {
                    BlockPlacement p = input.readPlacement();
                    game.place(p.type(), p.x(), p.y());
                }
                if (!batch) {
                    input.expectEnd();
                }
                s.append(game.score()).append('\n').append(game.tiles()).append('\n');
            } while (batch && !input.atEnd());
        } catch (JudgeInputException e) {
            s.append("error: ").append(e.getMessage());
        }
        return s.toString();
    }

    /** The answer of {@code text} if it is one plain judge input of legal placements, by the reference; else null. */
    private static String plainAnswer(String text) {
        Matcher m = PLAIN.matcher(text);
        if (!m.matches()) {
            return null;
        }
        int n = Integer.parseInt(m.group(1));
        String[] lines = m.group(2).isEmpty() ? new String[0] : m.group(2).split("\n");
        if (n > JudgeInput.MAX_COUNT || lines.length != n) {
            return null;
        }
        List<int[]> placements = new ArrayList<>();
        for (String line : lines) {
            int t = line.charAt(0) - '0';
            int x = line.charAt(2) - '0';
            int y = line.charAt(4) - '0';
            BlockType type = BlockType.ofCode(t);
            if (x > type.maxX() || y > type.maxY()) {
                return null;
            }
            placements.add(new int[] {t, x, y});
        }
        ReferenceMonominoGame game = new ReferenceMonominoGame();
        for (int[] p : placements) {
            game.place(p[0], p[1], p[2]);
        }
        return game.score() + "\n" + game.tiles() + "\n";
    }

    private static String escaped(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < Math.min(s.length(), 400); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                b.append("\\n");
            } else if (c < ' ' || c > '~') {
                b.append(String.format("\\u%04X", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append(s.length() > 400 ? "...\"" : "\"").toString();
    }

    /** Bytes handed out {@code size} at a time (0: 3, then the rest at once). */
    private static final class Pieces extends InputStream {
        private final byte[] bytes;
        private final int size;
        private int pos;

        Pieces(byte[] bytes, int size) {
            this.bytes = bytes;
            this.size = size;
        }

        @Override
        public int read() {
            return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (pos == bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, bytes.length - pos), size > 0 ? size : pos == 0 ? 3 : len);
            System.arraycopy(bytes, pos, b, off, n);
            pos += n;
            return n;
        }
    }

    /** Characters handed out one per read. */
    private static final class OneCharAtATime extends Reader {
        private final String text;
        private int pos;

        OneCharAtATime(String text) {
            this.text = text;
        }

        @Override
        public int read(char[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (pos == text.length()) {
                return -1;
            }
            b[off] = text.charAt(pos++);
            return 1;
        }

        @Override
        public void close() {
        }
    }


    /** Hand-picked seeds: the judge sample in the ways it may come, and every kind of problem. */
    static Stream<byte[]> seeds() {
        String sample = "8\n1 1 1\n2 3 0\n3 2 2\n3 2 3\n3 1 3\n2 0 0\n3 2 0\n3 1 2\n";
        return Stream.of(
                seed(0, sample), seed(16, sample), seed(16 | 3, sample), seed(1, sample.replace("\n", "\r\n")),
                seed(8 | 2, sample + "\n" + sample + "1\n3 0 3\n\n"), seed(8 | 16, sample + "2\n1 0 0\n5 0 0\n"),
                seed(0, "\n\n" + sample + "\n"), seed(5, "1\n1 0 0"), seed(0, sample + "1 0 0\n"),
                seed(0, "2\n1 0 9yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\n"), seed(0, "2\n1 0 " + "9".repeat(40) + "\n"),
                seed(8, "1\n1 0 0 " + "x".repeat(40) + "\n1\n2 0 0\n"), seed(0, "3\n2 3 0\n3 0 3\n1 \t0  0 \r\n"),
                seed(8, "0\n"), seed(0, "10001\n"), seed(0, "-1\n"), seed(0, "2147483648\n"), seed(0, "1\n1 0 \u0000\n"),
                seed(0, "1\n1 0 0\n\u00EF\u00BB\u00BF"), seed(16, ""), seed(0, ""), seed(0, "1\n4 0 0\n"),
                seed(0, "1\n2 3 0\n"), seed(0, "1\n3 0 3\n"), seed(0, "1\n1\n"));
    }
}
