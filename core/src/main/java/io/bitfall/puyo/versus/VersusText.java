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
package io.bitfall.puyo.versus;

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoSimulator;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A versus match as text for people: one line per event, and at the events chosen, both fields side by
 * side (rows 13 to 1, the first player's on the left). Columns are numbered 0 to 5 and rows 1 to 13, as
 * everywhere in bitfall (see {@code io.bitfall.puyo}). The fields are rebuilt by replaying the log, so a
 * log alone is enough to render it.
 */
public final class VersusText {
    private VersusText() {
    }

    /**
     * The match of {@code log}, one line per event, with both fields drawn after each event that
     * {@code showFields} accepts, then the log's {@linkplain VersusLog#summary() summary}.
     *
     * @param log        the match
     * @param newField   makes the fields to replay on (e.g. {@code PuyoField::new})
     * @param showFields which events to draw the fields after
     * @param <F>        the field type
     * @return the text, lines ending in a newline
     * @throws IllegalArgumentException if the log has no result or does not replay ({@link VersusMatch#replay})
     */
    public static <F extends PuyoSimulator<F>> String render(VersusLog log, Supplier<F> newField,
            Predicate<VersusEvent> showFields) {
        StringBuilder b = new StringBuilder();
        VersusMatch<F> match = new VersusMatch<>(newField);
        match.observe((l, i, first, second) -> {
            VersusEvent e = l.event(i);
            b.append(describe(e)).append('\n');
            if (showFields.test(e)) {
                fields(b, first.field(), second.field());
            }
        });
        match.replay(log);
        return b.append(match.log().summary()).toString();
    }

    /**
     * Both fields side by side, rows 13 to 1, the first player's on the left, with a header line.
     *
     * @param first  the first player's field
     * @param second the second player's field
     * @param <F>    the field type
     * @return the text, 14 lines ending in a newline
     */
    public static <F extends PuyoSimulator<F>> String fields(F first, F second) {
        return fields(new StringBuilder(), first, second).toString();
    }

    private static <F extends PuyoSimulator<F>> StringBuilder fields(StringBuilder b, F first, F second) {
        b.append("  first   second\n");
        for (int row = 13; row >= 1; row--) {
            b.append("  ");
            row(b, first, row);
            b.append("  ");
            row(b, second, row);
            b.append('\n');
        }
        return b;
    }

    private static void row(StringBuilder b, PuyoSimulator<?> field, int row) {
        for (int c = 0; c < 6; c++) {
            b.append(field.get(c, row).letter());
        }
    }

    /**
     * One event as one line: frame, side and what happened, e.g.
     * {@code "frame   412 second: 2-chain step: 320 points (62 frames)"}.
     *
     * @param e the event
     * @return the line, without a newline
     */
    public static String describe(VersusEvent e) {
        String head = String.format(Locale.ROOT, "frame %5d %-7s ", e.frame(), e.side() == 0 ? "first:" : "second:");
        if (e instanceof VersusEvent.Placed p) {
            return head + "pair " + p.pairIndex() + " " + p.pair().axis().letter() + p.pair().child().letter()
                    + " to " + placement(p.placement()) + " (" + p.frames() + " frames)";
        } else if (e instanceof VersusEvent.ChainStepped s) {
            return head + "chain step " + s.chain() + ": " + s.score() + " points" + (s.bonus() ? " (all-clear bonus)"
                    : "") + " (" + s.frames() + " frames)";
        } else if (e instanceof VersusEvent.GarbageSent g) {
            return head + g.produced() + " garbage made, " + g.offset() + " offset, " + g.sent() + " sent";
        } else if (e instanceof VersusEvent.GarbageDue d) {
            return head + d.count() + " garbage now due";
        } else if (e instanceof VersusEvent.GarbageDropped d) {
            return head + d.count() + " garbage fell (" + d.rows() + " rows, extra columns "
                    + columns(d.extraColumns()) + ") (" + d.frames() + " frames)";
        } else if (e instanceof VersusEvent.AllClear) {
            return head + "all clear";
        } else {
            return head + "topped out";
        }
    }

    /** "column 2 child up": columns 0..5 from the left, as the API numbers them ({@code io.bitfall.puyo}). */
    private static String placement(Placement p) {
        return "column " + p.column() + " child " + p.rotation().toString().toLowerCase(Locale.ROOT);
    }

    private static String columns(int mask) {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            if ((mask >>> c & 1) != 0) {
                b.append(c);
            }
        }
        return b.length() == 0 ? "none" : b.toString();
    }
}
