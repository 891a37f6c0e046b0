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
 * @param frames         how long the step takes by puyoai's model ({@code shared/spec/puyo.md}, "Frames"):
 *                       {@value #FRAMES_POP} for the popping animation, and if anything then falls,
 *                       {@value #FRAMES_PER_ROW} per row of the longest fall plus {@value #FRAMES_LANDING}
 *                       for landing; see {@link #stepFrames}
 * @param allClear       whether the step left the field completely empty (row 13 and garbage included): an
 *                       all clear, which gives the player's next chain {@value #ALL_CLEAR_BONUS} more points
 */
public record ChainStep(int chain, int colouredPopped, int garbagePopped, Set<Puyo> colours,
                        List<Integer> groupSizes, int score, int frames, boolean allClear) {
    public ChainStep {
        colours = Set.copyOf(colours);
        groupSizes = List.copyOf(groupSizes);
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

    /** Chain power of the {@code chain}-th step (1-based): 0, 8, 16, 32, ... 512 from step 19 on. */
    public static int chainPower(int chain) {
        return CHAIN_POWER[Math.min(chain, CHAIN_POWER.length) - 1];
    }

    /** Colour bonus for {@code colours} distinct colours popped in one step (1..5). */
    public static int colourBonus(int colours) {
        return COLOUR_BONUS[colours];
    }

    /** Group bonus of one popping group of {@code size} puyos (4 or more). */
    public static int groupBonus(int size) {
        return GROUP_BONUS[Math.min(size, GROUP_BONUS.length - 1)];
    }

    /** The score of one step from its parts; see {@link ChainStep}. */
    public static int stepScore(int chain, int colouredPopped, int colours, int groupBonusSum) {
        int bonus = chainPower(chain) + colourBonus(colours) + groupBonusSum;
        return 10 * colouredPopped * Math.max(1, Math.min(999, bonus));
    }

    /**
     * The frames of one step whose longest fall (the most rows any puyo drops after the pops) is
     * {@code longestFall}: {@value #FRAMES_POP}, plus {@value #FRAMES_PER_ROW} per row and
     * {@value #FRAMES_LANDING} if {@code longestFall > 0}.
     */
    public static int stepFrames(int longestFall) {
        return longestFall > 0 ? FRAMES_POP + FRAMES_PER_ROW * longestFall + FRAMES_LANDING : FRAMES_POP;
    }
}
