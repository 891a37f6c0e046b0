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

import io.bitfall.bench.workload.PlanEnumeration;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.PlanEnumerator;
import io.bitfall.puyo.PlanVisitor;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * puyoai's {@code PlanPerformanceTest} cases (the peers harness times puyoai on them): one whole enumeration
 * per operation, by the core's {@link PlanEnumerator} and by the depth-first search an AI author writes on
 * the public API ({@link PlanEnumeration}: {@code legalPlacements}, {@code copyFrom},
 * {@code placeAndResolve} per placement). Both visit the same plans; each operation returns plans + chains +
 * score, checked equal at set-up. {@link #placeOnly} is the public-API search's floor: the same lines with
 * {@code copyFrom} and {@code place} alone, each placement's outcome replayed from a record.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PuyoPlanBenchmark {
    /** The case: the empty or "Filled" field, the known pairs (two or four) and the depth (3 or 4). */
    @Param({"Empty44", "Filled44", "Empty23", "Filled23", "Empty24", "Filled24"})
    public String plans;

    private PlanEnumeration publicApi;
    private PlanEnumeration placeOnly;
    private final PlanEnumerator enumerator = new PlanEnumerator(4);
    private PuyoField start;
    private List<PuyoPair> known;
    private int depth;
    private long sum;
    private final PlanVisitor visitor = plan -> {
        long s = plan.summary();
        sum += 1 + ChainSummary.chains(s) + ChainSummary.score(s);
    };

    @Setup(Level.Trial)
    public void setUp() {
        publicApi = PlanEnumeration.named(plans);
        start = publicApi.start();
        known = publicApi.knownPairs();
        depth = publicApi.depth();
        long a = enumerator();
        long b = publicApi();
        if (a != b) {
            throw new IllegalStateException(plans + ": the enumerator gives " + a + ", the public API " + b);
        }
        placeOnly = PlanEnumeration.named(plans);
        placeOnly.recordOutcomes();
        long found = placeOnly.runPlacingOnly();
        if (found != publicApi.plans()) {
            throw new IllegalStateException(plans + ": placing only finds " + found + " plans, the public API "
                    + publicApi.plans());
        }
    }

    /** One enumeration by the core's {@link PlanEnumerator}; returns plans + chains + score. */
    @Benchmark
    public long enumerator() {
        sum = 0;
        enumerator.enumerate(start, known, PlanEnumerator.PUYOAI_PAIRS, depth, visitor);
        return sum;
    }

    /** One enumeration on the public API, as the peers harness times it; returns plans + chains + score. */
    @Benchmark
    public long publicApi() {
        return publicApi.run();
    }

    /**
     * The public-API search with {@code copyFrom} and {@code place} only, no pop test and no resolve (each
     * placement's outcome replayed from a record): what {@link #publicApi} costs before it tests a field.
     * Returns the plans.
     */
    @Benchmark
    public long placeOnly() {
        return placeOnly.runPlacingOnly();
    }
}
