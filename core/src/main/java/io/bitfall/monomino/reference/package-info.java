/**
 * The array reference for Monomino Domino: the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>
 * done step by step on plain arrays, written to be read rather than to be fast.
 *
 * <p>{@link io.bitfall.monomino.reference.MonominoGame} implements
 * {@link io.bitfall.monomino.MonominoSimulator} exactly like the bitboard engine
 * {@link io.bitfall.monomino.MonominoGame} and uses the same value types
 * ({@link io.bitfall.monomino.BlockType}, {@link io.bitfall.monomino.Placement}) and exceptions. It is the
 * oracle of the differential and fuzz tests and the baseline of the benchmarks.
 */
package io.bitfall.monomino.reference;
