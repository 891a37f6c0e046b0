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
package io.bitfall.puyo.versus;

/**
 * Thrown by a {@link VersusPlayer} that cannot go on (an outside engine that crashed, answered too late,
 * printed something that is not its protocol or chose a placement that is not legal): the
 * {@link VersusMatch} then ends at once with that player's loss, {@link VersusResult.End#FAULT}, and the
 * message as {@link VersusResult#fault()}. Immutable.
 */
public final class PlayerFaultException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A fault described by {@code message}.
     *
     * @param message what went wrong, in one line: the match keeps it as the reason of the loss
     */
    public PlayerFaultException(String message) {
        super(message);
    }

    /**
     * A fault described by {@code message}, caused by {@code cause}.
     *
     * @param message what went wrong, in one line
     * @param cause   what made it go wrong
     */
    public PlayerFaultException(String message, Throwable cause) {
        super(message, cause);
    }
}
