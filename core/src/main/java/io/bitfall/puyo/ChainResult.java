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

import java.util.List;

/**
 * The whole of a chain: how many steps popped, the Tsu score, each step's details and the field left at
 * the end. {@link #frames()} and {@link #allClear()} follow from the steps.
 *
 * <p>Immutable but for {@link #finalField()}: the counts and the unmodifiable list of {@link ChainStep}s
 * may be shared between threads; the final field is a mutable field of its own, not thread-safe.
 *
 * @param <F>        the field type: {@link PuyoField} for the engine, the reference's own field for the
 *                   reference
 * @param chains     steps that popped something (0 if nothing pops)
 * @param score      the sum of the steps' scores
 * @param steps      one entry per step, in order
 * @param finalField the field after the last step: settled, unless nothing popped on an unsettled field
 */
public record ChainResult<F>(int chains, int score, List<ChainStep> steps, F finalField) {
    /**
     * Keeps an unmodifiable copy of {@code steps}.
     *
     * @param chains     steps that popped something (0 if nothing pops)
     * @param score      the sum of the steps' scores
     * @param steps      one entry per step, in order
     * @param finalField the settled field after the last step
     */
    public ChainResult {
        steps = List.copyOf(steps);
    }

    /**
     * The frames the whole chain takes: the sum of its steps' {@link ChainStep#frames()} (0 if none).
     *
     * @return the chain's frames
     */
    public int frames() {
        int frames = 0;
        for (ChainStep s : steps) {
            frames += s.frames();
        }
        return frames;
    }

    /**
     * Whether the chain ended in an all clear (its last step left the field empty); false when nothing
     * popped. See {@link ChainStep#ALL_CLEAR_BONUS} for what that is worth.
     *
     * @return true if the last step left the field empty
     */
    public boolean allClear() {
        return !steps.isEmpty() && steps.get(steps.size() - 1).allClear();
    }
}
