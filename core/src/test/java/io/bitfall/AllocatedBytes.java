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
package io.bitfall;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.Method;

/**
 * The bytes this thread has allocated, for the allocation tests: {@code com.sun.management.ThreadMXBean}'s
 * counter, reached by reflection: the module does not read {@code java.management}, and reflection needs
 * no readability.
 * <pre>{@code
 * AllocatedBytes allocated = AllocatedBytes.orSkip();
 * long before = allocated.now();
 * long afterNothing = allocated.now();   // what reading the counter costs itself
 * run();
 * long bytes = allocated.now() - afterNothing - (afterNothing - before);
 * }</pre>
 */
public final class AllocatedBytes {
    private final Object threads;
    private final Method counter;

    private AllocatedBytes(Object threads, Method counter) {
        this.threads = threads;
        this.counter = counter;
    }

    /**
     * The counter of this JVM; skips the calling test where the JVM does not count allocated bytes.
     *
     * @return the counter
     */
    public static AllocatedBytes orSkip() {
        try {
            AllocatedBytes allocated = new AllocatedBytes(
                    Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null),
                    Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes"));
            assumeTrue(allocated.now() >= 0, "this JVM does not count allocated bytes");
            return allocated;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot reach the allocation counter", e);
        }
    }

    /**
     * The bytes this thread has allocated so far.
     *
     * @return the counter's value, -1 where it is off
     */
    public long now() {
        try {
            return (long) counter.invoke(threads);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot read the allocation counter", e);
        }
    }
}
