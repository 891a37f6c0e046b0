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

/**
 * {@code Long.compress} and {@code Long.expand} (JDK 19 and later; PEXT and PDEP on x86 with BMI2), for
 * gravity in one move per plane. This library is built for JDK 17, which has neither method, so they are
 * looked up once as method handles: held in {@code static final} fields, the JIT treats the handles as
 * constants and compiles {@link #compress}/{@link #expand} to the intrinsics themselves, and
 * {@link #AVAILABLE} folds away the branch between this path and the portable one.
 *
 * <p>A multi-release jar ({@code META-INF/versions/21}) would need the versioned class compiled by a
 * JDK 21 {@code javac}; the build runs on JDK 17, so the handles are the way that needs no second JDK.
 *
 * <p>{@code -Dio.bitfall.compress=false} turns this path off: on AMD processors before Zen 3, PEXT and
 * PDEP are microcoded and take time that grows with the bits of the mask (tens to hundreds of cycles for
 * the dense masks of a field), where the portable path costs a few dozen cycles per step.
 */
final class CompressExpand {
    private CompressExpand() {
    }

    private static final MethodHandle COMPRESS;
    private static final MethodHandle EXPAND;

    /** Whether {@link #compress} and {@link #expand} may be called: the JDK has them and they are not turned off. */
    static final boolean AVAILABLE;

    static {
        MethodHandle compress = null;
        MethodHandle expand = null;
        if (!"false".equals(System.getProperty("io.bitfall.compress"))) {
            MethodType longLong = MethodType.methodType(long.class, long.class, long.class);
            try {
                compress = MethodHandles.publicLookup().findStatic(Long.class, "compress", longLong);
                expand = MethodHandles.publicLookup().findStatic(Long.class, "expand", longLong);
            } catch (NoSuchMethodException | IllegalAccessException e) {
                compress = null; // JDK 17 and 18: the portable path
                expand = null;
            }
        }
        COMPRESS = compress;
        EXPAND = expand;
        AVAILABLE = expand != null;
    }

    /** {@code Long.compress(x, mask)}: the bits of {@code x} under {@code mask}, packed to the bottom. Only if {@link #AVAILABLE}. */
    static long compress(long x, long mask) {
        try {
            return (long) COMPRESS.invokeExact(x, mask);
        } catch (Throwable t) {
            throw new AssertionError(t); // Long.compress throws nothing
        }
    }

    /** {@code Long.expand(x, mask)}: the low bits of {@code x} spread over the bits of {@code mask}. Only if {@link #AVAILABLE}. */
    static long expand(long x, long mask) {
        try {
            return (long) EXPAND.invokeExact(x, mask);
        } catch (Throwable t) {
            throw new AssertionError(t); // Long.expand throws nothing
        }
    }
}
