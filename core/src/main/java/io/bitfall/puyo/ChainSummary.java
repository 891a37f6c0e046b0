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

    /** Packs a chain count and a score (both 0 or more). */
    public static long of(int chains, int score) {
        return (long) chains << 32 | (score & 0xFFFF_FFFFL);
    }

    /** The chain count of a packed summary. */
    public static int chains(long summary) {
        return (int) (summary >>> 32);
    }

    /** The score of a packed summary. */
    public static int score(long summary) {
        return (int) summary;
    }

    /** For messages and tests: {@code "<chains> chains, score <score>"}. */
    public static String toString(long summary) {
        return chains(summary) + " chains, score " + score(summary);
    }
}
