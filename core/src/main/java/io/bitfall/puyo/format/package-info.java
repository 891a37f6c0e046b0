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
 * The formats the Puyo community shares fields, games and puzzles in, and a nazo puzzle solver:
 * {@link io.bitfall.puyo.format.PuyopUrl} (the puyop.com simulator URL: a field and moves),
 * {@link io.bitfall.puyo.format.IpsUrl} (the IPS simulator's nazo URL: a field, pairs and a
 * {@link io.bitfall.puyo.format.NazoCondition}), {@link io.bitfall.puyo.format.Pfen} (the field part of UPI's
 * position) and {@link io.bitfall.puyo.format.NazoSolver}. Every decoder throws
 * {@link io.bitfall.puyo.format.FormatException}, naming the format, the character and the reason, for text
 * it cannot read. The grammars, colour tables and limits are in
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/formats.md">core/docs/formats.md</a>.
 */
package io.bitfall.puyo.format;
