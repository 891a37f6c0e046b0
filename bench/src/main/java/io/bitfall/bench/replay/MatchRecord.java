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
package io.bitfall.bench.replay;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bitfall.puyo.versus.GarbageColumns;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A match (or a one-player game) as JSON, to keep, replay and watch: the setup, the players' names, the
 * pairs dealt, every event with its frame and the state of both sides after it, and the result.
 * {@link MatchRecorder} makes one from a match's log and checks one by playing it again; {@link ReplayPage}
 * shows one in a browser. Fields are written as pfen ({@link io.bitfall.puyo.format.Pfen}: columns from the
 * left, puyos bottom-up, {@code /} after each), and only in the events that change them: a placement (the
 * field once its pair has landed, before any chain), a chain step (the field after the step popped and the
 * rest fell) and a garbage drop. The format is described in {@code bench/README.md}.
 *
 * @param format  {@link #FORMAT}
 * @param kind    {@link #VERSUS} or {@link #SOLO} (one player: a beam-search game, no garbage)
 * @param rules   {@link #RULES}: the rules the match was played by
 * @param setup   the seeds and limits
 * @param players the players' names (two for a match, one for a game): text from outside, never markup
 * @param pairs   the pairs dealt, in order, as two pfen letters (axis, then child)
 * @param events  every event, in the order the match ran them
 * @param result  how a match ended (null for a one-player game)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"format", "kind", "rules", "setup", "players", "pairs", "result", "events"})
public record MatchRecord(String format, String kind, String rules, Setup setup, List<String> players,
        List<String> pairs, List<Event> events, VersusResult result) {
    /** The format's name and version. */
    public static final String FORMAT = "bitfall-match-record/1";
    /** The rules of {@code io.bitfall.puyo.versus} as of this format (core/docs/puyo-rules.md). */
    public static final String RULES = "bitfall-tsu-versus/1";
    /** The kind of a two-player match. */
    public static final String VERSUS = "versus";
    /** The kind of a one-player game. */
    public static final String SOLO = "solo";

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    /**
     * Checks the parts a record cannot do without.
     *
     * @throws IllegalArgumentException if the format, kind or rules are not this version's, a part is
     *                                  missing, or the players do not match the kind
     */
    public MatchRecord {
        if (!FORMAT.equals(format)) {
            throw new IllegalArgumentException("not a " + FORMAT + " record: format is " + format);
        }
        if (!VERSUS.equals(kind) && !SOLO.equals(kind)) {
            throw new IllegalArgumentException("kind must be versus or solo, was " + kind);
        }
        if (!RULES.equals(rules)) {
            throw new IllegalArgumentException("the record's rules are " + rules + ", this build plays " + RULES);
        }
        if (setup == null || players == null || pairs == null || events == null) {
            throw new IllegalArgumentException("the record lacks its " + (setup == null ? "setup" : players == null
                    ? "players" : pairs == null ? "pairs" : "events"));
        }
        if (players.size() != (VERSUS.equals(kind) ? 2 : 1) || players.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("a " + kind + " record names " + (VERSUS.equals(kind) ? 2 : 1)
                    + " players, this one " + players);
        }
        if (VERSUS.equals(kind) && result == null) {
            throw new IllegalArgumentException("a versus record needs its result");
        }
        players = List.copyOf(players);
        pairs = List.copyOf(pairs);
        events = List.copyOf(events);
    }

    /**
     * The seeds and limits of a match or game.
     *
     * @param pairSeed       the pair sequence's seed
     * @param colours        the colours dealt, 3..5
     * @param garbageSeed    the garbage columns' seed (0 in a one-player game)
     * @param maxFrames      the frame limit
     * @param maxPairs       the pair limit
     * @param garbageColumns {@code seeded} or {@code puyoai-duel-server} ({@code none} in a one-player game)
     */
    public record Setup(long pairSeed, int colours, long garbageSeed, int maxFrames, int maxPairs,
            String garbageColumns) {
        /**
         * The record's setup of a match's.
         *
         * @param s the match's setup
         * @return the same, for the record
         * @throws IllegalArgumentException if its garbage columns are neither of the core's two
         */
        public static Setup of(VersusSetup s) {
            String columns = s.garbageColumns() == GarbageColumns.SEEDED ? "seeded"
                    : s.garbageColumns() == GarbageColumns.PUYOAI_DUEL_SERVER ? "puyoai-duel-server" : null;
            if (columns == null) {
                throw new IllegalArgumentException("a record names the garbage columns seeded or puyoai-duel-server,"
                        + " not " + s.garbageColumns());
            }
            return new Setup(s.pairSeed(), s.colours(), s.garbageSeed(), s.maxFrames(), s.maxPairs(), columns);
        }

        /**
         * The match's setup.
         *
         * @return the setup
         * @throws IllegalArgumentException if a value is out of range or the garbage columns are unknown
         */
        public VersusSetup toVersusSetup() {
            GarbageColumns columns = switch (String.valueOf(garbageColumns)) {
                case "seeded" -> GarbageColumns.SEEDED;
                case "puyoai-duel-server" -> GarbageColumns.PUYOAI_DUEL_SERVER;
                default -> throw new IllegalArgumentException("unknown garbageColumns '" + garbageColumns
                        + "': seeded or puyoai-duel-server");
            };
            return new VersusSetup(pairSeed, colours, garbageSeed, maxFrames, maxPairs, columns);
        }
    }

    /**
     * One side's state after an event, written as an array {@code [score, pending, due, chain]}.
     *
     * @param score   the points scored so far
     * @param pending garbage against the side while the opponent's chain runs
     * @param due     garbage against the side that falls after its next placement
     * @param chain   the step the side's chain has reached (0 when none has popped since its last placement)
     */
    @JsonFormat(shape = JsonFormat.Shape.ARRAY)
    @JsonPropertyOrder({"score", "pending", "due", "chain"})
    public record SideStatus(long score, int pending, int due, int chain) {
    }

    /**
     * One event: its frame, side and type, the values of its type (absent otherwise), and both sides' state
     * after it.
     *
     * @param frame        the frame (60 a second)
     * @param side         0 first, 1 second
     * @param type         {@code placed}, {@code chain}, {@code garbage-sent}, {@code garbage-due},
     *                     {@code garbage-dropped}, {@code all-clear} or {@code topped-out}
     * @param pair         placed: the pair's number (0 first)
     * @param column       placed: the axis's column, 0..5 from the left (the API's numbering)
     * @param rotation     placed: where the child is, {@code up}, {@code right}, {@code down}, {@code left}
     * @param frames       placed, chain, garbage-dropped: the frames it takes
     * @param chain        chain: the step's number
     * @param points       chain: the step's score
     * @param bonus        chain: true if the all-clear bonus was added
     * @param produced     garbage-sent: garbage the step made
     * @param offset       garbage-sent: the part that cancelled garbage against the side
     * @param sent         garbage-sent: the part sent to the opponent
     * @param count        garbage-due, garbage-dropped: the garbage puyos
     * @param rows         garbage-dropped: the full rows among them
     * @param extraColumns garbage-dropped: the columns given one more, bit c for column c
     * @param eval         placed: the player's value of its move, if it gives one
     * @param field        the side's field as pfen, in the events that change it
     * @param sides        both sides' state after the event (one in a one-player game)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"frame", "side", "type"})
    public record Event(int frame, int side, String type, Integer pair, Integer column, String rotation,
            Integer frames, Integer chain, Integer points, Boolean bonus, Integer produced, Integer offset,
            Integer sent, Integer count, Integer rows, Integer extraColumns, Double eval, String field,
            List<SideStatus> sides) {
        /**
         * The event as one line of JSON, for messages.
         *
         * @return the JSON
         */
        @Override
        public String toString() {
            try {
                return JSON.writeValueAsString(this);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * The record as JSON, one line.
     *
     * @return the JSON text
     */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record could not be written as JSON", e);
        }
    }

    /**
     * Writes the record to {@code file} as JSON.
     *
     * @param file the file
     * @throws UncheckedIOException if it cannot be written
     */
    public void write(Path file) {
        try {
            Files.writeString(file, toJson(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the record " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * A record from JSON text.
     *
     * @param json the text
     * @return the record
     * @throws IllegalArgumentException if it is not JSON of a record of this format; the message says where
     */
    public static MatchRecord parse(String json) {
        Objects.requireNonNull(json, "json");
        try {
            MatchRecord r = JSON.readValue(json, MatchRecord.class);
            if (r == null) {
                throw new IllegalArgumentException("not a record: the JSON is null");
            }
            return r;
        } catch (JsonProcessingException e) {
            Throwable cause = e.getCause() instanceof IllegalArgumentException iae ? iae : e;
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")";
            throw new IllegalArgumentException("not a " + FORMAT + " record" + where + ": "
                    + (cause == e ? e.getOriginalMessage() : cause.getMessage()), e);
        }
    }

    /**
     * A record from a file.
     *
     * @param file the file
     * @return the record
     * @throws IllegalArgumentException if it is not a record; the message names the file
     * @throws UncheckedIOException     if it cannot be read
     */
    public static MatchRecord read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the record " + file + ": " + e.getMessage(), e);
        }
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }
}
