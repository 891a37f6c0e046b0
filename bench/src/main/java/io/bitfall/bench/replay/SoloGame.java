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

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.Rotation;
import io.bitfall.puyo.TsuFrames;
import io.bitfall.puyo.ai.BeamSearch;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.format.Pfen;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A one-player beam-search game (as {@code BeamGames} plays it: the search sees the pair and the next
 * ones, the game ends at its pair limit, when the search finds no move or the field tops out) as a
 * {@link MatchRecord} of kind {@code solo}: each placement with the search's value of it and the landed
 * field, each chain step with the field after it, on a frame clock of the Tsu placement and step times.
 * The score is the chains' scores without the all-clear bonus, as {@code BeamGame} counts it.
 */
public final class SoloGame {
    private final List<MatchRecord.Event> events = new ArrayList<>();
    private final MatchRecord expected;
    private final StringBuilder pfen = new StringBuilder(96);

    private SoloGame(MatchRecord expected) {
        this.expected = expected;
    }

    /**
     * Plays and records the game of {@code seed}.
     *
     * @param seed     the pair sequence's seed (4 colours)
     * @param width    the beam's width
     * @param maxPairs the pairs the game may place
     * @param name     the player's name in the record
     * @return the record
     */
    public static MatchRecord record(long seed, int width, int maxPairs, String name) {
        PuyoPairSequence sequence = new PuyoPairSequence(seed, 4);
        BeamSearch<PuyoField> search = new BeamSearch<>(BeamSearchOptions.defaults().withWidth(width),
                sequence.colourMask(), PuyoField::new);
        PuyoPair[] known = new PuyoPair[search.options().knownPairs()];
        SoloGame game = new SoloGame(null);
        int placed = game.play(sequence, maxPairs, (field, i) -> {
            for (int k = 0; k < known.length; k++) {
                known[k] = sequence.pair(i + k);
            }
            Placement p = search.choose(field, known, maxPairs - i);
            return new Move(p, search.lastValue());
        });
        return new MatchRecord(MatchRecord.FORMAT, MatchRecord.SOLO, MatchRecord.RULES,
                new MatchRecord.Setup(seed, 4, 0, Integer.MAX_VALUE, maxPairs, "none"), List.of(name),
                MatchRecorder.pairs(sequence, placed + 3), game.events, null);
    }

    /**
     * Plays a one-player record's placements again and checks every event against the record's.
     *
     * @param record a solo record
     * @return the pairs placed
     * @throws IllegalArgumentException if it is not a solo record or does not replay: the message names the
     *                                  first event that differs
     */
    public static int replay(MatchRecord record) {
        if (!MatchRecord.SOLO.equals(record.kind())) {
            throw new IllegalArgumentException("a " + record.kind() + " record is not a one-player game: use"
                    + " MatchRecorder");
        }
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < record.events().size(); i++) {
            MatchRecord.Event e = record.events().get(i);
            if ("placed".equals(e.type())) {
                try {
                    moves.add(new Move(Placement.of(e.column(), Rotation.valueOf(e.rotation().toUpperCase(
                            Locale.ROOT))), e.eval() == null ? Double.NaN : e.eval()));
                } catch (RuntimeException x) {
                    throw new IllegalArgumentException("event " + i + " is a placement without a valid column and"
                            + " rotation: " + e, x);
                }
            }
        }
        SoloGame game = new SoloGame(record);
        int placed = game.play(new PuyoPairSequence(record.setup().pairSeed(), record.setup().colours()),
                record.setup().maxPairs(), (field, i) -> i < moves.size() ? moves.get(i) : new Move(null, Double.NaN));
        if (game.events.size() != record.events().size()) {
            throw new IllegalArgumentException("the record does not replay: it holds " + record.events().size()
                    + " events, the game gives " + game.events.size());
        }
        return placed;
    }

    /** A move and its value. */
    private record Move(Placement placement, double value) {
    }

    /** Chooses the move of pair {@code i} on {@code field}. */
    private interface Chooser {
        Move choose(PuyoField field, int i);
    }

    private int play(PuyoPairSequence sequence, int maxPairs, Chooser chooser) {
        PuyoField field = new PuyoField();
        PuyoField landed = new PuyoField();
        int[] heights = new int[6];
        long score = 0;
        int frame = 0;
        int placed = 0;
        while (placed < maxPairs && !field.isGameOver()) {
            Move m = chooser.choose(field, placed);
            if (m.placement() == null) {
                break;
            }
            if (!field.isLegal(m.placement())) {
                throw new IllegalArgumentException("the record does not replay: event " + events.size() + " places pair "
                        + placed + " at " + m.placement() + ", which is not legal on its field");
            }
            PuyoPair pair = sequence.pair(placed);
            field.heights(heights);
            int frames = TsuFrames.placement(heights, m.placement());
            landed.copyFrom(field);
            landed.place(pair, m.placement());
            add(new MatchRecord.Event(frame, 0, "placed", placed, m.placement().column(),
                    m.placement().rotation().name().toLowerCase(Locale.ROOT), frames, null, null, null, null, null, null,
                    null, null, null, Double.isNaN(m.value()) ? null : m.value(), pfen(landed), status(score, 0)));
            frame += frames;
            field.place(pair, m.placement());
            placed++;
            for (int chain = 1;; chain++) {
                long step = field.stepInPlace(chain);
                if (step == 0) {
                    break;
                }
                score += ChainSummary.score(step);
                add(new MatchRecord.Event(frame, 0, "chain", null, null, null, ChainSummary.frames(step), chain,
                        ChainSummary.score(step), null, null, null, null, null, null, null, null, pfen(field),
                        status(score, chain)));
                if (ChainSummary.isAllClear(step)) {
                    add(new MatchRecord.Event(frame, 0, "all-clear", null, null, null, null, null, null, null, null, null,
                            null, null, null, null, null, null, status(score, chain)));
                }
                frame += ChainSummary.frames(step);
            }
        }
        return placed;
    }

    private void add(MatchRecord.Event e) {
        int index = events.size();
        if (expected != null) {
            MatchRecord.Event want = index < expected.events().size() ? expected.events().get(index) : null;
            if (!e.equals(want)) {
                throw new IllegalArgumentException("the record does not replay: event " + index + " was "
                        + (want == null ? "not in the record" : want) + ", the game gives " + e);
            }
        }
        events.add(e);
    }

    private static List<MatchRecord.SideStatus> status(long score, int chain) {
        return List.of(new MatchRecord.SideStatus(score, 0, 0, chain));
    }

    private String pfen(PuyoField field) {
        pfen.setLength(0);
        return Pfen.encode(field, pfen).toString();
    }
}
