package io.bitfall.puyo;

import java.util.List;
import java.util.Set;

/**
 * What one chain step popped, and what it scored under Tsu rules.
 *
 * @param chain          the step's number, 1 for the first step that popped
 * @param colouredPopped coloured puyos popped (garbage not counted)
 * @param garbagePopped  garbage puyos cleared next to popping groups
 * @param colours        the distinct colours popped, in {@link Puyo} order
 * @param groupSizes     the size of every popping group, smallest first
 * @param score          {@code 10 * colouredPopped * clamp(CP[chain] + CB[colours] + sum GB[size], 1, 999)}
 */
public record ChainStep(int chain, int colouredPopped, int garbagePopped, Set<Puyo> colours,
                        List<Integer> groupSizes, int score) {
    /**
     * Keeps unmodifiable copies of {@code colours} and {@code groupSizes}.
     *
     * @param chain          the step's number, 1 for the first step that popped
     * @param colouredPopped coloured puyos popped (garbage not counted)
     * @param garbagePopped  garbage puyos cleared next to popping groups
     * @param colours        the distinct colours popped
     * @param groupSizes     the size of every popping group, smallest first
     * @param score          the step's Tsu score
     */
    public ChainStep {
        colours = Set.copyOf(colours);
        groupSizes = List.copyOf(groupSizes);
    }

    private static final int[] CHAIN_POWER = {0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384,
        416, 448, 480, 512};
    private static final int[] COLOUR_BONUS = {0, 0, 3, 6, 12, 24};
    private static final int[] GROUP_BONUS = {0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10};

    /**
     * Chain power of the {@code chain}-th step (1-based): 0, 8, 16, 32, ... 512 from step 19 on.
     *
     * @param chain the step's number, 1 or more
     * @return CP of the score formula
     */
    public static int chainPower(int chain) {
        return CHAIN_POWER[Math.min(chain, CHAIN_POWER.length) - 1];
    }

    /**
     * Colour bonus for {@code colours} distinct colours popped in one step (1..5).
     *
     * @param colours the distinct colours popped, 1..5
     * @return CB of the score formula: 0, 3, 6, 12 or 24
     */
    public static int colourBonus(int colours) {
        return COLOUR_BONUS[colours];
    }

    /**
     * Group bonus of one popping group of {@code size} puyos (4 or more).
     *
     * @param size the group's puyos, 4 or more
     * @return GB of the score formula: 0 for 4 puyos up to 10 for 11 or more
     */
    public static int groupBonus(int size) {
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
     */
    public static int stepScore(int chain, int colouredPopped, int colours, int groupBonusSum) {
        int bonus = chainPower(chain) + colourBonus(colours) + groupBonusSum;
        return 10 * colouredPopped * Math.max(1, Math.min(999, bonus));
    }
}
