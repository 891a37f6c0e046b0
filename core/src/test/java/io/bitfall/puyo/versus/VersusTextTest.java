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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text rendering of a match: one line per event, both fields side by side where asked, the summary. */
class VersusTextTest {
    @Test
    void aRenderedMatchHasALinePerEventItsFieldsAndItsSummary() {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(VersusSetup.of(4), new GreedyPlayer<>(PuyoField::new), new RandomPlayer<>(9));
        VersusLog log = match.log().copy();
        String text = VersusText.render(log, PuyoField::new, e -> e instanceof VersusEvent.ToppedOut);
        List<String> lines = text.lines().toList();
        long eventLines = lines.stream().filter(l -> l.startsWith("frame ")).count();
        assertEquals(log.size(), eventLines, text);
        int out = lines.indexOf(lines.stream().filter(l -> l.endsWith("topped out")).findFirst().orElseThrow());
        assertEquals("  first   second", lines.get(out + 1));
        String fields = VersusText.fields(match.view(0).field(), match.view(1).field());
        assertEquals(fields, String.join("\n", lines.subList(out + 1, out + 15)) + "\n", "the fields at the end");
        assertTrue(lines.get(out + 2).matches("  [.RGBPYO]{6}  [.RGBPYO]{6}"), lines.get(out + 2));
        assertTrue(text.endsWith(log.summary()), text);
        assertTrue(log.summary().lines().anyMatch(l -> l.contains("wins (topped out) at frame " + log.result().frames())),
                log.summary());
    }

    @Test
    void eachEventReadsAsOneLine() {
        PuyoPair rg = new PuyoPair(Puyo.RED, Puyo.GREEN);
        assertEquals("frame    12 first:  pair 0 RG to column 2 child up (44 frames)", VersusText.describe(
                new VersusEvent.Placed(12, 0, 0, rg, Placement.of(2, Rotation.UP), 44)));
        assertEquals("frame   228 first:  chain step 1: 2140 points (all-clear bonus) (50 frames)",
                VersusText.describe(new VersusEvent.ChainStepped(228, 0, 1, 2140, 50, true)));
        assertEquals("frame    56 second: 1 garbage made, 1 offset, 0 sent",
                VersusText.describe(new VersusEvent.GarbageSent(56, 1, 1, 1, 0)));
        assertEquals("frame   106 second: 4 garbage now due", VersusText.describe(new VersusEvent.GarbageDue(106, 1, 4)));
        assertEquals("frame   106 second: 4 garbage fell (0 rows, extra columns 0145) (70 frames)",
                VersusText.describe(new VersusEvent.GarbageDropped(106, 1, 4, 0, 0b110011, 70)));
        assertEquals("frame    58 first:  all clear", VersusText.describe(new VersusEvent.AllClear(58, 0)));
        assertEquals("frame   408 second: topped out", VersusText.describe(new VersusEvent.ToppedOut(408, 1)));
    }
}
