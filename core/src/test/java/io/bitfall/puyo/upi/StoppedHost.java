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
package io.bitfall.puyo.upi;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusSetup;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * A host that plays an engine which starts a child and then thinks forever; once both run, it prints
 * their pids on one line and waits to be stopped. {@code args[0]}: the engine's stderr file.
 */
public final class StoppedHost {
    private StoppedHost() {
    }

    public static void main(String[] args) throws Exception {
        UpiPlayer<PuyoField> engine = new UpiPlayer<>(TestEngines.misbehaving("child", 0),
                new UpiOptions(600_000, 600_000, 4096, Path.of(args[0])));
        Thread match = new Thread(() -> new VersusMatch<>(PuyoField::new).play(VersusSetup.of(1), engine,
                new GreedyPlayer<>(PuyoField::new)));
        match.setDaemon(true);
        match.start();
        while (ProcessHandle.current().descendants().count() < 2) {
            Thread.sleep(20);
        }
        System.out.println(ProcessHandle.current().descendants().map(h -> String.valueOf(h.pid()))
                .collect(Collectors.joining(" ")));
        System.out.close();
        Thread.sleep(600_000);
    }
}
