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
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The record of one {@link VersusMatch}: its {@link VersusSetup}, every {@link VersusEvent} with its frame,
 * and the {@link VersusResult}. The match writes events as two {@code long}s each into an array it keeps
 * from match to match, so logging allocates nothing once the array is large enough; {@link #events()}
 * turns them into records. {@link VersusMatch#replay} plays a log again and reproduces it exactly.
 * <pre>
 *   word 0:  bits 63..8 frame          7..4 side        3..0 type
 *   word 1:  per type
 *     PLACED         [frames 16 @40][placement index in Placement.ALL 5 @32][pair index 32 @0]
 *     CHAIN_STEPPED  [bonus 1 @56][frames 16 @40][chain 8 @32][score 32 @0]
 *     GARBAGE_SENT   [sent 21 @42][offset 21 @21][produced 21 @0]
 *     GARBAGE_DUE    [count 32 @0]
 *     GARBAGE_DROPPED[frames 16 @24][extra columns 6 @16][rows 8 @8][count 8 @0]
 *     ALL_CLEAR, TOPPED_OUT: 0
 * </pre>
 * Not thread-safe; {@link #copy()} a log to keep it past the match's next game.
 */
public final class VersusLog {
    static final int PLACED = 0;
    static final int CHAIN_STEPPED = 1;
    static final int GARBAGE_SENT = 2;
    static final int GARBAGE_DUE = 3;
    static final int GARBAGE_DROPPED = 4;
    static final int ALL_CLEAR = 5;
    static final int TOPPED_OUT = 6;
    private static final long MASK_16 = 0xFFFF;
    private static final long MASK_21 = (1L << 21) - 1;

    private VersusSetup setup;
    private PuyoPair[] script; // tests only: pairs dealt in place of the sequence's
    private VersusResult result;
    private long[] words;
    private int size; // words used
    private VersusLog expected; // while a replay runs: the log each event is checked against

    VersusLog() {
        this(new long[1 << 12]);
    }

    private VersusLog(long[] words) {
        this.words = words;
    }

    void reset(VersusSetup setup, PuyoPair[] script) {
        this.setup = setup;
        this.script = script;
        this.result = null;
        this.size = 0;
    }

    void finish(VersusResult result) {
        this.result = result;
        if (expected != null && (size != expected.size || !result.equals(expected.result))) {
            throw new IllegalArgumentException("the log does not replay: it holds " + expected.size() + " events and"
                    + " ends " + expected.result + ", the match gives " + size() + " and ends " + result);
        }
    }

    /** From now on, checks every event added against {@code log}'s (null: no longer). */
    void expect(VersusLog log) {
        this.expected = log;
    }

    boolean isReplaying() {
        return expected != null;
    }

    private void add(int type, int frame, int side, long payload) {
        if (size == words.length) {
            words = Arrays.copyOf(words, 2 * words.length);
        }
        words[size] = (long) frame << 8 | side << 4 | type;
        words[size + 1] = payload;
        size += 2;
        if (expected != null && (size > expected.size || words[size - 2] != expected.words[size - 2]
                || payload != expected.words[size - 1])) {
            int i = size() - 1;
            throw new IllegalArgumentException("the log does not replay: event " + i + " was "
                    + (i < expected.size() ? "\"" + VersusText.describe(expected.event(i)) + "\"" : "not in the log")
                    + ", the match gives \"" + VersusText.describe(event(i)) + "\"");
        }
    }

    void placed(int frame, int side, int pairIndex, Placement placement, int frames) {
        add(PLACED, frame, side, pairIndex & 0xFFFF_FFFFL | (long) Placement.ALL.indexOf(placement) << 32
                | (long) frames << 40);
    }

    void chainStepped(int frame, int side, int chain, int score, int frames, boolean bonus) {
        add(CHAIN_STEPPED, frame, side, score & 0xFFFF_FFFFL | (long) Math.min(chain, 255) << 32
                | (long) frames << 40 | (bonus ? 1L << 56 : 0));
    }

    void garbageSent(int frame, int side, int produced, int offset, int sent) {
        add(GARBAGE_SENT, frame, side, produced | (long) offset << 21 | (long) sent << 42);
    }

    void garbageDue(int frame, int side, int count) {
        add(GARBAGE_DUE, frame, side, count);
    }

    void garbageDropped(int frame, int side, int count, int rows, int extraColumns, int frames) {
        add(GARBAGE_DROPPED, frame, side, count | rows << 8 | extraColumns << 16 | (long) frames << 24);
    }

    void allClear(int frame, int side) {
        add(ALL_CLEAR, frame, side, 0);
    }

    void toppedOut(int frame, int side) {
        add(TOPPED_OUT, frame, side, 0);
    }

    /** The word 0 of event {@code i}. */
    long head(int i) {
        return words[2 * i];
    }

    /** The word 1 of event {@code i}. */
    long payload(int i) {
        return words[2 * i + 1];
    }

    static int type(long head) {
        return (int) head & 0xF;
    }

    static int sideOf(long head) {
        return (int) head >>> 4 & 0xF;
    }

    /** The placement of a PLACED event's payload. */
    static Placement placementOf(long payload) {
        return Placement.ALL.get((int) (payload >>> 32) & 0x1F);
    }

    /**
     * The setup the match was played with.
     *
     * @return the setup
     */
    public VersusSetup setup() {
        return setup;
    }

    /**
     * How the match ended, or null while it runs.
     *
     * @return the result
     */
    public VersusResult result() {
        return result;
    }

    /**
     * The number of events logged.
     *
     * @return the events
     */
    public int size() {
        return size / 2;
    }

    /**
     * Event {@code i} as a record (allocates).
     *
     * @param i the event's index, 0..size()-1
     * @return the event
     * @throws IndexOutOfBoundsException if {@code i} is out of range
     */
    public VersusEvent event(int i) {
        return event(i, setup.sequence());
    }

    PuyoPair[] script() {
        return script;
    }

    private VersusEvent event(int i, PuyoPairSequence sequence) {
        if (i < 0 || i >= size()) {
            throw new IndexOutOfBoundsException("event " + i + " of " + size());
        }
        long head = head(i);
        long p = payload(i);
        int frame = (int) (head >>> 8);
        int side = sideOf(head);
        switch (type(head)) {
            case PLACED:
                return new VersusEvent.Placed(frame, side, (int) p,
                        script != null ? script[(int) p % script.length] : sequence.pair((int) p), placementOf(p),
                        (int) (p >>> 40 & MASK_16));
            case CHAIN_STEPPED:
                return new VersusEvent.ChainStepped(frame, side, (int) (p >>> 32) & 0xFF, (int) p,
                        (int) (p >>> 40 & MASK_16), (p >>> 56 & 1) != 0);
            case GARBAGE_SENT:
                return new VersusEvent.GarbageSent(frame, side, (int) (p & MASK_21), (int) (p >>> 21 & MASK_21),
                        (int) (p >>> 42 & MASK_21));
            case GARBAGE_DUE:
                return new VersusEvent.GarbageDue(frame, side, (int) p);
            case GARBAGE_DROPPED:
                return new VersusEvent.GarbageDropped(frame, side, (int) p & 0xFF, (int) (p >>> 8) & 0xFF,
                        (int) (p >>> 16) & 0x3F, (int) (p >>> 24 & MASK_16));
            case ALL_CLEAR:
                return new VersusEvent.AllClear(frame, side);
            default:
                return new VersusEvent.ToppedOut(frame, side);
        }
    }

    /**
     * Every event as a record, in the order the match ran them (allocates).
     *
     * @return the events
     */
    public List<VersusEvent> events() {
        PuyoPairSequence sequence = size == 0 ? null : setup.sequence();
        List<VersusEvent> events = new ArrayList<>(size());
        for (int i = 0; i < size(); i++) {
            events.add(event(i, sequence));
        }
        return events;
    }

    /**
     * A copy that later matches do not change.
     *
     * @return the copy
     */
    public VersusLog copy() {
        VersusLog c = new VersusLog(Arrays.copyOf(words, Math.max(size, 2)));
        c.setup = setup;
        c.script = script;
        c.result = result;
        c.size = size;
        return c;
    }

    /**
     * Whether the other log holds the same setup, events and result.
     *
     * @param o the other object
     * @return true if both logs record the same match
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof VersusLog l && Objects.equals(setup, l.setup) && Objects.equals(result, l.result)
                && Arrays.equals(words, 0, size, l.words, 0, l.size);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(setup);
        for (int i = 0; i < size; i++) {
            h = 31 * h + Long.hashCode(words[i]);
        }
        return h;
    }

    /**
     * One line per side and one for the result: pairs placed (its Placed events, the number
     * {@link VersusResult} and {@link PlayerView#pairsPlaced()} give), largest chain, garbage sent and
     * received, then who won at which frame.
     *
     * @return the summary, lines ending in a newline
     */
    public String summary() {
        int[] pairs = new int[2];
        int[] largest = new int[2];
        int[] sent = new int[2];
        int[] dropped = new int[2];
        long[] score = new long[2];
        for (int i = 0; i < size(); i++) {
            long head = head(i);
            long p = payload(i);
            int s = sideOf(head);
            switch (type(head)) {
                case PLACED -> pairs[s]++;
                case CHAIN_STEPPED -> {
                    largest[s] = Math.max(largest[s], (int) (p >>> 32) & 0xFF);
                    score[s] += (int) p;
                }
                case GARBAGE_SENT -> sent[s] += (int) (p >>> 42 & MASK_21);
                case GARBAGE_DROPPED -> dropped[s] += (int) p & 0xFF;
                default -> { }
            }
        }
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            b.append(s == 0 ? "first:  " : "second: ").append(pairs[s]).append(" pairs, score ").append(score[s])
                    .append(", largest chain ").append(largest[s]).append(", garbage sent ").append(sent[s])
                    .append(", received ").append(dropped[s]).append('\n');
        }
        if (result != null) {
            b.append(result.outcome().toString().toLowerCase(Locale.ROOT).replace('_', ' '))
                    .append(" (").append(result.end().toString().toLowerCase(Locale.ROOT).replace('_', ' '))
                    .append(") at frame ").append(result.frames())
                    .append(String.format(Locale.ROOT, " (%.1f s)", result.frames() / 60.0)).append('\n');
        }
        return b.toString();
    }
}
