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
 * One plan found by {@link PlanEnumerator}: a line of placements, one per pair, and what the last one did.
 * Only the last placement of a line can fire a chain (a line ends at its first chain), so the earlier ones
 * only stacked puyos. A view that the enumerator reuses for every plan: valid only inside
 * {@link PlanVisitor#visit}, not thread-safe, no allocation.
 *
 * <p>Cost: {@link #field()}, {@link #splits()} and {@link #dropFrames()} are computed on their first call for
 * a plan (a copy and a placement; a few bit counts a placement), so a visitor that reads only
 * {@link #summary()} pays nothing for them.
 */
public final class Plan {
    private final PlanEnumerator owner;
    private int length;
    private long summary;
    /** Whether {@link PlanEnumerator}'s field of depth {@link #length} holds this plan's field. */
    boolean fieldReady;
    private int splits = -1;
    private int dropFrames = -1;
    /** Scratch for {@link #dropFrames()}. */
    private final int[] heights = new int[PuyoField.WIDTH];

    Plan(PlanEnumerator owner) {
        this.owner = owner;
    }

    /** Makes this view the plan of {@code length} placements whose last one gave {@code summary}. */
    void reset(int length, long summary, boolean fieldReady) {
        this.length = length;
        this.summary = summary;
        this.fieldReady = fieldReady;
        this.splits = -1;
        this.dropFrames = -1;
    }

    /**
     * The number of placements in the line: the depth, or fewer when the last one fired a chain.
     *
     * @return 1 or more
     */
    public int length() {
        return length;
    }

    /**
     * The placement of pair {@code i} of the line.
     *
     * @param i 0 for the first pair
     * @return its placement
     * @throws IndexOutOfBoundsException if {@code i} is not in {@code 0..length() - 1}
     */
    public Placement placement(int i) {
        return owner.placementAt(checkIndex(i));
    }

    /**
     * The pair placed at step {@code i} of the line: a known pair, or the unknown pair tried there.
     *
     * @param i 0 for the first pair
     * @return the pair
     * @throws IndexOutOfBoundsException if {@code i} is not in {@code 0..length() - 1}
     */
    public PuyoPair pair(int i) {
        return owner.pairAt(checkIndex(i));
    }

    /**
     * What the last placement did, as {@link ChainSummary} packs it: chains, score, the chain's frames and
     * the all-clear flag, as {@link PuyoSimulator#resolveInPlaceWithFrames()} gives them; {@code 0} when it
     * fired nothing.
     *
     * @return the summary
     */
    public long summary() {
        return summary;
    }

    /**
     * How many placements of the line split their pair ("chigiri"): a horizontal pair over two columns of
     * different heights, whose puyos then land on different rows.
     *
     * @return 0 to {@link #length()}
     */
    public int splits() {
        if (splits < 0) {
            splits = owner.splitsOfLine(length);
        }
        return splits;
    }

    /**
     * The frames to put the line's pairs, one after another, as puyoai's plans count them: for each pair the
     * estimate of {@link TsuFrames#placement} (moving it, its fast drop, a split
     * pair's fall, grounding) on the field before it, and {@link TsuFrames#PREPARE_NEXT}
     * before every pair after the first. The chain's own frames are {@link ChainSummary#frames} of
     * {@link #summary()}.
     *
     * @return the frames, 20 or more a pair
     */
    public int dropFrames() {
        if (dropFrames < 0) {
            dropFrames = owner.dropFramesOfLine(length, heights);
        }
        return dropFrames;
    }

    /**
     * The field after the whole line, its chain resolved. It belongs to the enumerator: read it, or copy
     * it; a change to it is overwritten by the next plan.
     *
     * @return the field
     */
    public PuyoField field() {
        if (!fieldReady) {
            owner.materialize(length);
            fieldReady = true;
        }
        return owner.fieldAt(length);
    }

    private int checkIndex(int i) {
        if (i < 0 || i >= length) {
            throw new IndexOutOfBoundsException("step " + i + " is outside the plan's 0.." + (length - 1));
        }
        return i;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("Plan[");
        for (int i = 0; i < length; i++) {
            s.append(i == 0 ? "" : ", ").append(pair(i)).append(' ').append(placement(i));
        }
        return s.append("; ").append(ChainSummary.toString(summary)).append(']').toString();
    }
}
