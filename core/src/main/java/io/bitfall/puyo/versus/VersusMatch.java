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
import io.bitfall.puyo.TsuFrames;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A Puyo Puyo Tsu match between two {@link VersusPlayer}s, with garbage, offsetting and time in frames,
 * by the rules of {@code core/docs/puyo-rules.md}, "Versus" (puyoai's duel server where the games
 * differ). Both players are dealt the same pairs; each side runs on its own clock, so that while one
 * side's long chain runs, the other may place several pairs.
 *
 * <p>A side's turn, in frames: {@value TsuFrames#PREPARE_NEXT} until its pair can be moved, then the
 * player decides (the match's clock does not run while it thinks) and the pair takes
 * {@link TsuFrames#placement} frames to land; then each chain step pops, sends its garbage and takes
 * {@link ChainStep#stepFrames} frames; when the chain ends (at once if nothing popped), garbage this side
 * sent becomes due on the opponent, and up to {@value TsuFrames#MAX_GARBAGE_DROP} due garbage falls on
 * this side ({@link TsuFrames#garbageDrop} frames, extra columns from the setup's
 * {@link GarbageColumns}); then, if its spawn cell is filled, the side has lost, else its next pair comes.
 * Events on the same frame run the first side's before the second's, as in puyoai's duel server.
 *
 * <p>Players and observers see each side through its {@link PlayerView}, whose field is a copy the match
 * refreshes before each decision and each observer call: what they are handed cannot change the match. A
 * change to a shown field is refused when the call returns, naming the player or observer that made it;
 * so is a call of {@link #play} or {@link #replay} from inside the running match.
 *
 * <p>The match is generic over {@link PuyoSimulator}, so it runs on the engine and on the reference alike.
 * One object plays any number of matches, one at a time; with players that allocate nothing, a match
 * allocates nothing per placement (only its {@link VersusSetup#sequence()}, its garbage column draws and
 * result, and its log when it grows). Not thread-safe: one match object per thread.
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

    private final SideState<F> first;
    private final SideState<F> second;
    private final VersusLog log = new VersusLog();
    private VersusObserver<F> observer;
    private VersusSetup setup;
    private GarbageColumns.Draw garbageColumns;
    private boolean pairLimit;
    private int faulted; // the side that faulted, or -1
    private String fault;
    private boolean running;

    /**
     * A match whose fields are made by {@code newField} (e.g. {@code PuyoField::new}): each side's own,
     * and the copy its {@link PlayerView} shows.
     *
     * @param newField makes an empty field, a new one at each call
     * @throws IllegalArgumentException if {@code newField} returns the same field twice
     * @throws NullPointerException     if {@code newField} is null or returns null
     */
    public VersusMatch(Supplier<F> newField) {
        List<F> fields = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            F f = Objects.requireNonNull(newField.get(), "the field supplier returned null");
            for (F g : fields) {
                if (g == f) {
                    throw new IllegalArgumentException("the field supplier returned the same field twice: each side"
                            + " needs fields of its own (a supplier such as PuyoField::new)");
                }
            }
            fields.add(f);
        }
        first = new SideState<>(0, fields.get(0));
        second = new SideState<>(1, fields.get(1));
        first.view = new PlayerView<>(first, fields.get(2));
        second.view = new PlayerView<>(second, fields.get(3));
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
     * @throws IllegalStateException if a player returns null or a placement that is not legal on its field,
     *                               if a player or the observer changes a field it is shown, or if this match
     *                               is running (a player or observer called it): the message names the side
     *                               or the observer; the match stops there, its log holds the events so far
     *                               and has no result
     *                               (a player that throws {@link PlayerFaultException} loses instead)
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
        refuseIfRunning("play");
        running = true;
        try {
            return run(setup, script, firstStart, secondStart, firstPlayer, secondPlayer);
        } finally {
            running = false;
            log.expect(null);
            first.view.show();
            second.view.show();
        }
    }

    private void refuseIfRunning(String method) {
        if (running) {
            throw new IllegalStateException(method + "() was called while this match runs: a player or observer"
                    + " may not start a match on the match it is part of");
        }
    }

    /**
     * Time is an int: every event runs at a frame {@code t <= setup.maxFrames() <= 2^30} and adds less than
     * 2^16 frames to it, so no sum wraps ({@link VersusSetup#MAX_FRAME_LIMIT}).
     */
    private VersusResult run(VersusSetup setup, PuyoPair[] script, F firstStart, F secondStart,
            VersusPlayer<F> firstPlayer, VersusPlayer<F> secondPlayer) {
        this.setup = setup;
        garbageColumns = setup.garbageColumns().start(setup.garbageSeed());
        PuyoPairSequence sequence = setup.sequence();
        reset(first, sequence, script, firstStart);
        reset(second, sequence, script, secondStart);
        log.reset(setup, script);
        pairLimit = false;
        faulted = -1;
        fault = null;
        int end = NEVER;
        while (true) {
            SideState<F> s = first.next <= second.next ? first : second;
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
     * Plays the match of {@code log} again, each side placing its pairs where the log says, and checks
     * every event against the log's: {@link #log()} then equals {@code log} (same setup, events and result)
     * and the fields end as they did. A log that its match does not reproduce (one not written by a match,
     * or by a match from other start fields) is refused at its first event that differs. A log without a
     * result (copied before its match ended, or of a match that failed) is refused whole: it does not say
     * how the match ended, so there is nothing to verify its end against.
     *
     * @param log the log to replay (it may be this match's own log)
     * @return the result, the same as the log's
     * @throws IllegalArgumentException if the log has no result, or the match does not reproduce it: the
     *                                  message names the first event that differs, what the log holds and
     *                                  what the match gives (the match stops there)
     * @throws IllegalStateException    if this match is running (a player or observer called it)
     */
    public VersusResult replay(VersusLog log) {
        refuseIfRunning("replay");
        VersusLog recorded = log.copy();
        if (recorded.script() != null) {
            throw new IllegalArgumentException("a hand-made scenario's log cannot be replayed from the log alone");
        }
        if (recorded.result() == null) {
            throw new IllegalArgumentException("the log has no result (it was copied before its match ended, or"
                    + " its match failed), so its replay cannot be verified: " + recorded.size() + " events");
        }
        this.log.expect(recorded);
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
        return side == 0 ? first.view : second.view;
    }

    private void reset(SideState<F> s, PuyoPairSequence sequence, PuyoPair[] script, F start) {
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
        s.chosenPair = null;
        s.chain = 0;
        s.pending = 0;
        s.due = 0;
        s.meter.reset();
        s.allClearBonus = false;
        s.pairsPlaced = 0;
        s.score = 0;
        s.largestChain = 0;
        s.sent = 0;
        s.offset = 0;
        s.dropped = 0;
        s.toppedOut = false;
    }

    private void run(SideState<F> s, int t, VersusPlayer<F> player) {
        switch (s.state) {
            case SPAWN -> spawn(s, t);
            case DECIDE -> decide(s, t, player);
            case GROUND -> {
                s.field.place(s.chosenPair, s.chosen);
                s.chain = 0;
                step(s, t);
            }
            case STEP -> step(s, t);
            default -> throw new IllegalStateException("an idle side has no events");
        }
    }

    /** The side's next pair is to appear: it loses if its spawn cell is filled. */
    private void spawn(SideState<F> s, int t) {
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
            s.next = t + TsuFrames.PREPARE_NEXT;
        }
    }

    private static void idle(SideState<?> s) {
        s.state = IDLE;
        s.next = NEVER;
    }

    private void decide(SideState<F> s, int t, VersusPlayer<F> player) {
        SideState<F> o = s.opponent;
        s.view.show();
        o.view.show();
        Placement p;
        try {
            p = player.decide(s.view, o.view);
        } catch (PlayerFaultException e) {
            faulted = s.side;
            fault = String.valueOf(e.getMessage());
            return;
        }
        refuseChanges(s, t, -1);
        if (p == null || !s.field.isLegal(p)) {
            String e = "the " + s.name() + " player chose " + p + " for pair " + s.pairsPlaced + " at frame " + t
                    + ", which is not legal on its field:\n" + s.field.format();
            throw log.isReplaying() ? new IllegalArgumentException("the log does not replay: " + e)
                    : new IllegalStateException(e);
        }
        s.field.heights(s.heights);
        int frames = TsuFrames.placement(s.heights, p);
        s.chosen = p;
        s.chosenPair = s.pair(0);
        s.state = GROUND;
        s.next = t + frames;
        log.placed(t, s.side, s.pairsPlaced, p, frames);
        s.pairsPlaced++; // a pair counts as placed from its Placed event on, as in the log (package Javadoc)
        told();
    }

    /** The side's next chain step pops (or its chain ends) at frame {@code t}. */
    private void step(SideState<F> s, int t) {
        long r = s.field.stepInPlace(s.chain + 1);
        if (r != 0) {
            popped(s, t, r);
            return;
        }
        s.chain = 0; // the chain is over: what it sent becomes due, and this side's due garbage falls
        SideState<F> o = s.opponent;
        if (o.pending > 0) {
            int n = o.pending;
            o.due += n;
            o.pending = 0;
            log.garbageDue(t, o.side, n);
            told();
        }
        int n = Math.min(TsuFrames.MAX_GARBAGE_DROP, s.due);
        int extra = garbageColumns.turnEnded(s.side, n % 6); // at every turn end, as puyoai draws
        if (n == 0) {
            spawn(s, t);
            return;
        }
        s.due -= n;
        int rows = n / 6;
        s.field.heights(s.heights);
        int frames = TsuFrames.garbageDrop(s.heights, rows, extra, n);
        s.field.dropGarbage(rows, extra);
        s.dropped += n;
        s.state = SPAWN;
        s.next = t + frames;
        log.garbageDropped(t, s.side, n, rows, extra, frames);
        told();
    }

    private void popped(SideState<F> s, int t, long r) {
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

    private void told() {
        if (observer != null) {
            first.view.show();
            second.view.show();
            int index = log.size() - 1;
            observer.onEvent(log, index, first.view, second.view);
            refuseChanges(null, 0, index);
        }
    }

    /**
     * Refuses a change to a field shown on either side, naming who made it: the player of {@code decider}
     * deciding at frame {@code t}, or the observer told of event {@code index} when {@code decider} is null.
     */
    private void refuseChanges(SideState<F> decider, int t, int index) {
        for (int k = 0; k < 2; k++) {
            SideState<F> side = k == 0 ? first : second;
            if (side.view.changed()) {
                String who = decider == null ? "the observer" : "the " + decider.name() + " player";
                String whose = side == decider ? "its own field" : "the " + side.name() + " side's field";
                String when = decider == null ? " after event " + index
                        : " while deciding pair " + decider.pairsPlaced + " at frame " + t;
                throw new IllegalStateException(who + " changed " + whose + when + ", which it may only read;"
                        + " shown:\n" + side.view.field().format() + "the match's:\n" + side.field.format());
            }
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
            throw new IllegalArgumentException("the log does not replay: it holds no placement for pair " + own.pairsPlaced()
                    + " of side " + side);
        }
    }
}
