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
 * What a cell of a Puyo field holds, with the letter the text format uses for it.
 *
 * <p>The five colours take part in groups; {@link #GARBAGE} ("ojama", Tsu rules only) never does, and
 * pops only next to a popping group.
 *
 * <p>Immutable, like every enum: the constants may be shared between threads.
 */
public enum Puyo {
    /** An empty cell, {@code .}. */
    EMPTY('.'),
    /** A red puyo, {@code R}. */
    RED('R'),
    /** A green puyo, {@code G}. */
    GREEN('G'),
    /** A blue puyo, {@code B}. */
    BLUE('B'),
    /** A purple puyo, {@code P}. */
    PURPLE('P'),
    /** A yellow puyo, {@code Y}. */
    YELLOW('Y'),
    /** A garbage puyo ("ojama"), {@code O}: Tsu rules only. */
    GARBAGE('O');

    /** The five colours, in plane order. */
    static final Puyo[] COLOURS = {RED, GREEN, BLUE, PURPLE, YELLOW};

    private static final Puyo[] VALUES = values();

    private final char letter;

    Puyo(char letter) {
        this.letter = letter;
    }

    /**
     * The letter of this cell in the text format: {@code . R G B P Y O}.
     *
     * @return the letter, {@code .} for an empty cell
     */
    public char letter() {
        return letter;
    }

    /**
     * True for the five colours, false for {@link #EMPTY} and {@link #GARBAGE}.
     *
     * @return true for a colour
     */
    public boolean isColour() {
        return this != EMPTY && this != GARBAGE;
    }

    /**
     * The cell written as {@code letter}, or {@code null} if the letter names no cell (lower case letters
     * name none).
     *
     * @param letter a letter of the text format
     * @return the cell it names, or {@code null}
     */
    public static Puyo ofLetter(char letter) {
        switch (letter) {
            case '.': return EMPTY;
            case 'R': return RED;
            case 'G': return GREEN;
            case 'B': return BLUE;
            case 'P': return PURPLE;
            case 'Y': return YELLOW;
            case 'O': return GARBAGE;
            default: return null;
        }
    }

    /** Plane index of an occupied cell: 0..4 for the colours, 5 for garbage. */
    int plane() {
        return ordinal() - 1;
    }

    /** The occupied cell stored in plane {@code plane} (0..5). */
    static Puyo ofPlane(int plane) {
        return VALUES[plane + 1];
    }
}
