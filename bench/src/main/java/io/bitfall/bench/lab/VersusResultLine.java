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
package io.bitfall.bench.lab;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bitfall.puyo.versus.VersusResult;
import java.util.List;

/**
 * One match of a {@link VersusRunner} run as a line of JSON ({@code --results FILE}), enough to print the
 * run's table again from any number of such files ({@code VersusRunner merge FILE...}): the settings the
 * match was played with (the two AIs by name as A and B, their beam widths, colours and limits), its seed,
 * which AI was first, and how it ended.
 *
 * @param ais         the AIs' names, A then B, as the run named them
 * @param widths      their beam widths, A then B
 * @param colours     colours dealt
 * @param maxPairs    the pair limit
 * @param maxFrames   the frame limit
 * @param seed        the match's seed
 * @param swapped     true if B played first
 * @param winner      {@code A}, {@code B} or {@code draw}
 * @param outcome     the result's outcome, by side ({@code FIRST_WINS}, {@code SECOND_WINS}, {@code DRAW})
 * @param end         what ended it ({@link VersusResult.End})
 * @param frames      the frame it ended at
 * @param firstPairs  pairs the first side placed
 * @param secondPairs pairs the second side placed
 * @param firstSent   garbage the first side sent
 * @param secondSent  garbage the second side sent
 * @param fault       why a player faulted, or null (every field is required when read back)
 */
record VersusResultLine(List<String> ais, List<Integer> widths, int colours, int maxPairs, int maxFrames, long seed,
        boolean swapped, String winner, String outcome, String end, int frames, int firstPairs, int secondPairs,
        int firstSent, int secondSent, String fault) {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    /** The line of a match played with {@code o}. */
    static VersusResultLine of(VersusRunner.Options o, long seed, boolean swapped, VersusResult r) {
        int w = r.winner();
        int byName = w < 0 ? -1 : swapped ? 1 - w : w;
        return new VersusResultLine(List.of(o.ais()), List.of(o.width(), o.width2()), o.colours(), o.pairs(),
                o.frames(), seed, swapped, byName < 0 ? "draw" : byName == 0 ? "A" : "B", r.outcome().name(),
                r.end().name(), r.frames(), r.firstPairs(), r.secondPairs(), r.firstSent(), r.secondSent(), r.fault());
    }

    /** The winner as 0 (A), 1 (B) or -1 (a draw). */
    int winnerByName() {
        return winner.equals("A") ? 0 : winner.equals("B") ? 1 : -1;
    }

    /** Whether the first side won. */
    boolean firstSideWon() {
        return outcome.equals(VersusResult.Outcome.FIRST_WINS.name());
    }

    /** Garbage AI {@code ai} (0 A, 1 B) sent. */
    int sentByName(int ai) {
        return (ai == 0) != swapped ? firstSent : secondSent;
    }

    /** The settings every line of one table shares. */
    String settings() {
        return ais + " widths " + widths + ", " + colours + " colours, limits " + maxPairs + " pairs / " + maxFrames
                + " frames";
    }

    /** The line as JSON, without a newline. */
    String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A line read back.
     *
     * @throws IllegalArgumentException if it is not such a line
     */
    static VersusResultLine parse(String json) {
        VersusResultLine l;
        try {
            l = JSON.readValue(json, VersusResultLine.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a result line: " + e.getOriginalMessage());
        }
        if (l == null || l.ais() == null || l.ais().size() != 2 || l.widths() == null || l.widths().size() != 2
                || !List.of("A", "B", "draw").contains(String.valueOf(l.winner())) || l.outcome() == null) {
            throw new IllegalArgumentException("not a result line: it needs two ais, two widths, a winner (A, B or"
                    + " draw) and an outcome");
        }
        return l;
    }
}
