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
package io.bitfall.bench;

import io.bitfall.puyo.reference.ReferencePuyoField;

import io.bitfall.bench.lab.BeamGame;
import io.bitfall.puyo.ai.BeamSearch;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.PuyoSimulator;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One move of the chain-building beam search ({@link BeamSearch}, the width of {@link BeamGame}) on the
 * engine and on the array reference: the same search code over the two field classes. The positions are
 * those of game seed 1 after 8, 16, 24 and 32 pairs; each invocation searches one of them, in turn. Time
 * per search; setup checks that both choose the same move on every position and prints the nodes per
 * search, so that {@code -prof gc}'s bytes per search divided by it gives bytes per node. Each invocation
 * first empties the search's cache of values ({@link BeamSearch#forgetValues}, a few microseconds): the
 * same four positions come back every fourth invocation, and a search would otherwise find all its fields
 * valued; in a game only the fields of the previous moves are (which this leaves out).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PuyoBeamSearchBenchmark {
    private static final int[] AFTER_PAIRS = {8, 16, 24, 32};
    private static final PuyoPairSequence SEQUENCE = new PuyoPairSequence(1, BeamGame.COLOURS);

    /** Positions from a game the engine's search played, given to both as text. */
    @Param({"midGame"})
    public String workload;

    private Positions<PuyoField> engine;
    private Positions<ReferencePuyoField> reference;
    private int next;

    /** The positions on one kind of field, with a search for them. */
    private static final class Positions<F extends PuyoSimulator<F>> {
        /** Made as a PuyoSimulator[]: read it only through {@link #field}, inside this class. */
        private final F[] fields;
        final PuyoPair[][] known;
        final BeamSearch<F> search;

        @SuppressWarnings("unchecked")
        Positions(Supplier<F> newField) {
            search = new BeamSearch<>(BeamSearchOptions.defaults(), SEQUENCE.colourMask(), newField);
            fields = (F[]) new PuyoSimulator<?>[AFTER_PAIRS.length];
            known = new PuyoPair[AFTER_PAIRS.length][BeamSearchOptions.defaults().knownPairs()];
            for (int i = 0; i < AFTER_PAIRS.length; i++) {
                fields[i] = newField.get();
                for (int j = 0; j < BeamSearchOptions.defaults().knownPairs(); j++) {
                    known[i][j] = SEQUENCE.pair(AFTER_PAIRS[i] + j);
                }
            }
        }

        F field(int i) {
            return fields[i];
        }

        Placement search(int i) {
            return search.choose(fields[i], known[i], BeamGame.PAIRS - AFTER_PAIRS[i]);
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        engine = new Positions<>(PuyoField::new);
        reference = new Positions<>(ReferencePuyoField::new);
        PuyoField field = new PuyoField(); // the engine plays the game; both get its positions
        int placed = 0;
        for (int i = 0; i < AFTER_PAIRS.length; i++) {
            for (; placed < AFTER_PAIRS[i]; placed++) {
                PuyoPair[] k = {SEQUENCE.pair(placed), SEQUENCE.pair(placed + 1), SEQUENCE.pair(placed + 2)};
                field.placeAndResolve(k[0], engine.search.choose(field, k, BeamGame.PAIRS - placed));
            }
            engine.field(i).copyFrom(field);
            reference.field(i).copyFrom(ReferencePuyoField.parse(field.toString()));
        }
        long nodes = 0;
        for (int i = 0; i < AFTER_PAIRS.length; i++) {
            long before = engine.search.nodes();
            Placement e = engine.search(i);
            nodes += engine.search.nodes() - before;
            Placement r = reference.search(i);
            if (!e.equals(r)) {
                throw new IllegalStateException("engine plays " + e + ", reference " + r + " after " + AFTER_PAIRS[i]
                        + " pairs");
            }
        }
        System.out.println("\nPuyoBeamSearchBenchmark: " + nodes / AFTER_PAIRS.length + " nodes per search");
    }

    @Benchmark
    public void engine(Blackhole bh) {
        engine.search.forgetValues();
        bh.consume(engine.search(next));
        next = (next + 1) % AFTER_PAIRS.length;
    }

    @Benchmark
    public void reference(Blackhole bh) {
        reference.search.forgetValues();
        bh.consume(reference.search(next));
        next = (next + 1) % AFTER_PAIRS.length;
    }
}
