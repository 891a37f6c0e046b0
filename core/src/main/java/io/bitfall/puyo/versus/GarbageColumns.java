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
 * Where the extra puyos of a garbage drop fall: <em>n</em> garbage puyos are <em>n</em> / 6 full rows and
 * <em>n</em> mod 6 extra puyos on distinct columns, and a match asks its {@link VersusSetup}'s source for
 * those columns. The source is a value (setups holding equal sources play equal matches); its
 * {@link #start} makes the state of one match's draws.
 *
 * <p>{@link #SEEDED}, the default, draws from one SplitMix64 generator per side seeded from the setup's
 * garbage seed. {@link #PUYOAI_DUEL_SERVER} draws as puyoai's duel server does, from the C library's
 * {@code rand()} as glibc computes it, shared by both sides, so that a match can reproduce its columns.
 */
public interface GarbageColumns {
    /** One SplitMix64 generator per side, seeded from {@link VersusSetup#garbageSeed()}: the default. */
    GarbageColumns SEEDED = new SeededColumns();

    /**
     * puyoai's duel server: glibc's {@code random()} in the state {@code srandom(1)} leaves (the duel
     * server never seeds {@code rand()}), five calls at the end of every turn of either side; see
     * {@link #glibcRandom(int)}.
     */
    GarbageColumns PUYOAI_DUEL_SERVER = glibcRandom(1);

    /**
     * puyoai's duel-server pattern from glibc's {@code random()} seeded as {@code srandom(seed)} does,
     * one generator shared by both sides (the setup's garbage seed is not used). At the end of every turn
     * of either side, in the match's event order, whether garbage falls or not, it shuffles the columns
     * 0..5: for {@code i} from 1 to 5, column slot {@code i} swaps with slot {@code random() % (i + 1)}; the
     * first {@code n mod 6} slots get the extra puyos.
     *
     * @param seed the seed, as {@code srandom} takes it (0 acts as 1, as in glibc)
     * @return the source
     */
    static GarbageColumns glibcRandom(int seed) {
        return new PuyoaiColumns(seed);
    }

    /**
     * Starts the draws of one match.
     *
     * @param garbageSeed the setup's {@link VersusSetup#garbageSeed()}
     * @return the draws, in their first state
     */
    Draw start(long garbageSeed);

    /** The draws of one match: stateful, used by one match on one thread. */
    interface Draw {
        /**
         * A side's turn ended (its chain, if any, is over) and {@code extra} puyos of its garbage drop are to
         * fall on distinct columns; called at the end of every turn of either side, in the match's event
         * order, with {@code extra} 0 when no garbage falls or only full rows do.
         *
         * @param side  0 for the first player, 1 for the second
         * @param extra how many columns get one puyo more, 0..5
         * @return those columns, bit {@code c} for column {@code c} (0 leftmost), {@code extra} bits
         */
        int turnEnded(int side, int extra);
    }
}
