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

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MonominoGame#place} and {@link MonominoGame#copyFrom} allocate nothing, measured with the JVM's
 * per-thread allocation counter ({@link io.bitfall.AllocatedBytes}).
 */
class AllocationTest {
    @Test
    void placeAndCopyFromAllocateNothing() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();

        SplittableRandom random = new SplittableRandom(19235);
        BlockPlacement[] sequence = new BlockPlacement[1 << 16];
        for (int i = 0; i < sequence.length; i++) {
            sequence[i] = GeneratedCases.random(random);
        }
        MonominoGame game = new MonominoGame();
        MonominoGame saved = new MonominoGame();
        long sink = play(game, saved, sequence); // warm up: let the JIT compile the hot path
        sink += play(game, saved, sequence);
        long before = allocated.now();
        long afterNothing = allocated.now();
        sink += play(game, saved, sequence);
        sink += play(game, saved, sequence);
        long after = allocated.now();
        long overhead = afterNothing - before; // what asking for the counter costs itself
        // One allocating placement in the loop would show as megabytes (16 B x 131,072). A few dozen bytes can
        // come from the JVM itself between the counter reads (reflection, JIT on JDK 25: 88 B seen once), so
        // the bound is far below one object per thousand placements, not exactly zero.
        long bytes = after - afterNothing - overhead;
        assertTrue(bytes < 1024, "bytes allocated by " + 2 * sequence.length + " placements (score " + sink + "): "
                + bytes);
    }

    private static long play(MonominoGame game, MonominoGame saved, BlockPlacement[] sequence) {
        long points = 0;
        for (int i = 0; i < sequence.length; i++) {
            BlockPlacement p = sequence[i];
            points += game.place(p.type(), p.x(), p.y());
            if ((i & 63) == 0) {
                saved.copyFrom(game);
            }
        }
        game.reset();
        return points + saved.score();
    }
}
