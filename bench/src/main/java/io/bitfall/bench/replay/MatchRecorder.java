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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.Rotation;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.versus.PlayerFaultException;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.VersusEvent;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusObserver;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Turns a versus match's log into a {@link MatchRecord}, and checks a record by playing its match again.
 * Both run the match on the core's {@link VersusMatch}, watching every event: {@link #record} replays the
 * log (which verifies every event against it), {@link #replay} places each side's pairs where the record
 * says and checks every event the match makes against the record's, stopping at the first that differs.
 */
public final class MatchRecorder implements VersusObserver<PuyoField> {
    private final double[][] evaluations;
    private final MatchRecord expected;
    private final List<MatchRecord.Event> events = new ArrayList<>();
    private final int[] chain = new int[2];
    private final PuyoField landed = new PuyoField();
    private final StringBuilder pfen = new StringBuilder(96);
    private PuyoPairSequence sequence;

    private MatchRecorder(double[][] evaluations, MatchRecord expected) {
        this.evaluations = evaluations;
        this.expected = expected;
    }

    /**
     * The record of the match of {@code log}.
     *
     * @param log         a finished match's log
     * @param players     the first and the second player's names
     * @param evaluations per side, each placement's value by pair number as the player gave it (NaN or
     *                    missing: none); null if no player gave any
     * @return the record
     * @throws IllegalArgumentException if the log has no result or does not replay
     */
    public static MatchRecord record(VersusLog log, List<String> players, double[][] evaluations) {
        MatchRecorder recorder = new MatchRecorder(evaluations, null);
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        recorder.sequence = log.setup().sequence();
        match.observe(recorder);
        VersusResult result = match.replay(log);
        return recorder.toRecord(log.setup(), players, result);
    }

    /**
     * Plays the record's match again, each side placing its pairs where the record says, and checks every
     * event and the result against the record's.
     *
     * @param record a versus record
     * @return the log of the match played, equal to the log the record was made from
     * @throws IllegalArgumentException if the record is not of a versus match or does not replay: the
     *                                  message names the first event that differs, what the record holds
     *                                  and what the match gives
     */
    public static VersusLog replay(MatchRecord record) {
        if (!MatchRecord.VERSUS.equals(record.kind())) {
            throw new IllegalArgumentException("a " + record.kind() + " record is not a versus match: use SoloGame");
        }
        double[][] evaluations = {new double[record.pairs().size()], new double[record.pairs().size()]};
        for (double[] e : evaluations) {
            Arrays.fill(e, Double.NaN);
        }
        List<List<Placement>> moves = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < record.events().size(); i++) {
            MatchRecord.Event e = record.events().get(i);
            if ("placed".equals(e.type())) {
                moves.get(e.side() & 1).add(placement(e, i));
                if (e.eval() != null && e.pair() != null && e.pair() >= 0 && e.pair() < evaluations[0].length) {
                    evaluations[e.side() & 1][e.pair()] = e.eval();
                }
            }
        }
        MatchRecorder recorder = new MatchRecorder(evaluations, record);
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        recorder.sequence = record.setup().toVersusSetup().sequence();
        match.observe(recorder);
        VersusResult result;
        try {
            result = match.play(record.setup().toVersusSetup(), new RecordedPlayer(moves.get(0), record, 0),
                    new RecordedPlayer(moves.get(1), record, 1));
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("the record does not replay at event " + recorder.events.size() + ": "
                    + e.getMessage(), e);
        }
        if (recorder.events.size() != record.events().size() || !result.equals(record.result())) {
            throw new IllegalArgumentException("the record does not replay: it holds " + record.events().size()
                    + " events and ends " + record.result() + ", the match gives " + recorder.events.size()
                    + " and ends " + result);
        }
        return match.log().copy();
    }

    private static Placement placement(MatchRecord.Event e, int index) {
        try {
            return Placement.of(e.column(), Rotation.valueOf(e.rotation().toUpperCase(Locale.ROOT)));
        } catch (RuntimeException x) {
            throw new IllegalArgumentException("event " + index + " is a placement without a valid column (0..5)"
                    + " and rotation (up, right, down, left): " + e, x);
        }
    }

    @Override
    public void onEvent(VersusLog log, int index, PlayerView<PuyoField> first, PlayerView<PuyoField> second) {
        VersusEvent e = log.event(index);
        PlayerView<PuyoField> own = e.side() == 0 ? first : second;
        MatchRecord.Event r;
        if (e instanceof VersusEvent.Placed p) {
            chain[p.side()] = 0;
            landed.copyFrom(own.field());
            landed.place(p.pair(), p.placement());
            double v = evaluations == null || p.pairIndex() >= evaluations[p.side()].length ? Double.NaN
                    : evaluations[p.side()][p.pairIndex()];
            r = new MatchRecord.Event(p.frame(), p.side(), "placed", p.pairIndex(), p.placement().column(),
                    p.placement().rotation().name().toLowerCase(Locale.ROOT), p.frames(), null, null, null, null,
                    null, null, null, null, null, Double.isNaN(v) ? null : v, pfen(landed), sides(first, second));
        } else if (e instanceof VersusEvent.ChainStepped s) {
            chain[s.side()] = s.chain();
            r = new MatchRecord.Event(s.frame(), s.side(), "chain", null, null, null, s.frames(), s.chain(),
                    s.score(), s.bonus() ? Boolean.TRUE : null, null, null, null, null, null, null, null,
                    pfen(own.field()), sides(first, second));
        } else if (e instanceof VersusEvent.GarbageSent g) {
            r = new MatchRecord.Event(g.frame(), g.side(), "garbage-sent", null, null, null, null, null, null, null,
                    g.produced(), g.offset(), g.sent(), null, null, null, null, null, sides(first, second));
        } else if (e instanceof VersusEvent.GarbageDue d) {
            r = new MatchRecord.Event(d.frame(), d.side(), "garbage-due", null, null, null, null, null, null, null,
                    null, null, null, d.count(), null, null, null, null, sides(first, second));
        } else if (e instanceof VersusEvent.GarbageDropped d) {
            r = new MatchRecord.Event(d.frame(), d.side(), "garbage-dropped", null, null, null, d.frames(), null,
                    null, null, null, null, null, d.count(), d.rows(), d.extraColumns(), null, pfen(own.field()),
                    sides(first, second));
        } else {
            r = new MatchRecord.Event(e.frame(), e.side(), e instanceof VersusEvent.AllClear ? "all-clear"
                    : "topped-out", null, null, null, null, null, null, null, null, null, null, null, null, null,
                    null, null, sides(first, second));
        }
        if (expected != null) {
            MatchRecord.Event want = index < expected.events().size() ? expected.events().get(index) : null;
            if (!r.equals(want)) {
                throw new IllegalArgumentException("the record does not replay: event " + index + " was "
                        + (want == null ? "not in the record" : want) + ", the match gives " + r);
            }
        }
        events.add(r);
    }

    private String pfen(PuyoField field) {
        pfen.setLength(0);
        return Pfen.encode(field, pfen).toString();
    }

    private List<MatchRecord.SideStatus> sides(PlayerView<PuyoField> first, PlayerView<PuyoField> second) {
        return List.of(status(first), status(second));
    }

    private MatchRecord.SideStatus status(PlayerView<PuyoField> v) {
        return new MatchRecord.SideStatus(v.score(), v.pendingGarbage(), v.dueGarbage(), chain[v.side()]);
    }

    private MatchRecord toRecord(VersusSetup setup, List<String> players, VersusResult result) {
        int dealt = Math.max(result.firstPairs(), result.secondPairs()) + 3;
        return new MatchRecord(MatchRecord.FORMAT, MatchRecord.VERSUS, MatchRecord.RULES,
                MatchRecord.Setup.of(setup), players, pairs(sequence, dealt), events, result);
    }

    /** The first {@code n} pairs of {@code sequence} as pfen letter pairs. */
    static List<String> pairs(PuyoPairSequence sequence, int n) {
        List<String> pairs = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            PuyoPair p = sequence.pair(i);
            pairs.add("" + Pfen.letter(p.axis()) + Pfen.letter(p.child()));
        }
        return pairs;
    }

    /** Places a side's pairs where a record says. */
    private static final class RecordedPlayer implements VersusPlayer<PuyoField> {
        private final List<Placement> moves;
        private final MatchRecord record;
        private final int side;
        private int next;

        RecordedPlayer(List<Placement> moves, MatchRecord record, int side) {
            this.moves = moves;
            this.record = record;
            this.side = side;
        }

        @Override
        public Placement decide(PlayerView<PuyoField> own, PlayerView<PuyoField> opponent) {
            if (next < moves.size()) {
                return moves.get(next++);
            }
            VersusResult r = record.result();
            if (r.end() == VersusResult.End.FAULT && r.winner() != side) {
                throw new PlayerFaultException(r.fault());
            }
            throw new IllegalArgumentException("the record does not replay: it holds no placement for pair "
                    + own.pairsPlaced() + " of side " + side + " (frame " + own.frame() + ")");
        }
    }
}
