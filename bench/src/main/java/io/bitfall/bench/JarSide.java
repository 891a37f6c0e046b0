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
package io.bitfall.bench;

import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoFormat;

/**
 * One side of {@link JarComparison}: the fields and the timed loops, loaded once for each core jar in a
 * class loader of its own, so that {@code PuyoField} here is that jar's. {@link JarComparison} calls these
 * methods by reflection; nothing else uses this class.
 */
public final class JarSide {
    private static PuyoField[] fields = new PuyoField[0];
    private static final PuyoField SCRATCH = new PuyoField();
    /** Keeps the JIT from dropping the loops. */
    private static long sink;

    private JarSide() {
    }

    /** Replaces the fields by {@code texts} (the text format, read as Tsu fields). */
    public static void load(String[] texts) {
        PuyoField[] f = new PuyoField[texts.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = PuyoField.parse(texts[i], PuyoFormat.TSU);
        }
        fields = f;
    }

    /** The sum over the fields of what {@code op} computes: chains for count, scores for score. */
    public static long answers(String op) {
        return pass(op);
    }

    /** Runs {@code op} over all fields for at least {@code nanos}; returns nanoseconds per field. */
    public static double time(String op, long nanos) {
        long start = System.nanoTime();
        long end = start + nanos;
        long n = 0;
        long now;
        do {
            sink += pass(op);
            n += fields.length;
        } while ((now = System.nanoTime()) < end);
        return (now - start) / (double) n;
    }

    private static long pass(String op) {
        switch (op) {
            case "count":
                return countPass(fields);
            case "score":
                return scorePass(fields, SCRATCH);
            default:
                throw new IllegalArgumentException("unknown op " + op + " (count or score)");
        }
    }

    /** What the peers harness calls count: {@code chainCount()}, which leaves the field unchanged. */
    private static long countPass(PuyoField[] fields) {
        long s = 0;
        for (PuyoField f : fields) {
            s += f.chainCount();
        }
        return s;
    }

    /** What the peers harness calls score: {@code copyFrom} into a scratch field, then {@code resolveInPlace()}. */
    private static long scorePass(PuyoField[] fields, PuyoField scratch) {
        long s = 0;
        for (PuyoField f : fields) {
            scratch.copyFrom(f);
            s += ChainSummary.score(scratch.resolveInPlace());
        }
        return s;
    }
}
