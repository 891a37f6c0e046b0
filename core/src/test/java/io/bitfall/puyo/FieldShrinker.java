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

import io.bitfall.puyo.reference.ReferencePuyoField;
import java.util.function.Predicate;

/**
 * A failing Puyo field made small for its failure message: puyos are taken out one at a time for as long
 * as the field still fails, until no single puyo can go.
 * <pre>{@code
 * String small = FieldShrinker.shrink(text, t -> disagreement(t) != null);
 * }</pre>
 */
final class FieldShrinker {
    private FieldShrinker() {
    }

    /**
     * The field {@code text} (as {@link ReferencePuyoField#parse} reads it) with puyos removed, letting the
     * rest fall, while {@code fails} holds for the smaller field's text: a settled field stays settled.
     */
    static String shrink(String text, Predicate<String> fails) {
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int col = 0; col < PuyoField.WIDTH && !progress; col++) {
                for (int row = 1; row <= PuyoField.HEIGHT && !progress; row++) {
                    ReferencePuyoField f = ReferencePuyoField.parse(text);
                    if (f.get(col, row) == Puyo.EMPTY) {
                        continue;
                    }
                    f.set(col, row, Puyo.EMPTY);
                    f.settle();
                    String smaller = f.toString();
                    if (fails.test(smaller)) {
                        text = smaller;
                        progress = true;
                    }
                }
            }
        }
        return text;
    }

    /**
     * A copy of {@code field} with puyos removed where they are, nothing falling, while {@code fails} holds:
     * for checks that take any field, settled or not.
     */
    static PuyoField shrinkInPlace(PuyoField field, Predicate<PuyoField> fails) {
        PuyoField small = field.copy();
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                for (int row = 1; row <= PuyoField.HEIGHT; row++) {
                    Puyo p = small.get(col, row);
                    if (p != Puyo.EMPTY) {
                        small.set(col, row, Puyo.EMPTY);
                        if (fails.test(small)) {
                            removed = true;
                        } else {
                            small.set(col, row, p);
                        }
                    }
                }
            }
        }
        return small;
    }
}
