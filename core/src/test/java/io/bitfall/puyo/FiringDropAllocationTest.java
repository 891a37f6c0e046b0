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
package io.bitfall.puyo;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import org.junit.jupiter.api.Test;

/**
 * {@link PuyoField#bestFiringDrop} allocates nothing after its first call in a thread, on quiet fields (its
 * group-size path and its resolves), fields that pop and fields with garbage alike; measured with the JVM's
 * per-thread allocation counter as {@code io.bitfall.monomino.AllocationTest} does.
 */
class FiringDropAllocationTest {
    @Test
    void bestFiringDropAllocatesNothing() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();

        PuyoFieldGenerator generator = new PuyoFieldGenerator(0xA110CL, true);
        PuyoFieldGenerator.Kind[] kinds = PuyoFieldGenerator.Kind.values();
        PuyoField[] fields = new PuyoField[1000];
        for (int i = 0; i < fields.length; i++) {
            PuyoField f = generator.next(kinds[i % kinds.length]);
            if (i % 4 != 0) {
                f.resolveInPlace(); // mostly quiet, as in search
            }
            fields[i] = f.isSettled() ? f : new PuyoField();
        }
        PuyoField work = new PuyoField();
        long sink = run(work, fields); // warm up: let the JIT compile the paths
        for (int i = 0; i < 20; i++) {
            sink += run(work, fields);
        }
        long before = allocated.now();
        long afterNothing = allocated.now();
        sink += run(work, fields);
        sink += run(work, fields);
        long after = allocated.now();
        long bytes = after - afterNothing - (afterNothing - before);
        // One allocating call would show as 16 B x 4,000 at least; the JVM itself may account a few dozen.
        assertTrue(bytes < 1024, "bytes allocated by " + 4 * fields.length + " calls (sum " + sink + "): " + bytes);
    }

    private static final int[] GROUPS = new int[3];

    private static long run(PuyoField work, PuyoField[] fields) {
        long sum = 0;
        for (PuyoField f : fields) {
            work.copyFrom(f);
            sum += work.bestFiringDrop(PuyoField.ALL_COLOURS) + work.bestFiringDrop(0b1011);
            work.groupCounts(GROUPS); // the evaluation's other call
            sum += GROUPS[0] + GROUPS[1] + GROUPS[2];
            sum += work.bestFiringDrop(0b1011, GROUPS) + GROUPS[1]; // both at once, as the evaluation calls them
        }
        return sum;
    }
}
