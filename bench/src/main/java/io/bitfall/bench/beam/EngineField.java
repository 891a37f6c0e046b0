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
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;

/** {@link SearchField} over the bitboard engine: every method passes straight through. */
public final class EngineField implements SearchField<EngineField> {
    /** The engine field this one stands for. */
    public final PuyoField field = new PuyoField();

    @Override
    public void copyFrom(EngineField other) {
        field.copyFrom(other.field);
    }

    @Override
    public int legalPlacements(PuyoPair pair, Placement[] out) {
        return field.legalPlacements(pair, out);
    }

    @Override
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        return field.placeAndResolve(pair, placement);
    }

    @Override
    public boolean isGameOver() {
        return field.isGameOver();
    }

    @Override
    public long hash64() {
        return field.hash64();
    }

    @Override
    public int groupsOfSize(int size) {
        return field.groupsOfSize(size);
    }

    @Override
    public void heights(int[] out) {
        field.heights(out);
    }

    @Override
    public void set(int column, int row, Puyo puyo) {
        field.set(column, row, puyo);
    }

    @Override
    public long resolveInPlace() {
        return field.resolveInPlace();
    }

    @Override
    public String toString() {
        return field.toString();
    }
}
