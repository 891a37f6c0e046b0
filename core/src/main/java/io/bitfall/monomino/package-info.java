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
/**
 * Monomino Domino (Baekjoon 19235) on bitboards: both boards of a game in one {@code long}.
 *
 * <p>{@link io.bitfall.monomino.MonominoSimulator} is the game's public shape: place a block, read the
 * score and the tiles, draw the boards. {@link MonominoGame} is the bitboard engine
 * that implements it; {@link io.bitfall.monomino.reference.ReferenceMonominoGame} is the array reference that
 * implements it too (this package never imports it, so the engine builds without it). A block is a {@link io.bitfall.monomino.BlockType} (the judge's {@code t} = 1..3)
 * put at a red-board position; one line of a judge input is a {@link io.bitfall.monomino.BlockPlacement}.
 * A block that does not lie on the red board is refused with a
 * {@link io.bitfall.monomino.PlacementException} and leaves the game unchanged.
 *
 * <p>{@link io.bitfall.monomino.JudgeInput} reads judge inputs ({@code N}, then {@code N} lines
 * {@code t x y}) token by token, and reports the line and token of bad input in a
 * {@link io.bitfall.monomino.JudgeInputException}.
 *
 * <p>The rules (boards, blocks, drop, full lines, light lines, the judge format) are written down in
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>.
 */
package io.bitfall.monomino;
