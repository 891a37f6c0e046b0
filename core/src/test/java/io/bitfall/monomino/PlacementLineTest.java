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

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Placement lines as a plain, independent reading of the format takes them ({@link JudgeInput}'s class
 * comment: tokens between spaces, tabs and carriage returns, a sign and digits that fit an int, printable
 * ASCII only): {@code JudgeInput}, whose plain lines {@code "t x y"} take a fast path of their own, must
 * accept exactly the lines this reading accepts, with the same placement, and reject the others at their
 * own line, from bytes and from characters, read whole or handed out in pieces of 1 to 7.
 */
class PlacementLineTest {
    /** Characters the mutations insert: blanks, digits, signs, a letter and three that are not text. */
    private static final String ALPHABET = " \t\r0123456789+-x\u0000\u007F\u00E9";

    /** The placement {@code line} (without its line end) means, or null if the format rejects it. */
    static BlockPlacement oracle(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if ((c < ' ' || c > '~') && c != '\t' && c != '\r') {
                return null;
            }
        }
        List<Integer> numbers = new ArrayList<>();
        for (String token : line.split("[ \t\r]+")) {
            if (token.isEmpty()) {
                continue;
            }
            if (!token.matches("[+-]?[0-9]+")) {
                return null;
            }
            BigInteger n = new BigInteger(token);
            if (n.bitLength() > 31) {
                return null;
            }
            numbers.add(n.intValue());
        }
        if (numbers.size() != 3) {
            return null;
        }
        int t = numbers.get(0);
        if (t < 1 || t > 3 || !BlockType.ofCode(t).fitsAt(numbers.get(1), numbers.get(2))) {
            return null;
        }
        return BlockPlacement.of(t, numbers.get(1), numbers.get(2));
    }

    /** A placement line: mostly plain, some of its placements illegal, then 0 to 3 mutations. */
    static String line(SplittableRandom random) {
        StringBuilder line = new StringBuilder().append(random.nextInt(5)).append(' ').append(random.nextInt(5))
                .append(' ').append(random.nextInt(5));
        int mutations = random.nextInt(4) == 0 ? 1 + random.nextInt(3) : 0;
        for (int m = 0; m < mutations; m++) {
            int at = random.nextInt(line.length() + 1);
            switch (random.nextInt(3)) {
                case 0:
                    line.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    break;
                case 1:
                    if (at < line.length()) {
                        line.deleteCharAt(at);
                    }
                    break;
                default:
                    if (at < line.length()) {
                        line.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    }
            }
        }
        return line.toString();
    }

    @Test
    void acceptsExactlyTheLinesThePlainReadingAccepts() {
        SplittableRandom random = new SplittableRandom(11559_19235L);
        for (int round = 0; round < 40; round++) {
            int n = 1 + random.nextInt(JudgeInput.MAX_COUNT / 4);
            List<String> lines = new ArrayList<>();
            StringBuilder text = new StringBuilder().append(n).append('\n');
            for (int i = 0; i < n; i++) {
                String line = line(random);
                lines.add(line);
                boolean last = i == n - 1;
                text.append(line).append(last && random.nextInt(3) == 0 ? "" : random.nextInt(4) == 0 ? "\r\n" : "\n");
            }
            String judge = text.toString();
            long seed = random.nextLong();
            byte[] bytes = judge.getBytes(StandardCharsets.ISO_8859_1);
            check(lines, "a string", JudgeInput.of(judge));
            check(lines, "characters in pieces", new JudgeInput(new JudgeInputTest.Trickle(new StringReader(judge), seed)));
            check(lines, "bytes", new JudgeInput(new ByteArrayInputStream(bytes)));
            check(lines, "bytes in pieces",
                    new JudgeInput(new JudgeInputTest.TrickleBytes(new ByteArrayInputStream(bytes), seed)));
        }
    }

    /** Reads the count and then every line of {@code lines} from {@code input}, each as the oracle says. */
    private static void check(List<String> lines, String source, JudgeInput input) {
        input.readCount(JudgeInput.MAX_COUNT);
        for (int i = 0; i < lines.size(); i++) {
            BlockPlacement expected = oracle(lines.get(i));
            BlockPlacement actual;
            try {
                actual = input.readPlacement();
            } catch (JudgeInputException e) {
                actual = null;
                if (e.line() != i + 2) {
                    fail(source + ": line " + (i + 2) + " " + escaped(lines.get(i)) + " was reported at line " + e.line()
                            + ": " + e.getMessage());
                }
            }
            if (expected == null ? actual != null : !expected.equals(actual)) {
                fail(source + ": line " + (i + 2) + " " + escaped(lines.get(i)) + " read as " + actual + ", expected "
                        + (expected == null ? "a rejection" : expected));
            }
        }
    }

    private static String escaped(String line) {
        StringBuilder s = new StringBuilder("\"");
        for (char c : line.toCharArray()) {
            s.append(c >= ' ' && c <= '~' ? String.valueOf(c) : String.format("\\u%04X", (int) c));
        }
        return s.append('"').toString();
    }
}
