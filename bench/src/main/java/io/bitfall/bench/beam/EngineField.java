package io.bitfall.bench.beam;

import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;

/** {@link SearchField} over the bitboard engine: every method passes straight through. */
public final class EngineField implements SearchField<EngineField> {
    /** The engine field this one stands for. */
    public final PuyoField field = new PuyoField();

    @Override
    public void copyFrom(EngineField other) {
        field.copyFrom(other.field);
    }

    @Override
    public int legalPlacements(PuyoPair pair, Placement[] out) {
        return field.legalPlacements(pair, out);
    }

    @Override
    public long placeAndResolve(PuyoPair pair, Placement placement) {
        return field.placeAndResolve(pair, placement);
    }

    @Override
    public boolean isGameOver() {
        return field.isGameOver();
    }

    @Override
    public long hash64() {
        return field.hash64();
    }

    @Override
    public int groupsOfSize(int size) {
        return field.groupsOfSize(size);
    }

    @Override
    public void heights(int[] out) {
        field.heights(out);
    }

    @Override
    public void chainPotential(ChainPotential out, int colourMask) {
        field.chainPotential(out, colourMask);
    }

    @Override
    public String toString() {
        return field.toString();
    }
}
