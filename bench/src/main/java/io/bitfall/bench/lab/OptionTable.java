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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of one lab program, declared once, and the reader of its command line: the one convention
 * of every program in this package. A valued option is {@code --name VALUE} or {@code --name=VALUE}; a flag
 * ({@code --help}, also {@code -h}) takes no value; every other word is an operand, in order. An option
 * given twice, a flag with a value, a valued option without one (at the end, or followed by another
 * {@code --option}) and an unknown option are refused. The table also writes the help: one line per
 * option with its meaning and default.
 *
 * <p>Every refusal is an {@link IllegalArgumentException} whose message is the one line a program prints
 * (after its name, on stderr, with exit status 2): the option, what was given and what is allowed, e.g.
 * {@code --show: 4294967296 is outside 0..199}.
 */
final class OptionTable {
    /** Declared options, in the order of the help. */
    private final Map<String, Option> options = new LinkedHashMap<>();
    private final String usage;
    private final String purpose;

    /**
     * One option: its value's placeholder ({@code null} for a flag), its meaning, its default as the help
     * shows it (for a number, the value used when it is not given, if it is one), and whether its value is a
     * number in {@code min..max}.
     */
    private record Option(String name, String value, String meaning, String byDefault, boolean numeric, long min,
            long max) {
        boolean isFlag() {
            return value == null;
        }

        String range() {
            return min == Long.MIN_VALUE ? "any long" : min + ".." + max;
        }
    }

    /**
     * A table for a program used as {@code usage} (its first help line, e.g. {@code "VersusRunner AI AI
     * [options]"}), doing {@code purpose} (the second).
     */
    OptionTable(String usage, String purpose) {
        this.usage = usage;
        this.purpose = purpose;
        flag("--help", "this text");
    }

    /** Declares a whole-number option in {@code min..max} (range checked when read). */
    OptionTable integer(String name, String value, String meaning, String byDefault, int min, int max) {
        return add(new Option(name, value, meaning, byDefault, true, min, max));
    }

    /** Declares an option that may be any {@code long}. */
    OptionTable longInteger(String name, String value, String meaning, String byDefault) {
        return add(new Option(name, value, meaning, byDefault, true, Long.MIN_VALUE, Long.MAX_VALUE));
    }

    /** Declares an option whose value is text, checked by the program. */
    OptionTable text(String name, String value, String meaning, String byDefault) {
        return add(new Option(name, value, meaning, byDefault, false, 0, 0));
    }

    /** Declares a flag, an option without a value. */
    OptionTable flag(String name, String meaning) {
        return add(new Option(name, null, meaning, null, false, 0, 0));
    }

    private OptionTable add(Option option) {
        if (!option.name().startsWith("--") || options.putIfAbsent(option.name(), option) != null) {
            throw new IllegalStateException("option declared twice or without --: " + option.name());
        }
        return this;
    }

    /**
     * The help: usage, purpose, the convention, then one line per option with its meaning, its range (for a
     * number) and its default.
     */
    String help() {
        List<String> lines = new ArrayList<>(List.of("usage: " + usage, purpose,
                "Options are --name VALUE or --name=VALUE:"));
        int width = 0;
        for (Option o : options.values()) {
            width = Math.max(width, left(o).length());
        }
        for (Option o : options.values()) {
            String right = o.meaning() + (o.numeric() ? ", " + o.range() : "")
                    + (o.byDefault() == null ? "" : " (default " + o.byDefault() + ")");
            lines.add("  " + left(o) + " ".repeat(width - left(o).length() + 2) + right);
        }
        return String.join("\n", lines);
    }

    private static String left(Option o) {
        return o.isFlag() ? o.name() : o.name() + " " + o.value();
    }

    /**
     * Reads {@code args} by this table.
     *
     * @throws IllegalArgumentException naming the option (or word) refused and why
     */
    Values read(String[] args) {
        Map<String, String> given = new LinkedHashMap<>();
        List<String> operands = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String word = args[i];
            if (word.equals("-h")) {
                word = "--help";
            }
            if (!word.startsWith("--")) {
                operands.add(word);
                continue;
            }
            int equals = word.indexOf('=');
            String name = equals < 0 ? word : word.substring(0, equals);
            Option o = options.get(name);
            if (o == null) {
                throw new IllegalArgumentException("unknown option '" + name + "' (options: "
                        + String.join(", ", options.keySet()) + ")");
            }
            String value;
            if (o.isFlag()) {
                if (equals >= 0) {
                    throw new IllegalArgumentException(name + " takes no value, was given '" + word.substring(equals + 1)
                            + "'");
                }
                value = "";
            } else if (equals >= 0) {
                value = word.substring(equals + 1);
            } else {
                value = i + 1 < args.length && !args[i + 1].startsWith("--") ? args[++i] : "";
            }
            if (!o.isFlag() && value.isEmpty()) {
                throw new IllegalArgumentException(name + ": missing value (" + o.value() + ")");
            }
            if (given.putIfAbsent(name, value) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        return new Values(given, operands);
    }

    /** A command line as read by its table: the options given and the operands. */
    final class Values {
        private final Map<String, String> given;
        private final List<String> operands;

        private Values(Map<String, String> given, List<String> operands) {
            this.given = given;
            this.operands = List.copyOf(operands);
        }

        /** The words that are not options, in order. */
        List<String> operands() {
            return operands;
        }

        /** Whether {@code --help} (or {@code -h}) was given. */
        boolean help() {
            return has("--help");
        }

        /** Whether the option was given. */
        boolean has(String name) {
            return given.containsKey(declared(name).name());
        }

        /** A text option's value, or its declared default. */
        String text(String name) {
            return given.getOrDefault(declared(name).name(), declared(name).byDefault());
        }

        /** A whole-number option's value, or its declared default (which must then be a number). */
        int intValue(String name) {
            return (int) number(declared(name), null);
        }

        /** A whole-number option's value, or {@code fallback} (a default the table names in words). */
        int intValue(String name, int fallback) {
            return (int) number(declared(name), (long) fallback);
        }

        /** A {@code long} option's value, or its declared default. */
        long longValue(String name) {
            return number(declared(name), null);
        }

        private long number(Option o, Long fallback) {
            String value = given.get(o.name());
            if (value == null) {
                return fallback != null ? fallback : Long.parseLong(o.byDefault());
            }
            long n;
            try {
                n = Long.parseLong(value);
            } catch (NumberFormatException e) {
                if (value.matches("[-+]?\\d+")) { // digits, past a long
                    throw new IllegalArgumentException(o.name() + ": " + value + " is outside " + o.range());
                }
                throw new IllegalArgumentException(o.name() + ": '" + value + "' is not a whole number (" + o.range() + ")");
            }
            if (n < o.min() || n > o.max()) {
                throw new IllegalArgumentException(o.name() + ": " + value + " is outside " + o.range());
            }
            return n;
        }

        private Option declared(String name) {
            Option o = options.get(name);
            if (o == null) {
                throw new IllegalStateException("no option " + name + " in the table");
            }
            return o;
        }
    }
}
