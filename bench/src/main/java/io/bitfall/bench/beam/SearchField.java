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
package io.bitfall.bench.beam;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoPair;

/**
 * The part of a Puyo field's public API that {@link BeamSearch} uses, so that one search runs on the
 * bitboard engine ({@link EngineField}) and on the array reference ({@link ReferenceField}) alike. Each
 * method does what the {@code io.bitfall.puyo.PuyoField} method of the same name does.
 *
 * @param <F> the implementing type, so that {@link #copyFrom} takes a field of its own kind
 */
public interface SearchField<F extends SearchField<F>> {
    /** Makes this field equal to {@code other}. */
    void copyFrom(F other);

    /** Writes the legal placements of {@code pair} into {@code out} (room for 22) and returns how many. */
    int legalPlacements(PuyoPair pair, Placement[] out);

    /** Places {@code pair} and resolves the chain; returns its packed {@code ChainSummary}. */
    long placeAndResolve(PuyoPair pair, Placement placement);

    /** Whether the spawn column is filled in row 12. */
    boolean isGameOver();

    /** The 64-bit hash of the contents. */
    long hash64();

    /** Same-colour groups of exactly {@code size} (1..3) puyos in rows 1..12. */
    int groupsOfSize(int size);

    /** The six column heights. */
    void heights(int[] out);

    /** Puts {@code puyo} at {@code column} (0..5) and {@code row} (1..13). */
    void set(int column, int row, Puyo puyo);

    /** Resolves the chain on the field; returns its packed {@code ChainSummary} (0 if nothing pops). */
    long resolveInPlace();
}
