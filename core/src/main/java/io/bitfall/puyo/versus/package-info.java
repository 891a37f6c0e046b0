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
 * Versus play: two players in one Puyo Puyo Tsu match, with garbage, offsetting and time in frames.
 *
 * <p>{@link io.bitfall.puyo.versus.VersusMatch} runs a match on any
 * {@link io.bitfall.puyo.PuyoSimulator} (engine or reference) between two
 * {@link io.bitfall.puyo.versus.VersusPlayer}s, which see their own side and the opponent's through
 * read-only {@link io.bitfall.puyo.versus.PlayerView}s (a player cannot change the match through them); a
 * {@link io.bitfall.puyo.versus.VersusSetup} fixes the pairs, the garbage columns and the limits. Every
 * event lands in a {@link io.bitfall.puyo.versus.VersusLog} (records:
 * {@link io.bitfall.puyo.versus.VersusEvent}), which replays the match exactly, checking every event, and
 * renders as text ({@link io.bitfall.puyo.versus.VersusText}).
 * {@link io.bitfall.puyo.versus.GreedyPlayer} and {@link io.bitfall.puyo.versus.RandomPlayer} are
 * baselines. The rules, frame constants and their sources are in
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/puyo-rules.md">core/docs/puyo-rules.md</a>,
 * "Versus"; {@link io.bitfall.puyo.TsuFrames} holds the time model.
 *
 * <p><b>Pairs placed</b> count a pair from the moment its player decides where it goes (its
 * {@link io.bitfall.puyo.versus.VersusEvent.Placed} event, numbered with its pair index), not from when it
 * lands some frames later: a pair still falling when the match ends counts. The log's
 * {@linkplain io.bitfall.puyo.versus.VersusLog#summary() summary},
 * {@link io.bitfall.puyo.versus.VersusResult#firstPairs()} and
 * {@link io.bitfall.puyo.versus.PlayerView#pairsPlaced()} are this one number, at every event and at the
 * end; a view's {@link io.bitfall.puyo.versus.PlayerView#pair pair(0)} is pair number
 * {@code pairsPlaced()} of the sequence.
 *
 * <p><b>Coordinates</b> in the text a match prints ({@link io.bitfall.puyo.versus.VersusText}) follow the
 * API's: columns 0 to 5 from the left, rows 1 to 13 from the bottom (see {@code io.bitfall.puyo}).
 */
package io.bitfall.puyo.versus;
