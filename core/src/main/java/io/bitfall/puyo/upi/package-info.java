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
 * The Universal Puyo Interface (UPI), both ways: {@link io.bitfall.puyo.upi.UpiPlayer} plays an engine
 * process as a {@link io.bitfall.puyo.versus.VersusPlayer}, {@link io.bitfall.puyo.upi.UpiEngine} runs a
 * player as an engine on standard input and output, {@link io.bitfall.puyo.upi.UpiMove} is the move
 * notation. The protocol as bitfall speaks it is
 * <a href="https://github.com/bitfall/bitfall/blob/main/core/docs/upi.md">core/docs/upi.md</a>.
 */
package io.bitfall.puyo.upi;
