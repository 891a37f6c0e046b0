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
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.FieldFormatException;
import io.bitfall.puyo.FieldText;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The {@code puyo} subcommand end to end: output, exit status, and one stderr line on bad input. */
class PuyoCommandTest {
    static final String SAMPLE = "......\n".repeat(8) + ".Y....\n.YG...\nRRYG..\nRRYGG.\n";

    @Test
    void judgeSample() {
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(SAMPLE, "puyo"));
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(SAMPLE, "puyo", "--reference"));
        assertEquals(new CommandRun(0, "3 1000\n", ""), CommandRun.of(SAMPLE, "puyo", "--score"));
        assertEquals(new CommandRun(0, "3 1000\n", ""), CommandRun.of(SAMPLE, "puyo", "--score", "--reference"));
    }

    @Test
    void crlfTrailingSpacesAndNoFinalNewline() {
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(SAMPLE.replace("\n", "  \r\n"), "puyo"));
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(SAMPLE.substring(0, SAMPLE.length() - 1), "puyo"));
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(SAMPLE + "\n\n", "puyo"));
    }

    @Test
    void tsuAllowsRow13AndGarbage() {
        String tsu = "R.....\n" + "R.....\n".repeat(4) + "G.....\nB.....\nY.....\nG.....\nB.....\nY.....\nG.....\nO.....\n";
        assertEquals(new CommandRun(0, "1 40\n", ""), CommandRun.of(tsu, "puyo", "--tsu", "--score"));
        CommandRun.of(tsu, "puyo").assertBadInput(
                "bitfall puyo: line 13: too many lines (a judge field has 12); a field with a 13th row needs --tsu");
        CommandRun.of("......\n" + tsu, "puyo", "--tsu")
                .assertBadInput("bitfall puyo: line 14: too many lines (a Tsu field has at most 13)");
        CommandRun.of(SAMPLE.replace("RRYGG.", "RRYGGO"), "puyo")
                .assertBadInput("bitfall puyo: line 12, column 6: garbage 'O' is not allowed in a judge field (Tsu rules only)");
    }

    @Test
    void batchStreamsOneLinePerField() {
        String two = SAMPLE + "\n" + "......\n".repeat(11) + "RRRR..\n\n\n" + SAMPLE;
        assertEquals(new CommandRun(0, "3\n1\n3\n", ""), CommandRun.of(two, "puyo", "--batch"));
        assertEquals(new CommandRun(0, "3 1000\n1 40\n3 1000\n", ""), CommandRun.of(two, "puyo", "--batch", "--score", "--reference"));
    }

    @Test
    void batchReportsTheBadFieldByItsInputLine() {
        String bad = SAMPLE + "\n" + SAMPLE.replace("RRYGG.", "RRYGx.");
        CommandRun r = CommandRun.of(bad, "puyo", "--batch");
        assertEquals(2, r.status());
        assertEquals("3\n", r.out());
        assertEquals("bitfall puyo: line 25, column 5: 'x' is not a puyo (expected one of . R G B P Y)\n", r.err());
    }

    /**
     * Issue 28, defect 9: in --batch two fields with no blank line between them got the hint "a field with
     * a 13th row needs --tsu", where the blank line is what is missing (with --tsu, no hint at all).
     */
    @Test
    void batchHintsAtAMissingBlankLine() {
        CommandRun judge = CommandRun.of(SAMPLE + SAMPLE, "puyo", "--batch");
        assertEquals(2, judge.status());
        assertEquals("bitfall puyo: line 13: too many lines (a judge field has 12); fields are separated by a blank"
                + " line (and a field with a 13th row needs --tsu)\n", judge.err());
        CommandRun tsu = CommandRun.of(SAMPLE + "\n" + SAMPLE + SAMPLE, "puyo", "--batch", "--tsu");
        assertEquals(2, tsu.status());
        assertEquals("3\n", tsu.out());
        assertEquals("bitfall puyo: line 27: too many lines (a Tsu field has at most 13); fields are separated by a"
                + " blank line\n", tsu.err());
        // Alone, a 13th line still points at --tsu, and other errors get no hint.
        CommandRun.of(SAMPLE + SAMPLE, "puyo").assertBadInput(
                "bitfall puyo: line 13: too many lines (a judge field has 12); a field with a 13th row needs --tsu");
        CommandRun.of(SAMPLE.replace("RRYGG.", "RRYGGx"), "puyo", "--batch")
                .assertBadInput("bitfall puyo: line 12, column 6: 'x' is not a puyo (expected one of . R G B P Y)");
    }

    /** Issue 28, defect 9: --batch --trace ran the traces of successive fields together; each has a header now. */
    @Test
    void batchTraceNamesEachField() {
        String one = "......\n".repeat(11) + "RRRR..\n";
        String out = CommandRun.of(one + "\n\n" + SAMPLE + "\n" + one, "puyo", "--batch", "--trace").out();
        String[] lines = out.split("\n");
        assertEquals("field 1 (line 1)", lines[0]);
        assertEquals(java.util.List.of("field 1 (line 1)", "field 2 (line 15)", "field 3 (line 28)"),
                java.util.Arrays.stream(lines).filter(l -> l.startsWith("field")).toList());
        int second = out.indexOf("field 2 (line 15)\n");
        assertEquals(CommandRun.of(SAMPLE, "puyo", "--trace").out(), out.substring(second + "field 2 (line 15)\n".length(),
                out.indexOf("field 3")), "the field's trace and answer follow its header");
        assertTrue(!CommandRun.of(SAMPLE, "puyo", "--trace").out().contains("field"), "one field, no header");
    }

    @Test
    void secondFieldWithoutBatchIsAnError() {
        CommandRun.of(SAMPLE + "\n" + SAMPLE, "puyo").assertBadInput("bitfall puyo: line 14: more than one field (use --batch)");
    }

    @Test
    void traceShowsEveryStep() {
        CommandRun r = CommandRun.of(SAMPLE, "puyo", "--trace", "--score");
        assertEquals(0, r.status());
        assertEquals(String.join("\n",
                "chain 1: 4 pop in groups [4], 0 garbage; step score 40, total 40; 74 frames",
                "row  before  after",
                "  4  .Y....  ......",
                "  3  .YG...  ..G...",
                "  2  rrYG..  .YYG..",
                "  1  rrYGG.  .YYGG.",
                "chain 2: 4 pop in groups [4], 0 garbage; step score 320, total 360; 74 frames",
                "row  before  after",
                "  3  ..G...  ......",
                "  2  .yyG..  ...G..",
                "  1  .yyGG.  ..GGG.",
                "chain 3: 4 pop in groups [4], 0 garbage; step score 640, total 1000; 50 frames; all clear",
                "row  before  after",
                "  2  ...g..  ......",
                "  1  ..ggg.  ......",
                "3 1000",
                ""), r.out());
        assertEquals(r.out(), CommandRun.of(SAMPLE, "puyo", "--trace", "--score", "--reference").out());
        assertTrue(!r.out().contains("\u001b"), "no colour codes when stdout is not a terminal");
        assertTrue(CommandRun.of(SAMPLE, "puyo", "--trace").out().endsWith("  1  ..ggg.  ......\n3\n"), "no score");
    }

    /**
     * {@code --frames} adds the chain's frames as the last column, on the engine and the reference alike:
     * the judge sample's steps take 74 (a puyo falls 2 rows), 74 and 50 (nothing falls) frames, and its
     * last step is an all clear.
     */
    @Test
    void framesAddTheChainsFramesAsTheLastColumn() {
        assertEquals(new CommandRun(0, "3 1000 198\n", ""), CommandRun.of(SAMPLE, "puyo", "--tsu", "--score", "--frames"));
        assertEquals(new CommandRun(0, "3 1000 198\n", ""), CommandRun.of(SAMPLE, "puyo", "--score", "--frames", "--reference"));
        assertEquals(new CommandRun(0, "3 198\n", ""), CommandRun.of(SAMPLE, "puyo", "--frames"));
        assertEquals(new CommandRun(0, "3 1000 198\n0 0 0\n3 1000 198\n", ""),
                CommandRun.of(SAMPLE + "\n" + "......\n".repeat(12) + "\n" + SAMPLE, "puyo", "--batch", "--score", "--frames"));
        String group = "......\n".repeat(11) + "RRRR..\n";
        assertEquals(new CommandRun(0, "1 40 50\n", ""), CommandRun.of(group, "puyo", "--score", "--frames"), "the spec's check: 50");
        assertTrue(CommandRun.of(SAMPLE, "puyo", "--trace", "--score", "--frames").out().endsWith("\n3 1000 198\n"));
    }

    @Test
    void traceMarksTheHiddenRowAndShowsRowsUpToTheHighestPuyo() {
        String tsu = "R.....\n" + "R.....\n".repeat(4) + "G.....\nB.....\nY.....\nG.....\nB.....\nY.....\nG.....\nO.....\n";
        String[] lines = CommandRun.of(tsu, "puyo", "--tsu", "--trace", "--score").out().split("\n");
        assertEquals("chain 1: 4 pop in groups [4], 0 garbage; step score 40, total 40; 78 frames", lines[0]);
        assertEquals(" 13  R.....  ......  hidden", lines[2]);
        assertEquals(" 12  r.....  ......", lines[3]);
        assertEquals("  1  O.....  O.....", lines[14]);
        assertEquals("1 40", lines[15]);
        assertEquals(16, lines.length);
    }

    @Test
    void badInputGetsOneLineAndStatus2() {
        CommandRun.of("", "puyo").assertBadInput("bitfall puyo: line 1: empty input, expected 12 lines of 6 cells");
        CommandRun.of("......\n", "puyo").assertBadInput("bitfall puyo: line 2: field ends after 1 line, expected 12");
        CommandRun.of(SAMPLE.replace("RRYGG.", "RRYGGr"), "puyo")
                .assertBadInput("bitfall puyo: line 12, column 6: 'r' is lower case; puyo letters are upper case");
        CommandRun.of(SAMPLE.replace(".YG...", ".YG....."), "puyo")
                .assertBadInput("bitfall puyo: line 10, column 7: '.' beyond the 6th column");
        CommandRun.of("......\n".repeat(7) + "R.....\n" + SAMPLE.substring(56), "puyo")
                .assertBadInput("bitfall puyo: line 8, column 1: 'R' floats above an empty cell");
        CommandRun.of(new byte[] {0, 1, 2, (byte) 0xff, '\n'}, "puyo")
                .assertBadInput("bitfall puyo: line 1, column 1: byte 0x00 is not a puyo (expected one of . R G B P Y)");
        CommandRun.of("x".repeat(10_000), "puyo").assertBadInput("bitfall puyo: line 1: longer than 4096 characters");
    }

    /**
     * Fuzz finding F1 (ParsersFuzzTest, input {@code ParsersFuzzTestInputs/parsers/f1-leading-blank-line}):
     * the command line skips blank lines before the field and takes any line that {@link String#isBlank}
     * (a tab, a form feed, bytes 0x1C..0x1F, a '\r' followed by spaces) for a blank separator, so it
     * accepts inputs that {@code FieldText.parse} rejects and that core/docs/puyo-rules.md calls errors
     * ("Trailing \r and trailing spaces are tolerated; anything else that does not fit is an error that
     * names the line, the column and the character"). The two input paths of one format should agree.
     * Fixed: both now read a line as blank only when it holds nothing but spaces and '\r'
     * ({@code FieldText.isBlankLine}), and without --batch a blank line before the field is an error.
     */
    @Test
    void blankishLinesAreErrorsAsInTheFieldParser() {
        CommandRun.of("\n" + SAMPLE, "puyo").assertBadInput("bitfall puyo: line 1: empty line before the field");
        CommandRun tab = CommandRun.of(SAMPLE + "\t\n", "puyo");
        assertEquals(2, tab.status(), "a tab line after the field: " + tab);
        assertTrue(tab.err().startsWith("bitfall puyo: line 13"), tab.err());
        CommandRun.of(" \r \n" + SAMPLE, "puyo").assertBadInput("bitfall puyo: line 1: empty line before the field");
        CommandRun separator = CommandRun.of(SAMPLE + "\u001c\n", "puyo");
        assertEquals(2, separator.status(), "a 0x1C line after the field: " + separator);
    }

    /**
     * Issue 12, item 4: a line with 5,000 trailing spaces was "longer than 4096 characters" on the command
     * line but parsed with {@code PuyoField.parse}. Now both bound the line without its trailing blanks.
     */
    @Test
    void theCommandLineAndTheParserAcceptAndRejectTheSameLongLines() {
        String spaces = SAMPLE.replace(".YG...\n", ".YG..." + " ".repeat(5_000) + "\r\n");
        assertEquals(3, io.bitfall.puyo.PuyoField.parse(spaces, io.bitfall.puyo.PuyoFormat.JUDGE).chainCount());
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(spaces, "puyo"));
        assertEquals(new CommandRun(0, "3\n3\n", ""), CommandRun.of(spaces + "\n" + spaces, "puyo", "--batch"));
        String blankSpaces = SAMPLE + " ".repeat(100_000) + "\n";
        assertEquals(3, io.bitfall.puyo.PuyoField.parse(blankSpaces, io.bitfall.puyo.PuyoFormat.JUDGE).chainCount());
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(blankSpaces, "puyo"));

        String limit = "x".repeat(FieldText.MAX_LINE);
        String[] tooLong = {limit + "x", limit + " x", limit + " ".repeat(70_000) + "x"};
        for (String line : tooLong) {
            String text = SAMPLE.replace(".YG...\n", line + "\n");
            String message = "line 10: longer than 4096 characters";
            FieldFormatException e = assertThrows(FieldFormatException.class,
                    () -> io.bitfall.puyo.PuyoField.parse(text, io.bitfall.puyo.PuyoFormat.JUDGE));
            assertEquals(message, e.getMessage());
            CommandRun.of(text, "puyo").assertBadInput("bitfall puyo: " + message);
        }
        String atTheLimit = SAMPLE.replace(".YG...\n", limit + "\n");
        String cell = "line 10, column 1: 'x' is not a puyo (expected one of . R G B P Y)";
        assertEquals(cell, assertThrows(FieldFormatException.class,
                () -> FieldText.parse(atTheLimit, io.bitfall.puyo.PuyoFormat.JUDGE)).getMessage());
        CommandRun.of(atTheLimit, "puyo").assertBadInput("bitfall puyo: " + cell);
    }

    @Test
    void aByteOrderMarkIsSkipped() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = SAMPLE.getBytes(StandardCharsets.ISO_8859_1);
        byte[] input = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, input, 0, 3);
        System.arraycopy(text, 0, input, 3, text.length);
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(input, "puyo"));
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(input, "puyo", "--batch"));
        assertEquals(3, io.bitfall.puyo.PuyoField.parse(new String(input, StandardCharsets.UTF_8)).chainCount());
        // only at the very start, and only the whole mark
        byte[] late = ("\n" + new String(input, StandardCharsets.ISO_8859_1)).getBytes(StandardCharsets.ISO_8859_1);
        CommandRun.of(late, "puyo", "--batch").assertBadInput("bitfall puyo: line 2, column 1: byte 0xEF is not a puyo (expected one of . R G B P Y)");
        byte[] half = new byte[input.length - 1];
        half[0] = (byte) 0xEF;
        half[1] = (byte) 0xBB;
        System.arraycopy(text, 0, half, 2, text.length);
        CommandRun.of(half, "puyo").assertBadInput("bitfall puyo: line 1, column 1: byte 0xEF is not a puyo (expected one of . R G B P Y)");
    }

    @Test
    void usage() {
        assertEquals(0, CommandRun.of("", "puyo", "--help").status());
        assertTrue(CommandRun.of("", "puyo", "--help").out().startsWith("usage: bitfall puyo"));
        CommandRun unknown = CommandRun.of(SAMPLE, "puyo", "--fast");
        unknown.assertBadInput("bitfall puyo: unknown option '--fast' (try --help)");
        CommandRun.of(SAMPLE).assertBadInput(Main.USAGE);
        CommandRun.of(SAMPLE, "tetris").assertBadInput("bitfall: unknown game 'tetris'; " + Main.USAGE);
    }

    /**
     * Issue 28, defect 1: input whose error is known never ended ({@code puyo /dev/zero}, or a line of
     * {@code R} that goes on forever): the reader read to the end of the line before reporting it. Now a
     * line is reported as soon as its content passes the limit. The input here stops after 64 MB, so the
     * old behaviour ends too, with far more read.
     */
    @Test
    void anEndlessLineIsReportedWhenItPassesTheLimit() {
        String[][] cases = {
            {"", "\0", "line 1"}, {"RRRRRR\n", "R", "line 2"}, {SAMPLE + "\n", "x", "line 14"},
            {"", "x".repeat(FieldText.MAX_LINE) + " ".repeat(100_000) + "y", "line 1"},
        };
        for (String[] c : cases) {
            for (String option : new String[] {"--tsu", "--batch"}) {
                EndlessInput in = new EndlessInput(c[0], c[1], 64 << 20);
                CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> CommandRun.of(in, "puyo", option));
                String expected = "bitfall puyo: " + c[2] + ": longer than 4096 characters\n";
                assertEquals(2, run.status(), run.toString());
                assertEquals(expected, run.err());
                assertTrue(in.handedOut() < 4 << 20, option + ": read " + in.handedOut() + " bytes before reporting");
            }
        }
    }

    /** After a cut line the reader goes on at the line after it, with the right line number. */
    @Test
    void aCutLineIsSkippedToItsEnd() throws Exception {
        String[] lines = {"y".repeat(5_000), "x".repeat(FieldText.MAX_LINE) + " ".repeat(70_000) + "y".repeat(70_000),
                "z".repeat(200_000)};
        for (String line : lines) {
            LineReader reader = new LineReader(new ChunkedInput(line.substring(0, 4_200), line.substring(4_200),
                    "\nABC\n", "x".repeat(5_000)));
            assertTrue(reader.next());
            assertTrue(reader.wasCut());
            assertEquals(1, reader.lineNumber());
            assertTrue(reader.next());
            assertEquals("ABC", new String(reader.bytes(), reader.start(), reader.contentEnd() - reader.start(),
                    StandardCharsets.ISO_8859_1));
            assertEquals(2, reader.lineNumber());
            assertTrue(reader.next());
            assertTrue(reader.wasCut());
            assertEquals(false, reader.next());
        }
    }
}
