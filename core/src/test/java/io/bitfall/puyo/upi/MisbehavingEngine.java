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
package io.bitfall.puyo.upi;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.GreedyPlayer;

/**
 * An engine that plays greedy over UPI for {@code args[1]} moves (default 0), then misbehaves as
 * {@code args[0]} says: {@code exit} (status 3), {@code slow} (never answers), {@code garbage} (a line
 * that is not UPI), {@code endless} (a line without end), {@code flood} (info lines without end),
 * {@code illegal} (a move no pair can make), {@code child} (starts a child process, then never answers),
 * {@code silent} (never answers {@code upi}), {@code good} (never misbehaves).
 */
public final class MisbehavingEngine {
    private MisbehavingEngine() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        int after = args.length > 1 ? Integer.parseInt(args[1]) : 0;
        UpiEngine<PuyoField> engine = new UpiEngine<>("misbehaving " + mode, new GreedyPlayer<>(PuyoField::new),
                PuyoField::new);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int moves = 0;
        for (String line; (line = in.readLine()) != null; ) {
            System.err.println("got " + line);
            if (line.equals("upi") && mode.equals("silent")) {
                Thread.sleep(600_000);
            }
            if (line.startsWith("go") && moves++ >= after) {
                switch (mode) {
                    case "exit" -> System.exit(3);
                    case "slow" -> Thread.sleep(600_000);
                    case "garbage" -> out.println("hello, host");
                    case "endless" -> {
                        while (!out.checkError()) {
                            out.print("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
                        }
                    }
                    case "flood" -> {
                        while (!out.checkError()) {
                            out.println("info depth 1");
                        }
                    }
                    case "illegal" -> out.println("bestmove 1a1c");
                    case "child" -> {
                        System.err.println("child " + new ProcessBuilder("sleep", "600").start().pid());
                        Thread.sleep(600_000);
                    }
                    default -> {
                    }
                }
                if (!mode.equals("good")) {
                    out.flush();
                    continue;
                }
            }
            String answer = engine.answer(line.strip());
            if (engine.quit) {
                return;
            }
            if (answer != null) {
                out.println(answer);
                out.flush();
            }
        }
    }
}
