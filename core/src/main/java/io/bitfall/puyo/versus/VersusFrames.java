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
import io.bitfall.puyo.TsuFrames;

/**
 * The Tsu time model under its first name.
 *
 * @deprecated moved to the engine's package, so that the engine does not depend on versus play: use
 *             {@link TsuFrames}, whose constants and methods this class repeats.
 */
@Deprecated(since = "0.1.0")
public final class VersusFrames {
    /** @deprecated use {@link TsuFrames#PREPARE_NEXT} */
    @Deprecated
    public static final int PREPARE_NEXT = TsuFrames.PREPARE_NEXT;
    /** @deprecated use {@link TsuFrames#GROUNDING} */
    @Deprecated
    public static final int GROUNDING = TsuFrames.GROUNDING;
    /** @deprecated use {@link TsuFrames#FAST_DROP_PER_ROW} */
    @Deprecated
    public static final int FAST_DROP_PER_ROW = TsuFrames.FAST_DROP_PER_ROW;
    /** @deprecated use {@link TsuFrames#KICK} */
    @Deprecated
    public static final int KICK = TsuFrames.KICK;
    /** @deprecated use {@link TsuFrames#DOWN_MIN_ROWS} */
    @Deprecated
    public static final int DOWN_MIN_ROWS = TsuFrames.DOWN_MIN_ROWS;
    /** @deprecated use {@link TsuFrames#MAX_GARBAGE_DROP} */
    @Deprecated
    public static final int MAX_GARBAGE_DROP = TsuFrames.MAX_GARBAGE_DROP;

    private VersusFrames() {
    }

    /**
     * {@link TsuFrames#placement}.
     *
     * @param heights   the puyos in each column before the pair is put
     * @param placement where the pair goes
     * @return the frames
     * @deprecated use {@link TsuFrames#placement}
     */
    @Deprecated
    public static int placement(int[] heights, Placement placement) {
        return TsuFrames.placement(heights, placement);
    }

    /**
     * {@link TsuFrames#garbageDrop}.
     *
     * @param heights      the puyos in each column before the drop
     * @param rows         full rows, 0..5
     * @param extraColumns the columns that get one puyo more
     * @param count        the garbage puyos dropped
     * @return the frames
     * @deprecated use {@link TsuFrames#garbageDrop}
     */
    @Deprecated
    public static int garbageDrop(int[] heights, int rows, int extraColumns, int count) {
        return TsuFrames.garbageDrop(heights, rows, extraColumns, count);
    }

    /**
     * {@link TsuFrames#garbageGrounding}.
     *
     * @param count the garbage puyos that fell
     * @return the frames
     * @deprecated use {@link TsuFrames#garbageGrounding}
     */
    @Deprecated
    public static int garbageGrounding(int count) {
        return TsuFrames.garbageGrounding(count);
    }
}
