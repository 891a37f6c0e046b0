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
package io.bitfall.puyo.upi;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoSimulator;

/**
 * UPI's move notation: the cells where the axis puyo and then the child puyo come to rest, each as its
 * column {@code 1..6} and its row letter ({@code a} the floor row, {@code m} row 13): {@code 1a1b} puts
 * the axis at the bottom of the left column and the child on it. A puyo that comes to rest above row 13
 * (and is deleted) gets the next letters, {@code n} for row 14. Since the cells follow from the column
 * heights, each legal placement on a field has its own move and back. Stateless and thread-safe.
 */
public final class UpiMove {
    private UpiMove() {
    }

    /**
     * Appends the move of {@code placement} on {@code field}, four characters; allocates nothing once
     * {@code out} has room.
     *
     * @param field     the settled field the pair is put on
     * @param placement where the pair goes
     * @param out       where the move is appended
     * @return {@code out}
     */
    public static StringBuilder append(PuyoSimulator<?> field, Placement placement, StringBuilder out) {
        int axis = placement.column();
        int child = placement.childColumn();
        int axisRow = field.height(axis) + 1;
        int childRow = field.height(child) + 1;
        switch (placement.rotation()) {
            case UP -> childRow++;
            case DOWN -> axisRow++;
            default -> {
            }
        }
        return out.append((char) ('1' + axis)).append((char) ('a' + axisRow - 1))
                .append((char) ('1' + child)).append((char) ('a' + childRow - 1));
    }

    /**
     * The move of {@code placement} on {@code field}, such as {@code 3a4a}.
     *
     * @param field     the settled field the pair is put on
     * @param placement where the pair goes
     * @return the move
     */
    public static String of(PuyoSimulator<?> field, Placement placement) {
        return append(field, placement, new StringBuilder(4)).toString();
    }

    /**
     * The legal placement on {@code field} whose move is {@code move}, or null if there is none (the move
     * is malformed, names cells a pair cannot land on, or a placement real play cannot reach).
     *
     * @param field the settled field the pair is put on
     * @param move  the move, such as {@code 1a1b}
     * @return the placement, legal on {@code field}, or null
     */
    public static Placement parse(PuyoSimulator<?> field, CharSequence move) {
        if (move.length() != 4) {
            return null;
        }
        for (Placement p : Placement.ALL) {
            if (field.isLegal(p) && matches(field, p, move)) {
                return p;
            }
        }
        return null;
    }

    private static boolean matches(PuyoSimulator<?> field, Placement p, CharSequence move) {
        int axisRow = field.height(p.column()) + 1;
        int childRow = field.height(p.childColumn()) + 1;
        switch (p.rotation()) {
            case UP -> childRow++;
            case DOWN -> axisRow++;
            default -> {
            }
        }
        return move.charAt(0) == '1' + p.column() && move.charAt(1) == 'a' + axisRow - 1
                && move.charAt(2) == '1' + p.childColumn() && move.charAt(3) == 'a' + childRow - 1;
    }
}
