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
 * Puyo Puyo chains on bitboards: the fast engine for the contest rules (Baekjoon 11559) and the real
 * game's Tsu rules, plus what a game AI needs around it (pair placement, legal moves, chain potential).
 *
 * <p>{@link io.bitfall.puyo.PuyoField} is the centre: a mutable 6 by 13 field stored as bit planes. It is
 * made empty or parsed from text ({@link io.bitfall.puyo.PuyoField#parse}) in a
 * {@link io.bitfall.puyo.PuyoFormat} ({@code JUDGE}: 12 lines; {@code TSU}: an optional hidden 13th line
 * and garbage); {@link io.bitfall.puyo.FieldText} is that text format, shared with the reference, and
 * rejects bad text with a {@link io.bitfall.puyo.FieldFormatException} that names the line, column and
 * character. Cells hold a {@link io.bitfall.puyo.Puyo}.
 *
 * <p><b>Coordinates</b>, one convention for the whole API and every text bitfall prints (Javadoc, the
 * versus log, the command line's traces and messages): <b>columns 0 to 5</b> from the left (the game's
 * third column, where pairs appear, is column 2) and <b>rows 1 to 13</b> from the bottom (12 is the top
 * visible row, 13 the hidden one), so that a column of height {@code h} has its top puyo in row {@code h}:
 * {@code get(column, row)}, {@link io.bitfall.puyo.Placement#column()}. Outside formats keep their own
 * (a judge field's text lists the top row first; UPI and pfen number columns 1 to 6), and so does
 * a parse error's position in a line of text (its 1st character is column 1).
 *
 * <p>Running a chain: {@code chainCount()} answers the judge question without allocating;
 * {@code resolve()} returns a {@link io.bitfall.puyo.ChainResult} with the Tsu score, one
 * {@link io.bitfall.puyo.ChainStep} per step and the final field. Search loops use the allocation-free
 * methods that return a {@link io.bitfall.puyo.ChainSummary}, a chain count and score packed in one
 * {@code long}.
 *
 * <p>Playing: a {@link io.bitfall.puyo.PuyoPair} (axis and child colour) is put with a
 * {@link io.bitfall.puyo.Placement} (axis column and {@link io.bitfall.puyo.Rotation}); the field lists
 * the placements real play can reach and places and resolves one in a single call.
 * {@link io.bitfall.puyo.ChainPotential} is a reusable table of the chains that 1 to 3 more puyos of a
 * colour would fire in each column.
 *
 * <p>The rules themselves (field, chain steps, score, placement and reachability, all clear, garbage,
 * frames) are written down in
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>.
 * {@link io.bitfall.puyo.TsuFrames} is the time model of a Tsu turn in frames (a pair's placement, the
 * next pair, grounding, a garbage drop), beside {@link io.bitfall.puyo.ChainStep#stepFrames} for a chain
 * step; {@link io.bitfall.puyo.PlanEnumerator} and versus play count time with it.
 *
 * <p>{@link io.bitfall.puyo.reference.ReferencePuyoField} (package {@code io.bitfall.puyo.reference}) is
 * the array reference with the same public shape, which the engine is tested and benchmarked against.
 * The engine's package never imports it (a test checks this), so the engine builds without it.
 */
package io.bitfall.puyo;
