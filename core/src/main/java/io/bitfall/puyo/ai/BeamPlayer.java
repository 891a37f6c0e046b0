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
package io.bitfall.puyo.ai;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.VersusPlayer;
import java.util.function.Supplier;

/**
 * The chain-building {@link BeamSearch} as a versus player, through its public API only: it sees the pair
 * to place and the next two, as in solitaire, and is told how many pairs the match has left. The search
 * was made for 50-pair solitaire, where it builds towards a 13-chain; in a match, garbage arriving early
 * buries such a build. So three versus habits may be put around it (the runner's {@code beam} has them,
 * its {@code beam-solo} does not):
 * <ol>
 *   <li>when any garbage is coming (pending or due, {@value #THREAT} or more), it fires the largest chain
 *       the current pair fires at once, if one does (that chain's garbage offsets the coming garbage);</li>
 *   <li>otherwise, when garbage is coming or the field holds {@value #CROWDED} puyos or more, it tells the
 *       search that the game is about to end, so that the search fires the largest chain it can reach with
 *       the known pairs instead of building on;</li>
 *   <li>otherwise the search builds as in solitaire.</li>
 * </ol>
 * The thresholds were chosen by playing greedy (60 matches each, seeds 101 to 130, sides swapped): firing
 * at one coming garbage puyo and 40 puyos won 60 of 60, at 6 and 48 it won 54 of 60.
 * <pre>{@code
 * VersusSetup setup = VersusSetup.of(1);
 * int colours = (1 << setup.colours()) - 1;
 * VersusPlayer<PuyoField> beam = new BeamPlayer<>(BeamSearchOptions.defaults(), colours, setup.maxPairs(), true,
 *         PuyoField::new);
 * VersusResult result = new VersusMatch<>(PuyoField::new).play(setup, beam, new GreedyPlayer<>(PuyoField::new));
 * }</pre>
 * Cost: one {@link BeamSearch#choose} per decision (a few milliseconds at the default width), or a scan
 * of the current pair's placements when a versus habit fires at once. Allocates nothing per decision
 * beyond what the search does; not thread-safe.
 *
 * @param <F> the field type, engine or reference
 */
public final class BeamPlayer<F extends PuyoSimulator<F>> implements VersusPlayer<F> {
    /** Coming garbage (pending plus due) from which a player with the versus habits fires. */
    public static final int THREAT = 1;
    /** Puyos on the field from which a player with the versus habits fires. */
    public static final int CROWDED = 40;

    private final BeamSearch<F> search;
    private final int maxPairs;
    private final boolean versusHabits;
    private final PuyoPair[] known;
    private final Placement[] moves = new Placement[22];
    private final F scratch;
    private double lastEvaluation = Double.NaN;
    private double counterValue; // the value of the chain largestImmediateChain chose

    /**
     * A beam search with {@code options} for a game of the colours in {@code colourMask} and a match of at
     * most {@code maxPairs} pairs per player.
     *
     * @param options      the search's settings
     * @param colourMask   the colours dealt
     * @param maxPairs     the match's pair limit ({@link io.bitfall.puyo.versus.VersusSetup#maxPairs()}), 1 or
     *                     more: the search fires what it has as that limit nears; a match that asks for a pair
     *                     past it is refused by {@link #decide}
     * @param versusHabits whether to fire under threat or when crowded (see the class comment)
     * @param newField     makes the search's fields
     * @throws IllegalArgumentException if {@code maxPairs} is below 1, or {@code colourMask} holds no colour
     *                                  or bits past the five colours (as {@link BeamSearch}'s constructor)
     */
    public BeamPlayer(BeamSearchOptions options, int colourMask, int maxPairs, boolean versusHabits,
            Supplier<F> newField) {
        if (maxPairs < 1) {
            throw new IllegalArgumentException("maxPairs: " + maxPairs + " is below 1");
        }
        this.search = new BeamSearch<>(options, colourMask, newField);
        this.known = new PuyoPair[options.knownPairs()];
        this.scratch = newField.get();
        this.maxPairs = maxPairs;
        this.versusHabits = versusHabits;
    }

    /**
     * {@inheritDoc} One beam search (none when the versus habits fire a chain at once).
     *
     * @throws IllegalStateException if the match asks for a pair past the pair limit this player was made
     *                               with (it was given a smaller limit than the match's: its search would
     *                               have no pairs left to plan for), naming both
     */
    @Override
    public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
        int pairsLeft = maxPairs - own.pairsPlaced();
        if (pairsLeft < 1) {
            throw new IllegalStateException("maxPairs: this player was made for at most " + maxPairs
                    + " pairs and is asked for pair " + (own.pairsPlaced() + 1) + "; give it the match's pair limit");
        }
        for (int k = 0; k < known.length; k++) {
            known[k] = own.pair(k);
        }
        if (versusHabits) {
            boolean threatened = own.pendingGarbage() + own.dueGarbage() >= THREAT;
            if (threatened) {
                Placement counter = largestImmediateChain(own.field(), known[0]);
                if (counter != null) {
                    lastEvaluation = counterValue;
                    return counter;
                }
            }
            if (threatened || own.field().count() >= CROWDED) {
                pairsLeft = Math.min(pairsLeft, known.length); // the search's "last chance": fire what it has
            }
        }
        Placement p = search.choose(own.field(), known, pairsLeft);
        lastEvaluation = search.lastValue();
        if (p == null) { // every placement loses at once: take any legal one, the match needs a move
            own.field().legalPlacements(known[0], moves);
            p = moves[0];
        }
        return p;
    }

    /**
     * {@inheritDoc} The search's {@link BeamSearch#lastValue()}, or the value of the chain fired at once
     * under threat; NaN when every placement lost.
     */
    @Override
    public double lastEvaluation() {
        return lastEvaluation;
    }

    /** The placement of {@code pair} that fires the largest chain at once without losing, or null. */
    private Placement largestImmediateChain(F field, PuyoPair pair) {
        int n = field.legalPlacements(pair, moves);
        long best = 0;
        Placement choice = null;
        for (int i = 0; i < n; i++) {
            scratch.copyFrom(field);
            long fired = scratch.placeAndResolve(pair, moves[i]);
            if (fired > best && !scratch.isGameOver()) {
                best = fired;
                choice = moves[i];
            }
        }
        counterValue = Evaluation.chainValue(best);
        return choice;
    }

    /**
     * Fields the search has placed so far.
     *
     * @return the nodes expanded
     */
    public long nodes() {
        return search.nodes();
    }
}
