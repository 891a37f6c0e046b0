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
import io.bitfall.puyo.TsuFrames;

/**
 * One side of a {@link VersusMatch} as its players see it: the field, the pair to place and the next two,
 * the garbage coming, the frame, and the side's running totals. The match owns the view and updates it
 * in place (no allocation); a player reads it during {@link VersusPlayer#decide} and must not change the
 * field.
 *
 * <p>Garbage against a side is <em>pending</em> while the chain that sent it still runs, and
 * <em>due</em> once that chain has ended: due garbage falls (at most {@value TsuFrames#MAX_GARBAGE_DROP}
 * at a time) when this side's next placement and its chain are over. A side's own chain first cancels its
 * pending, then its due garbage (see {@code core/docs/puyo-rules.md}, "Versus").
 *
 * @param <F> the field type, engine or reference
 */
public final class PlayerView<F extends PuyoSimulator<F>> {
    final int side;
    final F field;
    PlayerView<F> opponent;
    PuyoPairSequence sequence;
    PuyoPair[] script; // tests only: pairs dealt in place of the sequence's
    int frame; // the match's current frame, shared by both views

    // The side's clock: what it does next, and at which frame.
    int state;
    int next;
    Placement chosen;
    int chain;

    int pending;
    int due;
    final GarbageMeter meter = new GarbageMeter();
    boolean allClearBonus;
    long random; // the garbage column generator (SplitMix64)

    int pairsPlaced;
    long score;
    int largestChain;
    int sent;
    int offset;
    int dropped;
    boolean toppedOut;
    final int[] heights = new int[6];

    PlayerView(int side, F field) {
        this.side = side;
        this.field = field;
    }

    /**
     * Which side this is: 0 for the first player, 1 for the second.
     *
     * @return 0 or 1
     */
    public int side() {
        return side;
    }

    /**
     * The field, live: read it or copy it, never change it.
     *
     * @return this side's field, settled whenever a player is asked to decide
     */
    public F field() {
        return field;
    }

    /**
     * The pair this side places now ({@code k = 0}) or the one after it ({@code 1}) or after that
     * ({@code 2}): what the game shows as the current pair, NEXT and NEXT2.
     *
     * @param k 0, 1 or 2
     * @return the pair
     * @throws IndexOutOfBoundsException if {@code k} is not 0..2
     */
    public PuyoPair pair(int k) {
        if (k < 0 || k > 2) {
            throw new IndexOutOfBoundsException("a player sees pairs 0..2, not " + k);
        }
        int i = pairsPlaced + k;
        return script != null ? script[i % script.length] : sequence.pair(i);
    }

    /**
     * The match's current frame (60 a second, 0 at the start), the same on both views.
     *
     * @return the frame
     */
    public int frame() {
        return frame;
    }

    /**
     * Garbage sent against this side by a chain that still runs: not yet due, and still cancellable.
     *
     * @return the pending garbage puyos
     */
    public int pendingGarbage() {
        return pending;
    }

    /**
     * Garbage against this side whose chain has ended: it falls after this side's next placement (and its
     * chain, which may cancel some), at most {@value TsuFrames#MAX_GARBAGE_DROP} at a time.
     *
     * @return the due garbage puyos
     */
    public int dueGarbage() {
        return due;
    }

    /**
     * Whether this side's chain is running now (its field then shows the chain's last finished step).
     *
     * @return true between the first pop of a chain and its end
     */
    public boolean isChaining() {
        return chain > 0;
    }

    /**
     * Whether this side's next chain scores the all-clear bonus.
     *
     * @return true after an all clear, until the next chain
     */
    public boolean hasAllClearBonus() {
        return allClearBonus;
    }

    /**
     * The points on this side's garbage meter that did not yet make a garbage puyo, 0..69.
     *
     * @return the carried points
     */
    public int carriedPoints() {
        return meter.carried();
    }

    /**
     * Pairs this side has placed.
     *
     * @return the pairs placed
     */
    public int pairsPlaced() {
        return pairsPlaced;
    }

    /**
     * The score of every chain this side fired, all-clear bonuses included.
     *
     * @return the total score
     */
    public long score() {
        return score;
    }

    /**
     * The longest chain this side fired.
     *
     * @return its chain count, 0 if none
     */
    public int largestChain() {
        return largestChain;
    }

    /**
     * Garbage this side's chains sent to the opponent, after cancelling its own.
     *
     * @return the garbage puyos sent
     */
    public int garbageSent() {
        return sent;
    }

    /**
     * Garbage against this side that its own chains cancelled.
     *
     * @return the garbage puyos cancelled
     */
    public int garbageOffset() {
        return offset;
    }

    /**
     * Garbage that fell on this side (puyos deleted above row 13 included).
     *
     * @return the garbage puyos dropped here
     */
    public int garbageDropped() {
        return dropped;
    }

    /**
     * Whether this side has lost: its spawn cell was filled when its next pair was to appear.
     *
     * @return true once topped out
     */
    public boolean isToppedOut() {
        return toppedOut;
    }

    @Override
    public String toString() {
        return (side == 0 ? "first" : "second") + " at frame " + frame + ": " + pairsPlaced + " pairs, score "
                + score + ", pending " + pending + ", due " + due + (toppedOut ? ", topped out" : "");
    }
}
