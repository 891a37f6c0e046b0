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
package io.bitfall.cli;

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.format.FormatException;
import io.bitfall.puyo.format.IpsUrl;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.format.PuyopUrl;
import java.util.ArrayList;
import java.util.List;

/**
 * The texts {@code bitfall puyo} reads fields in ({@code --input-format}) and writes them in
 * ({@code --convert}): the judge's 12 lines and the Tsu text, several lines a field, and three formats of
 * one line a field, the puyop.com URL, the IPS simulator URL and pfen (their grammars are in
 * {@code core/docs/formats.md}). A one-line format's field is only its field: a puyop.com URL's moves and
 * an IPS URL's pairs and condition are read (and checked) but not kept.
 */
enum FieldFormat {
    /** Baekjoon 11559's 12 lines of {@code . R G B P Y}. */
    JUDGE("judge"),
    /** The Tsu text: 12 or 13 lines, {@code O} garbage. */
    TSU("tsu"),
    /** A puyop.com simulator URL. */
    PUYOP("puyop"),
    /** An IPS simulator (nazo) URL. */
    IPS("ips"),
    /** UPI's pfen. */
    PFEN("pfen");

    /** The option value that names the format. */
    final String word;

    FieldFormat(String word) {
        this.word = word;
    }

    /** The words of every format, in order, for the options' choices. */
    static List<String> words() {
        List<String> words = new ArrayList<>();
        for (FieldFormat f : values()) {
            words.add(f.word);
        }
        return words;
    }

    /** The format named {@code word} (one of {@link #words()}). */
    static FieldFormat of(String word) {
        for (FieldFormat f : values()) {
            if (f.word.equals(word)) {
                return f;
            }
        }
        throw new IllegalArgumentException(word);
    }

    /** Whether a field is one line of text (a URL or pfen), not several lines of cells. */
    boolean oneLine() {
        return this != JUDGE && this != TSU;
    }

    /**
     * Reads the field of a one-line format's {@code line} into {@code into}, which is unchanged if it
     * throws.
     *
     * @throws FormatException if the line is not of this format: the format, the character and the reason
     */
    void read(String line, PuyoField into) {
        switch (this) {
            case PUYOP:
                PuyopUrl.decode(line, into);
                break;
            case IPS:
                into.copyFrom(IpsUrl.decode(line).field());
                break;
            case PFEN:
                Pfen.decode(line, into);
                break;
            default:
                throw new IllegalStateException(word + " is not a one-line format");
        }
    }

    /**
     * {@code field} in this format, each line ending with {@code \n}; an {@link IllegalArgumentException}
     * saying why if the format cannot express it (row 13 or garbage in the judge's lines, a puyo above an
     * empty cell in pfen and in the texts, whose readers refuse it).
     */
    String write(PuyoField field) {
        if (!oneLine()) {
            checkSettled(field);
        }
        switch (this) {
            case JUDGE:
                for (int column = 0; column < 6; column++) {
                    if (field.get(column, 13) != Puyo.EMPTY) {
                        throw new IllegalArgumentException("row 13 holds a puyo in column " + (column + 1)
                                + ", and judge has 12 rows (tsu can write it)");
                    }
                }
                for (int row = 1; row <= 12; row++) {
                    for (int column = 0; column < 6; column++) {
                        if (field.get(column, row) == Puyo.GARBAGE) {
                            throw new IllegalArgumentException("row " + row + ", column " + (column + 1)
                                    + " holds garbage, which judge has not (tsu can write it)");
                        }
                    }
                }
                return field.format();
            case TSU:
                return field.format();
            case PUYOP:
                return PuyopUrl.encode(field) + "\n";
            case IPS:
                return IpsUrl.encode(field) + "\n";
            default:
                return Pfen.encode(field) + "\n";
        }
    }

    /** Refuses a field with a puyo above an empty cell, naming the lowest such puyo of the leftmost column. */
    private static void checkSettled(PuyoField field) {
        for (int column = 0; column < 6; column++) {
            boolean gap = false;
            for (int row = 1; row <= 13; row++) {
                if (field.get(column, row) == Puyo.EMPTY) {
                    gap = true;
                } else if (gap) {
                    throw new IllegalArgumentException("column " + (column + 1) + " has a puyo at row " + row
                            + " above an empty cell, which the judge's and Tsu text cannot hold");
                }
            }
        }
    }
}
