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

import java.util.List;
import java.util.Locale;

/**
 * Draws the speedups (reference time over engine time) of every comparison as horizontal bars on a log
 * scale, one bar per run in one colour per run, as a self-contained SVG. A bar whose run has error bars
 * carries a whisker over the speedups that the 99.9% intervals of engine and reference allow, and its label
 * gives that range ("107x (70-150x)"). The legend names each run's JDK, machine, date and JMH settings, and
 * explains only the marks the chart draws. A speedup whose error is more than a third of it
 * ({@link Comparison#tooNoisy()}) gets no bar and does not stretch the scale: a grey "too noisy to chart"
 * label stands in its place. The canvas is as wide as its longest text needs.
 */
final class SpeedupChart {
    private static final int PLOT_WIDTH = 460;
    private static final int MARGIN = 8;
    private static final int BAR = 14;
    private static final int BAR_GAP = 3;
    private static final int GROUP_GAP = 10;
    private static final int HEADER = 22;
    private static final int LEGEND_LINE = 18;
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1"};

    private SpeedupChart() {
    }

    /** One colour per run, by its position in the legend: the first blue, the next orange, ... */
    static String colour(int runIndex) {
        return COLOURS[runIndex % COLOURS.length];
    }

    /**
     * A generous estimate of the width of {@code s} in Helvetica or Arial of {@code size} pixels (bold
     * included): wide enough that text never runs off the canvas.
     */
    static int textWidth(String s, double size) {
        return (int) Math.ceil(s.length() * size * 0.62);
    }

    /**
     * The chart.
     *
     * @param runs   the column label of each run ({@link JdkRun#columnLabel()}), in legend order
     * @param groups per benchmark class (title) and workload, the comparisons of each run (null where a
     *               run has none)
     * @param smoke  true if any run is a smoke run: the title then says so
     */
    static String svg(List<String> runs, List<Group> groups, boolean smoke) {
        double max = 10;
        double min = 1;
        boolean whiskers = false;
        boolean noisy = false;
        int labelWidth = 0;
        int valueWidth = 0;
        int noisyWidth = 0;
        for (Group g : groups) {
            labelWidth = Math.max(labelWidth, textWidth(g.workload(), 12) + 2 * MARGIN);
            for (Comparison c : g.byRun()) {
                if (c != null && c.tooNoisy()) {
                    noisy = true;
                    noisyWidth = Math.max(noisyWidth, 4 + textWidth(noisyLabel(c), 11) + MARGIN);
                } else if (c != null && c.speedup() > 0 && Double.isFinite(c.speedup())) {
                    max = Math.max(max, c.speedup());
                    min = Math.min(min, c.speedup());
                    whiskers |= !Double.isNaN(c.speedupInterval()[0]);
                    valueWidth = Math.max(valueWidth, textWidth(value(c), 11) + 2 * MARGIN);
                }
            }
        }
        labelWidth = Math.max(labelWidth, 120);
        int loDecade = (int) Math.floor(Math.log10(min));
        int hiDecade = (int) Math.ceil(Math.log10(max));
        Scale scale = new Scale(labelWidth, PLOT_WIDTH, loDecade, hiDecade);
        String title = (smoke ? "Smoke run, not a measurement: e" : "E") + "ngine speedup over the array reference";
        String subtitle = "Reference time / engine time, log scale."
                + (whiskers ? " Black whiskers: the speedups the 99.9% error bars of both allow." : "")
                + (noisy ? " Grey text, no bar: too noisy to chart (error more than a third of the speedup)." : "");
        int width = Math.max(labelWidth + PLOT_WIDTH + valueWidth, labelWidth + noisyWidth);
        width = Math.max(width, MARGIN + textWidth(title, 15) + MARGIN);
        width = Math.max(width, MARGIN + textWidth(subtitle, 11) + MARGIN);
        for (String r : runs) {
            width = Math.max(width, 28 + textWidth(r, 12) + MARGIN);
        }
        int top = 58 + runs.size() * LEGEND_LINE + 12;

        StringBuilder body = new StringBuilder();
        int y = top;
        String lastTitle = null;
        for (Group g : groups) {
            if (!g.title().equals(lastTitle)) {
                y += 4;
                body.append(text(MARGIN, y + 13, g.title(), "start", "font-weight=\"bold\""));
                y += HEADER;
                lastTitle = g.title();
            }
            int groupHeight = runs.size() * (BAR + BAR_GAP) - BAR_GAP;
            body.append(text(scale.left - MARGIN, y + groupHeight / 2 + 4, g.workload(), "end", ""));
            for (int j = 0; j < runs.size(); j++) {
                Comparison c = g.byRun().get(j);
                if (c != null) {
                    bar(body, scale, g, c, j, y + j * (BAR + BAR_GAP));
                }
            }
            y += groupHeight + GROUP_GAP;
        }
        int plotBottom = y;

        StringBuilder svg = new StringBuilder();
        int height = plotBottom + 28;
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">%n",
                width, height, width, height));
        svg.append(String.format(Locale.ROOT, "  <rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
        svg.append(text(MARGIN, 22, title, "start", "font-size=\"15\" font-weight=\"bold\"" + (smoke ? " fill=\"#b00\"" : "")));
        svg.append(text(MARGIN, 40, subtitle, "start", "font-size=\"11\" fill=\"#555\""));
        for (int j = 0; j < runs.size(); j++) {
            int ly = 50 + j * LEGEND_LINE;
            svg.append(String.format(Locale.ROOT,
                    "  <rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>%n", MARGIN, ly, colour(j)));
            svg.append(text(28, ly + 12, runs.get(j), "start", ""));
        }
        for (int d = loDecade; d <= hiDecade; d++) {
            double x = scale.x(Math.pow(10, d));
            svg.append(String.format(Locale.ROOT,
                    "  <line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"1\"/>%n",
                    x, top - 6, x, plotBottom, d == 0 ? "#555" : "#ddd"));
            String tick = d >= 0 ? String.format(Locale.ROOT, "%,.0fx", Math.pow(10, d)) : "1e" + d + "x";
            svg.append(text((int) x, plotBottom + 16, tick, "middle", "fill=\"#555\""));
        }
        svg.append(body);
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** The label of a bar: the speedup and its range. */
    private static String value(Comparison c) {
        double[] i = c.speedupInterval();
        return ResultsPage.times(c.speedup()) + ResultsPage.range(i[0], i[1]);
    }

    /** What stands in for the bar of a speedup too noisy to chart. */
    private static String noisyLabel(Comparison c) {
        return "too noisy to chart: " + value(c);
    }

    /** One bar with its whisker and label, or only a grey label if the speedup is too noisy to chart. */
    private static void bar(StringBuilder body, Scale scale, Group g, Comparison c, int run, int by) {
        if (c.tooNoisy()) {
            body.append(text(scale.left + 4, by + BAR - 3, noisyLabel(c), "start", "font-size=\"11\" fill=\"#888\""));
            return;
        }
        double end = Math.max(scale.left + 1, scale.x(c.speedup()));
        String value = value(c);
        body.append(String.format(Locale.ROOT,
                "  <rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\">"
                        + "<title>%s %s, run %d: %s</title></rect>%n",
                scale.left, by, end - scale.left, BAR, colour(run),
                escape(g.title()), escape(g.workload()), run + 1, escape(value)));
        double[] interval = c.speedupInterval();
        double textX = end;
        if (!Double.isNaN(interval[0])) {
            double lo = Math.max(scale.left, scale.x(Math.max(interval[0], Double.MIN_NORMAL)));
            double hi = Double.isInfinite(interval[1]) ? scale.right() : Math.min(scale.right(), scale.x(interval[1]));
            int mid = by + BAR / 2;
            body.append(String.format(Locale.ROOT,
                    "  <path d=\"M%.1f %dV%dM%.1f %dH%.1f%s\" stroke=\"#222\" stroke-width=\"1.2\" fill=\"none\"/>%n",
                    lo, mid - 4, mid + 4, lo, mid, hi,
                    hi >= scale.right() ? "" : String.format(Locale.ROOT, "M%.1f %dV%d", hi, mid - 4, mid + 4)));
            textX = Math.max(textX, hi);
        }
        body.append(text((int) textX + 4, by + BAR - 3, value, "start", "font-size=\"11\""));
    }

    private static String text(int x, int y, String s, String anchor, String extra) {
        return String.format(Locale.ROOT, "  <text x=\"%d\" y=\"%d\" text-anchor=\"%s\" %s>%s</text>%n",
                x, y, anchor, extra, escape(s));
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** The log scale of the plot area: decade {@code lo} at {@code left}, decade {@code hi} at the right. */
    private record Scale(int left, int width, int lo, int hi) {
        double x(double speedup) {
            return left + (Math.log10(speedup) - lo) / (hi - lo) * width;
        }

        double right() {
            return left + width;
        }
    }

    /**
     * The bars of one workload of one benchmark class.
     *
     * @param title    the class's title ({@link Comparison#title})
     * @param workload the workload
     * @param byRun    one comparison per run, in the order of the chart's legend, null where missing
     */
    record Group(String title, String workload, List<Comparison> byRun) {
    }
}
