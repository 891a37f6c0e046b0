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
 * The array reference for Puyo Puyo chains: the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>
 * written for obviousness rather than speed.
 *
 * <p>{@link ReferencePuyoField} has the same public methods as the bitboard
 * {@link PuyoField} and shares its value types ({@link io.bitfall.puyo.Puyo},
 * {@link io.bitfall.puyo.PuyoPair}, {@link io.bitfall.puyo.Placement}, {@link io.bitfall.puyo.ChainResult},
 * {@link io.bitfall.puyo.ChainStep}, {@link io.bitfall.puyo.ChainPotential}) and its text format
 * ({@link io.bitfall.puyo.FieldText}), so the two can be swapped in any caller. It keeps a plain grid of
 * cells and finds groups by breadth-first search. It is the oracle of the differential and fuzz tests and
 * the baseline of the benchmarks; use the engine for real work.
 */
package io.bitfall.puyo.reference;

import io.bitfall.puyo.PuyoField;
