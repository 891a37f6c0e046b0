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

import java.util.List;

/**
 * One option a command accepts: its name, the placeholder of its value ({@code null} for a flag), the
 * range of a number value or the words a choice may be, and its text in {@code --help}. A valued option is
 * given as {@code --name=V} or {@code --name V}.
 */
record Option(String name, String value, int min, int max, List<String> choices, String help) {
    /** Where an option's help text starts in {@code --help}: after two spaces and a column of 11. */
    private static final int HELP_COLUMN = 15;

    /** An option without a value; {@code help} may hold several lines. */
    static Option flag(String name, String help) {
        return new Option(name, null, 0, 0, null, help);
    }

    /** An option whose value is a number {@code min..max}, shown as {@code name=value} in the help. */
    static Option number(String name, String value, int min, int max, String help) {
        return new Option(name, value, min, max, null, help);
    }

    /** An option whose value is one of {@code choices}, shown as {@code name=value} in the help. */
    static Option choice(String name, String value, List<String> choices, String help) {
        return new Option(name, value, 0, 0, List.copyOf(choices), help);
    }

    /** Whether the option takes a value. */
    boolean takesValue() {
        return value != null;
    }

    /** Checks {@code text} as this option's value: a number or one of the choices; a {@link BadInput} otherwise. */
    void check(String text) {
        if (choices == null) {
            number(text);
        } else if (!choices.contains(text)) {
            throw new BadInput(name + " needs one of " + String.join(", ", choices) + ", was '" + text + "'");
        }
    }

    /**
     * The number {@code text} gives this option, checked to be 1 to 4 ASCII digits (no sign) within
     * {@code min..max}; a {@link BadInput} naming the option, the range and the text otherwise.
     */
    int number(String text) {
        boolean digits = !text.isEmpty() && text.length() <= 4;
        int n = 0;
        for (int i = 0; digits && i < text.length(); i++) {
            char c = text.charAt(i);
            digits = c >= '0' && c <= '9';
            n = 10 * n + c - '0';
        }
        if (!digits || n < min || n > max) {
            throw new BadInput(name + " needs a number " + min + ".." + max + ", was '" + text + "'");
        }
        return n;
    }

    /** The option's lines in {@code --help}, each ending in a line feed. */
    String helpLines() {
        String label = takesValue() ? name + "=" + value : name;
        StringBuilder lines = new StringBuilder("  ").append(label);
        lines.append(label.length() < HELP_COLUMN - 2 ? " ".repeat(HELP_COLUMN - 2 - label.length())
                : "\n" + " ".repeat(HELP_COLUMN)); // a long label gets its help on the next line
        return lines.append(help.replace("\n", "\n" + " ".repeat(HELP_COLUMN))).append('\n').toString();
    }
}
