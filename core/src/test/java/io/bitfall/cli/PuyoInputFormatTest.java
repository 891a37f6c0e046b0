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

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.format.IpsUrl;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.format.PuyopUrl;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code puyo --input-format} and {@code puyo --convert}: fields read as puyop.com URLs, IPS URLs and pfen in
 * every mode (plain, {@code --batch}, {@code --trace}), written in any format, and each rejection as one
 * stderr line naming the line and the codec's character and reason.
 */
class PuyoInputFormatTest {
    static final PuyoField SAMPLE = PuyoField.parse(PuyoCommandTest.SAMPLE);
    /** The sample in each one-line format, as core's codecs write it. */
    static final String PUYOP = PuyopUrl.encode(SAMPLE);
    static final String IPS = IpsUrl.encode(SAMPLE);
    static final String PFEN = Pfen.encode(SAMPLE);

    @Test
    void theSampleWrittenInEachFormat() {
        assertEquals("http://www.puyop.com/s/4004g09y09yg", PUYOP);
        assertEquals("http://ips.karou.jp/simu/pn.html?4004g09y09yg", IPS);
        assertEquals("rr/rryy/yyg/gg/g//", PFEN);
    }

    @Test
    void everyFormatGivesTheJudgeFieldsAnswersInEveryMode() {
        String trace = CommandRun.of(PuyoCommandTest.SAMPLE, "puyo", "--trace", "--score").out();
        String[][] inputs = {{"puyop", PUYOP}, {"ips", IPS}, {"pfen", PFEN}, {"judge", PuyoCommandTest.SAMPLE},
            {"tsu", PuyoCommandTest.SAMPLE}, {"ips", IPS + "_i1__u05"}, {"puyop", PUYOP + "_gkbs"}};
        for (String[] in : inputs) {
            String format = "--input-format=" + in[0];
            assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(in[1] + "\n", "puyo", format), in[1]);
            assertEquals(new CommandRun(0, "3 1000 0\n".replace(" 0\n", " " + frames() + "\n"), ""),
                    CommandRun.of(in[1], "puyo", format, "--score", "--frames", "--reference"), in[1]);
            assertEquals(new CommandRun(0, trace, ""), CommandRun.of(in[1], "puyo", format, "--trace", "--score"), in[1]);
        }
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of("", "puyo", "--input-format", "puyop", PUYOP));
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of("", "puyo", IPS.replace("http:", "https:"), "--input-format=ips"));
    }

    private static String frames() {
        String out = CommandRun.of(PuyoCommandTest.SAMPLE, "puyo", "--frames").out();
        return out.substring(out.indexOf(' ') + 1).strip();
    }

    @Test
    void aBatchReadsOneFieldALineAndSkipsBlankLines() {
        String tall = "rrrr/ggg/g////"; // 1 chain, green left over
        assertEquals(new CommandRun(0, "3\n1\n0\n", ""),
                CommandRun.of(PFEN + "\n\n  \n" + tall + "\r\n//////", "puyo", "--batch", "--input-format=pfen"));
        String traced = CommandRun.of(PFEN + "\n\n" + PFEN + "\n", "puyo", "--batch", "--trace", "--input-format=pfen").out();
        assertEquals(true, traced.startsWith("field 1 (line 1)\n") && traced.contains("\nfield 2 (line 3)\n"), traced);
    }

    @Test
    void badInputNamesTheLineAndTheCodecsCharacterAndReason() {
        CommandRun bad = CommandRun.of(PFEN + "\n\nrx//////\n" + PFEN, "puyo", "--batch", "--input-format=pfen");
        assertEquals(new CommandRun(2, "3\n",
                "bitfall puyo: line 3: pfen, character 1: 'x' is not a puyo (expected one of r g b y p o, or '/')\n"), bad);
        String[][] cases = { // input format, input, the error line
            {"pfen", "r/g/b/y/p/o/o/", "line 1: pfen, character 12: text after the sixth column's '/'"},
            {"puyop", PUYOP + "_1", "line 1: puyop.com URL, character 36: the moves have 1 characters, not two a move;"
                    + " the last move is cut"},
            {"puyop", IPS, "line 1: puyop.com URL, character 0: this is a URL of the IPS simulator (ips.karou.jp,"
                    + " ishikawapuyo.net), not of puyop.com; read it with IpsUrl"},
            {"ips", PUYOP, "line 1: IPS simulator URL, character 0: this is a URL of puyop.com, not of the IPS"
                    + " simulator; read it with PuyopUrl"},
            {"ips", IPS + "_i1__z05", "line 1: IPS simulator URL, character 50: condition code 35 ('z') is not one"
                    + " the IPS simulator defines"},
            {"puyop", "", "line 1: empty input, expected a puyop.com URL"},
            {"ips", "", "line 1: empty input, expected an IPS simulator URL"},
            {"pfen", "\n" + PFEN, "line 1: empty line before the field"},
            {"pfen", PFEN + "\n" + PFEN, "line 2: more than one field (use --batch)"},
            {"pfen", "r".repeat(5000), "line 1: longer than 4096 characters"},
        };
        for (String[] c : cases) {
            CommandRun.of(c[1], "puyo", "--input-format=" + c[0]).assertBadInput("bitfall puyo: " + c[2]);
        }
    }

    @Test
    void optionsThatCannotGoTogetherAreBadUsage() {
        String[][] cases = {
            {"--tsu reads Tsu text; it cannot go with --input-format=pfen", "--tsu", "--input-format=pfen"},
            {"--input-format needs one of judge, tsu, puyop, ips, pfen, was 'png'", "--input-format=png"},
            {"--convert needs one of judge, tsu, puyop, ips, pfen, was 'PFEN'", "--convert", "PFEN"},
            {"--convert prints fields, not chains; it cannot go with --score", "--convert=pfen", "--score"},
            {"--convert prints fields, not chains; it cannot go with --trace", "--trace", "--convert=pfen"},
            {"'http://www.puyop.com/s/4004g09y09yg' is a URL, not a file: name its format, --input-format=puyop or ips",
                PUYOP},
        };
        for (String[] c : cases) {
            String[] args = new String[c.length];
            args[0] = "puyo";
            System.arraycopy(c, 1, args, 1, c.length - 1);
            CommandRun.of(PuyoCommandTest.SAMPLE, args)
                    .assertBadInput("bitfall puyo: " + c[0]);
        }
        assertEquals(new CommandRun(0, "3\n", ""), CommandRun.of(PuyoCommandTest.SAMPLE, "puyo", "--tsu", "--input-format=tsu"));
    }

    @Test
    void convertWritesTheSampleInEveryFormat() {
        assertEquals(new CommandRun(0, PFEN + "\n", ""), CommandRun.of(PuyoCommandTest.SAMPLE, "puyo", "--convert=pfen"));
        assertEquals(new CommandRun(0, PUYOP + "\n", ""), CommandRun.of(PFEN, "puyo", "--input-format=pfen", "--convert=puyop"));
        assertEquals(new CommandRun(0, IPS + "\n", ""), CommandRun.of("", "puyo", "--input-format=puyop", "--convert=ips", PUYOP));
        assertEquals(new CommandRun(0, PuyoCommandTest.SAMPLE, ""), CommandRun.of(IPS, "puyo", "--input-format=ips", "--convert=judge"));
        assertEquals(new CommandRun(0, PuyoCommandTest.SAMPLE, ""), CommandRun.of(PFEN, "puyo", "--input-format=pfen", "--convert=tsu"));
        assertEquals(new CommandRun(0, PuyoCommandTest.SAMPLE + "\n" + PuyoCommandTest.SAMPLE, ""),
                CommandRun.of(PFEN + "\n" + PFEN, "puyo", "--batch", "--input-format=pfen", "--convert=judge"));
        String twice = CommandRun.of(PuyoCommandTest.SAMPLE + "\n" + PuyoCommandTest.SAMPLE, "puyo", "--batch",
                "--convert=judge").out();
        assertEquals(new CommandRun(0, "3\n3\n", ""), CommandRun.of(twice, "puyo", "--batch"));
    }

    /** Generated settled fields with garbage and row 13 go through every one-line format and back unchanged. */
    @Test
    void convertRoundTripsGeneratedFieldsThroughEveryFormat() {
        Random random = new Random(40);
        Puyo[] cells = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.YELLOW, Puyo.PURPLE, Puyo.GARBAGE};
        StringBuilder tsu = new StringBuilder();
        int n = 60;
        for (int k = 0; k < n; k++) {
            PuyoField f = new PuyoField();
            for (int column = 0; column < 6; column++) {
                int height = random.nextInt(14);
                for (int row = 1; row <= height; row++) {
                    f.set(column, row, cells[random.nextInt(cells.length)]);
                }
            }
            tsu.append(k > 0 ? "\n" : "").append(f.format());
        }
        for (String format : List.of("puyop", "ips", "pfen", "tsu")) {
            CommandRun there = CommandRun.of(tsu.toString(), "puyo", "--batch", "--tsu", "--convert=" + format);
            assertEquals(0, there.status(), there.err());
            CommandRun back = CommandRun.of(there.out(), "puyo", "--batch", "--input-format=" + format, "--convert=tsu");
            assertEquals(new CommandRun(0, tsu.toString(), ""), back, format);
            assertEquals(CommandRun.of(tsu.toString(), "puyo", "--batch", "--tsu", "--score").out(),
                    CommandRun.of(there.out(), "puyo", "--batch", "--input-format=" + format, "--score").out(), format);
        }
    }

    @Test
    void aFormatThatCannotExpressTheFieldIsRefusedSayingWhy() {
        CommandRun.of("g/rgbyrgbyrgbyr/////", "puyo", "--input-format=pfen", "--convert=judge").assertBadInput("bitfall"
                + " puyo: line 1: cannot write the field as judge: row 13 holds a puyo in column 2, and judge has 12 rows"
                + " (tsu can write it)");
        String garbage = PuyoCommandTest.SAMPLE.replace("RRYGG.", "RRYGGO");
        CommandRun.of(garbage, "puyo", "--tsu", "--convert=judge").assertBadInput("bitfall puyo: line 1: cannot write"
                + " the field as judge: row 1, column 6 holds garbage, which judge has not (tsu can write it)");
        PuyoField floating = new PuyoField();
        floating.set(2, 3, Puyo.RED);
        CommandRun run = CommandRun.of(PUYOP + "\n" + PuyopUrl.encode(floating), "puyo", "--batch", "--input-format=puyop",
                "--convert=pfen");
        assertEquals(new CommandRun(2, PFEN + "\n", "bitfall puyo: line 2: cannot write the field as pfen: pfen holds"
                + " settled fields only: column 3 has a puyo at row 3 above an empty cell\n"), run);
        for (String text : List.of("judge", "tsu")) { // their readers refuse a floating puyo, so they cannot write one
            CommandRun.of("", "puyo", "--input-format=puyop", "--convert=" + text, PuyopUrl.encode(floating))
                    .assertBadInput("bitfall puyo: line 1: cannot write the field as " + text + ": column 3 has a puyo at"
                            + " row 3 above an empty cell, which the judge's and Tsu text cannot hold");
        }
        assertEquals(new CommandRun(0, "0\n", ""), CommandRun.of("", "puyo", "--input-format=puyop", PuyopUrl.encode(floating)));
    }
}
