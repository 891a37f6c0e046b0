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

import static io.bitfall.fuzz.FuzzInput.seed;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.bitfall.fuzz.FuzzInput;
import io.bitfall.puyo.FieldFormatException;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzzes the input handling: arbitrary bytes through the field parser and the {@code puyo} command line.
 *
 * <h2>Byte format</h2>
 * <pre>
 *   byte 0   options of the command line: bit 0 --tsu, bit 1 --score, bit 2 --trace, bit 3 --batch,
 *            bit 4 --reference
 *   rest     the input text, one char per byte (ISO-8859-1, as the command line reads it); a leading
 *            EF BB BF, which the command line skips as a byte-order mark, reaches the parser as U+FEFF
 * </pre>
 *
 * <p>Properties:
 * <ul>
 *   <li>{@link FieldText#parse} in both formats returns a settled 13x6 grid that writes back to text it
 *       reads again as the same grid, or throws exactly {@link FieldFormatException} (line 1 or more);
 *       never another exception.</li>
 *   <li>{@code Main.run(["puyo", options...])} returns 0 with output on stdout and nothing on stderr, or 2
 *       with exactly one line on stderr and nothing on stdout (with {@code --batch}, the results of the
 *       fields before the bad one may already be on stdout); never another status, never an exception.</li>
 *   <li>The command line (without --batch) accepts exactly one field: it exits 0 exactly when the field
 *       parser accepts the same text, and then (without --trace) it printed that field's chain count (and
 *       score).</li>
 * </ul>
 * Time is bounded by the per-input timeout.
 */
@Tag("fuzz-parsers")
class ParsersFuzzTest {
    private static final String[] OPTIONS = {"--tsu", "--score", "--trace", "--batch", "--reference"};

    @MethodSource("seeds")
    // libFuzzer dictionary syntax: \xNN escapes, so a line end is \x0A
    @DictionaryEntries({"......\\x0A", "RRYG..\\x0A", "GGBBPY\\x0A", "O.....\\x0A", ".Y....", "\\x0D\\x0A", "  \\x0A",
        "\\x0A\\x0A"})
    @FuzzTest(maxDuration = "10m")
    void parsers(byte[] data) {
        FuzzInput in = new FuzzInput(data);
        int flags = in.nextByte();
        byte[] input = in.rest();
        String text = new String(input, StandardCharsets.ISO_8859_1);
        if (text.startsWith("\u00EF\u00BB\u00BF")) { // the UTF-8 byte-order mark, as a text would hold it
            text = "\uFEFF" + text.substring(3);
        }

        Puyo[][] judge = parse(text, PuyoFormat.JUDGE);
        Puyo[][] tsu = parse(text, PuyoFormat.TSU);
        if (judge != null && (tsu == null || !java.util.Arrays.deepEquals(judge, tsu))) {
            throw new AssertionError("a judge field must read the same as a Tsu field:\n" + text);
        }

        List<String> args = new ArrayList<>(List.of("puyo"));
        for (int bit = 0; bit < OPTIONS.length; bit++) {
            if ((flags & 1 << bit) != 0) {
                args.add(OPTIONS[bit]);
            }
        }
        boolean batch = (flags & 8) != 0;
        CommandRun run = CommandRun.of(input, args.toArray(new String[0]));
        if (run.status() == 0) {
            check(!run.out().isEmpty() && run.err().isEmpty(), "status 0 needs output and an empty stderr", args, run);
        } else if (run.status() == 2) {
            check(run.err().startsWith("bitfall puyo: ") && run.err().endsWith("\n")
                    && run.err().indexOf('\n') == run.err().length() - 1, "status 2 needs one stderr line", args, run);
            check(batch || run.out().isEmpty(), "status 2 without --batch prints nothing on stdout", args, run);
        } else {
            check(false, "exit status must be 0 or 2", args, run);
        }

        PuyoFormat format = (flags & 1) != 0 ? PuyoFormat.TSU : PuyoFormat.JUDGE;
        Puyo[][] grid = format == PuyoFormat.TSU ? tsu : judge;
        check(!(run.status() == 0 && !batch && grid == null), "the command line accepted text that FieldText.parse rejects",
                args, run);
        check(!(run.status() != 0 && !batch && grid != null), "the command line rejected text that FieldText.parse accepts",
                args, run);
        if (run.status() == 0 && grid != null && (flags & (4 | 8)) == 0) {
            PuyoField f = PuyoField.of(grid);
            String expected = (flags & 2) != 0 ? f.resolve().chains() + " " + f.resolve().score() + "\n"
                    : f.chainCount() + "\n";
            check(run.out().equals(expected), "the command line must print the parsed field's result " + expected.trim(),
                    args, run);
        }
    }

    /** The parsed grid, or null if the text is not a field; any exception but FieldFormatException escapes. */
    private static Puyo[][] parse(String text, PuyoFormat format) {
        Puyo[][] grid;
        try {
            grid = FieldText.parse(text, format);
        } catch (FieldFormatException e) {
            if (e.line() < 1 || e.column() < 0 || e.getMessage() == null || !e.getMessage().startsWith("line " + e.line())) {
                throw new AssertionError("bad FieldFormatException " + e.line() + "/" + e.column() + ": " + e.getMessage(), e);
            }
            return null;
        }
        if (grid.length != FieldText.HEIGHT || grid[0].length != FieldText.WIDTH) {
            throw new AssertionError("grid of " + grid.length + " rows");
        }
        String written = FieldText.format(grid);
        Puyo[][] again = FieldText.parse(written, format);
        if (!java.util.Arrays.deepEquals(grid, again) || !PuyoField.of(grid).isSettled()) {
            throw new AssertionError("parsed field does not read back or is not settled:\n" + written);
        }
        return grid;
    }

    private static void check(boolean ok, String property, List<String> args, CommandRun run) {
        if (!ok) {
            throw new AssertionError(property + "; args " + args + ", status " + run.status() + ", stdout '" + run.out()
                    + "', stderr '" + run.err() + "'");
        }
    }

    /** Hand-picked seeds: valid fields under each option set, and the documented kinds of bad input. */
    static Stream<byte[]> seeds() {
        String sample = PuyoCommandTest.SAMPLE;
        String tsu = "R.....\n" + "R.....\n".repeat(4) + "G.....\nB.....\nY.....\nG.....\nB.....\nY.....\nG.....\nO.....\n";
        List<byte[]> seeds = new ArrayList<>();
        seeds.add(seed(0, sample));
        seeds.add(seed(2, sample.replace("\n", "  \r\n")));
        seeds.add(seed(1 | 2, tsu));
        seeds.add(seed(1 | 4 | 16, tsu));
        seeds.add(seed(8 | 2, sample + "\n" + "......\n".repeat(11) + "RRRR..\n\n\n" + sample));
        seeds.add(seed(8, sample + "\n" + sample.replace("RRYGG.", "RRYGx.")));
        seeds.add(seed(0, sample + "\n" + sample));
        seeds.add(seed(0, sample.replace("RRYGG.", "RRYGGO")));
        seeds.add(seed(0, "......\n".repeat(7) + "R.....\n" + sample.substring(56)));
        seeds.add(seed(0, "\u0000\u0001\u00ff\n"));
        seeds.add(seed(0, ""));
        seeds.add(seed(0, "x".repeat(LineReader.MAX_LINE + 10)));
        seeds.add(seed(0, sample.replace(".YG...\n", ".YG..." + " ".repeat(LineReader.MAX_LINE + 10) + "\n")));
        seeds.add(seed(8, "\u00EF\u00BB\u00BF" + sample));
        return seeds.stream();
    }
}
