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

import io.bitfall.bench.replay.EvaluationTap;
import io.bitfall.bench.replay.MatchRecord;
import io.bitfall.bench.replay.MatchRecorder;
import io.bitfall.bench.replay.ReplayPage;
import io.bitfall.puyo.Placement;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.ai.BeamPlayer;
import io.bitfall.puyo.ai.BeamSearchOptions;
import io.bitfall.puyo.format.Move;
import io.bitfall.puyo.format.PuyopUrl;
import io.bitfall.puyo.upi.UpiOptions;
import io.bitfall.puyo.upi.UpiPlayer;
import io.bitfall.puyo.versus.GreedyPlayer;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.RandomPlayer;
import io.bitfall.puyo.versus.VersusEvent;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import io.bitfall.puyo.versus.VersusPlayer;
import io.bitfall.puyo.versus.VersusResult;
import io.bitfall.puyo.versus.VersusSetup;
import io.bitfall.puyo.versus.VersusText;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plays N seeded versus matches ({@link VersusMatch}, on the engine) between two named AIs on all cores
 * and prints their win rates with 95% confidence intervals (Wilson), the mean match length in frames and
 * pairs, and the garbage each AI sent per minute of play. Matches come in pairs on one seed, the AIs
 * changing sides, so that neither profits from being first: match {@code i} plays seed {@code seed + i / 2},
 * with the first-named AI as the second side when {@code i} is odd. An AI against itself plays seed
 * {@code seed + i} once (swapping identical sides would replay the same match), and the first side's win
 * rate checks that the match favours neither side. A match's result depends only on its seed and the AIs,
 * not on the threads.
 *
 * <p>AIs: {@code beam} (the chain-building {@link io.bitfall.puyo.ai.BeamSearch} as a
 * {@link BeamPlayer} with its versus habits: it fires when garbage is coming or its field is crowded),
 * {@code beam-solo} (the same search without them), {@code greedy} ({@link GreedyPlayer}), {@code random}
 * ({@link RandomPlayer}), and {@code upi:"COMMAND"}, an engine outside this JVM that speaks UPI
 * ({@link UpiPlayer}, {@code core/docs/upi.md}; the whole {@code upi:"..."} is one argument). Each thread
 * keeps its own process for each side that names one from match to match, and ends it after the run; its
 * standard error goes to {@code upi-A-T.stderr} (or {@code B}: the first- or second-named AI, {@code T} the
 * thread) in {@code --stderr}, emptied first. An engine's fault (it does not start, exits, misses
 * {@code --move-ms}, prints what is not UPI, plays an illegal move) ends that match as its loss and the
 * run goes on; the report counts the faults apart and gives the first one's reason.
 *
 * <p>Run: {@code mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.VersusRunner
 * -Dexec.args="beam greedy --matches 200"}. The options are in {@link #TABLE} ({@code --help} prints
 * them with their meanings and defaults); {@code --width2 W} gives the second-named AI another beam width,
 * the same search made a little different, so that playing it against itself is not one match played
 * twice; {@code --show K} prints match {@code K} event by event with both fields at each garbage drop;
 * {@code --urls} prints each match's puyop.com URLs, one a side.
 * A bad argument is one line on stderr and exit status 2, checked before any match is played.
 *
 * <p>{@code --seeds FROM..TO} plays a range of seeds, {@code --results FILE} writes each match as a line of
 * JSON ({@link VersusResultLine}), and {@code VersusRunner merge FILE...} prints the table of any number of
 * such files as one run of all their matches prints it ({@link VersusTally}): a long run split over plain
 * processes. {@code --record DIR} writes a {@link MatchRecord} and a {@link ReplayPage} of the matches
 * {@code --record-which} names ({@code all}, {@code losses} of A, or seeds such as {@code 3,7..9}). A file
 * that cannot be written is one line on stderr and exit status 2 before the matches (1 after them).
 */
public final class VersusRunner {
    /** The AIs the runner knows, by name. */
    private static final List<String> AIS = List.of("beam", "beam-solo", "greedy", "random");
    /** More matches than anyone waits for (each keeps its result until the report). */
    static final int MAX_MATCHES = 1_000_000;
    /** More threads than this is a typo, not a machine. */
    static final int MAX_THREADS = 1024;
    /** The longest time per move an outside engine may be given: an hour. */
    static final int MAX_MOVE_MILLIS = 3_600_000;

    /** The options, with their meanings, ranges and defaults: what {@code --help} prints. */
    static final OptionTable TABLE = new OptionTable("VersusRunner AI AI [options]",
            "Plays seeded versus matches between two AIs (" + String.join(", ", AIS) + ", or upi:\"COMMAND\" for an "
            + "outside UPI engine) and prints their win rates.")
            .integer("--matches", "N", "matches to play; two AIs play each seed twice, sides swapped", "200", 1,
                    MAX_MATCHES)
            .longInteger("--seed", "S", "the first seed: matches 2i and 2i+1 play seed S + i", "1")
            .integer("--threads", "T", "threads playing matches (results do not depend on it)", "the number of cores",
                    1, MAX_THREADS)
            .integer("--width", "W", "fields a beam AI keeps per ply", "" + BeamGame.WIDTH, 1,
                    BeamSearchOptions.MAX_WIDTH)
            .integer("--width2", "W", "the second-named AI's beam width, if it differs", "--width", 1,
                    BeamSearchOptions.MAX_WIDTH)
            .integer("--pairs", "P", "pairs per player after which a match is a draw", ""
                    + VersusSetup.DEFAULT_MAX_PAIRS, 1, Integer.MAX_VALUE)
            .integer("--frames", "F", "frames after which a match is a draw (60 a second)", ""
                    + VersusSetup.DEFAULT_MAX_FRAMES, 1, VersusSetup.MAX_FRAME_LIMIT)
            .integer("--colours", "C", "colours dealt", "4", 3, 5)
            .integer("--show", "K", "print match K (0-based) event by event, then its summary", "none", 0,
                    MAX_MATCHES - 1)
            .integer("--move-ms", "M", "milliseconds an outside engine (upi:...) may think per move; later is its loss", ""
                    + UpiOptions.MOVE_MILLIS, 1, MAX_MOVE_MILLIS)
            .text("--stderr", "D", "the directory of the outside engines' stderr files, upi-A-0.stderr and so on",
                    "the working directory")
            .flag("--urls", "print each match's two puyop.com URLs (each side's moves from the empty field;\n"
                    + "garbage that fell is not in them)")
            .text("--seeds", "FROM..TO", "play these seeds (each twice, sides swapped; once in self-play), in place of"
                    + " --seed and --matches", "none")
            .text("--results", "FILE", "also write each match as a line of JSON (seeds, sides, winner, reason, frames,"
                    + " pairs, garbage), for VersusRunner merge", "none")
            .text("--record", "DIR", "write a record (JSON) and a replay page (HTML) of the matches --record-which"
                    + " names into DIR", "none")
            .text("--record-which", "WHICH", "all, losses (the matches A lost) or seeds such as 3,7..9", "all");

    private VersusRunner() {
    }

    /** One match's outcome as the runner needs it. */
    record Played(long seed, boolean swapped, VersusResult result, long nanos, long decideNanos,
            VersusLog log) {
        /** The result's winner as 0 (the first-named AI), 1 (the second-named) or -1 (a draw). */
        int winnerByName() {
            int w = result.winner();
            return w < 0 ? -1 : swapped ? 1 - w : w;
        }

        int sentByName(int ai) {
            boolean first = (ai == 0) != swapped;
            return first ? result.firstSent() : result.secondSent();
        }

        /** The AI whose fault ended the match (0 or 1, by name, the loser), or -1 if none did. */
        int faultByName() {
            return result.end() == VersusResult.End.FAULT ? 1 - winnerByName() : -1;
        }

        /** The match as a line of {@code --results}. */
        VersusResultLine line(Options o) {
            return VersusResultLine.of(o, seed, swapped, result);
        }
    }

    /**
     * The options, checked; {@code merge} lists the files of {@code VersusRunner merge FILE...} (null when
     * playing), {@code results}, {@code record} are paths or null, {@code recordWhich} is {@code all},
     * {@code losses} or a list of seeds.
     */
    record Options(String[] ais, int matches, long seed, int threads, int width, int width2, int pairs,
            int frames, int colours, int show, int moveMillis, Path stderrDir, boolean urls, List<String> merge,
            String results, String record, String recordWhich) {
        /** An AI against itself: swapping the sides would replay the same match, so every seed is played once. */
        boolean selfPlay() {
            return ais[0].equals(ais[1]) && width == width2;
        }

        /** Whether the match of {@code line} is to be recorded. */
        boolean records(VersusResultLine line) {
            if (record == null) {
                return false;
            }
            return switch (recordWhich) {
                case "all" -> true;
                case "losses" -> line.winnerByName() == 1;
                default -> seedListHas(recordWhich, line.seed());
            };
        }
    }

    /**
     * Runs the matches; on a bad argument prints one line on stderr and exits with status 2; {@code --help}
     * prints the usage.
     *
     * @param args the two AIs' names, then options
     */
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("VersusRunner: " + e.getMessage() + "; try --help");
            System.exit(2);
            return;
        }
        if (o == null) {
            System.out.println(TABLE.help());
            return;
        }
        if (o.merge() != null) {
            String table;
            try {
                table = merge(o.merge());
            } catch (IllegalArgumentException | UncheckedIOException e) {
                System.err.println("VersusRunner merge: " + e.getMessage());
                System.exit(2);
                return;
            }
            System.out.print(table);
            return;
        }
        BufferedWriter results = null;
        try {
            if (o.results() != null) {
                results = Files.newBufferedWriter(Path.of(o.results()), StandardCharsets.UTF_8);
            }
            if (o.record() != null) {
                Files.createDirectories(Path.of(o.record()));
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("VersusRunner: cannot write " + (results == null && o.results() != null ? "--results "
                    + o.results() : "--record " + o.record()) + ": " + e);
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        List<Played> played;
        try {
            played = play(o);
            if (results != null) {
                for (Played p : played) {
                    results.write(p.line(o).toJson());
                    results.write('\n');
                }
                results.close();
            }
        } catch (IOException e) {
            System.err.println("VersusRunner: cannot write the results " + o.results() + ": " + e);
            System.exit(1);
            return;
        } catch (ExecutionException e) {
            if (!(e.getCause() instanceof UncheckedIOException u)) {
                throw e;
            }
            System.err.println("VersusRunner: " + u.getMessage()); // a record or page that could not be written
            System.exit(1);
            return;
        }
        double wall = (System.nanoTime() - start) / 1e9;
        if (o.show() >= 0) {
            Played p = played.get(o.show());
            System.out.printf(Locale.ROOT, "match %d: seed %d, first %s, second %s%n", o.show(), p.seed(),
                    o.ais()[p.swapped() ? 1 : 0], o.ais()[p.swapped() ? 0 : 1]);
            System.out.print(VersusText.render(p.log(), PuyoField::new, e -> e instanceof VersusEvent.GarbageDropped
                    || e instanceof VersusEvent.ToppedOut));
            System.out.println();
        }
        if (o.urls()) {
            for (int i = 0; i < played.size(); i++) {
                Played p = played.get(i);
                System.out.printf(Locale.ROOT, "match %d: seed %d, first %s %s, second %s %s%n", i, p.seed(),
                        o.ais()[p.swapped() ? 1 : 0], puyopUrl(p.log(), 0), o.ais()[p.swapped() ? 0 : 1],
                        puyopUrl(p.log(), 1));
            }
        }
        System.out.print(report(o, played, wall));
        if (o.record() != null) {
            long n = played.stream().filter(p -> o.records(p.line(o))).count();
            System.out.printf(Locale.ROOT, "recorded %d matches in %s (a .json record and a .html replay page each)%n",
                    n, o.record());
        }
    }

    /**
     * The table of the matches in the result files ({@code --results}) of one or more runs, as one run of
     * all their matches prints it.
     *
     * @throws IllegalArgumentException naming the file and line that is not a result, a match given twice,
     *                                  or matches of different settings
     */
    static String merge(List<String> files) {
        List<VersusResultLine> lines = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String file : files) {
            List<String> text;
            try {
                text = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + ": " + e, e);
            }
            for (int i = 0; i < text.size(); i++) {
                if (text.get(i).isBlank()) {
                    continue;
                }
                VersusResultLine l;
                try {
                    l = VersusResultLine.parse(text.get(i));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage());
                }
                if (!seen.add(l.seed() + (l.swapped() ? " swapped" : ""))) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": seed " + l.seed()
                            + (l.swapped() ? " with the sides swapped" : "") + " is counted already");
                }
                lines.add(l);
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("no matches in " + String.join(", ", files));
        }
        return VersusTally.table(lines);
    }

    /** Whether {@code seed} is in a list such as {@code 3,7..9}. */
    static boolean seedListHas(String list, long seed) {
        for (String part : list.split(",")) {
            long[] r = seedRange(part.trim(), "--record-which");
            if (seed >= r[0] && seed <= r[1]) {
                return true;
            }
        }
        return false;
    }

    private static final Pattern SEED_RANGE = Pattern.compile("(-?\\d{1,18})(?:\\.\\.(-?\\d{1,18}))?");

    /** {@code FROM..TO} (or one seed) as {from, to}. */
    private static long[] seedRange(String text, String option) {
        Matcher m = SEED_RANGE.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException(option + ": '" + text + "' is not a seed or a range FROM..TO");
        }
        long from = Long.parseLong(m.group(1));
        long to = m.group(2) == null ? from : Long.parseLong(m.group(2));
        if (to < from) {
            throw new IllegalArgumentException(option + ": " + text + " ends before it starts");
        }
        return new long[] {from, to};
    }

    /**
     * One side's moves in a match as a puyop.com URL from the empty field. puyop.com cannot drop garbage
     * during a game, so after the side's first garbage drop the simulator's field is not the match's.
     */
    static String puyopUrl(VersusLog log, int side) {
        List<Move> moves = new ArrayList<>();
        for (VersusEvent e : log.events()) {
            if (e instanceof VersusEvent.Placed placed && placed.side() == side) {
                moves.add(new Move(placed.pair(), placed.placement()));
            }
        }
        return PuyopUrl.encode(new PuyoField(), moves);
    }

    /**
     * The options of {@code args}, or null for {@code --help}; all checked before anything is built.
     *
     * @throws IllegalArgumentException naming the option or word refused and why
     */
    static Options parse(String[] args) {
        OptionTable.Values v = TABLE.read(args);
        if (v.help()) {
            return null;
        }
        if (!v.operands().isEmpty() && v.operands().get(0).equals("merge")) {
            if (v.operands().size() < 2 || args.length != v.operands().size()) {
                throw new IllegalArgumentException("merge takes result files (--results) and no options: merge FILE...");
            }
            return new Options(new String[] {"", ""}, 1, 0, 1, 1, 1, 1, 1, 4, -1, UpiOptions.MOVE_MILLIS, Path.of(""),
                    false, v.operands().subList(1, v.operands().size()), null, null, "all");
        }
        for (int i = 0; i < v.operands().size(); i++) {
            String ai = v.operands().get(i);
            if (UpiPlayer.isSpec(ai)) {
                UpiPlayer.of(ai, UpiOptions.defaults().withStderr(Path.of("unused"))); // its command line, checked
            } else if (!AIS.contains(ai)) {
                throw new IllegalArgumentException("unknown AI '" + ai + "': " + String.join(", ", AIS)
                        + " or upi:\"COMMAND\"");
            }
        }
        if (v.operands().size() != 2) {
            throw new IllegalArgumentException("name two AIs, not " + v.operands().size());
        }
        int matches = v.intValue("--matches");
        long seed = v.longValue("--seed");
        int width = v.intValue("--width");
        boolean selfPlay = v.operands().get(0).equals(v.operands().get(1)) && width == v.intValue("--width2", width);
        if (v.has("--seeds")) {
            if (v.has("--seed") || v.has("--matches")) {
                throw new IllegalArgumentException("--seeds replaces --seed and --matches: give one or the others");
            }
            long[] r = seedRange(v.text("--seeds"), "--seeds");
            long count = (r[1] - r[0] + 1) * (selfPlay ? 1 : 2);
            if (r[1] - r[0] + 1 > MAX_MATCHES || count > MAX_MATCHES) {
                throw new IllegalArgumentException("--seeds: " + v.text("--seeds") + " makes " + (r[1] - r[0] + 1)
                        + " seeds, more than " + MAX_MATCHES + " matches");
            }
            seed = r[0];
            matches = (int) count;
        }
        String which = v.text("--record-which");
        if (!which.equals("all") && !which.equals("losses")) {
            seedListHas(which, 0); // refuses a bad list
        }
        if (v.has("--record-which") && !v.has("--record")) {
            throw new IllegalArgumentException("--record-which needs --record DIR");
        }
        int show = v.intValue("--show", -1);
        if (show >= matches) {
            throw new IllegalArgumentException("--show: " + show + " is outside 0.." + (matches - 1)
                    + " (the matches played)");
        }
        int colours = v.intValue("--colours");
        Options o = new Options(v.operands().toArray(String[]::new), matches, seed,
                v.intValue("--threads", Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS)), width,
                v.intValue("--width2", width), v.intValue("--pairs"), v.intValue("--frames"), colours, show,
                v.intValue("--move-ms"), Path.of(v.has("--stderr") ? v.text("--stderr") : ""), v.has("--urls"), null,
                v.has("--results") ? v.text("--results") : null, v.has("--record") ? v.text("--record") : null, which);
        if (!Files.isDirectory(o.stderrDir().toAbsolutePath())) {
            throw new IllegalArgumentException("--stderr: '" + o.stderrDir() + "' is not a directory");
        }
        new VersusSetup(o.seed(), colours, 0, o.frames(), o.pairs()); // the core's own checks, before any match
        return o;
    }

    /** Plays every match of {@code o}, in order of their numbers; the outside engines are ended after the last. */
    static List<Played> play(Options o) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(o.threads());
        Engines engines = new Engines(o);
        try {
            List<Future<Played>> futures = new ArrayList<>();
            for (int i = 0; i < o.matches(); i++) {
                long seed = o.selfPlay() ? o.seed() + i : o.seed() + i / 2;
                boolean swapped = !o.selfPlay() && i % 2 == 1;
                boolean keep = i == o.show() || o.urls();
                futures.add(pool.submit(() -> playOne(o, seed, swapped, keep, engines.ofThisThread())));
            }
            List<Played> played = new ArrayList<>();
            for (Future<Played> f : futures) {
                played.add(f.get());
            }
            return played;
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
            engines.close();
        }
    }

    /**
     * The outside engines of a run: per thread, one {@link UpiPlayer} for each side that names
     * {@code upi:...}, kept from match to match (starting one costs a process, for a JVM engine a second).
     */
    static final class Engines implements AutoCloseable {
        private final Options o;
        private final AtomicInteger threads = new AtomicInteger();
        private final List<UpiPlayer<PuyoField>> all = Collections.synchronizedList(new ArrayList<>());
        private final ThreadLocal<List<UpiPlayer<PuyoField>>> local = ThreadLocal.withInitial(this::start);

        Engines(Options o) {
            this.o = o;
        }

        /** This thread's engines by the AI's place in the command line, null where it names no engine. */
        List<UpiPlayer<PuyoField>> ofThisThread() {
            return local.get();
        }

        private List<UpiPlayer<PuyoField>> start() {
            int thread = threads.getAndIncrement();
            List<UpiPlayer<PuyoField>> mine = new ArrayList<>(Collections.nCopies(2, null));
            for (int ai = 0; ai < 2; ai++) {
                if (UpiPlayer.isSpec(o.ais()[ai])) {
                    Path file = stderrFile(o, ai, thread);
                    try {
                        Files.deleteIfExists(file); // each run starts it empty
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot empty " + file, e);
                    }
                    UpiPlayer<PuyoField> engine = UpiPlayer.of(o.ais()[ai],
                            UpiOptions.defaults().withMoveMillis(o.moveMillis()).withStderr(file));
                    mine.set(ai, engine);
                    all.add(engine);
                }
            }
            return mine;
        }

        /** The stderr files of the engines started, in the order they started. */
        List<Path> stderrFiles() {
            synchronized (all) {
                return all.stream().map(UpiPlayer::stderrFile).toList();
            }
        }

        /** Ends every engine ({@code quit}, then the process and its descendants). */
        @Override
        public void close() {
            synchronized (all) {
                all.forEach(UpiPlayer::close);
            }
        }
    }

    /** The file the stderr of AI {@code ai} (0: A, 1: B) goes to on thread {@code thread}. */
    static Path stderrFile(Options o, int ai, int thread) {
        return o.stderrDir().resolve("upi-" + (ai == 0 ? "A" : "B") + "-" + thread + ".stderr");
    }

    private static Played playOne(Options o, long seed, boolean swapped, boolean keepLog,
            List<UpiPlayer<PuyoField>> engines) {
        VersusSetup setup = new VersusSetup(seed, o.colours(), seed ^ 0x6A09E667F3BCC909L, o.frames(), o.pairs());
        int mask = (1 << o.colours()) - 1;
        VersusPlayer<PuyoField> pa = engines.get(0) != null ? engines.get(0)
                : player(o.ais()[0], o.width(), o, mask, seed * 2);
        VersusPlayer<PuyoField> pb = engines.get(1) != null ? engines.get(1)
                : player(o.ais()[1], o.width2(), o, mask, seed * 2 + 1);
        EvaluationTap<PuyoField> ta = o.record() != null ? new EvaluationTap<>(pa) : null;
        EvaluationTap<PuyoField> tb = o.record() != null ? new EvaluationTap<>(pb) : null;
        Timed a = new Timed(ta != null ? ta : pa);
        Timed b = new Timed(tb != null ? tb : pb);
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        long start = System.nanoTime();
        VersusResult r = swapped ? match.play(setup, b, a) : match.play(setup, a, b);
        long nanos = System.nanoTime() - start;
        VersusResultLine line = VersusResultLine.of(o, seed, swapped, r);
        if (o.records(line)) {
            String na = recordName(o, 0);
            String nb = recordName(o, 1);
            List<String> names = swapped ? List.of(nb, na) : List.of(na, nb);
            MatchRecord record = MatchRecorder.record(match.log(), names, swapped
                    ? new double[][] {tb.values(), ta.values()} : new double[][] {ta.values(), tb.values()});
            String file = ("seed-" + seed + "-" + names.get(0) + "-vs-" + names.get(1)).replaceAll("[^A-Za-z0-9.-]+",
                    "-");
            record.write(Path.of(o.record(), file + ".json"));
            ReplayPage.write(record, Path.of(o.record(), file + ".html"));
        }
        return new Played(seed, swapped, r, nanos, a.nanos + b.nanos, keepLog ? match.log().copy() : null);
    }

    /** AI {@code ai}'s name in a record: with its beam width when the two AIs' widths differ. */
    private static String recordName(Options o, int ai) {
        String name = o.ais()[ai];
        return o.width() == o.width2() || !name.startsWith("beam") ? name : name + " w" + (ai == 0 ? o.width()
                : o.width2());
    }

    private static VersusPlayer<PuyoField> player(String name, int width, Options o, int mask, long seed) {
        return switch (name) {
            case "beam" -> new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width), mask, o.pairs(), true, PuyoField::new);
            case "beam-solo" -> new BeamPlayer<>(BeamSearchOptions.defaults().withWidth(width), mask, o.pairs(), false, PuyoField::new);
            case "greedy" -> new GreedyPlayer<>(PuyoField::new);
            default -> new RandomPlayer<>(seed);
        };
    }

    /** A player that counts the time spent in its decisions. */
    private static final class Timed implements VersusPlayer<PuyoField> {
        private final VersusPlayer<PuyoField> player;
        long nanos;

        Timed(VersusPlayer<PuyoField> player) {
            this.player = player;
        }

        @Override
        public Placement decide(PlayerView<PuyoField> own, PlayerView<PuyoField> opponent) {
            long start = System.nanoTime();
            Placement p = player.decide(own, opponent);
            nanos += System.nanoTime() - start;
            return p;
        }

        @Override
        public void matchEnded(VersusResult result, int side) {
            player.matchEnded(result, side);
        }
    }

    static String report(Options o, List<Played> played, double wall) {
        List<VersusResultLine> lines = new ArrayList<>();
        long nanos = 0;
        long decideNanos = 0;
        for (Played p : played) {
            lines.add(p.line(o));
            nanos += p.nanos();
            decideNanos += p.decideNanos();
        }
        StringBuilder b = new StringBuilder(VersusTally.table(lines));
        List<Path> stderr = new ArrayList<>();
        for (int ai = 0; ai < 2; ai++) {
            for (int t = 0; t < o.threads(); t++) {
                if (UpiPlayer.isSpec(o.ais()[ai]) && Files.exists(stderrFile(o, ai, t))) {
                    stderr.add(stderrFile(o, ai, t));
                }
            }
        }
        if (UpiPlayer.isSpec(o.ais()[0]) || UpiPlayer.isSpec(o.ais()[1])) {
            b.append("outside engines' stderr: ").append(stderr.stream().map(Path::toString)
                    .reduce((x, y) -> x + ", " + y).orElse("none")).append('\n');
        }
        b.append(String.format(Locale.ROOT, "threads %d, wall %.1f s; the AIs' decisions took %.2f%% of the matches' "
                + "time (System.nanoTime, for orientation; see PuyoVersusBenchmark)%n", o.threads(), wall,
                100.0 * decideNanos / nanos));
        return b.toString();
    }
}
