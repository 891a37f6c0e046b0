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

import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.puyo.ByteFieldParser;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.FieldFormatException;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;
import io.bitfall.puyo.format.FormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code bitfall puyo [options] [FILE]}: chain counts of fields read from a file or standard input. Its
 * options and help are below; reading them, the input file and the exit statuses are {@link Command}'s.
 *
 * <p>Fields are read as bytes straight into one reused {@link PuyoField} ({@link ByteFieldParser}) and
 * answers are written as bytes into one buffer ({@link Output}): a batch of judge or Tsu fields allocates
 * nothing per field. The one-line formats ({@code --input-format=puyop|ips|pfen}), {@code --convert} and
 * {@code --nazo} go through the codecs of {@code io.bitfall.puyo.format}, which allocate.
 */
final class PuyoCommand extends Command {
    private static final List<Option> OPTIONS = List.of(
            Option.flag("--tsu", "Tsu rules: a 13th line on top (the hidden row) is allowed, and O is garbage\n"
                    + "(the same as --input-format=tsu)"),
            Option.choice("--input-format", "F", FieldFormat.words(), "how fields are written: judge (the default: 12 lines of . R G B P Y),\n"
                    + "tsu (12 or 13 lines, O garbage), or one line a field: puyop (a puyop.com URL),\n"
                    + "ips (an IPS simulator URL), pfen (UPI's columns, such as ry//////); a URL's\n"
                    + "moves or pairs are not played, its field is"),
            Option.flag("--score", "print '<chains> <score>' (Tsu scoring)"),
            Option.flag("--frames", "add the frames the chain takes as the last column: '<chains> <frames>', or with\n"
                    + "--score '<chains> <score> <frames>' (50 per step, plus 2 per row of the longest\n"
                    + "fall and 20 for landing when anything falls)"),
            Option.flag("--trace", "print every step: the field before (popping cells in lower case) and after the\n"
                    + "fall side by side, with row numbers, the step's score, the running total, the step's\n"
                    + "frames and an all clear"),
            Option.flag("--batch", "any number of fields separated by blank lines (one-line formats: one a line),\n"
                    + "one result line per field; each answer is written before the input is waited\n"
                    + "for (on bad input the results of the fields before it have already been\n"
                    + "printed); with --trace each field's trace starts with a line\n"
                    + "'field <n> (line <first line>)'"),
            Option.choice("--convert", "F", FieldFormat.words(), "write each field in format F (the words of --input-format) instead of\n"
                    + "its answer; a field F cannot express is refused, saying why"),
            Option.flag("--nazo", "solve the nazo puzzle of an IPS simulator URL: each solution as a puyop.com\n"
                    + "URL (its start field and moves), one a line, or 'no solution'; with --batch one\n"
                    + "URL a line, and a blank line after each puzzle's solutions"),
            Option.flag("--json", "with --nazo: one JSON object a puzzle on one line (input, condition, status,\n"
                    + "searched, matched, solutions with hands, url, chains, score, clear, elapsedMs)"),
            Option.flag("--first", "with --nazo: stop at the first solution"),
            REFERENCE);

    PuyoCommand() {
        super("puyo", String.join("\n",
                "usage: bitfall puyo [--tsu | --input-format=F] [--score] [--frames] [--trace] [--batch]",
                "                    [--convert=F] [--reference] [FILE]",
                "       bitfall puyo --nazo [--json] [--first] [--batch] [FILE]",
                "Reads a Puyo Puyo field from FILE, or from standard input without one (12 lines of 6 cells, top row",
                "first, letters . R G B P Y) and prints its chain count, exactly as Baekjoon 11559 expects. With a",
                "one-line format or --nazo, a FILE that starts with http:// or https:// is the input's one line."),
                OPTIONS, String.join("\n",
                "Exit status: 0 done; 1 standard output could not be written (one line on stderr);",
                "2 bad input, bad usage or an unreadable FILE (one line on stderr naming the line, and the column",
                "or character and the reason; nothing on stdout)."));
    }

    /** The format fields are read in: {@code --input-format}, {@code --tsu}, {@code ips} for {@code --nazo}. */
    private static FieldFormat input(Arguments arguments) {
        if (arguments.has("--input-format")) {
            return FieldFormat.of(arguments.text("--input-format", null));
        }
        return arguments.has("--nazo") ? FieldFormat.IPS : arguments.has("--tsu") ? FieldFormat.TSU : FieldFormat.JUDGE;
    }

    @Override
    void check(Arguments arguments) {
        FieldFormat input = input(arguments);
        if (arguments.has("--tsu") && input != FieldFormat.TSU) {
            throw new BadInput("--tsu reads Tsu text; it cannot go with --input-format=" + input.word);
        }
        if (arguments.has("--nazo")) {
            if (input != FieldFormat.IPS) {
                throw new BadInput("--nazo reads IPS simulator URLs; it cannot go with --input-format=" + input.word);
            }
            for (String other : List.of("--score", "--frames", "--trace", "--convert", "--reference")) {
                if (arguments.has(other)) {
                    throw new BadInput("--nazo prints solutions; it cannot go with " + other);
                }
            }
        } else {
            for (String only : List.of("--json", "--first")) {
                if (arguments.has(only)) {
                    throw new BadInput(only + " goes with --nazo only");
                }
            }
        }
        if (arguments.has("--convert")) {
            for (String other : List.of("--score", "--frames", "--trace")) {
                if (arguments.has(other)) {
                    throw new BadInput("--convert prints fields, not chains; it cannot go with " + other);
                }
            }
        }
        String file = arguments.file();
        if (isUrl(file) && !input.oneLine()) {
            throw new BadInput("'" + file + "' is a URL, not a file: name its format, --input-format=puyop or ips");
        }
    }

    private static boolean isUrl(String argument) {
        return argument != null && (argument.startsWith("http://") || argument.startsWith("https://"));
    }

    @Override
    InputStream inputOf(Arguments arguments) {
        String file = arguments.file();
        return isUrl(file) ? new ByteArrayInputStream((file + "\n").getBytes(StandardCharsets.UTF_8)) : null;
    }

    @Override
    boolean answersAsItGoes(Arguments arguments) {
        return arguments.has("--batch");
    }

    @Override
    void play(Arguments arguments, InputStream in, Output out, boolean realStdout) throws IOException {
        boolean batch = arguments.has("--batch");
        FieldFormat input = input(arguments);
        Session session = new Session(input, arguments.has("--score"), arguments.has("--frames"),
                arguments.has("--reference"), out,
                arguments.has("--trace") ? new PuyoTrace(realStdout && Terminal.stdoutIsTerminal()) : null);
        if (arguments.has("--convert")) {
            session.convertTo = FieldFormat.of(arguments.text("--convert", null));
        }
        if (arguments.has("--nazo")) {
            session.nazo = new PuyoNazo(arguments.has("--json"), arguments.has("--first"), batch);
        }
        try {
            session.readAll(new LineReader(batch ? new FlushingInput(in, out) : in), batch);
        } catch (FieldFormatException | BadInput e) {
            throw new BadInput(e.getMessage() + session.hint(batch));
        }
    }

    /** The chosen rules, output and implementation, applied to one field after another. */
    private static final class Session {
        final FieldFormat input;
        /** The multi-line text fields are read as: Tsu text for every format but the judge's. */
        final PuyoFormat format;
        final boolean score;
        final boolean frames;
        final boolean reference;
        final Output out;
        /** Null unless {@code --trace}. */
        final PuyoTrace trace;
        final ByteFieldParser parser;
        final PuyoField field = new PuyoField();
        /** The format {@code --convert} writes, or null. */
        FieldFormat convertTo;
        /** Null unless {@code --nazo}. */
        PuyoNazo nazo;
        /** Whether the field being read went on past the format's last line (for the hints). */
        boolean tooManyLines;

        Session(FieldFormat input, boolean score, boolean frames, boolean reference, Output out, PuyoTrace trace) {
            this.input = input;
            this.format = input == FieldFormat.JUDGE ? PuyoFormat.JUDGE : PuyoFormat.TSU;
            this.score = score;
            this.frames = frames;
            this.reference = reference;
            this.out = out;
            this.trace = trace;
            this.parser = new ByteFieldParser(format);
        }

        /** Reads and answers every field of the input; without {@code batch} exactly one field. */
        void readAll(LineReader reader, boolean batch) throws IOException {
            int fields = 0;
            while (nextField(reader, batch, fields)) {
                fields++;
            }
            if (fields == 0) {
                throw new BadInput("line 1: empty input, expected " + (input == FieldFormat.IPS ? "an IPS simulator URL"
                        : input == FieldFormat.PUYOP ? "a puyop.com URL" : input == FieldFormat.PFEN ? "a pfen field"
                        : "12 lines of 6 cells"));
            }
        }

        /**
         * Skips blank lines, then reads the next field up to the blank line or the end of input after it
         * (a one-line format: the line), and answers it; false if the input ends first. (One call per
         * field, so that the JIT compiles this as a method early instead of replacing a long-running loop on
         * the stack late.)
         */
        private boolean nextField(LineReader reader, boolean batch, int fields) throws IOException {
            do {
                if (!reader.next()) {
                    return false;
                }
                if (reader.isBlank() && !batch && fields == 0) {
                    throw new BadInput("line " + reader.lineNumber() + ": empty line before the field");
                }
            } while (reader.isBlank());
            checkLength(reader);
            if (fields > 0 && !batch) {
                throw new BadInput("line " + reader.lineNumber() + ": more than one field (use --batch)");
            }
            long firstLine = reader.lineNumber();
            if (input.oneLine()) {
                String line = new String(reader.bytes(), reader.start(), reader.contentEnd() - reader.start(),
                        StandardCharsets.ISO_8859_1);
                if (nazo != null) {
                    nazo.solve(line, firstLine, out);
                    return true;
                }
                try {
                    input.read(line, field);
                } catch (FormatException e) {
                    throw new BadInput("line " + firstLine + ": " + e.getMessage());
                }
            } else {
                parser.start(firstLine);
                do {
                    checkLength(reader);
                    tooManyLines = parser.lines() >= format.maxLines(); // addLine rejects this line
                    parser.addLine(reader.bytes(), reader.start(), reader.contentEnd());
                } while (reader.next() && !reader.isBlank());
                parser.finish(field);
            }
            if (convertTo != null) {
                convert(fields, firstLine);
                return true;
            }
            if (trace != null && batch) {
                out.write("field ").write(fields + 1).write(" (line ").write(firstLine).write(")\n");
            }
            answer();
            return true;
        }

        /**
         * Writes the field just read in the {@code --convert} format; a field of several lines after a
         * blank line if it is not the first. A {@link BadInput} naming the field's first line if the format
         * cannot express it.
         */
        private void convert(int fields, long firstLine) throws Output.Failure {
            String text;
            try {
                text = convertTo.write(field);
            } catch (IllegalArgumentException e) {
                throw new BadInput("line " + firstLine + ": cannot write the field as " + convertTo.word + ": " + e.getMessage());
            }
            if (fields > 0 && !convertTo.oneLine()) {
                out.write('\n');
            }
            out.write(text);
        }

        private static void checkLength(LineReader reader) {
            if (reader.wasCut()) {
                throw new BadInput("line " + reader.lineNumber() + ": longer than " + LineReader.MAX_LINE
                        + " characters");
            }
        }

        /**
         * Runs the chain of the field just read and writes its answer line: the chain count, then the
         * score with {@code --score}, then the frames with {@code --frames}. Only what is printed is
         * computed: {@code chainCount} for the count alone, {@code resolveInPlace} for the score,
         * {@code resolveInPlaceWithFrames} for the frames.
         */
        private void answer() throws Output.Failure {
            long summary;
            if (trace != null) {
                summary = reference ? trace.run(ReferencePuyoField.of(field.toGrid()), out)
                        : trace.run(field, out);
            } else if (reference) {
                ReferencePuyoField f = ReferencePuyoField.of(field.toGrid());
                summary = frames ? f.resolveInPlaceWithFrames()
                        : score ? f.resolveInPlace() : ChainSummary.of(f.chainCount(), 0);
            } else {
                summary = frames ? field.resolveInPlaceWithFrames()
                        : score ? field.resolveInPlace() : ChainSummary.of(field.chainCount(), 0);
            }
            out.write(ChainSummary.chains(summary));
            if (score) {
                out.write(' ').write(ChainSummary.score(summary));
            }
            if (frames) {
                out.write(' ').write(ChainSummary.frames(summary));
            }
            out.write('\n');
        }

        /**
         * What to suggest for the error just met: a field that ran past its last line is, with
         * {@code --batch}, most likely two fields with no blank line between them; alone, a judge field
         * with a 13th row.
         */
        String hint(boolean batch) {
            if (!tooManyLines) {
                return "";
            }
            if (batch) {
                return "; fields are separated by a blank line"
                        + (format == PuyoFormat.JUDGE ? " (and a field with a 13th row needs --tsu)" : "");
            }
            return format == PuyoFormat.JUDGE ? "; a field with a 13th row needs --tsu" : "";
        }
    }
}
