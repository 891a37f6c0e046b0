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

import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.PuyoPairSequence;
import io.bitfall.puyo.PuyoSimulator;
import java.util.function.Supplier;

/**
 * A Puyo Puyo Tsu match between two {@link VersusPlayer}s, with garbage, offsetting and time in frames,
 * by the rules of {@code core/docs/puyo-rules.md}, "Versus" (puyoai's duel server where the games
 * differ). Both players are dealt the same pairs; each side runs on its own clock, so that while one
 * side's long chain runs, the other may place several pairs.
 *
 * <p>A side's turn, in frames: {@value VersusFrames#PREPARE_NEXT} until its pair can be moved, then the
 * player decides (the match's clock does not run while it thinks) and the pair takes
 * {@link VersusFrames#placement} frames to land; then each chain step pops, sends its garbage and takes
 * {@link ChainStep#stepFrames} frames; when the chain ends (at once if nothing popped), garbage this side
 * sent becomes due on the opponent, and up to {@value VersusFrames#MAX_GARBAGE_DROP} due garbage falls on
 * this side ({@link VersusFrames#garbageDrop} frames, extra columns from a generator seeded by the
 * {@link VersusSetup}); then, if its spawn cell is filled, the side has lost, else its next pair comes.
 * Events on the same frame run the first side's before the second's, as in puyoai's duel server.
 *
 * <p>The match is generic over {@link PuyoSimulator}, so it runs on the engine and on the reference alike.
 * One object plays any number of matches, one at a time; with players that allocate nothing, a match
 * allocates nothing per placement (only its {@link VersusSetup#sequence()} and result, and its log when
 * it grows). Not thread-safe: one match object per thread.
 *
 * @param <F> the field type, engine or reference
 */
public final class VersusMatch<F extends PuyoSimulator<F>> {
    private static final int SPAWN = 0;
    private static final int DECIDE = 1;
    private static final int GROUND = 2;
    private static final int STEP = 3;
    private static final int IDLE = 4;
    private static final int NEVER = Integer.MAX_VALUE;

    private final PlayerView<F> first;
    private final PlayerView<F> second;
    private final VersusLog log = new VersusLog();
    private final int[] order = new int[6];
    private VersusObserver<F> observer;
    private VersusSetup setup;
    private boolean pairLimit;
    private int faulted; // the side that faulted, or -1
    private String fault;

    /**
     * A match whose two fields are made by {@code newField} (e.g. {@code PuyoField::new}).
     *
     * @param newField makes an empty field
     */
    public VersusMatch(Supplier<F> newField) {
        first = new PlayerView<>(0, newField.get());
        second = new PlayerView<>(1, newField.get());
        first.opponent = second;
        second.opponent = first;
    }

    /**
     * Tells {@code observer} of every event of the matches played from now on; null stops it.
     *
     * @param observer the observer, or null
     */
    public void observe(VersusObserver<F> observer) {
        this.observer = observer;
    }

    /**
     * Plays a whole match and returns how it ended; {@link #log()} then holds its events.
     *
     * @param setup         the pairs, the garbage seed and the limits
     * @param firstPlayer   the first side's player
     * @param secondPlayer  the second side's player
     * @return the result
     * @throws IllegalStateException if a player returns null or a placement that is not legal on its field
     *                               (the match stops there; its log holds the events so far); a player
     *                               that throws {@link PlayerFaultException} loses instead
     * @throws NullPointerException  if an argument is null
     */
    public VersusResult play(VersusSetup setup, VersusPlayer<F> firstPlayer, VersusPlayer<F> secondPlayer) {
        return play(setup, null, null, null, firstPlayer, secondPlayer);
    }

    /**
     * {@link #play(VersusSetup, VersusPlayer, VersusPlayer)} for hand-made scenarios in tests: the pairs of
     * {@code script} (dealt over and over) in place of the setup's sequence, and the sides starting on
     * copies of the given fields (empty where null).
     */
    VersusResult play(VersusSetup setup, PuyoPair[] script, F firstStart, F secondStart,
            VersusPlayer<F> firstPlayer, VersusPlayer<F> secondPlayer) {
        if (setup == null || firstPlayer == null || secondPlayer == null) {
            throw new NullPointerException(setup == null ? "setup" : firstPlayer == null ? "firstPlayer"
                    : "secondPlayer");
        }
        this.setup = setup;
        PuyoPairSequence sequence = setup.sequence();
        reset(first, sequence, script, firstStart);
        reset(second, sequence, script, secondStart);
        log.reset(setup, script);
        pairLimit = false;
        faulted = -1;
        fault = null;
        int end = NEVER;
        while (true) {
            PlayerView<F> s = first.next <= second.next ? first : second;
            int t = s.next;
            if (t > end) {
                break;
            }
            if (t > setup.maxFrames()) {
                end = setup.maxFrames();
                break;
            }
            first.frame = t;
            second.frame = t;
            run(s, t, s == first ? firstPlayer : secondPlayer);
            if (faulted >= 0) {
                end = t;
                break;
            }
            if (s.state == IDLE) {
                end = Math.min(end, t);
            }
        }
        first.frame = end;
        second.frame = end;
        VersusResult result = new VersusResult(outcome(), end(), end, first.pairsPlaced, second.pairsPlaced,
                first.sent, second.sent, fault);
        log.finish(result);
        firstPlayer.matchEnded(result, 0);
        secondPlayer.matchEnded(result, 1);
        return result;
    }

    /**
     * Plays the match of {@code log} again, each side placing its pairs where the log says, and returns
     * its result; {@link #log()} then equals {@code log} (same setup, events and result) and the fields end
     * as they did.
     *
     * @param log the log to replay (it may be this match's own log)
     * @return the result, the same as the log's
     * @throws IllegalStateException if the log does not hold a placement for every decision
     */
    public VersusResult replay(VersusLog log) {
        VersusLog recorded = log.copy();
        if (recorded.script() != null) {
            throw new IllegalArgumentException("a hand-made scenario's log cannot be replayed from the log alone");
        }
        return play(recorded.setup(), new LoggedPlayer<>(recorded, 0), new LoggedPlayer<>(recorded, 1));
    }

    /**
     * The log of the match played last (or running now): changed by the next match; {@link VersusLog#copy()}
     * it to keep it.
     *
     * @return the live log
     */
    public VersusLog log() {
        return log;
    }

    /**
     * A side as it stands now: after a match, its final state.
     *
     * @param side 0 for the first player, 1 for the second
     * @return the side's view
     * @throws IndexOutOfBoundsException if {@code side} is not 0 or 1
     */
    public PlayerView<F> view(int side) {
        if (side != 0 && side != 1) {
            throw new IndexOutOfBoundsException("side must be 0 or 1, was " + side);
        }
        return side == 0 ? first : second;
    }

    private void reset(PlayerView<F> s, PuyoPairSequence sequence, PuyoPair[] script, F start) {
        s.sequence = sequence;
        s.script = script;
        if (start != null) {
            s.field.copyFrom(start);
        } else {
            s.field.clear();
        }
        s.frame = 0;
        s.state = SPAWN;
        s.next = 0;
        s.chosen = null;
        s.chain = 0;
        s.pending = 0;
        s.due = 0;
        s.meter.reset();
        s.allClearBonus = false;
        s.random = setup.garbageSeed() ^ (s.side == 0 ? 0 : 0xD1B54A32D192ED03L); // one stream per side
        s.pairsPlaced = 0;
        s.score = 0;
        s.largestChain = 0;
        s.sent = 0;
        s.offset = 0;
        s.dropped = 0;
        s.toppedOut = false;
    }

    private void run(PlayerView<F> s, int t, VersusPlayer<F> player) {
        switch (s.state) {
            case SPAWN -> spawn(s, t);
            case DECIDE -> decide(s, t, player);
            case GROUND -> {
                s.field.place(s.pair(0), s.chosen);
                s.pairsPlaced++;
                s.chain = 0;
                step(s, t);
            }
            case STEP -> step(s, t);
            default -> throw new IllegalStateException("an idle side has no events");
        }
    }

    /** The side's next pair is to appear: it loses if its spawn cell is filled. */
    private void spawn(PlayerView<F> s, int t) {
        if (s.field.isGameOver()) {
            s.toppedOut = true;
            idle(s);
            log.toppedOut(t, s.side);
            told();
        } else if (s.pairsPlaced >= setup.maxPairs()) {
            pairLimit = true;
            idle(s);
        } else {
            s.state = DECIDE;
            s.next = t + VersusFrames.PREPARE_NEXT;
        }
    }

    private static void idle(PlayerView<?> s) {
        s.state = IDLE;
        s.next = NEVER;
    }

    private void decide(PlayerView<F> s, int t, VersusPlayer<F> player) {
        Placement p;
        try {
            p = player.decide(s, s.opponent);
        } catch (PlayerFaultException e) {
            faulted = s.side;
            fault = String.valueOf(e.getMessage());
            return;
        }
        if (p == null || !s.field.isLegal(p)) {
            throw new IllegalStateException("the " + (s.side == 0 ? "first" : "second") + " player chose " + p
                    + " for pair " + s.pairsPlaced + " at frame " + t + ", which is not legal on its field:\n"
                    + s.field.format());
        }
        s.field.heights(s.heights);
        int frames = VersusFrames.placement(s.heights, p);
        s.chosen = p;
        s.state = GROUND;
        s.next = t + frames;
        log.placed(t, s.side, s.pairsPlaced, p, frames);
        told();
    }

    /** The side's next chain step pops (or its chain ends) at frame {@code t}. */
    private void step(PlayerView<F> s, int t) {
        long r = s.field.stepInPlace(s.chain + 1);
        if (r != 0) {
            popped(s, t, r);
            return;
        }
        s.chain = 0; // the chain is over: what it sent becomes due, and this side's due garbage falls
        PlayerView<F> o = s.opponent;
        if (o.pending > 0) {
            int n = o.pending;
            o.due += n;
            o.pending = 0;
            log.garbageDue(t, o.side, n);
            told();
        }
        int n = Math.min(VersusFrames.MAX_GARBAGE_DROP, s.due);
        if (n == 0) {
            spawn(s, t);
            return;
        }
        s.due -= n;
        int rows = n / 6;
        int extra = extraColumns(s, n % 6);
        s.field.heights(s.heights);
        int frames = VersusFrames.garbageDrop(s.heights, rows, extra, n);
        s.field.dropGarbage(rows, extra);
        s.dropped += n;
        s.state = SPAWN;
        s.next = t + frames;
        log.garbageDropped(t, s.side, n, rows, extra, frames);
        told();
    }

    private void popped(PlayerView<F> s, int t, long r) {
        s.chain++;
        int score = ChainSummary.score(r);
        boolean bonus = s.chain == 1 && s.allClearBonus;
        if (bonus) {
            score += ChainStep.ALL_CLEAR_BONUS;
            s.allClearBonus = false;
        }
        s.score += score;
        s.largestChain = Math.max(s.largestChain, s.chain);
        s.state = STEP;
        s.next = t + ChainSummary.frames(r);
        log.chainStepped(t, s.side, s.chain, score, ChainSummary.frames(r), bonus);
        told();
        int produced = s.meter.add(score);
        if (produced > 0) { // cancel own pending garbage, then own due garbage, then send the rest
            int fromPending = Math.min(produced, s.pending);
            s.pending -= fromPending;
            int fromDue = Math.min(produced - fromPending, s.due);
            s.due -= fromDue;
            int sent = produced - fromPending - fromDue;
            s.offset += fromPending + fromDue;
            s.sent += sent;
            s.opponent.pending += sent;
            log.garbageSent(t, s.side, produced, fromPending + fromDue, sent);
            told();
        }
        if (ChainSummary.isAllClear(r)) {
            s.allClearBonus = true;
            log.allClear(t, s.side);
            told();
        }
    }

    /**
     * {@code k} (0..5) distinct columns drawn from the side's generator: a shuffle of the six columns, of
     * which the first {@code k} get one garbage puyo more.
     */
    private int extraColumns(PlayerView<F> s, int k) {
        for (int c = 0; c < 6; c++) {
            order[c] = c;
        }
        int mask = 0;
        for (int i = 0; i < k; i++) {
            int j = i + (int) ((nextRandom(s) >>> 1) % (6 - i));
            int c = order[j];
            order[j] = order[i];
            order[i] = c;
            mask |= 1 << c;
        }
        return mask;
    }

    /** SplitMix64. */
    private static long nextRandom(PlayerView<?> s) {
        long z = s.random += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private void told() {
        if (observer != null) {
            observer.onEvent(log, log.size() - 1, first, second);
        }
    }

    private VersusResult.Outcome outcome() {
        if (faulted >= 0) {
            return faulted == 0 ? VersusResult.Outcome.SECOND_WINS : VersusResult.Outcome.FIRST_WINS;
        }
        if (first.toppedOut == second.toppedOut) {
            return VersusResult.Outcome.DRAW;
        }
        return first.toppedOut ? VersusResult.Outcome.SECOND_WINS : VersusResult.Outcome.FIRST_WINS;
    }

    private VersusResult.End end() {
        if (faulted >= 0) {
            return VersusResult.End.FAULT;
        }
        if (first.toppedOut && second.toppedOut) {
            return VersusResult.End.BOTH_TOPPED_OUT;
        }
        if (first.toppedOut || second.toppedOut) {
            return VersusResult.End.TOPPED_OUT;
        }
        return pairLimit ? VersusResult.End.PAIR_LIMIT : VersusResult.End.FRAME_LIMIT;
    }

    /** Places each pair where a log says its side placed it. */
    private static final class LoggedPlayer<F extends PuyoSimulator<F>> implements VersusPlayer<F> {
        private final VersusLog log;
        private final int side;
        private int cursor;

        LoggedPlayer(VersusLog log, int side) {
            this.log = log;
            this.side = side;
        }

        @Override
        public Placement decide(PlayerView<F> own, PlayerView<F> opponent) {
            for (; cursor < log.size(); cursor++) {
                long head = log.head(cursor);
                if (VersusLog.type(head) == VersusLog.PLACED && VersusLog.sideOf(head) == side) {
                    return VersusLog.placementOf(log.payload(cursor++));
                }
            }
            VersusResult result = log.result();
            if (result != null && result.end() == VersusResult.End.FAULT && result.winner() != side) {
                throw new PlayerFaultException(result.fault()); // the fault that ended the logged match
            }
            throw new IllegalStateException("the log holds no placement for pair " + own.pairsPlaced()
                    + " of side " + side);
        }
    }
}
