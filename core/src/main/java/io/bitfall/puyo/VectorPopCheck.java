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

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Optional;

/**
 * Whether {@link PuyoField#chainCount()} and {@link PuyoField#resolveInPlace()} decide whether their first
 * step pops on the incubating Vector API ({@code io.bitfall.puyo.vector.VectorSeeds}), and the call that
 * does it.
 *
 * <p>It is {@link #USABLE} only on JDK 25 and later (on JDK 17 the same code measured 1.75x slower than
 * the scalar test, on JDK 25 0.67x; core/docs/performance.md), only if the JVM resolved the module
 * ({@code --add-modules jdk.incubator.vector}), and not with {@code -Dio.bitfall.vector=false}.
 * {@code VectorSeeds} is reached by a method handle: held in a {@code static final} field, the JIT compiles
 * the call as a direct one (as for {@link CompressExpand}), and no class that javadoc reads names it, since
 * javadoc warns about every incubating module it meets (core/pom.xml).
 */
final class VectorPopCheck {
    private VectorPopCheck() {
    }

    /** Words {@link #anyPops} writes: the edge masks u (lo, hi), l (lo, hi), the 2-cells and the seeds. */
    static final int SEED_WORDS = 8;

    /** {@code VectorSeeds.anyPops(long[], long[])}, or {@code null} where it is not usable. */
    private static final MethodHandle ANY_POPS = anyPopsHandle();

    /** Whether {@link #anyPops} may be called in this JVM, checked once (see the class comment). */
    static final boolean USABLE = ANY_POPS != null;

    private static MethodHandle anyPopsHandle() {
        if (Runtime.version().feature() < 25 || "false".equals(System.getProperty("io.bitfall.vector"))) {
            return null;
        }
        Optional<Module> vector = ModuleLayer.boot().findModule("jdk.incubator.vector");
        if (vector.isEmpty()) {
            return null;
        }
        // module-info does not name the module (see core/pom.xml), so a named io.bitfall.core reads it only
        // from here on; on the class path, the unnamed module already reads every module.
        VectorPopCheck.class.getModule().addReads(vector.get());
        try {
            MethodHandle anyPops = MethodHandles.lookup().findStatic(
                    Class.forName("io.bitfall.puyo.vector.VectorSeeds"), "anyPops",
                    MethodType.methodType(boolean.class, long[].class, long[].class));
            // Four reds in row 1 of columns 2..5 pop (through the check across lo and hi); three do not.
            long[] four = {1L << 32 | 1L << 48, 1L | 1L << 16, 0L, 0L, 0L, 0L};
            long[] three = {1L << 32 | 1L << 48, 1L, 0L, 0L, 0L, 0L};
            long[] out = new long[SEED_WORDS];
            boolean works = (boolean) anyPops.invokeExact(four, out) && out[6] != 0
                    && !(boolean) anyPops.invokeExact(three, out);
            return works ? anyPops : null;
        } catch (ReflectiveOperationException | LinkageError e) {
            return null; // a later JDK whose incubating API no longer has what this build calls
        } catch (Throwable t) {
            throw new AssertionError(t); // VectorSeeds.anyPops throws nothing
        }
    }

    /**
     * Whether a group of 4 or more pops in the field whose code-plane words are {@code bits}; if so, also
     * writes into {@code out} ({@link #SEED_WORDS} long) the words {@code Pops.findPops} hands to
     * {@code spreadSeeds}: {@code ua, ub, la, lb, twoA, twoB, seedA, seedB}. Only if {@link #USABLE}.
     */
    static boolean anyPops(long[] bits, long[] out) {
        try {
            return (boolean) ANY_POPS.invokeExact(bits, out);
        } catch (Throwable t) {
            throw new AssertionError(t); // VectorSeeds.anyPops throws nothing
        }
    }
}
