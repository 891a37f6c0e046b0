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

/**
 * Judge input that breaks the format. The message starts with the place of the problem, for example
 * {@code line 3, token 2: 'x' is not a number (expected x, 0..3)}: lines count from 1 at the start of the
 * input, tokens from 1 at the start of their line.
 *
 * <p>Its message, line and token never change, so it may be passed between threads.
 */
public final class JudgeInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The 1-based line of the problem. */
    private final long line;
    /** The 1-based token of the problem within its line. */
    private final int token;
    /** What is wrong, without its place. */
    private final String problem;

    /**
     * A problem at {@code token} (1-based) of {@code line} (1-based).
     *
     * @param line    the line, counted from 1
     * @param token   the token within the line, counted from 1
     * @param problem what is wrong, e.g. {@code 'x' is not a number (expected x, 0..3)}
     */
    public JudgeInputException(long line, int token, String problem) {
        super("line " + line + ", token " + token + ": " + problem);
        this.line = line;
        this.token = token;
        this.problem = problem;
    }

    /**
     * The 1-based line of the problem.
     *
     * @return the line, counted from 1 at the start of the input
     */
    public long line() {
        return line;
    }

    /**
     * The 1-based token of the problem within its line (the token that is missing, wrong or extra).
     *
     * @return the token, counted from 1 at the start of its line
     */
    public int token() {
        return token;
    }

    /**
     * What is wrong, without its place: the message after {@code line L, token T: }.
     *
     * @return the problem, e.g. {@code 'x' is not a number (expected x, 0..3)}
     */
    public String problem() {
        return problem;
    }
}
