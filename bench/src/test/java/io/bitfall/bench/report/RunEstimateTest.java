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
package io.bitfall.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunEstimateTest {
    private static final ZonedDateTime NOON = ZonedDateTime.of(2026, 12, 1, 12, 0, 0, 0, ZoneOffset.UTC);
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aTrialTakesForksTimesIterationsTimesTimePlusTheForkStart() {
        // 7 workloads, 2 forks of 3 x 1 s warm-up + 5 x 1 s, plus 1.5 s to start each fork.
        RunEstimate.Trial t = new RunEstimate.Trial(7, 2, 3, SECOND, 5, SECOND);
        assertEquals(Duration.ofMillis(7 * 2 * (8_000 + 1_500)), t.duration());
    }

    @Test
    void theLineSaysHowManyRunsWithWhichSettingsAndHowLong() {
        RunEstimate.Trial t = new RunEstimate.Trial(3, 1, 3, SECOND / 2, 5, SECOND / 2);
        String line = RunEstimate.describe(List.of(t, t), NOON);
        assertTrue(line.startsWith("jmh:run: 6 benchmark runs (2 methods x their parameters) x 1 fork x "
                + "(3 x 500 ms warm-up + 5 x 500 ms)"), line);
        assertTrue(line.contains("about 33 s, done around 12:00 UTC"), line); // 6 x (4 s + 1.5 s)
    }

    @Test
    void mixedSettingsAreSaidToDiffer() {
        String line = RunEstimate.describe(List.of(new RunEstimate.Trial(1, 1, 1, SECOND, 1, SECOND),
                new RunEstimate.Trial(1, 2, 1, SECOND, 1, SECOND)), NOON);
        assertTrue(line.contains("(settings differ between benchmarks)"), line);
        assertTrue(line.contains("about 10 s"), line); // 3.5 s + 2 x 3.5 s, whole seconds
    }

    @Test
    void durationsReadAsMinutesAndHours() {
        assertEquals("45 s", RunEstimate.minutes(Duration.ofSeconds(45)));
        assertEquals("4 min 30 s", RunEstimate.minutes(Duration.ofSeconds(270)));
        assertEquals("1 h 5 min", RunEstimate.minutes(Duration.ofMinutes(65)));
        assertEquals("200 ms", RunEstimate.time(200_000_000L));
        assertEquals("1 s", RunEstimate.time(SECOND));
    }

    @Test
    void noMatchingBenchmarkIsSaidPlainly() {
        assertEquals("jmh:run: no benchmark matches the include and exclude patterns",
                RunEstimate.describe(List.of(), NOON));
    }
}
