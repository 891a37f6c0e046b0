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

import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * {@code puyo --trace}: every chain step as one block: a line with what popped, the step's score and the
 * running total, then the field before the step (popping cells in lower case) and after its fall side by
 * side, from the highest row that holds a puyo in either of them (rows above are empty) down to row 1,
 * row numbers on the left and the hidden row 13 marked:
 * <pre>
 * chain 1: 4 pop in groups [4], 0 garbage; step score 40, total 40
 * row  before  after
 *   4  .Y....  ......
 *   3  .YG...  ..G...
 *   2  rrYG..  .YYG..
 *   1  rrYGG.  .YYGG.
 * </pre>
 * On a terminal the puyos are coloured and popping cells reversed.
 */
final class PuyoTrace {
    private final boolean ansi;

    PuyoTrace(boolean ansi) {
        this.ansi = ansi;
    }

    /** Traces the chain of the engine field {@code f} (run in place); returns its {@link ChainSummary}. */
    long run(PuyoField f, Output out) throws Output.Failure {
        return run(f::toGrid, () -> f.popping().toGrid(), f::step, out);
    }

    /** Traces the chain of the reference field {@code f} (run in place); returns its {@link ChainSummary}. */
    long run(ReferencePuyoField f, Output out) throws Output.Failure {
        return run(f::toGrid, () -> f.popping().toGrid(), f::step, out);
    }

    private long run(Supplier<Puyo[][]> grid, Supplier<Puyo[][]> popping, IntFunction<ChainStep> step, Output out)
            throws Output.Failure {
        int total = 0;
        int frames = 0;
        int chain = 0;
        boolean allClear = false;
        while (true) {
            Puyo[][] pops = popping.get();
            Puyo[][] before = grid.get();
            ChainStep s = step.apply(chain + 1);
            if (s == null) {
                return ChainSummary.of(chain, total, frames, allClear);
            }
            chain++;
            total += s.score();
            frames += s.frames();
            allClear = s.allClear();
            out.write("chain ").write(s.chain()).write(": ").write(s.colouredPopped()).write(" pop in groups ")
                    .write(s.groupSizes().toString()).write(", ").write(s.garbagePopped())
                    .write(" garbage; step score ").write(s.score()).write(", total ").write(total)
                    .write("; ").write(s.frames()).write(" frames").write(s.allClear() ? "; all clear\n" : "\n");
            writeFields(before, pops, grid.get(), out);
        }
    }

    private void writeFields(Puyo[][] before, Puyo[][] popping, Puyo[][] after, Output out) throws Output.Failure {
        int top = FieldText.HEIGHT - 1;
        while (top > 0 && empty(before[top]) && empty(after[top])) {
            top--;
        }
        out.write("row  before  after\n");
        for (int row = top; row >= 0; row--) {
            int number = row + 1;
            out.write(number < 10 ? "  " : " ").write(number).write("  ");
            writeRow(before[row], popping[row], out);
            out.write("  ");
            writeRow(after[row], null, out);
            if (row == FieldText.HEIGHT - 1) {
                out.write("  hidden");
            }
            out.write('\n');
        }
    }

    private static boolean empty(Puyo[] row) {
        for (Puyo p : row) {
            if (p != Puyo.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private void writeRow(Puyo[] row, Puyo[] popping, Output out) throws Output.Failure {
        for (int col = 0; col < FieldText.WIDTH; col++) {
            Puyo p = row[col];
            boolean pops = popping != null && popping[col] != Puyo.EMPTY;
            char letter = pops ? Character.toLowerCase(p.letter()) : p.letter();
            if (ansi && p != Puyo.EMPTY) {
                out.write("\u001b[").write(pops ? "7;" : "").write(ansiColour(p)).write('m').write(letter)
                        .write("\u001b[0m");
            } else {
                out.write(letter);
            }
        }
    }

    private static int ansiColour(Puyo p) {
        switch (p) {
            case RED: return 31;
            case GREEN: return 32;
            case YELLOW: return 33;
            case BLUE: return 34;
            case PURPLE: return 35;
            default: return 37;
        }
    }
}
