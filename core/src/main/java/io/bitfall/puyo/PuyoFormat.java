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

/**
 * Which text a parser accepts. Both go through the same engine: a judge field is a Tsu field whose row 13
 * is empty and that holds no garbage. Immutable, like every enum: the constants may be shared between
 * threads.
 */
public enum PuyoFormat {
    /** Baekjoon 11559: exactly 12 lines of 6 cells, letters {@code . R G B P Y}. */
    JUDGE(12, false),
    /** Puyo Puyo Tsu: 12 lines, or 13 with the hidden row 13 on top; {@code O} is garbage. */
    TSU(13, true);

    private final int maxLines;
    private final boolean garbage;

    PuyoFormat(int maxLines, boolean garbage) {
        this.maxLines = maxLines;
        this.garbage = garbage;
    }

    /**
     * The most lines a field may have: 12 for judge fields, 13 for Tsu fields.
     *
     * @return 12 or 13
     */
    public int maxLines() {
        return maxLines;
    }

    /**
     * Whether garbage ({@code O}) is allowed.
     *
     * @return true for Tsu fields
     */
    public boolean allowsGarbage() {
        return garbage;
    }
}
