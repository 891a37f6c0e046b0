/**
 * The array reference for Puyo Puyo chains: the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>
 * written for obviousness rather than speed.
 *
 * <p>{@link io.bitfall.puyo.reference.PuyoField} has the same public methods as the bitboard
 * {@link io.bitfall.puyo.PuyoField} and shares its value types ({@link io.bitfall.puyo.Puyo},
 * {@link io.bitfall.puyo.PuyoPair}, {@link io.bitfall.puyo.Placement}, {@link io.bitfall.puyo.ChainResult},
 * {@link io.bitfall.puyo.ChainStep}, {@link io.bitfall.puyo.ChainPotential}) and its text format
 * ({@link io.bitfall.puyo.FieldText}), so the two can be swapped in any caller. It keeps a plain grid of
 * cells and finds groups by breadth-first search. It is the oracle of the differential and fuzz tests and
 * the baseline of the benchmarks; use the engine for real work.
 */
package io.bitfall.puyo.reference;
