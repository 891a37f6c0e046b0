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
package io.bitfall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoPair;
import io.bitfall.puyo.format.IpsUrl;
import io.bitfall.puyo.format.NazoCondition;
import io.bitfall.puyo.format.NazoPuzzle;
import io.bitfall.puyo.format.NazoResult;
import io.bitfall.puyo.format.NazoSolution;
import io.bitfall.puyo.format.NazoSolver;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code puyo --nazo}: the solutions of IPS nazo URLs as puyop.com URLs, {@code --first}, {@code --batch},
 * {@code --json} (read back by a strict parser), and every rejection as one stderr line.
 */
class PuyoNazoTest {
    /** formats.md's example puzzle: 5 chains with three pairs; two solutions. */
    static final String URL = "http://ips.karou.jp/simu/pn.html?302rAyirq_i1g1g1__u05";
    static final String FIRST = "http://www.puyop.com/s/302rAyirq_gkbsbQ";
    static final String SECOND = "http://www.puyop.com/s/302rAyirq_gkbsbS";
    /** One red-green pair on the empty field cannot make 5 chains. */
    static final String UNSOLVABLE = IpsUrl.encode(new NazoPuzzle(new PuyoField(),
            List.of(new PuyoPair(Puyo.RED, Puyo.GREEN)), new NazoCondition(NazoCondition.Kind.CHAINS, NazoCondition.Target.ALL, 5)));

    @Test
    void eachSolutionIsAPuyopUrlOfTheStartFieldAndItsMoves() {
        NazoResult api = new NazoSolver(3).solve(URL, false);
        StringBuilder expected = new StringBuilder();
        for (NazoSolution s : api.solutions()) {
            expected.append(s.puyopUrl(api.puzzle().field())).append('\n');
        }
        assertEquals(FIRST + "\n" + SECOND + "\n", expected.toString());
        assertEquals(new CommandRun(0, expected.toString(), ""), CommandRun.of("", "puyo", "--nazo", URL));
        assertEquals(new CommandRun(0, expected.toString(), ""), CommandRun.of(URL.substring(URL.indexOf('?') + 1), "puyo", "--nazo"));
        assertEquals(new CommandRun(0, FIRST + "\n", ""), CommandRun.of(URL + "\n", "puyo", "--nazo", "--first"));
        assertEquals(new CommandRun(0, "no solution\n", ""), CommandRun.of(UNSOLVABLE, "puyo", "--nazo"));
        String both = FIRST + "\n" + SECOND + "\n";
        assertEquals(new CommandRun(0, both + "\nno solution\n\n" + both + "\n", ""),
                CommandRun.of(URL + "\n\n" + UNSOLVABLE + "\n" + URL, "puyo", "--nazo", "--batch", "--input-format=ips"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void jsonIsOneObjectAPuzzleShapedLikePnsolve() {
        CommandRun run = CommandRun.of(URL + "\n" + UNSOLVABLE + "\n", "puyo", "--nazo", "--json", "--batch");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().split("\n");
        assertEquals(2, lines.length, run.out());
        Map<String, Object> solved = (Map<String, Object>) StrictJsonParser.parse(lines[0]);
        assertEquals(List.of("input", "condition", "status", "searched", "matched", "solutions", "elapsedMs"),
                List.copyOf(solved.keySet()));
        assertEquals(URL, solved.get("input"));
        assertEquals(Map.of("kind", "CHAINS", "target", "ALL", "number", 5L, "text", "5連鎖する"), solved.get("condition"));
        assertEquals("ok", solved.get("status"));
        NazoResult api = new NazoSolver(3).solve(URL, false);
        assertEquals(api.searched(), solved.get("searched"));
        assertEquals(2L, solved.get("matched"));
        assertTrue((Long) solved.get("elapsedMs") >= 0);
        List<Object> solutions = (List<Object>) solved.get("solutions");
        assertEquals(Map.of("hands", "yg12bg22bg52", "url", FIRST, "chains", 5L, "score", 4840L, "clear", true),
                solutions.get(0));
        assertEquals(Map.of("hands", "yg12bg22bg53", "url", SECOND, "chains", 5L, "score", 4840L, "clear", true),
                solutions.get(1));
        Map<String, Object> unsolved = (Map<String, Object>) StrictJsonParser.parse(lines[1]);
        assertEquals("no_solution", unsolved.get("status"));
        assertEquals(0L, unsolved.get("matched"));
        assertEquals(List.of(), unsolved.get("solutions"));
        Map<String, Object> first = (Map<String, Object>) StrictJsonParser.parse(
                CommandRun.of("", "puyo", "--nazo", "--json", "--first", URL).out().strip());
        assertEquals(1L, first.get("matched"));
    }

    /** The manual's JSON example is what the command prints, but for the time. */
    @Test
    void theManualsJsonExampleIsTheOutput() throws Exception {
        String manual = Files.readString(CommandLineManualTest.repository().resolve(CommandLineManualTest.MANUAL));
        Matcher block = Pattern.compile("```json\n(.*?)\n```", Pattern.DOTALL).matcher(manual);
        assertTrue(block.find(), "cli.md shows the JSON of --nazo --json");
        String out = CommandRun.of("", "puyo", "--nazo", "--json", URL).out();
        assertEquals(block.group(1), out.strip().replaceAll("\"elapsedMs\":[0-9]+", "\"elapsedMs\":3"));
    }

    @Test
    void badPuzzlesAndOptionsGetOneLine() {
        String[][] cases = { // the input, the error line
            {URL + "x", "line 1: IPS simulator URL, character 54: a fourth condition character ('x'), whose meaning no"
                    + " source gives; bitfall reads three (kind, target, number)"},
            {"302rAyirq_i1g1g1", "line 1: the puzzle has no clear condition (code 0)"},
            {"302rAyirq", "line 1: the puzzle has no pairs to place"},
            {"http://www.puyop.com/s/302rAyirq", "line 1: IPS simulator URL, character 0: this is a URL of puyop.com,"
                    + " not of the IPS simulator; read it with PuyopUrl"},
            {"", "line 1: empty input, expected an IPS simulator URL"},
            {URL + "\n" + URL, "line 2: more than one field (use --batch)"},
        };
        for (String[] c : cases) {
            CommandRun.of(c[0], "puyo", "--nazo").assertBadInput("bitfall puyo: " + c[1]);
        }
        PuyoField floating = new PuyoField();
        floating.set(0, 2, Puyo.RED);
        String url = IpsUrl.encode(floating) + "_i1__u05";
        assertEquals(new CommandRun(2, FIRST + "\n" + SECOND + "\n\n", "bitfall puyo: line 2: the puzzle's field has puyos"
                + " above empty cells\n"), CommandRun.of(URL + "\n" + url, "puyo", "--nazo", "--batch"));
        String[][] usage = {
            {"--nazo reads IPS simulator URLs; it cannot go with --input-format=puyop", "--nazo", "--input-format=puyop"},
            {"--nazo prints solutions; it cannot go with --score", "--nazo", "--score"},
            {"--nazo prints solutions; it cannot go with --convert", "--convert=pfen", "--nazo"},
            {"--json goes with --nazo only", "--json"},
            {"--first goes with --nazo only", "--first"},
        };
        for (String[] u : usage) {
            String[] args = new String[u.length];
            args[0] = "puyo";
            System.arraycopy(u, 1, args, 1, u.length - 1);
            CommandRun.of(URL, args).assertBadInput("bitfall puyo: " + u[0]);
        }
    }
}
