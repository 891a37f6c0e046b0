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
import io.bitfall.puyo.TsuFrames;

/**
 * One side of a {@link VersusMatch} as its players and observers see it, read-only: the field, the pair to
 * place and the next two, the garbage coming, the frame, and the side's running totals. The match makes
 * one view per side and keeps it up to date (no allocation). {@link #field()} is a copy the match owns
 * and refreshes before each decision and each observer call, never the match's own field: changing it
 * changes nothing in the match, which refuses it ({@link IllegalStateException} naming the player or
 * observer that did it).
 *
 * <p>Garbage against a side is <em>pending</em> while the chain that sent it still runs, and
 * <em>due</em> once that chain has ended: due garbage falls (at most {@value TsuFrames#MAX_GARBAGE_DROP}
 * at a time) when this side's next placement and its chain are over. A side's own chain first cancels its
 * pending, then its due garbage (see {@code core/docs/puyo-rules.md}, "Versus").
 *
 * @param <F> the field type, engine or reference
 */
public final class PlayerView<F extends PuyoSimulator<F>> {
    private final SideState<F> s;
    private final F shown;

    PlayerView(SideState<F> state, F shown) {
        this.s = state;
        this.shown = shown;
    }

    /** Copies the side's field into the one this view shows. */
    void show() {
        shown.copyFrom(s.field);
    }

    /** Whether the field this view shows differs from the side's since {@link #show()}. */
    boolean changed() {
        return !shown.contentEquals(s.field);
    }

    /**
     * Which side this is: 0 for the first player, 1 for the second.
     *
     * @return 0 or 1
     */
    public int side() {
        return s.side;
    }

    /**
     * The field as it stands: a copy that the match refreshes before each decision and each observer call.
     * Read it or copy it; the match refuses a change to it when the decision or the observer call returns.
     *
     * @return this side's field, settled whenever a player is asked to decide
     */
    public F field() {
        return shown;
    }

    /**
     * Pair number {@link #pairsPlaced()} {@code + k} of the sequence: during a decision, the pair this side
     * places now ({@code k = 0}), the one after it ({@code 1}) and after that ({@code 2}), what the game
     * shows as the current pair, NEXT and NEXT2; while a placed pair falls, the three after it.
     *
     * @param k 0, 1 or 2
     * @return the pair
     * @throws IndexOutOfBoundsException if {@code k} is not 0..2
     */
    public PuyoPair pair(int k) {
        if (k < 0 || k > 2) {
            throw new IndexOutOfBoundsException("a player sees pairs 0..2, not " + k);
        }
        return s.pair(k);
    }

    /**
     * The match's current frame (60 a second, 0 at the start), the same on both views.
     *
     * @return the frame
     */
    public int frame() {
        return s.frame;
    }

    /**
     * Garbage sent against this side by a chain that still runs: not yet due, and still cancellable.
     *
     * @return the pending garbage puyos
     */
    public int pendingGarbage() {
        return s.pending;
    }

    /**
     * Garbage against this side whose chain has ended: it falls after this side's next placement (and its
     * chain, which may cancel some), at most {@value TsuFrames#MAX_GARBAGE_DROP} at a time.
     *
     * @return the due garbage puyos
     */
    public int dueGarbage() {
        return s.due;
    }

    /**
     * Whether this side's chain is running now (its field then shows the chain's last finished step).
     *
     * @return true between the first pop of a chain and its end
     */
    public boolean isChaining() {
        return s.chain > 0;
    }

    /**
     * Whether this side's next chain scores the all-clear bonus.
     *
     * @return true after an all clear, until the next chain
     */
    public boolean hasAllClearBonus() {
        return s.allClearBonus;
    }

    /**
     * The points on this side's garbage meter that did not yet make a garbage puyo, 0..69.
     *
     * @return the carried points
     */
    public int carriedPoints() {
        return s.meter.carried();
    }

    /**
     * Pairs this side has placed, each counted from its player's decision (its {@link VersusEvent.Placed}
     * event) on, before it lands: the number the log and {@link VersusResult} give (see the package
     * comment).
     *
     * @return the pairs placed
     */
    public int pairsPlaced() {
        return s.pairsPlaced;
    }

    /**
     * The score of every chain this side fired, all-clear bonuses included.
     *
     * @return the total score
     */
    public long score() {
        return s.score;
    }

    /**
     * The longest chain this side fired.
     *
     * @return its chain count, 0 if none
     */
    public int largestChain() {
        return s.largestChain;
    }

    /**
     * Garbage this side's chains sent to the opponent, after cancelling its own.
     *
     * @return the garbage puyos sent
     */
    public int garbageSent() {
        return s.sent;
    }

    /**
     * Garbage against this side that its own chains cancelled.
     *
     * @return the garbage puyos cancelled
     */
    public int garbageOffset() {
        return s.offset;
    }

    /**
     * Garbage that fell on this side (puyos deleted above row 13 included).
     *
     * @return the garbage puyos dropped here
     */
    public int garbageDropped() {
        return s.dropped;
    }

    /**
     * Whether this side has lost: its spawn cell was filled when its next pair was to appear.
     *
     * @return true once topped out
     */
    public boolean isToppedOut() {
        return s.toppedOut;
    }

    @Override
    public String toString() {
        return s.name() + " at frame " + s.frame + ": " + s.pairsPlaced + " pairs, score " + s.score + ", pending "
                + s.pending + ", due " + s.due + (s.toppedOut ? ", topped out" : "");
    }
}
