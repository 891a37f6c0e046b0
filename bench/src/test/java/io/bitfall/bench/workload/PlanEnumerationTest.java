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
package io.bitfall.bench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The plan cases enumerate what puyoai's {@code Plan::iterateAvailablePlans} enumerates: plans, the chains
 * they fire and their score, as puyoai's own run of its {@code PlanPerformanceTest} cases counted them
 * (the peers harness' checksums, on which puyoai and bitfall agree).
 */
class PlanEnumerationTest {
    @ParameterizedTest
    @CsvSource({
        "Empty44, 14641, 0, 0",
        "Filled44, 6439, 91, 56120",
        "Empty23, 21296, 1101, 44040",
        "Filled23, 20304, 9891, 16159230",
        "Empty24, 3555421, 315070, 16290240",
        "Filled24, 2783908, 1200664, 1848163090"})
    void eachCaseFindsPuyoaisPlansChainsAndScore(String name, long plans, long chains, long score) {
        PlanEnumeration e = PlanEnumeration.named(name);
        assertEquals(plans + chains + score, e.run());
        assertEquals(plans + chains + score, e.run(), "a second run on the same object");
    }

    @ParameterizedTest
    @CsvSource({"Empty44, 14641", "Filled44, 6439", "Empty23, 21296", "Filled23, 20304", "Filled24, 2783908"})
    void placingOnlyWalksTheSameLinesFromTheRecord(String name, long plans) {
        PlanEnumeration e = PlanEnumeration.named(name);
        assertThrows(IllegalStateException.class, e::runPlacingOnly, "no record yet");
        e.recordOutcomes();
        assertEquals(plans, e.runPlacingOnly());
        assertEquals(plans, e.runPlacingOnly(), "a second replay");
        e.run();
        assertEquals(plans, e.plans());
    }

    @Test
    void anUnknownCaseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PlanEnumeration.named("Empty99"));
    }
}
