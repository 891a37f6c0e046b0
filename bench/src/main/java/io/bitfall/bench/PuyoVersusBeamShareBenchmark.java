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

import io.bitfall.bench.lab.BeamGame;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.bench.replay.MatchRecord;
import io.bitfall.bench.replay.MatchRecorder;
import io.bitfall.bench.replay.ReplayPage;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How much of a beam-search match the match engine itself takes: {@code beamMatch} plays one versus match
 * on the engine, the beam search ({@link BeamPlayer} with its versus habits, width {@value BeamGame#WIDTH})
 * against {@link GreedyPlayer}, seed {@code seed}; {@code replay} plays the same match again from its log
 * ({@link VersusMatch#replay}), where every decision is read back instead of searched: what remains is
 * the match engine's own work (placing, chain steps, garbage, the clock, the log). The share of the match
 * engine is the replay's time over the match's. Time per match in milliseconds.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PuyoVersusBeamShareBenchmark {
    /** The match's seed. */
    @Param({"1"})
    public int seed;

    private VersusMatch<PuyoField> match;
    private BeamPlayer<PuyoField> beam;
    private GreedyPlayer<PuyoField> greedy;
    private VersusSetup setup;
    private VersusLog log;
    private static final List<String> NAMES = List.of("beam", "greedy");

    /** Plays the match once, keeping its log for {@link #replay}. */
    @Setup
    public void setUp() {
        setup = VersusSetup.of(seed);
        match = new VersusMatch<>(PuyoField::new);
        beam = new BeamPlayer<>(BeamSearchOptions.defaults(), (1 << setup.colours()) - 1, setup.maxPairs(), true, PuyoField::new);
        greedy = new GreedyPlayer<>(PuyoField::new);
        match.play(setup, beam, greedy);
        log = match.log().copy();
        match.replay(log);
        if (!match.log().equals(log)) {
            throw new IllegalStateException("the replay differs from the match");
        }
    }

    /** The whole match, the beam search deciding. */
    @Benchmark
    public VersusResult beamMatch() {
        return match.play(setup, beam, greedy);
    }

    /** The same match replayed from its log: the match engine alone. */
    @Benchmark
    public VersusResult replay() {
        return match.replay(log);
    }

    /**
     * The match's record and replay page, as {@code VersusRunner --record} makes them (the log replayed with
     * an observer, the JSON, the HTML), without writing the files: what recording adds to a match.
     */
    @Benchmark
    public int recordAndPage() {
        MatchRecord record = MatchRecorder.record(log, NAMES, null);
        return ReplayPage.html(record).length();
    }
}
