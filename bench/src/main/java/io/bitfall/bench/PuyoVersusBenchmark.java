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

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoSimulator;
import io.bitfall.puyo.reference.ReferencePuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Whole versus matches ({@link VersusMatch}) between two {@link GreedyPlayer}s, on the engine and on the
 * array reference: the match loop, the garbage exchange and both players' decisions, all over one field
 * class. Each invocation plays one match, the seeds 1 to 8 in turn (default limits: these matches mostly
 * run to the frame limit, about 265 pairs a player). Throughput in matches per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PuyoVersusBenchmark {
    private static final int SEEDS = 8;

    /** Greedy against greedy. */
    @Param({"greedyVsGreedy"})
    public String workload;

    private Matches<PuyoField> engine;
    private Matches<ReferencePuyoField> reference;
    private int next;

    /** A match and its two players on one kind of field. */
    private static final class Matches<F extends PuyoSimulator<F>> {
        final VersusMatch<F> match;
        final GreedyPlayer<F> first;
        final GreedyPlayer<F> second;

        Matches(Supplier<F> newField) {
            match = new VersusMatch<>(newField);
            first = new GreedyPlayer<>(newField);
            second = new GreedyPlayer<>(newField);
        }

        VersusResult play(int seed) {
            return match.play(VersusSetup.of(seed), first, second);
        }
    }

    /** Makes both, and checks that they play the same matches. */
    @Setup
    public void setUp() {
        engine = new Matches<>(PuyoField::new);
        reference = new Matches<>(ReferencePuyoField::new);
        for (int seed = 1; seed <= 2; seed++) {
            VersusResult e = engine.play(seed);
            VersusResult r = reference.play(seed);
            if (!e.equals(r) || !engine.match.log().equals(reference.match.log())) {
                throw new IllegalStateException("engine and reference played seed " + seed + " apart: " + e + " / " + r);
            }
        }
    }

    /** One match on the engine. */
    @Benchmark
    public VersusResult engine() {
        return engine.play(1 + next++ % SEEDS);
    }

    /** One match on the reference. */
    @Benchmark
    public VersusResult reference() {
        return reference.play(1 + next++ % SEEDS);
    }
}
