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
package io.bitfall.puyo;

import static io.bitfall.puyo.PuyoField.POP_HI;
import static io.bitfall.puyo.PuyoField.POP_LO;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_HI;
import static io.bitfall.puyo.PuyoField.UP_PAIRS_LO;
import static io.bitfall.puyo.PuyoField.VALID_HI;
import static io.bitfall.puyo.PuyoField.VALID_LO;

/**
 * The rest of a chain whose first step is known, on a field without garbage, with the six code-plane words
 * held in locals from the first fall to the end: {@link FiringDropScan}'s resolves, most of
 * {@link PuyoField#bestFiringDrop}'s time. It gives what {@link PuyoField#resolveAfterFirstStep} gives, which
 * goes through a field's words and step state in memory, once per step, with the pop test and the gravity
 * shared by every chain loop; holding the words and the step's parts in locals measured 0.87-0.97 of that on
 * {@code bestFiringDrop} alone and about 0.94 of a beam game (JDK 17 and 25; core/docs/experiments.md). The rules are those of {@link Pops} and {@link Gravity}: a step
 * pops the groups of 4 or more in rows 1..12, seeded by cells with 3 same-colour neighbours or two adjacent
 * cells with 2; what is left falls; no fall ends the chain. Without garbage on the field none can pop, so
 * that part of the pop test is left out. Static, allocates nothing.
 */
final class WordChain {
    private WordChain() {
    }

    /**
     * The summary of the chain on the settled field of code planes {@code src} (no garbage) whose first step
     * pops {@code popLo}/{@code popHi} and scores {@code firstScore}: the chain count, the score, and an all
     * clear if the field ends empty. {@code src} is left as it is.
     */
    static long afterFirstStep(long[] src, long popLo, long popHi, int firstScore) {
        long a0 = src[0] & ~popLo; // the lo word (columns 0..3) of planes 0, 1, 2, then the hi word's
        long a1 = src[2] & ~popLo;
        long a2 = src[4] & ~popLo;
        long h0 = src[1] & ~popHi;
        long h1 = src[3] & ~popHi;
        long h2 = src[5] & ~popHi;
        int chains = 1;
        int score = firstScore;
        while (true) {
            boolean fell = false;
            long m = a0 | a1 | a2;
            if (Gravity.hasHole(m, VALID_LO)) { // an empty cell under a puyo
                fell = true;
                if (CompressExpand.AVAILABLE) { // each lane's puyos packed to its bottom, in order
                    long t = Gravity.packedLo(m);
                    a0 = CompressExpand.expand(CompressExpand.compress(a0, m), t);
                    a1 = CompressExpand.expand(CompressExpand.compress(a1, m), t);
                    a2 = CompressExpand.expand(CompressExpand.compress(a2, m), t);
                } else {
                    do { // in every lane, the lowest empty cell and all above it move down one row
                        long upper = Gravity.aboveLowestHole(m, VALID_LO);
                        m = Gravity.downOne(m, upper);
                        a0 = Gravity.downOne(a0, upper);
                        a1 = Gravity.downOne(a1, upper);
                        a2 = Gravity.downOne(a2, upper);
                    } while (Gravity.hasHole(m, VALID_LO));
                }
            }
            m = h0 | h1 | h2;
            if (Gravity.hasHole(m, VALID_HI)) {
                fell = true;
                if (CompressExpand.AVAILABLE) { // planes 0 and 1 in one word: two lanes each
                    long t = Gravity.packedHi(m);
                    long x = CompressExpand.expand(CompressExpand.compress(h0 | h1 << 32, m | m << 32), t | t << 32);
                    h0 = x & 0xFFFF_FFFFL;
                    h1 = x >>> 32;
                    h2 = CompressExpand.expand(CompressExpand.compress(h2, m), t);
                } else {
                    do { // the hi word's lanes, as the lo word's
                        long upper = Gravity.aboveLowestHole(m, VALID_HI);
                        m = Gravity.downOne(m, upper);
                        h0 = Gravity.downOne(h0, upper);
                        h1 = Gravity.downOne(h1, upper);
                        h2 = Gravity.downOne(h2, upper);
                    } while (Gravity.hasHole(m, VALID_HI));
                }
            }
            if (!fell) {
                break; // taking cells away joins nothing: only a fall makes a new group
            }
            // Same-colour edges within rows 1..12 (u above, l left), then the seed test and the spread of Pops.
            long ua = Pops.sameColour(a0, a1, a2, a0 >>> 1, a1 >>> 1, a2 >>> 1) & UP_PAIRS_LO;
            long ub = Pops.sameColour(h0, h1, h2, h0 >>> 1, h1 >>> 1, h2 >>> 1) & UP_PAIRS_HI;
            long la = Pops.sameColour(a0, a1, a2, a0 << 16, a1 << 16, a2 << 16) & POP_LO;
            long lb = Pops.sameColour(h0, h1, h2, h0 << 16 | a0 >>> 48, h1 << 16 | a1 >>> 48, h2 << 16 | a2 >>> 48) & POP_HI;
            long twoA = Pops.twoLo(ua, la, lb);
            long twoB = Pops.twoHi(ub, lb);
            long seedA = Pops.seedsLo(ua, la, lb, twoA, twoB);
            long seedB = Pops.seedsHi(ub, lb, twoB);
            if ((seedA | seedB) == 0) {
                break; // nothing pops
            }
            long sA = Pops.coreLo(seedA, twoA, ua, la);
            long sB = Pops.coreHi(seedB, twoB, twoA, ub, lb);
            long pLo = Pops.grownLo(sA, sB, ua, la, lb);
            long pHi = Pops.grownHi(sA, sB, ub, la, lb);
            int n = Long.bitCount(pLo) + Long.bitCount(pHi);
            chains++;
            if (n < 8) { // one group
                score += ChainStep.stepScoreOf(chains, n, 1, Pops.SMALL_GROUP_BONUS[n]);
            } else {
                int split = Pops.coloursAndBonus(pLo, pHi, a0, a1, a2, h0, h1, h2);
                score += ChainStep.stepScoreOf(chains, n, split >>> 16, split & 0xFFFF);
            }
            a0 &= ~pLo;
            a1 &= ~pLo;
            a2 &= ~pLo;
            h0 &= ~pHi;
            h1 &= ~pHi;
            h2 &= ~pHi;
        }
        long summary = ChainSummary.of(chains, score);
        return (a0 | a1 | a2 | h0 | h1 | h2) == 0 ? summary | ChainSummary.ALL_CLEAR : summary;
    }
}
