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

import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import java.util.function.Supplier;

/**
 * Both sides of a match at one decision, as a host outside this JVM describes them (UPI's
 * {@code position}): the two {@link PlayerView}s a {@link VersusPlayer} decides on when no
 * {@link VersusMatch} runs here. The host's message sets the fields, the own pair and the next two, the
 * pairs placed and the garbage; what it does not carry (score, chains, all clear, carried points) reads
 * 0 or false. Both sides see the same pairs, so the opponent's pair {@code k} is the own window's pair at
 * the opponent's offset where the window covers it, and the own current pair where it does not.
 * Not thread-safe.
 *
 * @param <F> the field type, engine or reference
 */
public final class VersusPosition<F extends PuyoSimulator<F>> {
    private final SideState<F> first;
    private final SideState<F> second;

    /**
     * A position whose fields are made by {@code newField}, both empty.
     *
     * @param newField makes an empty field
     */
    public VersusPosition(Supplier<F> newField) {
        first = new SideState<>(0, newField.get());
        second = new SideState<>(1, newField.get());
        first.view = new PlayerView<>(first, newField.get());
        second.view = new PlayerView<>(second, newField.get());
        first.opponent = second;
        second.opponent = first;
        first.script = new PuyoPair[3];
        second.script = new PuyoPair[3];
    }

    /**
     * A side's view, for {@link VersusPlayer#decide}: side 0 is the player to move.
     *
     * @param side 0 for the side to move, 1 for its opponent
     * @return the view
     * @throws IndexOutOfBoundsException if {@code side} is not 0 or 1
     */
    public PlayerView<F> view(int side) {
        if (side != 0 && side != 1) {
            throw new IndexOutOfBoundsException("side must be 0 or 1, was " + side);
        }
        return (side == 0 ? first : second).view;
    }

    /**
     * A side's field, to fill from the host's message (for example with
     * {@link io.bitfall.puyo.format.Pfen#decode}) before {@link #set}, which shows it to the views; it must
     * be settled when a player decides.
     *
     * @param side 0 or 1
     * @return the live field of that side's view
     */
    public F field(int side) {
        view(side); // checks the side
        return (side == 0 ? first : second).field;
    }

    /**
     * Sets what the host said of the position, and shows both fields (as they are now) to the views.
     *
     * @param pairs          the pair to place and the next two, of the side to move
     * @param ownPlaced      pairs the side to move has placed (its UPI tumo number)
     * @param opponentPlaced pairs the opponent has placed
     * @param ownPending     garbage against the side to move whose chain still runs
     * @param ownDue         garbage against the side to move that falls after its next placement
     * @param opponentPending garbage against the opponent whose chain still runs
     * @param opponentDue    garbage against the opponent that falls after its next placement
     * @throws IllegalArgumentException if {@code pairs} does not hold 3 pairs or a count is negative
     */
    public void set(PuyoPair[] pairs, int ownPlaced, int opponentPlaced, int ownPending, int ownDue,
            int opponentPending, int opponentDue) {
        if (pairs.length != 3 || ownPlaced < 0 || opponentPlaced < 0 || (ownPending | ownDue | opponentPending
                | opponentDue) < 0) {
            throw new IllegalArgumentException("a position needs 3 pairs and counts of 0 or more");
        }
        for (int k = 0; k < 3; k++) {
            if (pairs[k] == null) {
                throw new NullPointerException("pair " + k);
            }
            first.script[(ownPlaced + k) % 3] = pairs[k];
            int shifted = opponentPlaced - ownPlaced + k;
            second.script[(opponentPlaced + k) % 3] = pairs[shifted >= 0 && shifted < 3 ? shifted : 0];
        }
        first.pairsPlaced = ownPlaced;
        second.pairsPlaced = opponentPlaced;
        first.pending = ownPending;
        first.due = ownDue;
        second.pending = opponentPending;
        second.due = opponentDue;
        first.view.show();
        second.view.show();
    }
}
