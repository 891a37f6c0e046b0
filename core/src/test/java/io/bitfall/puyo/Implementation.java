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

/** The engine and the reference behind one face, so every rule test runs on both. */
enum Implementation {
    ENGINE {
        @Override
        PuyoSimulator<?> parse(String text, PuyoFormat format) {
            return PuyoField.parse(text, format);
        }
    },
    REFERENCE {
        @Override
        PuyoSimulator<?> parse(String text, PuyoFormat format) {
            return ReferencePuyoField.parse(text, format);
        }
    };

    /** The field of {@code text} in this implementation. */
    abstract PuyoSimulator<?> parse(String text, PuyoFormat format);

    /** Parses, resolves, and checks that {@code chainCount()} agrees with {@code resolve()}. */
    ChainResult<?> resolve(String text, PuyoFormat format) {
        return resolveChecked(parse(text, format));
    }

    private static <F extends PuyoSimulator<F>> ChainResult<F> resolveChecked(PuyoSimulator<F> f) {
        ChainResult<F> r = f.resolve();
        if (f.chainCount() != r.chains()) {
            throw new AssertionError("chainCount " + f.chainCount() + " != resolve " + r.chains());
        }
        return r;
    }
}
