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
package io.bitfall.bench.lab;

import io.bitfall.puyo.upi.UpiPlayer;
import io.bitfall.puyo.versus.VersusResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * The versus runner's table of a set of matches: the AIs' wins with 95% confidence intervals (Wilson), the
 * garbage each sent per minute of play, draws, the first side's wins, faults of outside engines (each its
 * side's loss) and the mean match length. One run
 * prints it from its matches, {@code VersusRunner merge} from the result lines of several runs; the same
 * matches give the same table, in whatever order and split they come.
 */
final class VersusTally {
    private VersusTally() {
    }

    /**
     * The table of {@code lines}, all played with the same settings.
     *
     * @throws IllegalArgumentException if there are none, or two differ in their settings
     */
    static String table(List<VersusResultLine> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no matches to count");
        }
        VersusResultLine one = lines.get(0);
        for (VersusResultLine l : lines) {
            if (!l.settings().equals(one.settings())) {
                throw new IllegalArgumentException("the matches were played with different settings: " + one.settings()
                        + " and " + l.settings());
            }
        }
        String[] ais = one.ais().toArray(String[]::new);
        int wa = one.widths().get(0);
        int wb = one.widths().get(1);
        boolean selfPlay = ais[0].equals(ais[1]) && wa == wb;
        int n = lines.size();
        int[] wins = new int[2];
        long[] sent = new long[2];
        int draws = 0;
        int firstSideWins = 0;
        long frames = 0;
        long pairs = 0;
        TreeSet<Long> seeds = new TreeSet<>();
        int[] faults = new int[2];
        VersusResultLine firstFault = null;
        List<VersusResultLine> ordered = new ArrayList<>(lines); // in the order one run plays them
        ordered.sort(Comparator.comparingLong(VersusResultLine::seed).thenComparing(VersusResultLine::swapped));
        for (VersusResultLine l : ordered) {
            if (l.end().equals(VersusResult.End.FAULT.name())) {
                faults[1 - l.winnerByName()]++;
                firstFault = firstFault == null ? l : firstFault;
            }
            int w = l.winnerByName();
            if (w < 0) {
                draws++;
            } else {
                wins[w]++;
            }
            if (l.firstSideWon()) {
                firstSideWins++;
            }
            sent[0] += l.sentByName(0);
            sent[1] += l.sentByName(1);
            frames += l.frames();
            pairs += l.firstPairs() + l.secondPairs();
            seeds.add(l.seed());
        }
        double minutes = frames / 3600.0;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s vs %s: %d matches (seeds %s, %s), %d colours, beam width %s, "
                + "limits %d pairs / %d frames%n", ais[0], ais[1], n, ranges(seeds), selfPlay
                ? "one AI on both sides, each seed once" : "each played twice with the sides swapped", one.colours(),
                wa == wb ? "" + wa : wa + " (A) and " + wb + " (B)", one.maxPairs(), one.maxFrames()));
        b.append(String.format(Locale.ROOT, "%-10s %6s %8s %18s %16s%n", "AI", "wins", "rate", "95% CI", "garbage/min"));
        for (int ai = 0; ai < 2; ai++) {
            double[] ci = wilson(wins[ai], n);
            b.append(String.format(Locale.ROOT, "%-10s %6d %7.1f%% %8.1f%% - %5.1f%% %16.1f%n",
                    (ai == 0 ? "A " : "B ") + (UpiPlayer.isSpec(ais[ai]) ? "upi" : ais[ai]), wins[ai], 100.0 * wins[ai] / n, 100 * ci[0], 100 * ci[1],
                    sent[ai] / minutes));
        }
        double[] ci = wilson(firstSideWins, n);
        b.append(String.format(Locale.ROOT, "draws %d; the first side won %d (%.1f%%, 95%% CI %.1f%% - %.1f%%)%n",
                draws, firstSideWins, 100.0 * firstSideWins / n, 100 * ci[0], 100 * ci[1]));
        if (UpiPlayer.isSpec(ais[0]) || UpiPlayer.isSpec(ais[1]) || firstFault != null) {
            b.append(String.format(Locale.ROOT, "faults: A %d, B %d (each its side's loss, in the wins above)%s%n",
                    faults[0], faults[1], firstFault == null ? "" : "; the first, seed " + firstFault.seed() + ", "
                    + (firstFault.winnerByName() == 1 ? "A" : "B") + ": " + firstFault.fault()));
        }
        b.append(String.format(Locale.ROOT, "mean match %.0f frames (%.1f s of play), %.1f pairs per player%n",
                (double) frames / n, frames / 60.0 / n, pairs / 2.0 / n));
        return b.toString();
    }

    /** The seeds as ranges: {@code 1..20}, or {@code 1..5, 9..9, 11..12} where some are missing. */
    static String ranges(TreeSet<Long> seeds) {
        List<String> parts = new ArrayList<>();
        Long from = null;
        Long to = null;
        for (long s : seeds) {
            if (to != null && s == to + 1) {
                to = s;
                continue;
            }
            if (from != null) {
                parts.add(from + ".." + to);
            }
            from = s;
            to = s;
        }
        parts.add(from + ".." + to);
        return String.join(", ", parts);
    }

    /** The Wilson score interval at 95% for {@code k} successes in {@code n} trials. */
    static double[] wilson(int k, int n) {
        double z = 1.959964;
        double p = (double) k / n;
        double d = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / d;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
