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
package io.bitfall.monomino;

/**
 * A placement the rules do not allow: a block type other than 1..3 or a block that does not lie inside the
 * red board. The game that rejected it is exactly as it was before the call.
 *
 * <p>Its message never changes, so it may be passed between threads.
 */
public final class PlacementException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * A rejection with the given reason.
     *
     * @param message the reason, naming the bad value
     */
    public PlacementException(String message) {
        super(message);
    }
}
