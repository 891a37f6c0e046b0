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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.bench.lab.BeamGame;
import io.bitfall.puyo.PuyoField;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A beam-search game's record: the game BeamGame plays, and it replays; a changed one is refused. */
class SoloGameTest {
    @Test
    void theRecordIsTheGameBeamGamePlaysAndReplays() {
        MatchRecord record = SoloGame.record(11, 20, 30, "beam");
        BeamGame game = BeamGame.play(11, 20, 30, PuyoField::new);
        List<MatchRecord.Event> events = record.events();
        assertEquals(game.totalScore(), events.get(events.size() - 1).sides().get(0).score());
        assertEquals(game.pairs(), events.stream().filter(e -> e.type().equals("placed")).count());
        assertEquals(game.largestChain(), events.stream().filter(e -> e.chain() != null).mapToInt(e -> e.chain())
                .max().orElse(0));
        assertTrue(events.stream().allMatch(e -> !e.type().equals("placed") || e.eval() != null));
        MatchRecord read = MatchRecord.parse(record.toJson());
        assertEquals(game.pairs(), SoloGame.replay(read));
        assertTrue(ReplayPage.html(read).contains("\"kind\":\"solo\""));
    }

    @Test
    void aChangedPlacementIsRefusedAtItsEvent() {
        MatchRecord record = SoloGame.record(11, 20, 30, "beam");
        List<MatchRecord.Event> events = new ArrayList<>(record.events());
        int k = 10;
        while (!events.get(k).type().equals("placed")) {
            k++;
        }
        MatchRecord.Event e = events.get(k);
        events.set(k, new MatchRecord.Event(e.frame(), e.side(), e.type(), e.pair(), e.column() == 1 ? 2 : 1, "up",
                e.frames(), e.chain(), e.points(), e.bonus(), e.produced(), e.offset(), e.sent(), e.count(), e.rows(),
                e.extraColumns(), e.eval(), e.field(), e.sides()));
        MatchRecord changed = new MatchRecord(record.format(), record.kind(), record.rules(), record.setup(),
                record.players(), record.pairs(), events, null);
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> SoloGame.replay(changed));
        assertTrue(x.getMessage().startsWith("the record does not replay: event " + k + " was "), x.getMessage());
    }
}
