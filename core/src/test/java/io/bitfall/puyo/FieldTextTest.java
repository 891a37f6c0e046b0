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

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The text format: what is tolerated, and the exact message for each kind of bad input. */
class FieldTextTest {
    private static final String SAMPLE = PuyoRulesTest.JUDGE_SAMPLE;

    private static String error(String text, PuyoFormat format) {
        return assertThrows(FieldFormatException.class, () -> FieldText.parse(text, format)).getMessage();
    }

    @Test
    void toleratesCrlfTrailingSpacesMissingFinalNewlineAndTrailingBlankLines() {
        String expected = PuyoField.parse(SAMPLE, PuyoFormat.JUDGE).toString();
        assertEquals(expected, PuyoField.parse(SAMPLE.replace("\n", "\r\n"), PuyoFormat.JUDGE).toString());
        assertEquals(expected, PuyoField.parse(SAMPLE.replace("\n", "   \n"), PuyoFormat.JUDGE).toString());
        assertEquals(expected, PuyoField.parse(SAMPLE.replace("\n", " \r\n"), PuyoFormat.JUDGE).toString());
        assertEquals(expected, PuyoField.parse(SAMPLE.substring(0, SAMPLE.length() - 1), PuyoFormat.JUDGE).toString());
        assertEquals(expected, PuyoField.parse(SAMPLE + "\n\n  \n", PuyoFormat.JUDGE).toString());
    }

    @Test
    void formatRoundTripsTwelveAndThirteenLines() {
        assertEquals(SAMPLE, PuyoField.parse(SAMPLE, PuyoFormat.JUDGE).format());
        PuyoField f = new PuyoField();
        Puyo[] colours = {Puyo.RED, Puyo.GREEN, Puyo.GARBAGE};
        for (int row = 1; row <= 13; row++) {
            f.set(0, row, colours[row % 3]);
        }
        String text = f.format();
        assertEquals(13, text.split("\n").length);
        assertEquals("G.....\n", text.substring(0, 7));
        assertEquals(f, PuyoField.parse(text, PuyoFormat.TSU));
        assertEquals(text, ReferencePuyoField.parse(text).format());
    }

    @Test
    void judgeAndTsuFieldsGiveTheSameAnswerOnJudgeText() {
        assertEquals(PuyoField.parse(SAMPLE, PuyoFormat.JUDGE), PuyoField.parse(SAMPLE, PuyoFormat.TSU));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', ignoreLeadingAndTrailingWhitespace = false, value = {
        "9|3|'r' is lower case; puyo letters are upper case|r",
        "9|3|'X' is not a puyo (expected one of . R G B P Y)|X",
        "9|3|garbage 'O' is not allowed in a judge field (Tsu rules only)|O",
    })
    void namesLineColumnAndCharacter(int line, int column, String message, String bad) {
        // line 9 is ".Y....": put the bad character in column 3
        String[] lines = SAMPLE.split("\n");
        lines[line - 1] = lines[line - 1].substring(0, column - 1) + bad + lines[line - 1].substring(column);
        String text = String.join("\n", lines) + "\n";
        assertEquals("line " + line + ", column " + column + ": " + message, error(text, PuyoFormat.JUDGE));
    }

    @Test
    void binaryBytesAreNamedByValue() {
        for (char c : new char[] {0, 9, 0x7f, 0xe9, 0xff}) {
            String text = SAMPLE.replaceFirst("\\.Y\\.\\.\\.\\.\n", ".Y" + c + "...\n");
            assertEquals(String.format("line 9, column 3: byte 0x%02X is not a puyo (expected one of . R G B P Y)", (int) c),
                    error(text, PuyoFormat.JUDGE));
        }
    }

    @Test
    void wrongWidths() {
        String shortLine = SAMPLE.replaceFirst("\\.Y\\.\\.\\.\\.\n", ".Y..\n");
        assertEquals("line 9, column 5: line ends after 4 cells, expected 6", error(shortLine, PuyoFormat.JUDGE));
        String longLine = SAMPLE.replaceFirst("\\.Y\\.\\.\\.\\.\n", ".Y....R\n");
        assertEquals("line 9, column 7: 'R' beyond the 6th column", error(longLine, PuyoFormat.JUDGE));
        String innerSpace = SAMPLE.replaceFirst("\\.Y\\.\\.\\.\\.\n", ".Y .. .\n");
        assertEquals("line 9, column 3: ' ' is not a puyo (expected one of . R G B P Y)", error(innerSpace, PuyoFormat.JUDGE));
    }

    @Test
    void wrongLineCounts() {
        String eleven = SAMPLE.substring(7);
        assertEquals("line 12: field ends after 11 lines, expected 12", error(eleven, PuyoFormat.JUDGE));
        String thirteen = "......\n" + SAMPLE;
        assertEquals("line 13: too many lines (a judge field has 12)", error(thirteen, PuyoFormat.JUDGE));
        assertEquals("line 14: too many lines (a Tsu field has at most 13)", error("......\n" + thirteen, PuyoFormat.TSU));
        assertEquals("line 2: empty line inside the field", error(SAMPLE.replaceFirst("\n", "\n\n\n\n"), PuyoFormat.JUDGE));
        assertEquals("line 1: empty line before the field", error("\n" + SAMPLE, PuyoFormat.JUDGE));
        assertEquals("line 1: empty line before the field", error(" \r \n" + SAMPLE, PuyoFormat.JUDGE));
    }

    @Test
    void emptyInput() {
        assertEquals("line 1: empty input, expected 12 lines of 6 cells", error("", PuyoFormat.JUDGE));
        assertEquals("line 1: empty input, expected 12 lines of 6 cells", error("\n \r\n", PuyoFormat.TSU));
    }

    @Test
    void floatingPuyo() {
        String floating = SAMPLE.replaceFirst("\\.\\.\\.\\.\\.\\.\n\\.Y", "R.....\n.Y");
        assertEquals("line 8, column 1: 'R' floats above an empty cell", error(floating, PuyoFormat.JUDGE));
    }

    @Test
    void garbageAndRow13InTsu() {
        String text = "O.....\n" + SAMPLE.replace("RRYGG.", "RRYGGO").replaceFirst("RRYG..", "RRYG..");
        PuyoField f = PuyoField.parse(text.replaceFirst("O\\.\\.\\.\\.\\.", "......"), PuyoFormat.TSU);
        assertEquals(Puyo.GARBAGE, f.get(5, 1));
        assertEquals("line 1, column 1: 'O' floats above an empty cell", error(text, PuyoFormat.TSU));
    }
}
