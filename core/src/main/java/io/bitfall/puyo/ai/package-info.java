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
 * A game AI for Puyo Puyo Tsu: {@link io.bitfall.puyo.ai.BeamSearch} chooses a move for a field and the
 * coming pairs, with settings in {@link io.bitfall.puyo.ai.BeamSearchOptions}, and
 * {@link io.bitfall.puyo.ai.BeamPlayer} plays it in a {@link io.bitfall.puyo.versus.VersusMatch}. Both run
 * on any {@link io.bitfall.puyo.PuyoSimulator}, the engine or the reference, and allocate nothing per
 * move. The baseline players ({@link io.bitfall.puyo.versus.GreedyPlayer},
 * {@link io.bitfall.puyo.versus.RandomPlayer}) stay beside the match in {@code io.bitfall.puyo.versus}.
 */
package io.bitfall.puyo.ai;
