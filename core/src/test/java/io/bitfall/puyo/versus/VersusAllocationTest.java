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

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import io.bitfall.puyo.PuyoField;
import org.junit.jupiter.api.Test;

/**
 * The match loop on the engine allocates nothing per placement: two matches on one seed between the same
 * allocation-free players, one stopped after 20 pairs and one played 10 times longer, allocate the same
 * bytes (a match's own setup: its pair sequence and its result), measured with the JVM's per-thread
 * allocation counter ({@code com.sun.management.ThreadMXBean}, reached by reflection because the module
 * does not read {@code java.management}).
 */
class VersusAllocationTest {
    @Test
    void aLongerMatchAllocatesNoMore() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();

        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        GreedyPlayer<PuyoField> a = new GreedyPlayer<>(PuyoField::new);
        RandomPlayer<PuyoField> b = new RandomPlayer<>(5);
        long seed = 3;
        VersusSetup shortMatch = VersusSetup.of(seed).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 20);
        VersusSetup longMatch = VersusSetup.of(seed).withLimits(VersusSetup.DEFAULT_MAX_FRAMES, 200);
        for (int i = 0; i < 30; i++) { // warm up the JIT, and let the log's array reach its size
            match.play(longMatch, a, new GreedyPlayer<>(PuyoField::new));
            match.play(VersusSetup.of(i), a, b);
        }
        GreedyPlayer<PuyoField> c = new GreedyPlayer<>(PuyoField::new);
        long before = allocated.now();
        long afterNothing = allocated.now();
        int shortPlaced = placed(match.play(shortMatch, a, c));
        long afterShort = allocated.now();
        int longPlaced = placed(match.play(longMatch, a, c));
        long afterLong = allocated.now();
        long overhead = afterNothing - before; // what reading the counter costs itself
        long shortBytes = afterShort - afterNothing - overhead;
        long longBytes = afterLong - afterShort - overhead;
        assertTrue(longPlaced - shortPlaced >= 150, "the long match must place many more pairs: " + shortPlaced
                + " and " + longPlaced);
        // One object per placement would be 16 B x 150 or more; a few dozen bytes may come from the JVM
        // between the counter reads, so the bound is far below that, not exactly zero.
        assertTrue(longBytes - shortBytes < 512, "bytes: " + shortBytes + " for " + shortPlaced + " placements, "
                + longBytes + " for " + longPlaced);
    }

    private static int placed(VersusResult r) {
        return r.firstPairs() + r.secondPairs();
    }
}
