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
 * The array reference for Monomino Domino: the rules of
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/monomino-rules.md">core/docs/monomino-rules.md</a>
 * done step by step on plain arrays, written to be read rather than to be fast.
 *
 * <p>{@link ReferenceMonominoGame} implements
 * {@link io.bitfall.monomino.MonominoSimulator} exactly like the bitboard engine
 * {@link MonominoGame} and uses the same value types
 * ({@link io.bitfall.monomino.BlockType}, {@link io.bitfall.monomino.BlockPlacement}) and exceptions. It is the
 * oracle of the differential and fuzz tests and the baseline of the benchmarks.
 */
package io.bitfall.monomino.reference;

import io.bitfall.monomino.MonominoGame;
