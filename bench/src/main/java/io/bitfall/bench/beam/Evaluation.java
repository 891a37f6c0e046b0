package io.bitfall.bench.beam;

import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.ChainSummary;

/**
 * How promising a quiet field is for building a chain, from the core's features: the chain the best
 * drop of 1 to 3 puyos would fire (its chain potential, the main term), groups of 2 and 3 (the parts
 * chains are made of), a U-shaped surface (low in the middle, where pairs arrive), and a penalty for a
 * tall third column, where the game is lost. Keeps its scratch, so it allocates nothing.
 */
final class Evaluation {
    static final class T {
        static final int G1 = Integer.getInteger("t.g1", 10), G2 = Integer.getInteger("t.g2", 20),
                G3 = Integer.getInteger("t.g3", 60), SHAPE = Integer.getInteger("t.shape", 10),
                DANGER_H = Integer.getInteger("t.dh", 11), DANGER_SUM = Integer.getInteger("t.ds", 64),
                COL3 = Integer.getInteger("t.col3", 9), SCORE_DIV = Integer.getInteger("t.sd", 100),
                FIRE = Integer.getInteger("t.fire", 13), CAP = Integer.getInteger("t.cap", 500),
                HI = Integer.getInteger("t.hi", 13), HIW = Integer.getInteger("t.hiw", 0);
        static final int[] U = java.util.Arrays.stream(System.getProperty("t.u", "2,0,-1,-1,0,2").split(","))
                .mapToInt(Integer::parseInt).toArray();
    }
    /** Target surface: column heights above the mean, left to right. */
    private static final int[] U_SHAPE = {2, 0, -1, -1, 0, 2};

    private final int colourMask;
    private final ChainPotential potential = new ChainPotential();
    private final int[] heights = new int[6];

    Evaluation(int colourMask) {
        this.colourMask = colourMask;
    }

    /** The value of {@code f}: higher is better. */
    int value(SearchField<?> f) {
        f.chainPotential(potential, colourMask);
        long best = potential.best();
        int value = 1000 * ChainSummary.chains(best) + Math.min(ChainSummary.score(best) / T.SCORE_DIV, T.CAP);
        value += T.G2 * f.groupsOfSize(2) + T.G3 * f.groupsOfSize(3) - T.G1 * f.groupsOfSize(1);
        f.heights(heights);
        int sum = 0;
        for (int h : heights) {
            sum += h;
        }
        int shape = 0;
        for (int c = 0; c < 6; c++) {
            int d = 6 * heights[c] - sum - 6 * T.U[c]; // 6 x (height - mean - target)
            shape += d * d;
        }
        value -= shape * T.SHAPE / 120;
        for (int c = 0; c < 6; c++) {
            if (heights[c] > T.HI) {
                value -= T.HIW * (heights[c] - T.HI);
            }
        }
        if (heights[2] > T.COL3) {
            value -= 800 * (heights[2] - T.COL3);
        }
        return value;
    }

    /** Whether building on {@code f} risks the game: the third column or the whole field nearly full. */
    boolean isDangerous(SearchField<?> f) {
        f.heights(heights);
        int sum = 0;
        for (int h : heights) {
            sum += h;
        }
        return heights[2] >= T.DANGER_H || sum >= T.DANGER_SUM;
    }
}
