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

import io.bitfall.puyo.format.IpsUrl;
import io.bitfall.puyo.format.NazoPuzzle;
import io.bitfall.puyo.format.NazoResult;
import io.bitfall.puyo.format.NazoSolver;

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
 * The nazo solver ({@code io.bitfall.puyo.format.NazoSolver}) on published puzzles: each operation solves a
 * whole set, every solution ({@link #allSolutions}) or the first ({@link #firstSolution}). The sets are the
 * first puzzles of 3, 4 and 5 pairs, in file order, of puyo2's test set (github.com/wata-gh/puyo2,
 * {@code test/pnsolve/level*}, MIT licence; the puzzles are published on the IPS simulator,
 * {@code ishikawapuyo.net/simu/pn.html?QUERY}), those with a condition of three characters. The setup prints
 * each set's solutions and lines searched, so a time per operation gives solutions and lines per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PuyoNazoBenchmark {
    /** The published puzzles of 3 pairs: the first 12 of puyo2's set. */
    static final String[] THREE = {
        "1hgaaaaaaaaa_c1c1c1__u06", "3k03k03k01903k03k03k0190_G1s101__278", "3o02g0286SM6SM_o101g1__w03",
        "888888NNM_010101__u02", "8888b8xpozjoqmM_G121s1__205", "M00S0imOzrOC9aCQA_C1A1g1__u06",
        "M06gwpizp_C1o1A1__u64", "S00S00q00jM0qg0AgSSS_C1q1C1__u04", "jjgqqqqqqqqq_q1q1q1__u06",
        "o30g309qghjg_s1c1g1__u05", "10020g20sx9sijp9zikz_o1u1u1__u08", "300500J01c04cSSSSSSSSu_u1w141__u04"};
    /** The published puzzles of 4 pairs: the first 12 of puyo2's set. */
    static final String[] FOUR = {
        "1021z26z_i141q1A1__E03", "13MN3CNS9CQabAir_G1o1i1s1__u07", "1e06r02m04A01j_e1s101G1__u04",
        "30830810o10o_o1o1o1o1__u04", "60M60M60M60M60MAx99cA_s1A1s1A1__u05", "p8gsAg_i121o1E1__u04",
        "r00sokigAAwi_o12101C1__u06", "100b09p0rc09A0_o1s1s1u1__w05", "2102r02sASSSSSS_01A1o1c1__263",
        "3y83qg1xo1xo_01i1o1s1__u06", "400400681ac99hAi9x_A1G1G1A1__u07", "800cxicrkrjcqhc_g16141i1__u08"};
    /** The published puzzles of 5 pairs: the first 8 of puyo2's set. */
    static final String[] FIVE = {
        "403x0br0Ab9x_s1E1E1G1E1__200", "100q00j00i00p10rb09r0_01s1e1g1g1__u07", "2jo3cg3cg4x81jw1jw_o1i1u1i1o1__u08",
        "400j04y0jy09a0jx_21q16101G1__u07", "i2gkyArzspb9_01q1A1o1C1__u08", "q00yz1sipqybixrrjAskczahzq9_212121q1q1__u0e",
        "r00pg0Ng0ra0pi0_C1C1C1E1g1__u06", "r80s90kzgiri_i14101g101__u07"};

    /** The set: the puzzles of 3, 4 or 5 pairs. */
    @Param({"3", "4", "5"})
    public int pairs;

    private final NazoSolver solver = new NazoSolver(5);
    private NazoPuzzle[] puzzles;

    @Setup(Level.Trial)
    public void setUp() {
        String[] queries = pairs == 3 ? THREE : pairs == 4 ? FOUR : FIVE;
        puzzles = new NazoPuzzle[queries.length];
        long solutions = 0;
        long searched = 0;
        long first = 0;
        for (int i = 0; i < queries.length; i++) {
            puzzles[i] = IpsUrl.decode(queries[i]);
            NazoResult all = solver.solve(puzzles[i], false);
            solutions += all.solutions().size();
            searched += all.searched();
            first += solver.solve(puzzles[i], true).searched();
        }
        System.out.println("\n" + pairs + " pairs: " + puzzles.length + " puzzles, " + solutions + " solutions, "
                + searched + " lines searched for all, " + first + " to the first");
    }

    /**
     * Every solution of every puzzle of the set.
     *
     * @return the solutions found, so that nothing is optimised away
     */
    @Benchmark
    public long allSolutions() {
        long n = 0;
        for (NazoPuzzle p : puzzles) {
            n += solver.solve(p, false).solutions().size();
        }
        return n;
    }

    /**
     * The first solution of every puzzle of the set.
     *
     * @return the lines searched, so that nothing is optimised away
     */
    @Benchmark
    public long firstSolution() {
        long n = 0;
        for (NazoPuzzle p : puzzles) {
            n += solver.solve(p, true).searched();
        }
        return n;
    }
}
