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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.TsuFrames;

/**
 * One thing that happened in a {@link VersusMatch}, with the frame it happened at and the side it
 * happened to (0 the first player, 1 the second). {@link VersusLog#events()} gives a match's events in
 * the order the match ran them: by frame, and within a frame the first side's before the second's.
 */
public sealed interface VersusEvent {
    /**
     * The frame the event happened at (60 a second, 0 at the start).
     *
     * @return the frame
     */
    int frame();

    /**
     * The side it happened to: 0 for the first player, 1 for the second.
     *
     * @return 0 or 1
     */
    int side();

    /**
     * A player decided where its pair goes; the pair lands {@code frames} later.
     *
     * @param frame     the frame of the decision
     * @param side      the side
     * @param pairIndex the pair's number in the sequence (0 first)
     * @param pair      the pair
     * @param placement where it goes
     * @param frames    the frames until it has landed ({@link TsuFrames#placement})
     */
    record Placed(int frame, int side, int pairIndex, PuyoPair pair, Placement placement, int frames)
            implements VersusEvent {
    }

    /**
     * A chain step popped.
     *
     * @param frame    the frame it popped at
     * @param side     the side
     * @param chain    the step's number in its chain (1 first)
     * @param score    the step's score, the all-clear bonus included if it was added here
     * @param frames   the step's frames ({@link io.bitfall.puyo.ChainStep#stepFrames})
     * @param bonus    whether the all-clear bonus was added to this step
     */
    record ChainStepped(int frame, int side, int chain, int score, int frames, boolean bonus)
            implements VersusEvent {
    }

    /**
     * A chain step's score made garbage: {@code produced} puyos, of which {@code offset} cancelled garbage
     * against this side and {@code sent} went to the opponent as pending garbage.
     *
     * @param frame    the frame
     * @param side     the side whose chain made the garbage
     * @param produced the garbage the step's score made through the meter
     * @param offset   the part that cancelled pending or due garbage against this side
     * @param sent     the part sent to the opponent
     */
    record GarbageSent(int frame, int side, int produced, int offset, int sent) implements VersusEvent {
    }

    /**
     * The opponent's chain ended, and the garbage it sent against this side became due.
     *
     * @param frame the frame
     * @param side  the side that will receive it
     * @param count the garbage puyos that became due
     */
    record GarbageDue(int frame, int side, int count) implements VersusEvent {
    }

    /**
     * Garbage fell on this side.
     *
     * @param frame        the frame it started to fall
     * @param side         the side
     * @param count        the garbage puyos, 1..30
     * @param rows         the full rows among them
     * @param extraColumns the columns that got one more, bit {@code c} for column {@code c}
     * @param frames       the frames of the drop ({@link TsuFrames#garbageDrop})
     */
    record GarbageDropped(int frame, int side, int count, int rows, int extraColumns, int frames)
            implements VersusEvent {
    }

    /**
     * A chain step left this side's field empty: its next chain scores the all-clear bonus.
     *
     * @param frame the frame
     * @param side  the side
     */
    record AllClear(int frame, int side) implements VersusEvent {
    }

    /**
     * This side's spawn cell was filled when its next pair was to appear: it has lost.
     *
     * @param frame the frame
     * @param side  the side
     */
    record ToppedOut(int frame, int side) implements VersusEvent {
    }
}
