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
package io.bitfall.puyo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ByteFieldParser} against {@link FieldText#parseLines} on many generated fields, valid and broken:
 * both must accept the same fields (the same field) and reject the others with the same message. A
 * disagreement is shrunk to a small example before it is reported.
 */
class ByteFieldParserTest {
    private static final String SAMPLE = PuyoRulesTest.JUDGE_SAMPLE;
    /** Characters that break lines in every way the parsers tell apart. */
    private static final char[] NOISE = {'.', 'R', 'G', 'B', 'P', 'Y', 'O', 'r', 'o', 'x', ' ', '\r', '\t', 0, 0x7f,
        0xe9, 0xff};

    /** What a parser made of some lines: the field's text, or the exception's message. */
    private static String viaText(List<String> lines, int first, PuyoFormat format) {
        try {
            return PuyoField.of(FieldText.parseLines(lines.toArray(new String[0]), lines.size(), first, format)).format();
        } catch (FieldFormatException e) {
            return "error: " + e.getMessage();
        }
    }

    private static String viaBytes(ByteFieldParser parser, PuyoField into, List<String> lines, long first) {
        try {
            parser.start(first);
            for (String line : lines) {
                byte[] b = ("#" + line + "##").getBytes(StandardCharsets.ISO_8859_1); // not at 0, not to the end
                parser.addLine(b, 1, b.length - 2);
            }
            parser.finish(into);
            return into.format();
        } catch (FieldFormatException e) {
            return "error: " + e.getMessage();
        }
    }

    @Test
    void agreesWithTheTextParserOnValidAndBrokenFields() {
        SplittableRandom random = new SplittableRandom(11);
        PuyoFieldGenerator.Kind[] kinds = PuyoFieldGenerator.Kind.values();
        int cases = 0;
        int rejected = 0;
        for (PuyoFormat format : PuyoFormat.values()) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(format.ordinal(), format == PuyoFormat.TSU);
            ByteFieldParser parser = new ByteFieldParser(format); // one parser and field for all cases
            PuyoField into = new PuyoField();
            for (int i = 0; i < 6_000; i++) {
                PuyoField f = generator.next(kinds[i % kinds.length]);
                List<String> lines = new ArrayList<>(Arrays.asList(f.format().split("\n")));
                if (i % 3 != 0) {
                    mutate(lines, random);
                }
                int first = 1 + random.nextInt(40);
                String expected = viaText(lines, first, format);
                String actual = viaBytes(parser, into, lines, first);
                if (!expected.equals(actual)) {
                    List<String> small = shrink(lines, first, format);
                    assertEquals(viaText(small, first, format), viaBytes(new ByteFieldParser(format), new PuyoField(),
                            small, first), format + " field, lines from " + first + ":\n" + String.join("\n", small));
                }
                cases++;
                rejected += expected.startsWith("error") ? 1 : 0;
            }
        }
        assertEquals(12_000, cases);
        // both kinds must be well represented, or the test proves little
        org.junit.jupiter.api.Assertions.assertTrue(rejected > 3_000 && rejected < 9_000, "rejected " + rejected);
    }

    /** One or two random edits: a cell, a trailing blank, a line dropped, doubled, cut or lengthened. */
    private static void mutate(List<String> lines, SplittableRandom random) {
        for (int edits = 1 + random.nextInt(2); edits > 0 && !lines.isEmpty(); edits--) {
            int i = random.nextInt(lines.size());
            String line = lines.get(i);
            switch (random.nextInt(7)) {
                case 0:
                case 1: {
                    if (line.isEmpty()) {
                        break;
                    }
                    int col = random.nextInt(line.length());
                    char c = NOISE[random.nextInt(NOISE.length)];
                    lines.set(i, line.substring(0, col) + c + line.substring(col + 1));
                    break;
                }
                case 2: lines.set(i, line + " ".repeat(random.nextInt(3)) + (random.nextBoolean() ? "\r" : " ")); break;
                case 3: lines.remove(i); break;
                case 4: lines.add(i, line); break;
                case 5: lines.set(i, line.substring(0, random.nextInt(line.length() + 1))); break;
                default: lines.set(i, line + NOISE[random.nextInt(NOISE.length)]); break;
            }
        }
    }

    /** The disagreement made small: lines dropped and cells emptied while the two parsers still differ. */
    private static List<String> shrink(List<String> lines, int first, PuyoFormat format) {
        List<String> current = new ArrayList<>(lines);
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = 0; i < current.size(); i++) {
                List<String> fewer = new ArrayList<>(current);
                fewer.remove(i);
                if (differ(fewer, first, format)) {
                    current = fewer;
                    progress = true;
                }
            }
            for (int i = 0; i < current.size(); i++) {
                String line = current.get(i);
                for (int col = 0; col < line.length(); col++) {
                    if (line.charAt(col) != '.') {
                        List<String> plainer = new ArrayList<>(current);
                        plainer.set(i, line.substring(0, col) + '.' + line.substring(col + 1));
                        if (differ(plainer, first, format)) {
                            current = plainer;
                            line = plainer.get(i);
                            progress = true;
                        }
                    }
                }
            }
        }
        return current;
    }

    private static boolean differ(List<String> lines, int first, PuyoFormat format) {
        return !viaText(lines, first, format).equals(viaBytes(new ByteFieldParser(format), new PuyoField(), lines, first));
    }

    @Test
    void readsTheSampleAndItsVariants() {
        ByteFieldParser parser = new ByteFieldParser(PuyoFormat.JUDGE);
        PuyoField field = new PuyoField();
        for (String text : new String[] {SAMPLE, SAMPLE.replace("\n", "\r\n"), SAMPLE.replace("\n", "   \r \n")}) {
            byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
            parser.start(1);
            for (int from = 0, to; from < b.length; from = to + 1) {
                for (to = from; b[to] != '\n'; to++) {
                    // find the line end
                }
                parser.addLine(b, from, to);
            }
            parser.finish(field);
            assertEquals(PuyoField.parse(SAMPLE, PuyoFormat.JUDGE), field);
            assertEquals(3, field.chainCount());
        }
    }

    @Test
    void aRejectedFieldLeavesTheTargetUnchanged() {
        ByteFieldParser parser = new ByteFieldParser(PuyoFormat.JUDGE);
        PuyoField field = PuyoField.parse(SAMPLE, PuyoFormat.JUDGE);
        PuyoField before = field.copy();
        String floating = SAMPLE.replaceFirst("\\.\\.\\.\\.\\.\\.\n\\.Y", "R.....\n.Y");
        parser.start(1);
        for (String line : floating.split("\n")) {
            byte[] b = line.getBytes(StandardCharsets.ISO_8859_1);
            parser.addLine(b, 0, b.length);
        }
        FieldFormatException e = assertThrows(FieldFormatException.class, () -> parser.finish(field));
        assertEquals("line 8, column 1: 'R' floats above an empty cell", e.getMessage());
        assertEquals(before, field);
    }

    @Test
    void tooManyLinesIsReportedAtTheLineTooMany() {
        ByteFieldParser parser = new ByteFieldParser(PuyoFormat.JUDGE);
        parser.start(5);
        byte[] empty = "......".getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < 12; i++) {
            parser.addLine(empty, 0, empty.length);
        }
        FieldFormatException e = assertThrows(FieldFormatException.class, () -> parser.addLine(empty, 0, empty.length));
        assertEquals("line 17: too many lines (a judge field has 12)", e.getMessage());
        assertEquals(12, parser.lines());
    }

    /**
     * Issue 28, defect 3: line numbers were ints, so a field after 2^31 input lines got a negative number,
     * and the text parser's check threw IllegalArgumentException ("firstLineNumber must be 1 or more")
     * instead of the FieldFormatException. Both parsers count in a long now.
     */
    @Test
    void lineNumbersPast2To31() {
        long first = (1L << 31) + 5;
        List<String> floating = new java.util.ArrayList<>(java.util.Collections.nCopies(12, "......"));
        floating.set(3, "R.....");
        String message = "error: line " + (first + 3) + ", column 1: 'R' floats above an empty cell";
        assertEquals(message, viaBytes(new ByteFieldParser(PuyoFormat.JUDGE), new PuyoField(), floating, first));
        FieldFormatException e = assertThrows(FieldFormatException.class,
                () -> FieldText.parseLines(floating.toArray(new String[0]), 12, first, PuyoFormat.JUDGE));
        assertEquals(message, "error: " + e.getMessage());
        assertEquals(first + 3, e.line());
        ByteFieldParser parser = new ByteFieldParser(PuyoFormat.JUDGE);
        parser.start(Long.MAX_VALUE - 20);
        byte[] empty = "......".getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < 12; i++) {
            parser.addLine(empty, 0, empty.length);
        }
        assertEquals("line " + (Long.MAX_VALUE - 8) + ": too many lines (a judge field has 12)",
                assertThrows(FieldFormatException.class, () -> parser.addLine(empty, 0, empty.length)).getMessage());
    }
}
