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
 * A Puyo Puyo field: what the bitboard engine {@link PuyoField} and the array reference
 * {@code ReferencePuyoField} both are, so that code written once against it (a search, a test, a tool) runs
 * on either:
 * <pre>{@code
 * static <F extends PuyoSimulator<F>> Placement greedyMove(F field, PuyoPair pair, F child) {
 *     Placement[] moves = new Placement[22];
 *     Placement best = null;
 *     long bestSummary = -1;
 *     for (int i = 0, n = field.legalPlacements(pair, moves); i < n; i++) {
 *         child.copyFrom(field);                                 // reuse one field: no allocation
 *         long summary = child.placeAndResolve(pair, moves[i]);  // chains, then score, as one long
 *         if (!child.isGameOver() && summary > bestSummary) {
 *             best = moves[i];
 *             bestSummary = summary;
 *         }
 *     }
 *     return best;
 * }
 * }</pre>
 * The engine loses no speed through the interface where only one implementation is loaded: the calls are
 * then monomorphic and the JIT inlines them. The rules are those of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>;
 * this interface states what every method does, once, for both implementations, whose own pages add only
 * what is theirs (cost, allocation, layout).
 *
 * <p>Columns are 0..5, left to right (the spawn column is {@value PuyoField#SPAWN_COLUMN}); rows are
 * 1..13, 1 the floor row and 13 the hidden row. A field is <em>settled</em> when no puyo has an empty cell
 * below it ({@link #isSettled()}); parsed fields always are, {@link #set} can make one that is not.
 * Dropping puyos needs a settled field: {@link #place}, {@link #placeAndResolve} and
 * {@link #chainPotential} throw {@link IllegalStateException} on an unsettled one and change nothing. The
 * chain methods ({@link #chainCount()}, {@link #resolve()}, {@link #resolveInPlace()}, {@link #step},
 * {@link #popping()}) take the field as it lies: the first step pops the groups the puyos form where they
 * are, floating ones included, and only then does everything fall; if nothing pops, nothing falls.
 *
 * <p>Threads: a field is mutable and not thread-safe. Treat every method as a write: not even those that
 * leave the field unchanged (such as {@link #chainCount()}, {@link #chainPotential} and {@link #popping()})
 * may run on one field in two threads at once, because they may use scratch state kept inside the field.
 * Give every thread its own field ({@link #copy()}, {@link #copyFrom}); a field may move from one thread to
 * another with a happens-before edge (a queue, an executor, a join). The values a field hands out are
 * immutable and may be shared freely: {@link Puyo}, {@link Placement}, {@link PuyoPair}, {@link ChainStep},
 * and a {@link ChainResult} except its {@link ChainResult#finalField() final field}, a new field of its own.
 *
 * @param <F> the implementing type, so that {@link #copyFrom}, {@link #copy()} and the other methods that
 *            take or give a field stay within one implementation
 */
public interface PuyoSimulator<F extends PuyoSimulator<F>> {
    /**
     * The cell at {@code column} (0..5, left to right) and {@code row} (1..13, 1 is the floor row).
     *
     * @param column the column, 0..5
     * @param row    the row, 1..13
     * @return what the cell holds
     */
    Puyo get(int column, int row);

    /**
     * Puts {@code puyo} at {@code column} (0..5) and {@code row} (1..13). The field may then be unsettled;
     * see {@link #settle()}.
     *
     * @param column the column, 0..5
     * @param row    the row, 1..13
     * @param puyo   what the cell is to hold ({@link Puyo#EMPTY} clears it)
     */
    void set(int column, int row, Puyo puyo);

    /**
     * The number of puyos on the field, garbage included.
     *
     * @return the number of non-empty cells
     */
    int count();

    /**
     * True when no puyo has an empty cell below it.
     *
     * @return true if the field is settled
     */
    boolean isSettled();

    /** Lets every puyo fall straight down until it rests on the floor or another puyo. */
    void settle();

    /**
     * The number of chain steps that pop something, starting from this field (0 if nothing pops). The
     * field is left unchanged. On an unsettled field the first step pops before anything falls (see
     * {@link PuyoSimulator}).
     *
     * @return the chain count, 0 if nothing pops
     */
    int chainCount();

    /**
     * Runs the whole chain in place and returns its {@link ChainSummary}: chain count, score (without the
     * all-clear bonus; see {@link ChainSummary#withAllClearBonus}) and whether it ended in an all clear;
     * the frames are left 0 (see {@link #resolveInPlaceWithFrames()}). On an
     * unsettled field the first step pops before anything falls, and a field where
     * nothing pops stays as it is (see {@link PuyoSimulator}).
     *
     * @return the chain count, Tsu score and all-clear flag, packed as a {@link ChainSummary}
     */
    long resolveInPlace();

    /**
     * {@link #resolveInPlace()} that also counts the chain's frames (see {@link ChainStep#frames()}) into
     * its {@link ChainSummary}: chains, score, frames and all clear in one call. Kept
     * apart so that {@code resolveInPlace} does not pay for the frames.
     *
     * @return chains, score, frames and the all-clear flag, packed as a {@link ChainSummary}
     */
    long resolveInPlaceWithFrames();

    /**
     * One chain step in place, as {@link #step} runs it, without allocating: returns the step's
     * {@link ChainSummary} (1 chain, the step's score as step number {@code chain}, its frames, and whether
     * it left the field empty), or 0 with the field unchanged if nothing pops. For callers that act
     * between the steps of a chain, as a versus match does when it sends garbage step by step.
     *
     * @param chain the step's number in its chain (1 for the first), which sets its chain power
     * @return the step's summary, or 0 if nothing pops
     * @throws IllegalArgumentException if {@code chain} is less than 1; the field is then unchanged
     */
    long stepInPlace(int chain);

    /**
     * The number of puyos in {@code column} (0..5); on a settled field, the row of its top puyo.
     *
     * @param column the column, 0..5
     * @return the puyos in it, 0..13
     */
    int height(int column);

    /**
     * The game is lost when the spawn column (the third from the left) is filled in row 12.
     *
     * @return true if row 12 of the third column holds a puyo
     */
    boolean isGameOver();

    /**
     * Whether a pair can be put at {@code placement} in real play: the height rule of puyoai, stated once in
     * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md#which-placements-real-play-can-reach">core/docs/puyo-rules.md,
     * "Which placements real play can reach"</a>. It depends on the column heights only; nothing is legal
     * once the game is over ({@link #isGameOver()}).
     *
     * @param placement where the pair would go
     * @return true if the pair can be put there
     * @throws NullPointerException if {@code placement} is null, also once the game is over
     */
    boolean isLegal(Placement placement);

    /**
     * Writes the distinct legal placements of {@code pair} into {@code out} (room for 22) in
     * {@link Placement#ALL} order and returns how many there are: 22 at most, 11 for a pair of one colour
     * (whose {@code DOWN} and {@code LEFT} placements repeat {@code UP} and {@code RIGHT}), fewer when
     * columns are out of reach (see {@link #isLegal}).
     *
     * @param pair the pair to place
     * @param out  where the placements are written, room for 22
     * @return how many placements were written
     * @throws IllegalArgumentException if {@code out} has room for fewer than 22; nothing is written
     * @throws NullPointerException     if {@code pair} or {@code out} is null; nothing is written
     */
    int legalPlacements(PuyoPair pair, Placement[] out);

    /**
     * Drops {@code pair} at {@code placement}: each puyo falls on its own to rest on its column (for
     * {@link Rotation#DOWN} the child lands first, for {@link Rotation#UP} the axis), and a puyo that would
     * rest above row 13 is deleted. Nothing pops here; see {@link #placeAndResolve}. Legality is not
     * checked (see {@link #isLegal}).
     *
     * @param pair      the pair to drop
     * @param placement where it enters
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; the field is
     *                               then unchanged (call {@link #settle()} first)
     * @throws NullPointerException  if {@code pair} or {@code placement} is null; the field is then unchanged
     */
    void place(PuyoPair pair, Placement placement);

    /**
     * Drops garbage onto the field: {@code rows} full rows, plus one more garbage puyo on each column
     * whose bit is set in {@code extraColumns} (bit {@code c} for column {@code c}, at most 5 of the 6
     * bits). Each garbage puyo lands on top of its column (above the column's top puyo); one that would
     * rest above row 13 is deleted. Nothing pops. The real game drops at most 5 rows (30 puyos) at a time
     * and picks the extra columns at random; here the caller picks them, so a search stays deterministic
     * ({@code n} garbage puyos are {@code n / 6} rows and {@code n % 6} extra columns).
     *
     * @param rows         full rows, 0..13 (more could not change the field)
     * @param extraColumns a 6-bit column mask with at most 5 bits set
     * @throws IllegalArgumentException if {@code rows} or {@code extraColumns} is out of range; the field is
     *                                  then unchanged
     */
    void dropGarbage(int rows, int extraColumns);

    /**
     * {@link #place} then {@link #resolveInPlace}: the field after the move and its chain, and the chain's
     * {@link ChainSummary}. In a search, copy the parent into a field you keep, then call this.
     *
     * <p>The score leaves out the all-clear bonus: a chain that empties the field is flagged
     * ({@link ChainSummary#isAllClear}), and the bonus ({@value ChainStep#ALL_CLEAR_BONUS} points in Tsu)
     * belongs to the player's next chain: {@link ChainSummary#withAllClearBonus} adds it to that chain's
     * summary.
     *
     * @param pair      the pair to drop
     * @param placement where it enters
     * @return the chain count, Tsu score (without the all-clear bonus) and all-clear flag of the chain it
     *         fires, packed as a {@link ChainSummary}: read them with {@link ChainSummary#chains},
     *         {@link ChainSummary#score} and {@link ChainSummary#isAllClear}
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; the field is
     *                               then unchanged
     * @throws NullPointerException  if {@code pair} or {@code placement} is null; the field is then unchanged
     */
    long placeAndResolve(PuyoPair pair, Placement placement);

    /**
     * Fills {@code out} with the chain that dropping 1, 2 or 3 puyos of each colour on each column would
     * fire (90 simulations), and its best entry. The field is left unchanged.
     *
     * @param out the table to fill; its earlier contents are replaced
     * @throws IllegalStateException if the field is not {@linkplain #isSettled() settled}; {@code out} is
     *                               then unchanged
     * @throws NullPointerException  if {@code out} is null
     */
    void chainPotential(ChainPotential out);

    /**
     * Runs the whole chain on a copy: chain count, score, every step's details and the final field. On an
     * unsettled field the first step pops before anything falls; if nothing pops, the final field is an
     * unsettled copy (see the interface comment).
     *
     * @return the whole chain, with the field at its end
     */
    ChainResult<F> resolve();

    /**
     * Runs one chain step in place: pops every group of 4 or more (and garbage next to them), then lets
     * the rest fall. The groups are those of the field as it lies, settled or not.
     *
     * @param chain the step's number in its chain (1 for the first), which sets its chain power
     * @return the step's details, or {@code null} (and the field unchanged) if nothing pops
     */
    ChainStep step(int chain);

    /**
     * A new field holding only the puyos that pop in the next step (garbage included).
     *
     * @return a field holding the popping puyos, empty if nothing pops
     */
    F popping();

    /**
     * A copy of this field.
     *
     * @return a new field with the same cells
     */
    F copy();

    /**
     * Makes this field equal to {@code other}.
     *
     * @param other the field to copy
     */
    void copyFrom(F other);

    /** Empties the field. */
    void clear();

    /**
     * A 64-bit hash of the field's contents, for de-duplicating search nodes and for transposition tables.
     * Equal contents give equal hashes, on the engine and on the reference alike; distinct contents collide
     * about as often as random 64-bit values would.
     *
     * <p>The hash is defined on twelve one-hot words in the lanes of the engine's bit layout (see
     * {@link PuyoField}): {@code w[2p]} and {@code w[2p+1]} hold the cells of plane {@code p} (red, green,
     * blue, purple, yellow, garbage) in the lo and the hi word:
     * {@code fmix64(sum over i of fmix64(w[i] + (i + 1) * 0x9E3779B97F4A7C15))}, where {@code fmix64} is
     * MurmurHash3's 64-bit finaliser (a bijection in which every input bit flips each output bit with
     * probability about 1/2). Keying each word by its index keeps fields that differ only by which plane
     * or column holds a pattern apart.
     *
     * @return the hash of the field's contents
     */
    long hash64();

    /**
     * Whether {@code other} holds the same puyo in every cell (rows 1..13): what both implementations'
     * {@code equals} tests, but typed, for hash-table probes.
     *
     * @param other the field to compare with
     * @return true if every cell holds the same
     */
    boolean contentEquals(F other);

    /**
     * The number of same-colour connected groups of exactly {@code size} puyos (1, 2 or 3) within rows
     * 1..12, groups connected through up, down, left and right. Garbage and row 13 take part in no group.
     * A Puyo evaluation rewards groups of 2 and 3: they are the parts chains are built from.
     *
     * @param size the group size, 1, 2 or 3
     * @return how many groups of exactly that size there are
     * @throws IllegalArgumentException if {@code size} is not 1, 2 or 3
     */
    int groupsOfSize(int size);

    /**
     * {@link #groupsOfSize} of 1, 2 and 3 at once, into {@code out[0]}, {@code out[1]} and {@code out[2]}:
     * for an evaluation that weighs all three, the engine finds them in one pass over the field.
     *
     * @param out an array of 3 or more
     * @throws IllegalArgumentException if {@code out} holds fewer than 3
     */
    default void groupCounts(int[] out) {
        if (out.length < 3) {
            throw new IllegalArgumentException("group counts need an array of 3 or more, was " + out.length);
        }
        for (int size = 1; size <= 3; size++) {
            out[size - 1] = groupsOfSize(size);
        }
    }

    /**
     * Writes the number of puyos in each column, {@code out[0]} (left) to {@code out[5]}, garbage and row
     * 13 included: on a settled field the row of each column's top puyo, as {@link #height}.
     *
     * @param out where the heights are written, room for 6
     * @throws IllegalArgumentException if {@code out} has room for fewer than 6 heights
     */
    void heights(int[] out);

    /**
     * A new field holding this one mirrored: column {@code c} becomes column {@code 5 - c}.
     *
     * @return a new field, this one mirrored
     */
    F mirrored();

    /**
     * Makes this field {@code other} mirrored (column {@code c} of {@code other} becomes column
     * {@code 5 - c} here); {@code other} may be this field. Chains and scores are the
     * same on a field and its mirror, so a search may treat them as one.
     *
     * @param other the field to mirror; may be this field
     */
    void mirrorFrom(F other);

    /**
     * {@link #chainPotential(ChainPotential)} for the colours in {@code colourMask} only (bit {@code c} for
     * colour {@code c} in {@link Puyo} order: bit 0 red, 1 green, 2 blue, 3 purple, 4 yellow; see
     * {@link PuyoPairSequence#colourMask()}): a 4-colour game scans 72 drops, not 90. Entries of the other
     * colours are 0 (no chain) and never the best unless every entry is 0. With {@link PuyoField#ALL_COLOURS} the
     * table is the same as {@code chainPotential(out)}'s. The field is left unchanged.
     *
     * @param out        the table to fill; its earlier contents are replaced
     * @param colourMask the colours to scan, bit {@code c} for colour {@code c}
     * @throws IllegalArgumentException if {@code colourMask} is 0 or has bits outside {@link PuyoField#ALL_COLOURS}
     */
    void chainPotential(ChainPotential out, int colourMask);

    /**
     * The largest chain one drop fires, found the way a player probes a field: for each column and each
     * colour in {@code colourMask} (bit {@code c} for colour {@code c} in {@link Puyo} order, as in
     * {@link #chainPotential(ChainPotential, int)}), puyos of that colour are dropped on the column one at a
     * time, up to {@value ChainPotential#MAX_DROP} and no higher than row 13, until one fires a chain; that
     * chain counts, the larger drops on that column and colour do not. The result is the best of these
     * chains as a {@link ChainSummary} (the largest as a {@code long}: most chains, then the highest score,
     * then an all clear; frames 0), or 0 if no drop fires. Unlike the best entry of {@link #chainPotential},
     * which resolves every count, it skips a larger drop once a smaller one fires, which is what a search
     * evaluating fields usually wants. On a field where something pops already, the first puyo on each
     * column with room fires. The field is left unchanged; the engine allocates nothing after its first call
     * in a thread.
     *
     * @param colourMask the colours to drop, bit {@code c} for colour {@code c}
     * @return the best of those chains, packed as a {@link ChainSummary}; 0 if none fires
     * @throws IllegalArgumentException if {@code colourMask} is 0 or has bits outside {@link PuyoField#ALL_COLOURS}
     * @throws IllegalStateException    if the field is not {@linkplain #isSettled() settled}
     */
    long bestFiringDrop(int colourMask);

    /**
     * {@link #bestFiringDrop(int)}, also writing {@link #groupCounts} into {@code groupCounts}: for an
     * evaluation that weighs both, the engine finds the groups from the masks its scan makes anyway.
     *
     * @param colourMask  the colours to drop, bit {@code c} for colour {@code c}
     * @param groupCounts an array of 3 or more, where the groups of 1, 2 and 3 are written
     * @return {@code bestFiringDrop(colourMask)}
     * @throws IllegalArgumentException if {@code groupCounts} holds fewer than 3, or {@code colourMask} is 0
     *                                  or has bits outside {@link PuyoField#ALL_COLOURS}
     * @throws IllegalStateException    if the field is not {@linkplain #isSettled() settled}
     */
    default long bestFiringDrop(int colourMask, int[] groupCounts) {
        if (groupCounts.length < 3) {
            throw new IllegalArgumentException("group counts need an array of 3 or more, was " + groupCounts.length);
        }
        long best = bestFiringDrop(colourMask);
        groupCounts(groupCounts);
        return best;
    }

    /**
     * The grid {@code [row][column]}, row 0 the floor row, 13 rows of 6.
     *
     * @return a new grid holding this field's cells
     */
    Puyo[][] toGrid();

    /**
     * The text format: 12 lines, or 13 when row 13 holds a puyo; each line ends with a newline.
     *
     * @return the field as text, top row first
     */
    String format();
}
