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

import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoSimulator;

/**
 * The clear condition of a nazo puzzle (なぞぷよ) as the IPS simulator writes it: three characters after
 * {@code __}, a {@link Kind}, a {@link Target} and a number, each one character of the IPS alphabet (value
 * 0 to 63). The condition is judged on one chain: the chain the last pair fires, from the field after that
 * pair lands to the end of the chain, the rule of puyo2's {@code pnsolve}. Row 13 never pops (Tsu rules);
 * garbage pops next to a popping group and counts for {@link Target#ALL} and {@link Target#GARBAGE}, and
 * for no colour.
 *
 * <p>Immutable; may be shared between threads.
 *
 * @param kind   what must happen
 * @param target which puyos it counts; written for every kind, read only by those whose text names a colour
 * @param number the number in the condition, 0 to 63; read only by those whose text names a number
 */
public record NazoCondition(Kind kind, Target target, int number) {
    /**
     * The IPS condition kinds, with their codes (the first character) and the simulator's own text, in which
     * {@code c} stands for the target and {@code n} for the number.
     */
    public enum Kind {
        /** 0: no condition chosen (条件を選択してください); never met. */
        NONE(0, "条件を選択してください"),
        /** 2: every puyo of the target is gone when the chain ends (cぷよ全て消す). */
        CLEAR(2, "cぷよ全て消す"),
        /** 10: exactly n colours pop over the chain (n色消す). */
        COLOURS(10, "n色消す"),
        /** 11: n or more colours pop over the chain (n色以上消す). */
        COLOURS_OR_MORE(11, "n色以上消す"),
        /** 12: exactly n puyos of the target pop over the chain (cぷよn個消す). */
        ERASE(12, "cぷよn個消す"),
        /** 13: n or more puyos of the target pop over the chain (cぷよn個以上消す). */
        ERASE_OR_MORE(13, "cぷよn個以上消す"),
        /** 30: a chain of exactly n (n連鎖する). */
        CHAINS(30, "n連鎖する"),
        /** 31: a chain of n or more (n連鎖以上する). */
        CHAINS_OR_MORE(31, "n連鎖以上する"),
        /** 32: a chain of exactly n, and every puyo of the target gone (n連鎖＆cぷよ全て消す). */
        CHAINS_AND_CLEAR(32, "n連鎖＆cぷよ全て消す"),
        /** 33: a chain of n or more, and every puyo of the target gone (n連鎖以上＆cぷよ全て消す). */
        CHAINS_OR_MORE_AND_CLEAR(33, "n連鎖以上＆cぷよ全て消す"),
        /** 40: one step pops exactly n colours (n色同時に消す). */
        COLOURS_AT_ONCE(40, "n色同時に消す"),
        /** 41: one step pops n or more colours (n色以上同時に消す). */
        COLOURS_OR_MORE_AT_ONCE(41, "n色以上同時に消す"),
        /** 42: one step pops exactly n puyos of the target (cぷよn個同時に消す). */
        ERASE_AT_ONCE(42, "cぷよn個同時に消す"),
        /** 43: one step pops n or more puyos of the target (cぷよn個以上同時に消す). */
        ERASE_OR_MORE_AT_ONCE(43, "cぷよn個以上同時に消す"),
        /** 44: one step pops exactly n groups of the target (cぷよn箇所同時に消す); garbage forms no group. */
        GROUPS_AT_ONCE(44, "cぷよn箇所同時に消す"),
        /** 45: one step pops n or more groups of the target (cぷよn箇所以上同時に消す). */
        GROUPS_OR_MORE_AT_ONCE(45, "cぷよn箇所以上同時に消す"),
        /** 52: a popping group of the target has exactly n puyos (cぷよn連結で消す). */
        CONNECTED(52, "cぷよn連結で消す"),
        /** 53: a popping group of the target has n or more puyos (cぷよn連結以上で消す). */
        CONNECTED_OR_MORE(53, "cぷよn連結以上で消す");

        private final int code;
        private final String text;

        Kind(int code, String text) {
            this.code = code;
            this.text = text;
        }

        /**
         * The code: the value of the condition's first character.
         *
         * @return 0 to 53
         */
        public int code() {
            return code;
        }

        /**
         * The IPS simulator's text, {@code c} for the target and {@code n} for the number.
         *
         * @return the text, in Japanese
         */
        public String text() {
            return text;
        }

        /**
         * The kind of a code.
         *
         * @param code the value of the condition's first character
         * @return the kind, or {@code null} for a code the IPS simulator does not define
         */
        public static Kind ofCode(int code) {
            for (Kind k : values()) {
                if (k.code == code) {
                    return k;
                }
            }
            return null;
        }
    }

    /** The puyos a condition counts, with their codes (the second character). */
    public enum Target {
        /** 0: every puyo, garbage included (ぷよ). */
        ALL(""),
        /** 1: {@link Puyo#RED} (赤). */
        RED("赤"),
        /** 2: {@link Puyo#GREEN} (緑). */
        GREEN("緑"),
        /** 3: {@link Puyo#BLUE} (青). */
        BLUE("青"),
        /** 4: {@link Puyo#YELLOW} (黄). */
        YELLOW("黄"),
        /** 5: {@link Puyo#PURPLE} (紫). */
        PURPLE("紫"),
        /** 6: {@link Puyo#GARBAGE} (おじゃま). */
        GARBAGE("おじゃま"),
        /** 7: the five colours, no garbage (色). */
        COLOURED("色");

        private final String text;

        Target(String text) {
            this.text = text;
        }

        /**
         * The code: the value of the condition's second character, its ordinal.
         *
         * @return 0 to 7
         */
        public int code() {
            return ordinal();
        }

        /**
         * The IPS simulator's word for it, put for {@code c} in a condition's text.
         *
         * @return the word, in Japanese; empty for {@link #ALL}
         */
        public String text() {
            return text;
        }

        /** Whether a puyo counts for this target. */
        boolean counts(Puyo p) {
            switch (this) {
                case ALL: return p != Puyo.EMPTY;
                case COLOURED: return p.isColour();
                default: return p == puyo();
            }
        }

        private Puyo puyo() {
            switch (this) {
                case RED: return Puyo.RED;
                case GREEN: return Puyo.GREEN;
                case BLUE: return Puyo.BLUE;
                case YELLOW: return Puyo.YELLOW;
                case PURPLE: return Puyo.PURPLE;
                default: return Puyo.GARBAGE;
            }
        }
    }

    /**
     * Checks the parts.
     *
     * @param kind   what must happen
     * @param target which puyos it counts
     * @param number the number, 0 to 63
     * @throws NullPointerException     if {@code kind} or {@code target} is null
     * @throws IllegalArgumentException if {@code number} is outside 0..63
     */
    public NazoCondition {
        if (kind == null || target == null) {
            throw new NullPointerException(kind == null ? "kind is null" : "target is null");
        }
        if (number < 0 || number > 63) {
            throw new IllegalArgumentException("condition number " + number + " is outside 0..63");
        }
    }

    /**
     * The condition in the IPS simulator's words, such as {@code 5連鎖する} or {@code 赤ぷよ全て消す}.
     *
     * @return the text, in Japanese
     */
    public String text() {
        return kind.text().replace("c", target.text()).replace("n", Integer.toString(number));
    }

    /**
     * Whether the chain of {@code landed} (a field just after the last pair landed, before anything pops)
     * meets this condition. Works on a copy; {@code landed} is unchanged. The engine and the reference alike.
     *
     * @param <F>    the field type
     * @param landed the field after the last pair, its chain not yet run
     * @return true if the chain meets the condition
     * @throws NullPointerException if {@code landed} is null
     */
    public <F extends PuyoSimulator<F>> boolean isMetBy(F landed) {
        return ConditionCheck.run(this, landed);
    }
}
