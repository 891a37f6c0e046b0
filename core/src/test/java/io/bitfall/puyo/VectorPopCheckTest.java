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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Vector API path of {@link PuyoField#chainCount()} and {@link PuyoField#resolveInPlace()}
 * ({@link VectorPopCheck}) against the scalar engine in the same JVM: {@link PuyoField#resolveInPlaceWithFrames()}
 * keeps the scalar {@code findPops} for every step, so it is the oracle here. Core's build runs this class
 * twice: in the plain test run, where the path must be off, and in the {@code vector-api} run (core/pom.xml),
 * which adds the module; on JDK 25 the comparisons run there.
 */
class VectorPopCheckTest {
    private static final long SEED = 0x7EC7_0A11L;

    @Test
    void isOnExactlyOnJdk25AndLaterWithTheModule() {
        boolean module = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        if (Boolean.getBoolean("bitfall.test.vectorModule")) {
            assertTrue(module, "the vector-api test run must resolve jdk.incubator.vector");
        }
        boolean expected = Runtime.version().feature() >= 25 && module
                && !"false".equals(System.getProperty("io.bitfall.vector"));
        assertEquals(expected, PuyoField.usesVectorApi());
        assertEquals(expected, VectorPopCheck.USABLE);
    }

    @Test
    void everyTetrominoPopsAndNoTrominoDoesAtEveryPlace() {
        assumeTrue(VectorPopCheck.USABLE, "the Vector API path is off in this JVM");
        int[][][] shapes = {
            {{0, 0}, {1, 0}, {2, 0}, {3, 0}}, {{0, 0}, {0, 1}, {0, 2}, {0, 3}}, {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
            {{0, 0}, {1, 0}, {2, 0}, {1, 1}}, {{1, 0}, {0, 1}, {1, 1}, {2, 1}}, {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
            {{1, 0}, {1, 1}, {1, 2}, {0, 1}}, {{0, 0}, {1, 0}, {1, 1}, {2, 1}}, {{1, 0}, {2, 0}, {0, 1}, {1, 1}},
            {{0, 0}, {0, 1}, {1, 1}, {1, 2}}, {{1, 0}, {1, 1}, {0, 1}, {0, 2}}, {{0, 0}, {1, 0}, {2, 0}, {0, 1}},
            {{0, 0}, {1, 0}, {2, 0}, {2, 1}}, {{0, 0}, {0, 1}, {1, 1}, {2, 1}}, {{2, 0}, {0, 1}, {1, 1}, {2, 1}},
            {{0, 0}, {1, 0}, {0, 1}, {0, 2}}, {{0, 0}, {1, 0}, {1, 1}, {1, 2}}, {{0, 0}, {0, 1}, {0, 2}, {1, 2}},
            {{1, 0}, {1, 1}, {1, 2}, {0, 2}},
        };
        int placed = 0;
        for (int[][] shape : shapes) {
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    PuyoField four = new PuyoField();
                    PuyoField three = new PuyoField();
                    boolean fits = true;
                    boolean inRow13 = false;
                    for (int k = 0; k < shape.length && fits; k++) {
                        int c = col + shape[k][0];
                        int r = row + shape[k][1];
                        fits = c < PuyoField.WIDTH && r <= PuyoField.HEIGHT;
                        if (fits) {
                            inRow13 |= r == PuyoField.HEIGHT;
                            four.set(c, r, Puyo.GREEN);
                            if (k < 3) {
                                three.set(c, r, Puyo.GREEN);
                            }
                        }
                    }
                    if (fits) {
                        placed++;
                        assertSameAsScalar(four);
                        assertSameAsScalar(three);
                        assertEquals(inRow13 ? 0 : 1, four.chainCount(), () -> "tetromino\n" + four.format());
                        assertEquals(0, three.chainCount(), () -> "tromino\n" + three.format());
                    }
                }
            }
        }
        assertTrue(placed > 500, "placements: " + placed);
    }

    @Test
    void agreesWithTheScalarEngineOnRandomCells() {
        assumeTrue(VectorPopCheck.USABLE, "the Vector API path is off in this JVM");
        SplittableRandom random = new SplittableRandom(SEED);
        int popping = 0;
        for (int i = 0; i < 100_000; i++) {
            PuyoField f = new PuyoField();
            int density = 1 + random.nextInt(4); // 1 in 4 to 1 in 1 cells filled
            int colours = 2 + random.nextInt(4); // few colours make big groups
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    if (random.nextInt(density + 1) != 0) {
                        int k = random.nextInt(colours + 1);
                        f.set(col, row, k == colours ? Puyo.GARBAGE : Puyo.COLOURS[k]);
                    }
                }
            }
            if (!sameAsScalar(f)) {
                fail("vector and scalar differ on (shrunk):\n" + shrink(f).format());
            }
            popping += f.chainCount() > 0 ? 1 : 0;
        }
        assertTrue(popping > 20_000 && popping < 90_000, "popping fields: " + popping);
    }

    @Test
    void agreesWithTheScalarEngineOnGeneratedFields() {
        assumeTrue(VectorPopCheck.USABLE, "the Vector API path is off in this JVM");
        for (boolean tsu : new boolean[] {false, true}) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(SEED + (tsu ? 1 : 0), tsu);
            for (PuyoFieldGenerator.Kind kind : PuyoFieldGenerator.Kind.values()) {
                for (int i = 0; i < 500; i++) {
                    PuyoField f = generator.next(kind);
                    if (!sameAsScalar(f)) {
                        fail(kind + ": vector and scalar differ on (shrunk):\n" + shrink(f).format());
                    }
                }
            }
        }
    }

    private static void assertSameAsScalar(PuyoField f) {
        assertTrue(sameAsScalar(f), () -> "vector and scalar differ on\n" + f.format());
    }

    /**
     * Whether the vector path ({@code chainCount}, {@code resolveInPlace}) and the scalar one
     * ({@code resolveInPlaceWithFrames}) give the same chains, score, all clear and final field.
     */
    private static boolean sameAsScalar(PuyoField f) {
        PuyoField vector = f.copy();
        PuyoField scalar = f.copy();
        int chains = f.chainCount();
        long v = vector.resolveInPlace();
        long s = scalar.resolveInPlaceWithFrames();
        return chains == ChainSummary.chains(s) && ChainSummary.chains(v) == ChainSummary.chains(s)
                && ChainSummary.score(v) == ChainSummary.score(s)
                && ChainSummary.isAllClear(v) == ChainSummary.isAllClear(s) && vector.contentEquals(scalar);
    }

    /** {@code f} with puyos taken out one at a time for as long as the two paths still differ. */
    private static PuyoField shrink(PuyoField f) {
        return FieldShrinker.shrinkInPlace(f, small -> !sameAsScalar(small));
    }
}
