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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;

/**
 * One move of a game or a solution: a pair and where it was put, as a simulator URL lists them.
 *
 * <p>Immutable; may be shared between threads.
 *
 * @param pair      the pair, axis first
 * @param placement where it was put
 */
public record Move(PuyoPair pair, Placement placement) {
    /**
     * Checks that neither part is missing.
     *
     * @param pair      the pair, axis first
     * @param placement where it was put
     * @throws NullPointerException if {@code pair} or {@code placement} is null, naming which
     */
    public Move {
        if (pair == null || placement == null) {
            throw new NullPointerException(pair == null ? "pair is null" : "placement is null");
        }
    }
}
