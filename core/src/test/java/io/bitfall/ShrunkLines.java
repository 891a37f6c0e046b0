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
package io.bitfall;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A failing text input made small for its failure message: lines are dropped, one at a time from the
 * end, for as long as the input still fails, until no single line can go.
 * <pre>{@code
 * List<String> small = ShrunkLines.of(lines, l -> difference(l) != null);
 * }</pre>
 */
public final class ShrunkLines {
    private ShrunkLines() {
    }

    /**
     * The lines of {@code lines} that still make {@code fails} true with none of them dropped.
     *
     * @param lines the failing input, one element a line
     * @param fails whether an input still fails
     * @return a sub-list of {@code lines} (in order) that fails, from which no single line can be dropped
     */
    public static List<String> of(List<String> lines, Predicate<List<String>> fails) {
        List<String> small = new ArrayList<>(lines);
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = small.size() - 1; i >= 0; i--) {
                List<String> without = new ArrayList<>(small);
                without.remove(i);
                if (fails.test(without)) {
                    small = without;
                    progress = true;
                }
            }
        }
        return small;
    }
}
