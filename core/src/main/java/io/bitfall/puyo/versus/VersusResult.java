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

/**
 * How a versus match ended.
 *
 * @param outcome      who won
 * @param end          what ended it
 * @param frames       the frame it ended at
 * @param firstPairs   pairs the first player placed (counted at its decision, as the log's Placed events)
 * @param secondPairs  pairs the second player placed (counted likewise)
 * @param firstSent    garbage the first player's chains sent
 * @param secondSent   garbage the second player's chains sent
 * @param fault        why a player lost by a fault ({@link End#FAULT}), else null
 */
public record VersusResult(Outcome outcome, End end, int frames, int firstPairs, int secondPairs, int firstSent,
        int secondSent, String fault) {
    /**
     * A result that no fault ended.
     *
     * @param outcome      who won
     * @param end          what ended it
     * @param frames       the frame it ended at
     * @param firstPairs   pairs the first player placed
     * @param secondPairs  pairs the second player placed
     * @param firstSent    garbage the first player's chains sent
     * @param secondSent   garbage the second player's chains sent
     */
    public VersusResult(Outcome outcome, End end, int frames, int firstPairs, int secondPairs, int firstSent,
            int secondSent) {
        this(outcome, end, frames, firstPairs, secondPairs, firstSent, secondSent, null);
    }

    /** Who won. */
    public enum Outcome {
        /** The second player topped out (or faulted) and the first did not. */
        FIRST_WINS,
        /** The first player topped out (or faulted) and the second did not. */
        SECOND_WINS,
        /** Both topped out on the same frame, or a limit ended the match. */
        DRAW
    }

    /** What ended the match. */
    public enum End {
        /** One player topped out. */
        TOPPED_OUT,
        /** Both players topped out on the same frame. */
        BOTH_TOPPED_OUT,
        /** The frame limit was reached. */
        FRAME_LIMIT,
        /** A player placed as many pairs as the limit allows. */
        PAIR_LIMIT,
        /**
         * A player faulted ({@link PlayerFaultException}: an outside engine crashed, answered too late or
         * broke its protocol) and lost; {@link VersusResult#fault()} says why.
         */
        FAULT
    }

    /**
     * The record's text, without the fault when there is none (so results of matches that no fault ended
     * read as they did before faults existed).
     *
     * @return {@code VersusResult[outcome=..., ..., secondSent=...]}, with {@code , fault=...} if any
     */
    @Override
    public String toString() {
        return "VersusResult[outcome=" + outcome + ", end=" + end + ", frames=" + frames + ", firstPairs=" + firstPairs
                + ", secondPairs=" + secondPairs + ", firstSent=" + firstSent + ", secondSent=" + secondSent
                + (fault != null ? ", fault=" + fault : "") + "]";
    }

    /**
     * The winner's side (0 first, 1 second), or -1 for a draw.
     *
     * @return 0, 1 or -1
     */
    public int winner() {
        return outcome == Outcome.FIRST_WINS ? 0 : outcome == Outcome.SECOND_WINS ? 1 : -1;
    }
}
