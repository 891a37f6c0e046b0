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
package io.bitfall.puyo.versus;

import io.bitfall.puyo.GarbageMeter;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.PuyoSimulator;

/**
 * One side of a {@link VersusMatch} as the match keeps it: the live field, the side's clock, its garbage
 * and its totals. Only the match writes it; players and observers read it through the side's
 * {@link PlayerView}, which shows a copy of the field.
 *
 * @param <F> the field type, engine or reference
 */
final class SideState<F extends PuyoSimulator<F>> {
    final int side;
    final F field;
    SideState<F> opponent;
    PlayerView<F> view;
    PuyoPairSequence sequence;
    PuyoPair[] script; // tests only: pairs dealt in place of the sequence's
    int frame; // the match's current frame, the same on both sides

    // The side's clock: what it does next, and at which frame.
    int state;
    int next;
    Placement chosen;
    PuyoPair chosenPair; // the pair placed at the last decision, landing at GROUND
    int chain;

    int pending;
    int due;
    final GarbageMeter meter = new GarbageMeter();
    boolean allClearBonus;

    int pairsPlaced; // counted at the decision (the Placed event), not when the pair lands
    long score;
    int largestChain;
    int sent;
    int offset;
    int dropped;
    boolean toppedOut;
    final int[] heights = new int[6];

    SideState(int side, F field) {
        this.side = side;
        this.field = field;
    }

    /** The pair {@code k} after the one this side places next (during a decision, the one it places now). */
    PuyoPair pair(int k) {
        int i = pairsPlaced + k;
        return script != null ? script[i % script.length] : sequence.pair(i);
    }

    /** "first" or "second". */
    String name() {
        return side == 0 ? "first" : "second";
    }
}
