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

import static io.bitfall.puyo.upi.TestEngines.assertNoChildLeft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every fault of an outside engine ({@link MisbehavingEngine}) ends the match with that side's loss and
 * the reason, leaves no process behind and keeps the engine's stderr; the next match goes on.
 */
class UpiFaultTest {
    @TempDir
    Path dir;

    @AfterEach
    void noChildLeft() {
        assertNoChildLeft();
    }

    /** Plays the engine first against greedy; checks the fault, the log's replay and the stderr file. */
    private VersusResult faults(List<String> command, UpiOptions options, int pairs, String reason) throws Exception {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        VersusResult r;
        try (UpiPlayer<PuyoField> engine = new UpiPlayer<>(command, options)) {
            r = match.play(VersusSetup.of(5), engine, new GreedyPlayer<>(PuyoField::new));
            assertEquals(VersusResult.End.FAULT, r.end(), r.toString());
            assertEquals(VersusResult.Outcome.SECOND_WINS, r.outcome());
            assertEquals(pairs, r.firstPairs(), r.fault());
            assertTrue(r.fault().contains(reason), r.fault());
            assertTrue(r.fault().contains("its stderr is in " + engine.stderrFile()), r.fault());
            assertTrue(r.fault().startsWith("engine '" + String.join(" ", command) + "' "), r.fault());
            assertNoChildLeft(); // at once, before close()
        }
        VersusLog log = match.log().copy();
        assertEquals(r, new VersusMatch<>(PuyoField::new).replay(log), "a faulted match replays");
        return r;
    }

    private UpiOptions options() {
        return TestEngines.options(dir.resolve("stderr"));
    }

    private String stderr() throws Exception {
        return Files.readString(dir.resolve("stderr"));
    }

    @Test
    void anEngineThatDoesNotStart() throws Exception {
        faults(List.of(dir.resolve("no-such-engine").toString()), options(), 0, "did not start: Cannot run program");
    }

    @Test
    void anEngineThatExitsBeforeUpiok() throws Exception {
        faults(TestEngines.java("io.bitfall.NoSuchClass"), options(), 0, "exited with status 1 while the host waited for upiok");
        assertTrue(stderr().contains("io.bitfall.NoSuchClass"), stderr());
    }

    @Test
    void anEngineThatNeverAnswersUpi() throws Exception {
        faults(TestEngines.misbehaving("silent", 0), new UpiOptions(1000, 1500, 4096, dir.resolve("stderr")), 0,
                "did not answer upi with upiok within 1500 ms");
    }

    @Test
    void anEngineThatExitsMidMatch() throws Exception {
        faults(TestEngines.misbehaving("exit", 4), options(), 4, "exited with status 3 while the host waited for bestmove");
        assertTrue(stderr().contains("got upi\n"), "the engine's stderr is kept: " + stderr());
    }

    @Test
    void anEngineThatAnswersTooLate() throws Exception {
        faults(TestEngines.misbehaving("slow", 2), options().withMoveMillis(300), 2,
                "did not answer go with bestmove within 300 ms");
    }

    @Test
    void anEngineThatPrintsALineThatIsNotUpi() throws Exception {
        faults(TestEngines.misbehaving("garbage", 3), options(), 3,
                "printed 'hello, host', which is not UPI, while the host waited for bestmove");
    }

    @Test
    void anEngineThatPrintsAnEndlessLine() throws Exception {
        faults(TestEngines.misbehaving("endless", 1), options(), 1,
                "printed a line longer than 4096 characters while the host waited for bestmove");
    }

    @Test
    void anEngineThatFloodsItsOutput() throws Exception {
        faults(TestEngines.misbehaving("flood", 1), options(), 1, "printed more than 1000 lines without bestmove");
    }

    @Test
    void anEngineThatPlaysAnIllegalMove() throws Exception {
        faults(TestEngines.misbehaving("illegal", 6), options(), 6, "chose '1a1c', not a legal move for pair 6 on its field ");
    }

    @Test
    void anEngineWhoseChildOutlivesItsAnswerGoesWithIt() throws Exception {
        faults(TestEngines.misbehaving("child", 1), options().withMoveMillis(2000), 1,
                "did not answer go with bestmove within 2000 ms");
        long child = Long.parseLong(stderr().replaceAll("(?s).*child (\\d+)\n.*", "$1"));
        assertEquals(false, ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false), "the engine's child " + child);
    }

    @Test
    void aHostThatIsStoppedTakesItsEnginesWithIt() throws Exception {
        Process host = new ProcessBuilder(TestEngines.java(StoppedHost.class.getName(), dir.resolve("stderr").toString()))
                .redirectError(dir.resolve("host.stderr").toFile()).start();
        String pids = new String(host.getInputStream().readNBytes(200), java.nio.charset.StandardCharsets.UTF_8).strip();
        List<ProcessHandle> engines = java.util.Arrays.stream(pids.split(" ")).map(Long::parseLong)
                .map(pid -> ProcessHandle.of(pid).orElseThrow()).toList();
        assertEquals(2, engines.size(), "the engine and its child: " + pids);
        host.destroy(); // SIGTERM: the JVM runs its shutdown hooks
        assertTrue(host.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
        for (ProcessHandle h : engines) {
            h.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
            assertEquals(false, h.isAlive(), h.pid() + " outlived the host");
        }
    }

    @Test
    void theNextMatchStartsAFreshEngine() throws Exception {
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        try (UpiPlayer<PuyoField> engine = new UpiPlayer<>(TestEngines.misbehaving("exit", 3), options())) {
            for (long seed = 1; seed <= 2; seed++) {
                VersusResult r = match.play(VersusSetup.of(seed), new GreedyPlayer<>(PuyoField::new), engine);
                assertEquals(VersusResult.Outcome.FIRST_WINS, r.outcome(), r.toString());
                assertEquals(3, r.secondPairs(), "a new process played its 3 good moves again: " + r);
            }
        }
        try (UpiPlayer<PuyoField> engine = new UpiPlayer<>(TestEngines.misbehaving("good", 0), options())) {
            VersusResult r = match.play(VersusSetup.of(1), new GreedyPlayer<>(PuyoField::new), engine);
            assertNull(r.fault(), r.fault());
            assertTrue(r.secondPairs() > 20, "a whole match: " + r);
        }
    }
}
