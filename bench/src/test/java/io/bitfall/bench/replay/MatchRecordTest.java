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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusEvent;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusSetup;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A match's record: written, read back and replayed, it gives the match's log; a changed one is refused. */
class MatchRecordTest {
    /** A short beam-vs-greedy match with the beam's evaluations, and its log. */
    static MatchRecord beamAgainstGreedy(long seed, List<VersusLog> logs) {
        VersusSetup setup = VersusSetup.of(seed).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 60);
        EvaluationTap<PuyoField> beam = new EvaluationTap<>(new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(20),
                0b1111, 60, true, PuyoField::new));
        EvaluationTap<PuyoField> greedy = new EvaluationTap<>(new GreedyPlayer<>(PuyoField::new));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup, beam, greedy);
        VersusLog log = match.log().copy();
        logs.add(log);
        return MatchRecorder.record(log, List.of("beam", "greedy"), new double[][] {beam.values(), greedy.values()});
    }

    @Test
    void aRecordReadBackReplaysToTheSameLog() {
        List<VersusLog> logs = new ArrayList<>();
        MatchRecord record = beamAgainstGreedy(3, logs);
        VersusLog log = logs.get(0);
        assertEquals(log.size(), record.events().size());
        MatchRecord read = MatchRecord.parse(record.toJson());
        assertEquals(record, read);
        assertEquals(log, MatchRecorder.replay(read));
        // the beam player gives its evaluations; the greedy player none
        assertTrue(read.events().stream().anyMatch(e -> e.side() == 0 && e.eval() != null));
        assertFalse(read.events().stream().anyMatch(e -> e.side() == 1 && e.eval() != null));
    }

    @Test
    void eachEventHoldsTheStateTheMatchShows() {
        List<VersusLog> logs = new ArrayList<>();
        MatchRecord record = beamAgainstGreedy(5, logs);
        VersusLog log = logs.get(0);
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        int[] checked = new int[1];
        match.observe((l, i, first, second) -> {
            MatchRecord.Event e = record.events().get(i);
            VersusEvent v = l.event(i);
            assertEquals(v.frame(), e.frame());
            assertEquals(v.side(), e.side());
            for (int s = 0; s < 2; s++) {
                var view = s == 0 ? first : second;
                assertEquals(view.score(), e.sides().get(s).score());
                assertEquals(view.pendingGarbage(), e.sides().get(s).pending());
                assertEquals(view.dueGarbage(), e.sides().get(s).due());
            }
            if (!(v instanceof VersusEvent.Placed) && e.field() != null) {
                assertEquals(Pfen.encode((v.side() == 0 ? first : second).field()), e.field());
                checked[0]++;
            }
        });
        match.replay(log);
        assertTrue(checked[0] > 10, "fields checked: " + checked[0]);
    }

    @Test
    void aChangedRecordIsRefusedAtItsFirstDifferingEvent() {
        MatchRecord record = beamAgainstGreedy(3, new ArrayList<>());
        List<MatchRecord.Event> events = new ArrayList<>(record.events());
        int k = 0;
        while (!"chain".equals(events.get(k).type())) {
            k++;
        }
        MatchRecord.Event e = events.get(k);
        events.set(k, new MatchRecord.Event(e.frame(), e.side(), e.type(), e.pair(), e.column(), e.rotation(), e.frames(),
                e.chain(), e.points() + 10, e.bonus(), e.produced(), e.offset(), e.sent(), e.count(), e.rows(),
                e.extraColumns(), e.eval(), e.field(), e.sides()));
        MatchRecord changed = new MatchRecord(record.format(), record.kind(), record.rules(), record.setup(),
                record.players(), record.pairs(), events, record.result());
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> MatchRecorder.replay(changed));
        assertTrue(x.getMessage().startsWith("the record does not replay: event " + k + " was "), x.getMessage());
    }

    @Test
    void aRecordWhosePlacementsChangedIsRefusedAtThatPlacement() {
        MatchRecord record = beamAgainstGreedy(3, new ArrayList<>());
        List<MatchRecord.Event> events = new ArrayList<>(record.events());
        int k = 40;
        while (!"placed".equals(events.get(k).type())) {
            k++;
        }
        MatchRecord.Event e = events.get(k);
        int column = e.column() == 3 ? 4 : 3;
        events.set(k, new MatchRecord.Event(e.frame(), e.side(), e.type(), e.pair(), column, "up", e.frames(),
                e.chain(), e.points(), e.bonus(), e.produced(), e.offset(), e.sent(), e.count(), e.rows(),
                e.extraColumns(), e.eval(), e.field(), e.sides()));
        MatchRecord changed = new MatchRecord(record.format(), record.kind(), record.rules(), record.setup(),
                record.players(), record.pairs(), events, record.result());
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> MatchRecorder.replay(changed));
        assertTrue(x.getMessage().contains("event " + k + " was "), x.getMessage());
    }

    @Test
    void badJsonIsRefusedWithWhereItWent() {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> MatchRecord.parse("{\"format\":"));
        assertTrue(x.getMessage().startsWith("not a bitfall-match-record/1 record"), x.getMessage());
        x = assertThrows(IllegalArgumentException.class, () -> MatchRecord.parse("{\"format\":\"other\"}"));
        assertTrue(x.getMessage().contains("format is other"), x.getMessage());
    }
}
