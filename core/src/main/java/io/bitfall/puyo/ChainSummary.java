package io.bitfall.puyo;

/**
 * A chain's count and score packed in one {@code long}, so search loops get both without allocating:
 * {@code chains} in the high 32 bits, {@code score} in the low 32.
 * <pre>
 *   bit 63            32 31             0
 *       [    chains     ][     score     ]
 * </pre>
 * Stateless: a summary is a plain {@code long}, and every method may be called from any thread.
 */
public final class ChainSummary {
    private ChainSummary() {
    }

    /**
     * Packs a chain count and a score (both 0 or more).
     *
     * @param chains the chain count
     * @param score  the score
     * @return both in one {@code long}: chains in the high 32 bits, score in the low 32
     */
    public static long of(int chains, int score) {
        return (long) chains << 32 | (score & 0xFFFF_FFFFL);
    }

    /**
     * The chain count of a packed summary.
     *
     * @param summary a value made by {@link #of}
     * @return its chain count
     */
    public static int chains(long summary) {
        return (int) (summary >>> 32);
    }

    /**
     * The score of a packed summary.
     *
     * @param summary a value made by {@link #of}
     * @return its score
     */
    public static int score(long summary) {
        return (int) summary;
    }

    /**
     * For messages and tests: {@code "<chains> chains, score <score>"}.
     *
     * @param summary a value made by {@link #of}
     * @return its chains and score as text
     */
    public static String toString(long summary) {
        return chains(summary) + " chains, score " + score(summary);
    }
}
