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
package io.bitfall.puyo.format;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;

import java.util.List;

/**
 * A nazo puzzle (なぞぷよ): a start field, the pairs to place, in order, and the clear condition; what an IPS
 * simulator URL holds ({@link IpsUrl}).
 *
 * <p>Immutable: the field is copied in and {@link #field()} hands out a copy, so a puzzle may be shared
 * between threads.
 *
 * @param field     the start field, 13 rows
 * @param pairs     the pairs, the first to place first
 * @param condition the clear condition
 */
public record NazoPuzzle(PuyoField field, List<PuyoPair> pairs, NazoCondition condition) {
    /**
     * Copies the field and the list.
     *
     * @param field     the start field, 13 rows
     * @param pairs     the pairs, the first to place first
     * @param condition the clear condition
     * @throws NullPointerException if an argument or a pair is null
     */
    public NazoPuzzle {
        if (field == null || pairs == null || condition == null) {
            throw new NullPointerException(field == null ? "field is null" : pairs == null ? "pairs is null" : "condition is null");
        }
        field = field.copy();
        pairs = List.copyOf(pairs);
    }

    /**
     * A copy of the start field: change it freely.
     *
     * @return a new field with the puzzle's cells
     */
    @Override
    public PuyoField field() {
        return field.copy();
    }
}
