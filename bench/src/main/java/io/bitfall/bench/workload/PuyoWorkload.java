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

import io.bitfall.puyo.FieldText;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoFormat;
import java.util.ArrayList;
import java.util.List;

/**
 * The Puyo inputs the benchmarks share, as their {@code @Param} workload. Each builds its fields from its
 * own fixed seed, so every run and every benchmark method sees the same fields.
 *
 * <p>The constants are spelled as the results page, {@code -Djmh.params} and {@link JarComparison} name
 * the workloads (JMH sets an enum {@code @Param} by the constant's name), hence lower camel case.
 */
public enum PuyoWorkload {
    /** The sample field of the judge problem (Baekjoon 11559): a 3-chain. */
    judgeSample {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return FieldText.parse(JUDGE_SAMPLE_TEXT, PuyoFormat.JUDGE);
        }
    },
    /** Settled fields of random play where nothing pops (20 to 66 puyos). */
    noPop {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return generator.noPop();
        }
    },
    /** Fields with a chain of 1 to 6 steps (evenly), with random puyos stacked on top. */
    chainRich {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return generator.chain(1 + index % 6);
        }
    },
    /**
     * A 19-chain, the longest a Tsu field holds: the well-known "Kenny formula" chain that other Puyo
     * simulators benchmark on, with its colours renamed and mirrored at random (same chain, other bits).
     */
    chain19 {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            Puyo[][] kenny = FieldText.parse(CHAIN_19_TEXT, PuyoFormat.TSU);
            return index == 0 ? kenny : generator.variant(kenny);
        }
    },
    /** Fields tiled with 12 or 18 groups of 4 that all pop in one step. */
    manyGroups {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return generator.manyGroups();
        }
    },
    /**
     * Full-height stacks: rows 1..12 full, half of them with row 13 full too; half with random colours
     * (big groups), half with no group of 4 (nothing pops).
     */
    fullStack {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return generator.fullStack(index % 2 == 1, index / 2 % 2 == 1);
        }
    },
    /** Tsu fields: chains of 1 to 6 steps with garbage fallen on top (up to row 13). */
    garbage {
        @Override
        Puyo[][] field(PuyoFieldGenerator generator, int index) {
            return generator.withGarbage(generator.chain(1 + index % 6));
        }
    };

    /** Baekjoon 11559's sample input; its answer is 3. */
    static final String JUDGE_SAMPLE_TEXT = String.join("\n",
            "......",
            "......",
            "......",
            "......",
            "......",
            "......",
            "......",
            "......",
            ".Y....",
            ".YG...",
            "RRYG..",
            "RRYGG.");

    /** The Kenny formula 19-chain (13 rows, row 13 first); Tsu score 175080. */
    static final String CHAIN_19_TEXT = String.join("\n",
            ".G.BRG",
            "GBRRYR",
            "RRYYBY",
            "RGYRBR",
            "YGYRBY",
            "YGBGYR",
            "GRBGYR",
            "BRBYBY",
            "RYYBYY",
            "BRBYBR",
            "BGBYRR",
            "YGBGBG",
            "RBGBGG");

    private static final long SEED = 0x5EED_B17FA11L;

    /** The first {@code count} fields of this workload, always the same. */
    public List<Puyo[][]> fields(int count) {
        PuyoFieldGenerator generator = new PuyoFieldGenerator(SEED + ordinal());
        List<Puyo[][]> fields = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            fields.add(field(generator, i));
        }
        return fields;
    }

    abstract Puyo[][] field(PuyoFieldGenerator generator, int index);
}
