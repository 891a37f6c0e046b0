package io.bitfall.puyo;

/**
 * Where the child puyo of a pair sits relative to its axis puyo. Immutable, like every enum: the constants
 * may be shared between threads.
 */
public enum Rotation {
    /** Child above the axis, same column. */
    UP(0),
    /** Child right of the axis. */
    RIGHT(1),
    /** Child below the axis, same column: the child lands first. */
    DOWN(0),
    /** Child left of the axis. */
    LEFT(-1);

    private final int dx;

    Rotation(int dx) {
        this.dx = dx;
    }

    /**
     * Column offset of the child from the axis: -1, 0 or 1.
     *
     * @return the child's column minus the axis's column
     */
    public int dx() {
        return dx;
    }
}
