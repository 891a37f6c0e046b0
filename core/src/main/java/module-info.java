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
 * bitfall core: bitboard engines and their plain array references for falling-block grid puzzles.
 *
 * <ul>
 *   <li>{@code io.bitfall.puyo}: Puyo Puyo chains (judge rules and Tsu rules) on bitboards.</li>
 *   <li>{@code io.bitfall.puyo.reference}: the array reference for Puyo, same public shape.</li>
 *   <li>{@code io.bitfall.puyo.format}: the community's formats (puyop.com and IPS simulator URLs, UPI's
 *       pfen) and a nazo puzzle solver.</li>
 *   <li>{@code io.bitfall.puyo.versus}: two players in one Tsu match, with garbage and time in frames.</li>
 *   <li>{@code io.bitfall.puyo.ai}: a beam-search AI that chooses moves, alone or as a versus player.</li>
 *   <li>{@code io.bitfall.puyo.upi}: the Universal Puyo Interface, an engine process as a player and a player as an engine.</li>
 *   <li>{@code io.bitfall.monomino}: Monomino Domino on bitboards.</li>
 *   <li>{@code io.bitfall.monomino.reference}: the array reference for Monomino Domino.</li>
 * </ul>
 *
 * The module has no runtime dependencies. {@code io.bitfall.cli} holds the command line and is not exported.
 */
module io.bitfall.core {
    exports io.bitfall.puyo;
    exports io.bitfall.puyo.reference;
    exports io.bitfall.puyo.format;
    exports io.bitfall.puyo.versus;
    exports io.bitfall.puyo.ai;
    exports io.bitfall.puyo.upi;
    exports io.bitfall.monomino;
    exports io.bitfall.monomino.reference;
}
