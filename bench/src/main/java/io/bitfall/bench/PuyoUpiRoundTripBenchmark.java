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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.format.Pfen;
import io.bitfall.puyo.upi.UpiOptions;
import io.bitfall.puyo.upi.UpiPlayer;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPosition;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What UPI costs: one greedy decision through an engine process ({@code bitfall upi greedy} in a JVM
 * of its own, driven by {@link UpiPlayer}: {@code tumo}, {@code position}, {@code go} out,
 * {@code bestmove} back) against the same decision in this JVM, and a whole greedy-vs-greedy match with
 * both players over UPI against both in this JVM (seeds 1 to 8 in turn). Average time per operation; the
 * round trip is {@code upiDecision} minus {@code jvmDecision}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PuyoUpiRoundTripBenchmark {
    private static final int SEEDS = 8;

    private final VersusPosition<PuyoField> position = new VersusPosition<>(PuyoField::new);
    private final GreedyPlayer<PuyoField> greedy = new GreedyPlayer<>(PuyoField::new);
    private final GreedyPlayer<PuyoField> greedy2 = new GreedyPlayer<>(PuyoField::new);
    private final VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
    private UpiPlayer<PuyoField> first;
    private UpiPlayer<PuyoField> second;
    private int next;

    /** Starts two engines, sets a mid-game position and checks that both ways decide alike. */
    @Setup
    public void setUp() throws URISyntaxException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                Path.of(PuyoField.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString(),
                "io.bitfall.cli.Main", "upi", "greedy");
        first = new UpiPlayer<>(command, UpiOptions.defaults().withMoveMillis(10_000));
        second = new UpiPlayer<>(command, UpiOptions.defaults().withMoveMillis(10_000));
        Pfen.decode("rgb/ggyy/bbr/ygp/pp/oy/", position.field(0));
        Pfen.decode("rrg/gbb/yy/p/gg//", position.field(1));
        PuyoPair[] pairs = {new PuyoPair(Puyo.RED, Puyo.GREEN), new PuyoPair(Puyo.BLUE, Puyo.BLUE),
                new PuyoPair(Puyo.YELLOW, Puyo.RED)};
        position.set(pairs, 7, 6, 0, 0, 0, 0);
        if (upiDecision() != jvmDecision()) {
            throw new IllegalStateException("greedy over UPI and in this JVM decide apart");
        }
        if (!match.play(VersusSetup.of(1), first, second).equals(match.play(VersusSetup.of(1), greedy, greedy2))) {
            throw new IllegalStateException("greedy over UPI and in this JVM play apart");
        }
    }

    /** Ends both engines. */
    @TearDown
    public void tearDown() {
        first.close();
        second.close();
    }

    /** One decision through the engine process. */
    @Benchmark
    public Placement upiDecision() {
        return first.decide(position.view(0), position.view(1));
    }

    /** The same decision in this JVM. */
    @Benchmark
    public Placement jvmDecision() {
        return greedy.decide(position.view(0), position.view(1));
    }

    /** A greedy-vs-greedy match, both players engine processes. */
    @Benchmark
    public VersusResult upiMatch() {
        return match.play(VersusSetup.of(1 + next++ % SEEDS), first, second);
    }

    /** The same match, both players in this JVM. */
    @Benchmark
    public VersusResult jvmMatch() {
        return match.play(VersusSetup.of(1 + next++ % SEEDS), greedy, greedy2);
    }
}
