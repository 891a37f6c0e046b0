package io.bitfall.bench.report;

import java.util.List;
import java.util.Locale;

/**
 * Draws the speedups (reference time over engine time) of every comparison as horizontal bars on a log
 * scale, one bar per JDK in one colour per JDK, as a self-contained SVG.
 */
final class SpeedupChart {
    private static final int WIDTH = 860;
    private static final int LABEL_WIDTH = 250;
    private static final int VALUE_WIDTH = 70;
    private static final int BAR = 14;
    private static final int BAR_GAP = 3;
    private static final int GROUP_GAP = 10;
    private static final int HEADER = 22;
    private static final int TOP = 70;
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1"};

    private SpeedupChart() {
    }

    /** One colour per JDK, by its position in {@code jdks}: JDK 17 blue, the next orange, ... */
    static String colour(int jdkIndex) {
        return COLOURS[jdkIndex % COLOURS.length];
    }

    /**
     * The chart.
     *
     * @param jdks   the run labels, in legend order
     * @param groups per benchmark class (title) and workload, the comparisons of each JDK (null where a
     *               JDK has none)
     */
    static String svg(List<String> jdks, List<Group> groups) {
        double max = 10;
        double min = 1;
        for (Group g : groups) {
            for (Comparison c : g.byJdk()) {
                if (c != null && c.speedup() > 0 && Double.isFinite(c.speedup())) {
                    max = Math.max(max, c.speedup());
                    min = Math.min(min, c.speedup());
                }
            }
        }
        int loDecade = (int) Math.floor(Math.log10(min));
        int hiDecade = (int) Math.ceil(Math.log10(max));
        int plotLeft = LABEL_WIDTH;
        int plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;

        StringBuilder body = new StringBuilder();
        int y = TOP;
        String lastTitle = null;
        for (Group g : groups) {
            if (!g.title().equals(lastTitle)) {
                y += 4;
                body.append(text(8, y + 13, g.title(), "start", "font-weight=\"bold\""));
                y += HEADER;
                lastTitle = g.title();
            }
            int groupHeight = jdks.size() * (BAR + BAR_GAP) - BAR_GAP;
            body.append(text(plotLeft - 8, y + groupHeight / 2 + 4, g.workload(), "end", ""));
            for (int j = 0; j < jdks.size(); j++) {
                Comparison c = g.byJdk().get(j);
                int by = y + j * (BAR + BAR_GAP);
                if (c == null) {
                    continue;
                }
                double s = c.speedup();
                double w = (Math.log10(s) - loDecade) / (hiDecade - loDecade) * plotWidth;
                body.append(String.format(Locale.ROOT,
                        "  <rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\">"
                                + "<title>%s %s %s: %s</title></rect>%n",
                        plotLeft, by, Math.max(1, w), BAR, colour(j), escape(g.title()), escape(g.workload()),
                        jdks.get(j), ResultsPage.times(s)));
                body.append(text((int) (plotLeft + Math.max(1, w) + 4), by + BAR - 3, ResultsPage.times(s), "start",
                        "font-size=\"11\""));
            }
            y += groupHeight + GROUP_GAP;
        }
        int plotBottom = y;

        StringBuilder svg = new StringBuilder();
        int height = plotBottom + 30;
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">%n",
                WIDTH, height, WIDTH, height));
        svg.append(String.format(Locale.ROOT, "  <rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, height));
        svg.append(text(8, 22, "Engine speedup over the array reference (reference time / engine time, log scale)",
                "start", "font-size=\"15\" font-weight=\"bold\""));
        int lx = 8;
        for (int j = 0; j < jdks.size(); j++) {
            svg.append(String.format(Locale.ROOT,
                    "  <rect x=\"%d\" y=\"36\" width=\"14\" height=\"14\" fill=\"%s\"/>%n", lx, colour(j)));
            svg.append(text(lx + 20, 48, jdks.get(j), "start", ""));
            lx += 90;
        }
        for (int d = loDecade; d <= hiDecade; d++) {
            double x = plotLeft + (double) (d - loDecade) / (hiDecade - loDecade) * plotWidth;
            svg.append(String.format(Locale.ROOT,
                    "  <line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"1\"/>%n",
                    x, TOP - 6, x, plotBottom, d == 0 ? "#555" : "#ddd"));
            String tick = d >= 0 ? String.format(Locale.ROOT, "%.0fx", Math.pow(10, d)) : "1e" + d + "x";
            svg.append(text((int) x, plotBottom + 16, tick, "middle", "fill=\"#555\""));
        }
        svg.append(body);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static String text(int x, int y, String s, String anchor, String extra) {
        return String.format(Locale.ROOT, "  <text x=\"%d\" y=\"%d\" text-anchor=\"%s\" %s>%s</text>%n",
                x, y, anchor, extra, escape(s));
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /**
     * The bars of one workload of one benchmark class.
     *
     * @param byJdk one comparison per JDK, in the order of the chart's JDKs, null where missing
     */
    record Group(String title, String workload, List<Comparison> byJdk) {
    }
}
