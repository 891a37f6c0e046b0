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

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.format.IpsUrl;
import io.bitfall.puyo.format.Move;
import io.bitfall.puyo.format.NazoCondition;
import io.bitfall.puyo.format.NazoPuzzle;
import io.bitfall.puyo.format.NazoResult;
import io.bitfall.puyo.format.NazoSolution;
import io.bitfall.puyo.format.NazoSolver;

/**
 * {@code puyo --nazo}: solves the nazo puzzle of an IPS simulator URL ({@link NazoSolver}) and writes its
 * solutions, each as the puyop.com URL of the start field and the solution's moves, one a line, or
 * {@code no solution}, and in a batch a blank line after each puzzle's lines; with {@code --json} one JSON object a puzzle, on one line, shaped like puyo2's
 * {@code pnsolve} output:
 * <pre>
 * {"input":URL,"condition":{"kind":"CHAINS","target":"COLOURED","number":5,"text":"5連鎖する"},
 *  "status":"ok" or "no_solution","searched":LINES,"matched":SOLUTIONS,
 *  "solutions":[{"hands":"yg21...","url":PUYOP_URL,"chains":5,"score":4840,"clear":false}, ...],"elapsedMs":MS}
 * </pre>
 * {@code hands} is pnsolve's notation: per pair the axis and child colours ({@code r g b y p}), the axis
 * column 0 to 5 and the rotation 0 up, 1 right, 2 down, 3 left.
 */
final class PuyoNazo {
    private final boolean json;
    private final boolean first;
    private final boolean batch;
    /** The solver of the last puzzle, kept for the next one of as many pairs; null before the first. */
    private NazoSolver solver;
    private int solverPairs;

    PuyoNazo(boolean json, boolean first, boolean batch) {
        this.json = json;
        this.first = first;
        this.batch = batch;
    }

    /**
     * Solves the puzzle of {@code url}, the input's line {@code line}, and writes its answer; a
     * {@link BadInput} naming the line if the URL is malformed or the puzzle cannot be solved (no pairs, no
     * condition, puyos above empty cells).
     */
    void solve(String url, long line, Output out) throws Output.Failure {
        NazoResult result;
        try {
            NazoPuzzle puzzle = IpsUrl.decode(url);
            int pairs = puzzle.pairs().size();
            if (pairs == 0) {
                throw new BadInput("line " + line + ": the puzzle has no pairs to place");
            }
            if (solver == null || solverPairs != pairs) {
                solver = new NazoSolver(Math.min(pairs, 16));
                solverPairs = pairs;
            }
            result = solver.solve(puzzle, first);
        } catch (IllegalArgumentException e) { // a FormatException, or a puzzle the solver refuses
            throw new BadInput("line " + line + ": " + e.getMessage());
        }
        PuyoField start = result.puzzle().field();
        if (json) {
            out.write(json(url, result, start)).write('\n');
        } else if (!result.solved()) {
            out.write("no solution\n");
        } else {
            for (NazoSolution s : result.solutions()) {
                out.write(s.puyopUrl(start)).write('\n');
            }
        }
        if (batch && !json) {
            out.write('\n');
        }
    }

    private static String json(String url, NazoResult result, PuyoField start) {
        StringBuilder text = new StringBuilder(256);
        JsonWriter w = new JsonWriter(text).beginObject();
        NazoCondition c = result.puzzle().condition();
        w.name("input").value(url);
        w.name("condition").beginObject().name("kind").value(c.kind().name()).name("target").value(c.target().name())
                .name("number").value(c.number()).name("text").value(c.text()).endObject();
        w.name("status").value(result.solved() ? "ok" : "no_solution");
        w.name("searched").value(result.searched());
        w.name("matched").value(result.solutions().size());
        w.name("solutions").beginArray();
        for (NazoSolution s : result.solutions()) {
            w.beginObject().name("hands").value(hands(s)).name("url").value(s.puyopUrl(start))
                    .name("chains").value(s.chains()).name("score").value(s.score()).name("clear").value(s.allClear())
                    .endObject();
        }
        w.endArray();
        w.name("elapsedMs").value(result.elapsedNanos() / 1_000_000);
        w.endObject();
        return text.toString();
    }

    /** pnsolve's notation of a solution's moves. */
    private static String hands(NazoSolution s) {
        StringBuilder h = new StringBuilder();
        for (Move m : s.moves()) {
            h.append(Character.toLowerCase(m.pair().axis().letter())).append(Character.toLowerCase(m.pair().child().letter()))
                    .append(m.placement().column()).append(m.placement().rotation().ordinal());
        }
        return h.toString();
    }
}
