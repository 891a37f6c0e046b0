package io.bitfall.puyo;

/**
 * A falling pair: the axis puyo, around which the pair turns, and the child. Both are colours.
 *
 * <p>Immutable: a pair may be shared between threads.
 *
 * @param axis  the axis puyo's colour
 * @param child the child puyo's colour
 */
public record PuyoPair(Puyo axis, Puyo child) {
    /**
     * Checks that both puyos are colours.
     *
     * @param axis  the axis puyo's colour
     * @param child the child puyo's colour
     * @throws NullPointerException     if {@code axis} or {@code child} is null, naming which
     * @throws IllegalArgumentException if either is {@link Puyo#EMPTY} or {@link Puyo#GARBAGE}
     */
    public PuyoPair {
        if (axis == null || child == null) {
            throw new NullPointerException(axis == null ? "axis is null" : "child is null");
        }
        if (!axis.isColour() || !child.isColour()) {
            throw new IllegalArgumentException("a pair holds two colours, not " + axis + " and " + child);
        }
    }

    /**
     * Whether both puyos have one colour, which makes mirrored placements equal (11 distinct, not 22).
     *
     * @return true if axis and child have the same colour
     */
    public boolean isSameColour() {
        return axis == child;
    }
}
