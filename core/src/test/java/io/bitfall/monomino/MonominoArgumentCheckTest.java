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
package io.bitfall.monomino;

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Issue 12, item 8 for Monomino: bad arguments get the documented exception naming the bad value, before
 * anything is read or changed.
 */
class MonominoArgumentCheckTest {
    private static <T extends Throwable> T rejects(Class<T> type, Executable call, String part) {
        T e = assertThrows(type, call);
        assertTrue(e.getMessage() != null && e.getMessage().contains(part),
                "message \"" + e.getMessage() + "\" should name " + part);
        return e;
    }

    @Test
    void readCountRejectsAMaximumBelowOneWithoutReading() {
        JudgeInput input = JudgeInput.of("3\n1 0 0\n1 0 1\n1 0 2\n");
        IllegalArgumentException e = rejects(IllegalArgumentException.class, () -> input.readCount(0), "0");
        assertFalse(e instanceof JudgeInputException, "the caller's mistake, not the input's: " + e);
        rejects(IllegalArgumentException.class, () -> input.readCount(-7), "-7");
        assertEquals(3, input.readCount(JudgeInput.MAX_COUNT), "the count line was not consumed");
    }

    @Test
    void playRejectsANullGameWithoutReading() throws IOException {
        StringReader in = new StringReader("1\n1 0 0\n");
        rejects(NullPointerException.class, () -> JudgeInput.play(in, null), "game");
        assertEquals('1', in.read(), "nothing was read");
    }

    @Test
    void blocksAndPlacementsNameWhatIsWrong() {
        rejects(PlacementException.class, () -> BlockType.ofCode(4), "4");
        rejects(PlacementException.class, () -> BlockType.ofCode(0), "0");
        rejects(PlacementException.class, () -> BlockPlacement.of(2, 0, 3), "y = 3");
        rejects(NullPointerException.class, () -> new BlockPlacement(null, 0, 0), "type");
        for (MonominoSimulator game : new MonominoSimulator[] {new MonominoGame(),
                new ReferenceMonominoGame()}) {
            game.place(3, 0, 0);
            String before = game.render();
            rejects(NullPointerException.class, () -> game.place(null, 0, 0), "type");
            rejects(PlacementException.class, () -> game.place(3, 3, 0), "x = 3");
            rejects(PlacementException.class, () -> game.place(1, -1, 0), "x = -1");
            assertEquals(before, game.render());
        }
    }
}
