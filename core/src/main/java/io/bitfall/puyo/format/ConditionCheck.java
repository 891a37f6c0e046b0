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
package io.bitfall.puyo.format;

import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoSimulator;

/**
 * Runs a chain step by step on the public API ({@link PuyoSimulator#step}, and {@link PuyoSimulator#popping()}
 * first when the condition counts one colour) and judges a {@link NazoCondition} on what each step popped. Not on a hot path:
 * the nazo solver calls it only for lines whose last pair fires.
 */
final class ConditionCheck {
    private static final int ROWS = 13;
    private static final int COLUMNS = 6;

    private ConditionCheck() {
    }

    static <F extends PuyoSimulator<F>> boolean run(NazoCondition c, F landed) {
        return runInPlace(c, landed.copy());
    }

    /** {@link #run}, running the chain on {@code f} itself. */
    static <F extends PuyoSimulator<F>> boolean runInPlace(NazoCondition c, F f) {
        NazoCondition.Target t = c.target();
        boolean oneColour = t != NazoCondition.Target.ALL && t != NazoCondition.Target.COLOURED
                && t != NazoCondition.Target.GARBAGE;
        int n = c.number();
        int chains = 0;
        int colourMaskTotal = 0;
        int erasedTotal = 0;
        boolean atOnce = false;     // kinds 40 to 45: some step met it
        boolean connected = false;  // kinds 52, 53: some group met it
        boolean exact = c.kind() == NazoCondition.Kind.CONNECTED;
        Puyo[][] pops = oneColour ? new Puyo[ROWS][COLUMNS] : null;
        boolean[][] seen = oneColour ? new boolean[ROWS][COLUMNS] : null;
        int[] stack = oneColour ? new int[ROWS * COLUMNS] : null;
        while (true) {
            int erased = 0;
            int groups = 0;
            int colourMask = 0;
            if (oneColour) {            // what one colour popped: read the popping cells
                F popping = f.popping();
                for (int r = 0; r < ROWS; r++) {
                    for (int col = 0; col < COLUMNS; col++) {
                        Puyo p = popping.get(col, r + 1);
                        pops[r][col] = p;
                        seen[r][col] = false;
                        if (p.isColour()) {
                            colourMask |= 1 << p.ordinal();
                        }
                        if (t.counts(p)) {
                            erased++;
                        }
                    }
                }
                for (int r = 0; r < ROWS; r++) {
                    for (int col = 0; col < COLUMNS; col++) {
                        if (t.counts(pops[r][col]) && !seen[r][col]) {
                            int size = groupSize(pops, seen, stack, r, col);
                            groups++;
                            connected |= exact ? size == n : size >= n;
                        }
                    }
                }
            }
            ChainStep step = f.step(chains + 1);
            if (step == null) {
                break;
            }
            chains++;
            if (!oneColour) {           // every colour, or garbage: the step says it
                for (Puyo p : step.colours()) {
                    colourMask |= 1 << p.ordinal();
                }
                erased = (t == NazoCondition.Target.GARBAGE ? 0 : step.colouredPopped())
                        + (t == NazoCondition.Target.COLOURED ? 0 : step.garbagePopped());
                if (t != NazoCondition.Target.GARBAGE) {
                    groups = step.groupSizes().size();
                    for (int size : step.groupSizes()) {
                        connected |= exact ? size == n : size >= n;
                    }
                }
            }
            int colours = Integer.bitCount(colourMask);
            switch (c.kind()) {
                case COLOURS_AT_ONCE: atOnce |= colours == n; break;
                case COLOURS_OR_MORE_AT_ONCE: atOnce |= colours >= n; break;
                case ERASE_AT_ONCE: atOnce |= erased == n; break;
                case ERASE_OR_MORE_AT_ONCE: atOnce |= erased >= n; break;
                case GROUPS_AT_ONCE: atOnce |= groups == n; break;
                case GROUPS_OR_MORE_AT_ONCE: atOnce |= groups >= n; break;
                default: break;
            }
            colourMaskTotal |= colourMask;
            erasedTotal += erased;
        }
        int coloursTotal = Integer.bitCount(colourMaskTotal);
        switch (c.kind()) {
            case CLEAR: return remaining(f, t) == 0;
            case COLOURS: return coloursTotal == n;
            case COLOURS_OR_MORE: return coloursTotal >= n;
            case ERASE: return erasedTotal == n;
            case ERASE_OR_MORE: return erasedTotal >= n;
            case CHAINS: return chains == n;
            case CHAINS_OR_MORE: return chains >= n;
            case CHAINS_AND_CLEAR: return chains == n && remaining(f, t) == 0;
            case CHAINS_OR_MORE_AND_CLEAR: return chains >= n && remaining(f, t) == 0;
            case COLOURS_AT_ONCE: case COLOURS_OR_MORE_AT_ONCE: case ERASE_AT_ONCE: case ERASE_OR_MORE_AT_ONCE:
            case GROUPS_AT_ONCE: case GROUPS_OR_MORE_AT_ONCE:
                return atOnce;
            case CONNECTED: case CONNECTED_OR_MORE:
                return connected;
            default:
                return false;
        }
    }

    /**
     * Whether the condition can hold on a line whose last pair pops nothing: judged as if nothing popped and
     * nothing of the target were left, the most the kinds that count what is left can ask.
     */
    static boolean canHoldWithoutPops(NazoCondition c) {
        int n = c.number();
        switch (c.kind()) {
            case CLEAR: return true;
            case COLOURS: case ERASE: case CHAINS: case CHAINS_AND_CLEAR: return n == 0;
            case COLOURS_OR_MORE: case ERASE_OR_MORE: case CHAINS_OR_MORE: case CHAINS_OR_MORE_AND_CLEAR: return n == 0;
            default: return false;
        }
    }

    /** The puyos of the target on the field, all 13 rows. */
    private static int remaining(PuyoSimulator<?> f, NazoCondition.Target t) {
        int n = 0;
        for (int row = 1; row <= ROWS; row++) {
            for (int col = 0; col < COLUMNS; col++) {
                if (t.counts(f.get(col, row))) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The size of the popping group at ({@code r}, {@code col}), marking its cells seen. */
    private static int groupSize(Puyo[][] pops, boolean[][] seen, int[] stack, int r, int col) {
        Puyo colour = pops[r][col];
        int top = 0;
        int size = 0;
        stack[top++] = r * COLUMNS + col;
        seen[r][col] = true;
        while (top > 0) {
            int cell = stack[--top];
            size++;
            int cr = cell / COLUMNS;
            int cc = cell % COLUMNS;
            for (int d = 0; d < 4; d++) {
                int nr = cr + (d == 0 ? 1 : d == 1 ? -1 : 0);
                int nc = cc + (d == 2 ? 1 : d == 3 ? -1 : 0);
                if (nr >= 0 && nr < ROWS && nc >= 0 && nc < COLUMNS && !seen[nr][nc] && pops[nr][nc] == colour) {
                    seen[nr][nc] = true;
                    stack[top++] = nr * COLUMNS + nc;
                }
            }
        }
        return size;
    }
}
