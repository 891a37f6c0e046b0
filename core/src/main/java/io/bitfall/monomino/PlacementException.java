package io.bitfall.monomino;

/**
 * A placement the rules do not allow: a block type other than 1..3 or a block that does not lie inside the
 * red board. The game that rejected it is exactly as it was before the call.
 *
 * <p>Its message never changes, so it may be passed between threads.
 */
public final class PlacementException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * A rejection with the given reason.
     *
     * @param message the reason, naming the bad value
     */
    public PlacementException(String message) {
        super(message);
    }
}
