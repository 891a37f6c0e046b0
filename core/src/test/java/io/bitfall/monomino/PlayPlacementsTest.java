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
package io.bitfall.monomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.AllocatedBytes;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import io.bitfall.ShrunkLines;
import org.junit.jupiter.api.Test;

/**
 * {@link JudgeInput#playPlacements} against what it stands for, {@link JudgeInput#readPlacement()} and
 * {@code place} line by line: the same answers, the same first problem and the same game at it, on
 * generated batches of judge inputs that mix plain lines with CRLF lines, extra blanks, bad lines and
 * blank lines between inputs, over the reader's 64 KB buffer and read in pieces of every size. A
 * difference is shrunk to a few lines before it is reported.
 */
class PlayPlacementsTest {
    private static final int CASES = 300;

    @Test
    void playsWhatReadingLineByLinePlays() {
        SplittableRandom random = new SplittableRandom(19235);
        for (int c = 0; c < CASES; c++) {
            List<String> lines = batch(random, c % 10 == 0 ? 20_000 : 1 + random.nextInt(600));
            int piece = random.nextInt(4) == 0 ? 1 + random.nextInt(9) : 0;
            String difference = difference(lines, piece);
            if (difference != null) {
                List<String> small = ShrunkLines.of(lines, l -> difference(l, piece) != null);
                throw new AssertionError("case " + c + ", read in pieces of " + (piece == 0 ? "any size" : piece)
                        + ": " + difference(small, piece) + "\nshrunk to " + small.size() + " lines: "
                        + String.join("|", small));
            }
        }
    }

    @Test
    void countsAPlayedLineAsRead() {
        JudgeInput input = JudgeInput.of("3\n1 0 0\n2 1 1\n3 2 3\n");
        MonominoGame game = new MonominoGame();
        input.playPlacements(game, input.readCount(JudgeInput.MAX_COUNT) - 1);
        assertEquals(new BlockPlacement(BlockType.VERTICAL, 2, 3), input.readPlacement());
        input.expectEnd();
        assertEquals(6, game.tiles()); // a single and a horizontal domino, each in green and in blue
    }

    @Test
    void rejectsTooManyOrNegativeOrNoGameBeforeReadingAnything() {
        JudgeInput input = JudgeInput.of("2\n1 0 0\n1 0 1\n");
        MonominoGame game = new MonominoGame();
        input.readCount(JudgeInput.MAX_COUNT);
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> input.playPlacements(game, 3));
        assertEquals("cannot play 3 placements: 2 of the current input are unread", tooMany.getMessage());
        assertThrows(IllegalArgumentException.class, () -> input.playPlacements(game, -1));
        assertThrows(NullPointerException.class, () -> input.playPlacements(null, 1));
        assertEquals(new BlockPlacement(BlockType.SINGLE, 0, 0), input.readPlacement());
        input.playPlacements(game, 1);
        assertEquals(2, game.tiles()); // one single, in green and in blue: the placement read before was not played
        input.expectEnd();
    }

    @Test
    void stopsAtABadLineWithThePlacementsBeforeItPlayed() {
        JudgeInput input = JudgeInput.of("4\n1 0 0\n1 0 1\n3 3 0\n1 0 2\n");
        MonominoGame game = new MonominoGame();
        int n = input.readCount(JudgeInput.MAX_COUNT);
        JudgeInputException e = assertThrows(JudgeInputException.class, () -> input.playPlacements(game, n));
        assertEquals(4, e.line());
        assertEquals(4, game.tiles()); // two singles, each in green and in blue
        assertEquals(new BlockPlacement(BlockType.SINGLE, 0, 2), input.readPlacement()); // the bad line counts as read
    }

    @Test
    void allocatesNothingWhilePlaying() {
        AllocatedBytes allocated = AllocatedBytes.orSkip();
        SplittableRandom random = new SplittableRandom(11);
        StringBuilder text = new StringBuilder();
        for (int input = 0; input < 20; input++) {
            text.append(JudgeInput.MAX_COUNT).append('\n');
            for (int i = 0; i < JudgeInput.MAX_COUNT; i++) {
                int t = 1 + random.nextInt(3);
                int kind = random.nextInt(50); // plain lines, now and then a CRLF one or one with two blanks
                text.append(t).append(kind == 0 ? "  " : " ").append(random.nextInt(t == 3 ? 3 : 4)).append(' ')
                        .append(random.nextInt(t == 2 ? 3 : 4)).append(kind == 1 ? "\r\n" : "\n");
            }
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        MonominoGame game = new MonominoGame();
        long sink = 0;
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 6; round++) { // the first two let the JIT compile the loop
            JudgeInput input = new JudgeInput(new ByteArrayInputStream(bytes));
            long during = 0;
            int inputs = 0;
            do {
                int n = input.readCount(JudgeInput.MAX_COUNT);
                long before = allocated.now();
                long afterNothing = allocated.now();
                input.playPlacements(game, n);
                long after = allocated.now();
                during += after - afterNothing - (afterNothing - before);
                sink += game.score();
                game.reset();
                inputs++;
            } while (!input.atEnd());
            assertEquals(20, inputs);
            if (round >= 2) {
                least = Math.min(least, during);
            }
        }
        // One allocating line would show in every round as megabytes (200,000 lines a round). The JVM itself
        // allocates now and then in the measuring thread (reflection's accessors, the JIT: 33 KB once in one
        // round on a CI run), so the bound is on the least of four rounds.
        assertTrue(least < 1024, "bytes allocated while playing 200,000 lines (sink " + sink + "): " + least);
    }

    /** Generated lines of a batch: mostly plain placements, now and then another spelling or a bad line. */
    private static List<String> batch(SplittableRandom random, int placements) {
        List<String> lines = new ArrayList<>();
        int left = placements;
        while (left > 0) {
            int n = Math.min(left, 1 + random.nextInt(Math.min(JudgeInput.MAX_COUNT, 2 * placements)));
            left -= n;
            lines.add(Integer.toString(n));
            for (int i = 0; i < n; i++) {
                lines.add(placementLine(random));
            }
            if (random.nextInt(3) == 0) {
                lines.add(random.nextBoolean() ? "" : " \t");
            }
        }
        return lines;
    }

    private static String placementLine(SplittableRandom random) {
        int t = 1 + random.nextInt(3);
        int x = random.nextInt(t == 3 ? 3 : 4);
        int y = random.nextInt(t == 2 ? 3 : 4);
        int kind = random.nextInt(1000);
        if (kind < 900) {
            return t + " " + x + " " + y;
        } else if (kind < 950) {
            return t + " " + x + " " + y + "\r";
        } else if (kind < 990) {
            String[] spellings = {"%d  %d %d", "\t%d %d %d", " %d %d %d", "%d %d %d ", "%d\t%d %d", "+%d %d %d", "0%d %d %d"};
            return String.format(spellings[random.nextInt(spellings.length)], t, x, y);
        }
        String[] bad = {"4 0 0", "3 3 0", "2 0 3", "1 0", "1 0 0 0", "a b c", "1 4 0", "1 -1 0", ""};
        return bad[random.nextInt(bad.length)];
    }

    /** What the two ways of reading give, if they differ; else null. */
    private static String difference(List<String> lines, int piece) {
        byte[] text = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.ISO_8859_1);
        String byLine = outcome(new JudgeInput(pieces(text, piece)), false);
        String played = outcome(new JudgeInput(pieces(text, piece)), true);
        String fromChars = outcome(new JudgeInput(new StringReader(new String(text, StandardCharsets.ISO_8859_1))),
                true);
        if (!played.equals(byLine)) {
            return "line by line " + byLine + ", playPlacements " + played;
        }
        if (!fromChars.equals(byLine)) {
            return "line by line " + byLine + ", playPlacements from a Reader " + fromChars;
        }
        return null;
    }

    /**
     * Each input's score and tiles, then at the first problem its message and the game's boards, then the
     * placement after the bad line if one can be read (the reader's state after the rejected read).
     */
    private static String outcome(JudgeInput input, boolean played) {
        StringBuilder s = new StringBuilder();
        MonominoGame game = new MonominoGame();
        try {
            do {
                game.reset();
                int n = input.readCount(JudgeInput.MAX_COUNT);
                if (played) {
                    input.playPlacements(game, n);
                } else {
                    for (int i = 0; i < n; i++) {
                        BlockPlacement p = input.readPlacement();
                        game.place(p.type(), p.x(), p.y());
                    }
                }
                s.append(game.score()).append(' ').append(game.tiles()).append(';');
            } while (!input.atEnd());
        } catch (JudgeInputException e) {
            s.append(" error: ").append(e.getMessage()).append('\n').append(game.render());
            try {
                s.append(" then ").append(input.readPlacement());
            } catch (RuntimeException next) {
                s.append(" then ").append(next.getClass().getSimpleName()).append(": ").append(next.getMessage());
            }
        }
        return s.toString();
    }

    /** {@code text} handed out at most {@code size} bytes a read (0: as much as asked for). */
    private static InputStream pieces(byte[] text, int size) {
        return new ByteArrayInputStream(text) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, size == 0 ? len : Math.min(len, size));
            }
        };
    }
}
