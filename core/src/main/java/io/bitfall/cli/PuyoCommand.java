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
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * {@code bitfall puyo [options] [FILE]}: chain counts of fields read from a file or standard input. Its
 * options and help are below; reading them, the input file and the exit statuses are {@link Command}'s.
 *
 * <p>Fields are read as bytes straight into one reused {@link PuyoField} ({@link ByteFieldParser}) and
 * answers are written as bytes into one buffer ({@link Output}): a batch allocates nothing per field.
 */
final class PuyoCommand extends Command {
    private static final List<Option> OPTIONS = List.of(
            Option.flag("--tsu", "Tsu rules: a 13th line on top (the hidden row) is allowed, and O is garbage"),
            Option.flag("--score", "print '<chains> <score>' (Tsu scoring)"),
            Option.flag("--frames", "add the frames the chain takes as the last column: '<chains> <frames>', or with\n"
                    + "--score '<chains> <score> <frames>' (50 per step, plus 2 per row of the longest\n"
                    + "fall and 20 for landing when anything falls)"),
            Option.flag("--trace", "print every step: the field before (popping cells in lower case) and after the\n"
                    + "fall side by side, with row numbers, the step's score, the running total, the step's\n"
                    + "frames and an all clear"),
            Option.flag("--batch", "any number of fields separated by blank lines, one result line per field; each\n"
                    + "answer is written before the input is waited for (on bad input the results of the\n"
                    + "fields before it have already been printed); with --trace each field's trace\n"
                    + "starts with a line 'field <n> (line <first line>)'"),
            REFERENCE);

    PuyoCommand() {
        super("puyo", String.join("\n",
                "usage: bitfall puyo [--tsu] [--score] [--frames] [--trace] [--batch] [--reference] [FILE]",
                "Reads a Puyo Puyo field from FILE, or from standard input without one (12 lines of 6 cells, top row",
                "first, letters . R G B P Y) and prints its chain count, exactly as Baekjoon 11559 expects."),
                OPTIONS, String.join("\n",
                "Exit status: 0 done; 1 standard output could not be written (one line on stderr);",
                "2 bad input, bad usage or an unreadable FILE (one line on stderr naming the line, column and",
                "character; nothing on stdout)."));
    }

    @Override
    boolean answersAsItGoes(Arguments arguments) {
        return arguments.has("--batch");
    }

    @Override
    void play(Arguments arguments, InputStream in, Output out, boolean realStdout) throws IOException {
        boolean batch = arguments.has("--batch");
        Session session = new Session(arguments.has("--tsu") ? PuyoFormat.TSU : PuyoFormat.JUDGE,
                arguments.has("--score"), arguments.has("--frames"), arguments.has("--reference"), out,
                arguments.has("--trace") ? new PuyoTrace(realStdout && Terminal.stdoutIsTerminal()) : null);
        try {
            session.readAll(new LineReader(batch ? new FlushingInput(in, out) : in), batch);
        } catch (FieldFormatException | BadInput e) {
            throw new BadInput(e.getMessage() + session.hint(batch));
        }
    }

    /** The chosen rules, output and implementation, applied to one field after another. */
    private static final class Session {
        final PuyoFormat format;
        final boolean score;
        final boolean frames;
        final boolean reference;
        final Output out;
        /** Null unless {@code --trace}. */
        final PuyoTrace trace;
        final ByteFieldParser parser;
        final PuyoField field = new PuyoField();
        /** Whether the field being read went on past the format's last line (for the hints). */
        boolean tooManyLines;

        Session(PuyoFormat format, boolean score, boolean frames, boolean reference, Output out, PuyoTrace trace) {
            this.format = format;
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
                throw new BadInput("line 1: empty input, expected 12 lines of 6 cells");
            }
        }

        /**
         * Skips blank lines, then reads the next field up to the blank line or the end of input after it,
         * and answers it; false if the input ends first. (One call per field, so that the JIT compiles this
         * as a method early instead of replacing a long-running loop on the stack late.)
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
            parser.start(firstLine);
            do {
                checkLength(reader);
                tooManyLines = parser.lines() >= format.maxLines(); // addLine rejects this line
                parser.addLine(reader.bytes(), reader.start(), reader.contentEnd());
            } while (reader.next() && !reader.isBlank());
            parser.finish(field);
            if (trace != null && batch) {
                out.write("field ").write(fields + 1).write(" (line ").write(firstLine).write(")\n");
            }
            answer();
            return true;
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
