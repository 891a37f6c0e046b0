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
package io.bitfall.bench.replay;

import java.nio.file.Path;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusSetup;
import java.util.List;

/** Writes a sample record and page, to look at: {@code ReplayPageSample DIR SEED [SECOND-NAME]}, a beam-vs-beam match. */
final class ReplayPageSample {
    private ReplayPageSample() {
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[1]);
        VersusSetup setup = VersusSetup.of(seed);
        EvaluationTap<PuyoField> a = new EvaluationTap<>(new BeamPlayer<>(BeamSearchOptions.defaults(), 0b1111,
                setup.maxPairs(), true, PuyoField::new));
        EvaluationTap<PuyoField> b = new EvaluationTap<>(new BeamPlayer<>(BeamSearchOptions.defaults(), 0b1111,
                setup.maxPairs(), true, PuyoField::new));
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.play(setup, a, b);
        MatchRecord r = MatchRecorder.record(match.log(), List.of("beam", args.length > 2 ? args[2] : "beam"),
                new double[][] {a.values(), b.values()});
        r.write(Path.of(args[0], "sample.json"));
        ReplayPage.write(r, Path.of(args[0], "sample.html"));
    }
}
