package io.bitfall.puyo;

/**
 * A falling pair: the axis puyo, around which the pair turns, and the child. Both are colours.
 *
 * @param axis  the axis puyo's colour
 * @param child the child puyo's colour
 */
public record PuyoPair(Puyo axis, Puyo child) {
    /**
     * Checks the pair.
     *
     * @param axis  the axis puyo's colour
     * @param child the child puyo's colour
     * @throws NullPointerException if a colour is null
     * @throws IllegalArgumentException if {@code axis} or {@code child} is not a colour
     */
    public PuyoPair {
        if (axis == null || child == null) {
            throw new NullPointerException("pair colours");
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
