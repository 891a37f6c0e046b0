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

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What one chain step popped, and what it scored under Tsu rules.
 *
 * <p>Immutable: {@link #colours()} and {@link #groupSizes()} are unmodifiable copies, so a step may be
 * shared between threads freely. Its {@link #toString()} is the same in every run, for the engine and the
 * reference alike.
 *
 * @param chain          the step's number, 1 for the first step that popped
 * @param colouredPopped coloured puyos popped (garbage not counted)
 * @param garbagePopped  garbage puyos cleared next to popping groups
 * @param colours        the distinct colours popped: an unmodifiable set that iterates (and prints) in
 *                       {@link Puyo} order, whatever the order of the set given to the constructor
 * @param groupSizes     the size of every popping group, smallest first
 * @param score          {@code 10 * colouredPopped * clamp(CP[chain] + CB[colours] + sum GB[size], 1, 999)}
 * @param frames         how long the step takes by puyoai's model ({@code core/docs/puyo-rules.md}, "Frames"):
 *                       {@value #FRAMES_POP} for the popping animation, and if anything then falls,
 *                       {@value #FRAMES_PER_ROW} per row of the longest fall plus {@value #FRAMES_LANDING}
 *                       for landing; see {@link #stepFrames}
 * @param allClear       whether the step left the field completely empty (row 13 and garbage included): an
 *                       all clear, which gives the player's next chain {@value #ALL_CLEAR_BONUS} more points
 */
public record ChainStep(int chain, int colouredPopped, int garbagePopped, Set<Puyo> colours,
                        List<Integer> groupSizes, int score, int frames, boolean allClear) {
    /**
     * Checks the colours and keeps unmodifiable copies: {@code colours} in {@link Puyo} order.
     *
     * @param chain          the step's number, 1 for the first step that popped
     * @param colouredPopped coloured puyos popped (garbage not counted)
     * @param garbagePopped  garbage puyos cleared next to popping groups
     * @param colours        the distinct colours popped
     * @param groupSizes     the size of every popping group, smallest first
     * @param score          the step's Tsu score
     * @param frames         the step's frames
     * @param allClear       whether the step left the field empty
     * @throws NullPointerException     if {@code colours}, {@code groupSizes} or an element of either is null
     * @throws IllegalArgumentException if {@code colours} holds {@link Puyo#EMPTY} or {@link Puyo#GARBAGE}
     */
    public ChainStep {
        colours = inPuyoOrder(colours);
        groupSizes = List.copyOf(groupSizes);
    }

    /** An unmodifiable copy of {@code colours} that iterates in {@link Puyo} order. */
    private static Set<Puyo> inPuyoOrder(Set<Puyo> colours) {
        EnumSet<Puyo> copy = EnumSet.noneOf(Puyo.class);
        for (Puyo p : colours) {
            if (p == null) {
                throw new NullPointerException("null in colours " + colours);
            }
            if (!p.isColour()) {
                throw new IllegalArgumentException(p + " is not a colour (colours " + colours + ")");
            }
            copy.add(p);
        }
        return Collections.unmodifiableSet(copy);
    }

    /** Frames of the popping animation, every step. */
    public static final int FRAMES_POP = 50;
    /** Frames per row of the longest fall in a step. */
    public static final int FRAMES_PER_ROW = 2;
    /** Frames for landing, in a step where anything falls. */
    public static final int FRAMES_LANDING = 20;
    /**
     * The all-clear bonus: after a chain that empties the field, the player's next chain scores this much
     * more, added once, to its first step (2100 points are 30 garbage puyos at
     * {@value GarbageMeter#POINTS_PER_GARBAGE} points each). The field only reports the all clear
     * ({@link #allClear()}, {@link ChainResult#allClear()}, {@link ChainSummary#isAllClear}); whoever plays
     * the game carries the bonus, e.g. with {@link ChainSummary#withAllClearBonus}.
     */
    public static final int ALL_CLEAR_BONUS = 2100;

    private static final int[] CHAIN_POWER = {0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384,
        416, 448, 480, 512};
    private static final int[] COLOUR_BONUS = {0, 0, 3, 6, 12, 24};
    private static final int[] GROUP_BONUS = {0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10};
    /** The most coloured puyos one step can pop: every cell of rows 1..12. */
    private static final int MAX_POPPED = FieldText.WIDTH * (FieldText.HEIGHT - 1);

    /**
     * Chain power of the {@code chain}-th step (1-based): 0, 8, 16, 32, ... 512 from step 19 on.
     *
     * @param chain the step's number, 1 or more
     * @return CP of the score formula
     * @throws IllegalArgumentException if {@code chain} is less than 1
     */
    public static int chainPower(int chain) {
        if (chain < 1) {
            throw new IllegalArgumentException("chain must be 1 or more, was " + chain);
        }
        return CHAIN_POWER[Math.min(chain, CHAIN_POWER.length) - 1];
    }

    /**
     * Colour bonus for {@code colours} distinct colours popped in one step.
     *
     * @param colours the distinct colours popped, 1..5
     * @return CB of the score formula: 0, 3, 6, 12 or 24
     * @throws IllegalArgumentException if {@code colours} is not 1..5
     */
    public static int colourBonus(int colours) {
        if (colours < 1 || colours >= COLOUR_BONUS.length) {
            throw new IllegalArgumentException("colours must be 1..5, was " + colours);
        }
        return COLOUR_BONUS[colours];
    }

    /**
     * Group bonus of one popping group of {@code size} puyos: 0 for 4, 2 for 5, ... 10 from 11 on.
     *
     * @param size the group's puyos, 4 or more
     * @return GB of the score formula: 0 for 4 puyos up to 10 for 11 or more
     * @throws IllegalArgumentException if {@code size} is less than 4 (such a group does not pop)
     */
    public static int groupBonus(int size) {
        if (size < 4) {
            throw new IllegalArgumentException("a popping group has 4 or more puyos, was " + size);
        }
        return GROUP_BONUS[Math.min(size, GROUP_BONUS.length - 1)];
    }

    /**
     * The score of one step from its parts; see {@link ChainStep}.
     *
     * @param chain          the step's number, 1 or more
     * @param colouredPopped coloured puyos popped in the step
     * @param colours        the distinct colours popped, 1..5
     * @param groupBonusSum  the sum of {@link #groupBonus} over the step's popping groups
     * @return {@code 10 * colouredPopped * clamp(CP + CB + groupBonusSum, 1, 999)}
     * @throws IllegalArgumentException if {@code chain} is less than 1, {@code colouredPopped} is not
     *                                  4..72, {@code colours} is not 1..5 or {@code groupBonusSum} is negative
     */
    public static int stepScore(int chain, int colouredPopped, int colours, int groupBonusSum) {
        if (colouredPopped < 4 || colouredPopped > MAX_POPPED) {
            throw new IllegalArgumentException("colouredPopped must be 4.." + MAX_POPPED + ", was " + colouredPopped);
        }
        if (groupBonusSum < 0) {
            throw new IllegalArgumentException("groupBonusSum must be 0 or more, was " + groupBonusSum);
        }
        chainPower(chain); // checks chain
        colourBonus(colours); // checks colours
        // CP and CB are 0 or more and the bonus is capped at 999: a larger sum gives the same score, and
        // capping it first keeps CP + CB + groupBonusSum from overflowing.
        return stepScoreOf(chain, colouredPopped, colours, Math.min(groupBonusSum, 999));
    }

    /**
     * {@link #stepScore} without the argument checks, for the engine's chain loop, whose values are valid by
     * construction (chain 1 or more, 4..72 popped, 1..5 colours).
     */
    static int stepScoreOf(int chain, int colouredPopped, int colours, int groupBonusSum) {
        int bonus = CHAIN_POWER[Math.min(chain, CHAIN_POWER.length) - 1] + COLOUR_BONUS[colours] + groupBonusSum;
        return 10 * colouredPopped * Math.max(1, Math.min(999, bonus));
    }

    /**
     * The frames of one step whose longest fall (the most rows any puyo drops after the pops) is
     * {@code longestFall}: {@value #FRAMES_POP}, plus {@value #FRAMES_PER_ROW} per row and
     * {@value #FRAMES_LANDING} if {@code longestFall > 0}.
     *
     * @param longestFall the most rows any puyo falls after the step's pops, 0 or more
     * @return the step's frames
     */
    public static int stepFrames(int longestFall) {
        return longestFall > 0 ? FRAMES_POP + FRAMES_PER_ROW * longestFall + FRAMES_LANDING : FRAMES_POP;
    }
}
