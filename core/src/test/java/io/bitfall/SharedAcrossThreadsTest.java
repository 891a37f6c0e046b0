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
package io.bitfall;

import io.bitfall.monomino.MonominoGame;

import io.bitfall.monomino.reference.ReferenceMonominoGame;

import io.bitfall.puyo.reference.ReferencePuyoField;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.monomino.BlockType;
import io.bitfall.monomino.MonominoSimulator;
import io.bitfall.puyo.ChainPotential;
import io.bitfall.puyo.ChainResult;
import io.bitfall.puyo.ChainStep;
import io.bitfall.puyo.ChainSummary;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.Rotation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, item 9: the immutable values of the API ({@link Placement}, {@link PuyoPair}, {@link ChainStep},
 * {@link ChainResult}'s steps, the enums, Monomino's {@link io.bitfall.monomino.BlockPlacement}) shared by
 * several threads, each with its own fields and games, give exactly what one thread gives alone.
 */
class SharedAcrossThreadsTest {
    private static final int THREADS = 4;
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    /** Runs {@code work} in {@link #THREADS} threads released at once; returns each thread's answer. */
    private static <T> List<T> inThreads(Callable<T> work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return work.call();
                }));
            }
            start.countDown();
            List<T> answers = new ArrayList<>();
            for (Future<T> f : futures) {
                answers.add(f.get());
            }
            return answers;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Shared inputs: mid-game fields (as text), and the pair each is played with. */
    private static final List<String> FIELDS = new ArrayList<>();
    private static final List<PuyoPair> PAIRS = new ArrayList<>();

    static {
        SplittableRandom random = new SplittableRandom(129);
        PuyoField f = new PuyoField();
        Placement[] moves = new Placement[22];
        while (FIELDS.size() < 400) {
            PuyoPair pair = new PuyoPair(COLOURS[random.nextInt(4)], COLOURS[random.nextInt(4)]);
            int n = f.legalPlacements(pair, moves);
            if (n == 0 || f.isGameOver()) {
                f.clear();
                continue;
            }
            FIELDS.add(f.toString());
            PAIRS.add(pair);
            f.placeAndResolve(pair, moves[random.nextInt(n)]);
        }
    }

    /** Everything one thread computes from the shared inputs, with its own fields, as text. */
    private static List<String> playPuyo() {
        List<String> out = new ArrayList<>();
        PuyoField child = new PuyoField();
        ChainPotential potential = new ChainPotential();
        for (int i = 0; i < FIELDS.size(); i++) {
            PuyoField f = PuyoField.parse(FIELDS.get(i));
            ReferencePuyoField r = ReferencePuyoField.parse(FIELDS.get(i));
            StringBuilder sb = new StringBuilder();
            for (Placement p : Placement.ALL) { // the shared list and its shared instances
                assertSame(p, Placement.of(p.column(), p.rotation()));
                if (!f.isLegal(p)) {
                    continue;
                }
                child.copyFrom(f);
                long summary = child.placeAndResolve(PAIRS.get(i), p);
                sb.append(p).append(' ').append(ChainSummary.toString(summary)).append(' ')
                        .append(child.resolve().steps()).append('\n');
                ReferencePuyoField rc = r.copy();
                rc.place(PAIRS.get(i), p);
                sb.append(rc.resolve().steps()).append('\n');
            }
            f.chainPotential(potential);
            sb.append(potential);
            out.add(sb.toString());
        }
        return out;
    }

    @Test
    void puyoValuesSharedByThreadsGiveWhatOneThreadGets() throws Exception {
        List<String> alone = playPuyo();
        long chained = alone.stream().filter(s -> s.contains("chain=")).count();
        assertTrue(chained > 50, "fields where some move fires a chain: " + chained);
        for (List<String> answer : inThreads(SharedAcrossThreadsTest::playPuyo)) {
            assertEquals(alone, answer);
        }
    }

    @Test
    void chainStepsReadByThreadsAreTheSame() throws Exception {
        // One thread resolves; the steps (immutable) are then read by all at once.
        List<List<ChainStep>> steps = new ArrayList<>();
        PuyoField f = new PuyoField();
        for (String text : FIELDS) {
            f.copyFrom(PuyoField.parse(text));
            f.place(new PuyoPair(Puyo.RED, Puyo.BLUE), Placement.of(2, Rotation.UP));
            steps.add(f.resolve().steps());
        }
        String alone = steps.toString();
        for (String answer : inThreads(() -> {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < steps.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(steps.get(i));
                for (ChainStep s : steps.get(i)) {
                    assertEquals(s.colouredPopped(), s.groupSizes().stream().mapToInt(Integer::intValue).sum());
                }
            }
            return sb.append(']').toString();
        })) {
            assertEquals(alone, answer);
        }
    }

    /** Shared Monomino placements, played by one game of each implementation per thread. */
    private static final List<io.bitfall.monomino.BlockPlacement> MOVES = new ArrayList<>();

    static {
        SplittableRandom random = new SplittableRandom(130);
        BlockType[] types = BlockType.values();
        while (MOVES.size() < 20_000) {
            BlockType t = types[random.nextInt(types.length)];
            MOVES.add(new io.bitfall.monomino.BlockPlacement(t, random.nextInt(t.maxX() + 1), random.nextInt(t.maxY() + 1)));
        }
    }

    private static String playMonomino() {
        StringBuilder sb = new StringBuilder();
        for (MonominoSimulator game : List.<MonominoSimulator>of(new MonominoGame(),
                new ReferenceMonominoGame())) {
            long points = 0;
            for (io.bitfall.monomino.BlockPlacement p : MOVES) {
                points = points * 31 + game.place(p.type(), p.x(), p.y());
            }
            sb.append(game.score()).append(' ').append(game.tiles()).append(' ').append(points).append('\n')
                    .append(game.render());
        }
        return sb.toString();
    }

    @Test
    void monominoPlacementsSharedByThreadsGiveWhatOneThreadGets() throws Exception {
        String alone = playMonomino();
        for (String answer : inThreads(SharedAcrossThreadsTest::playMonomino)) {
            assertEquals(alone, answer);
        }
    }
}
