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
package io.bitfall.bench.workload;

/**
 * The fields of the game-AI benchmarks, as their {@code @Param} workload (constants in lower camel case, as
 * for {@link PuyoWorkload}, since JMH and the results page name them so).
 */
public enum PuyoMoveWorkload {
    /** Mid-game fields where nothing pops, every column at most 11 high ({@link PuyoMoveInputs#of}). */
    midGame {
        @Override
        public PuyoMoveInputs inputs(int count) {
            return PuyoMoveInputs.of(count);
        }
    },
    /** Late-game fields with columns 12 and 13 high ({@link PuyoMoveInputs#tall}). */
    tall {
        @Override
        public PuyoMoveInputs inputs(int count) {
            return PuyoMoveInputs.tall(count);
        }
    };

    /** The first {@code count} fields of this workload, always the same. */
    public abstract PuyoMoveInputs inputs(int count);
}
