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

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The arguments of one run of a command, read against the options it accepts: which were given, their
 * values, the input file, and whether {@code --help} or {@code --version} came first. Arguments are read in
 * order and the first problem is the one reported; {@code --help} ({@code -h}) and {@code --version} end
 * the reading, so whatever follows them is not looked at.
 */
final class Arguments {
    /** What each given option was given: its value, or the empty string for a flag. */
    private final Map<String, String> given = new HashMap<>();
    private String file;
    /** {@code --help} or {@code --version} if one ended the reading, else null. */
    private String request;

    private Arguments() {
    }

    /** Reads {@code args} against {@code options}; a {@link BadInput} names the first problem. */
    static Arguments parse(List<Option> options, String[] args) {
        Arguments a = new Arguments();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h") || arg.equals("--version")) {
                a.request = arg.equals("--version") ? arg : "--help";
                return a;
            }
            if (!arg.startsWith("-")) {
                if (a.file != null) {
                    throw new BadInput("more than one input file ('" + a.file + "', '" + arg + "')");
                }
                a.file = arg;
                continue;
            }
            int equals = arg.indexOf('=');
            Option option = find(options, equals < 0 ? arg : arg.substring(0, equals));
            if (option == null || !option.takesValue() && equals >= 0) {
                throw new BadInput("unknown option '" + arg + "' (try --help)");
            }
            String value = "";
            if (option.takesValue()) {
                if (equals >= 0) {
                    value = arg.substring(equals + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    throw new BadInput(option.name() + " needs a value: " + option.name() + "=" + option.value()
                            + " or " + option.name() + " " + option.value() + " (try --help)");
                }
                option.check(value);
            }
            a.given.put(option.name(), value);
        }
        return a;
    }

    private static Option find(List<Option> options, String name) {
        for (Option o : options) {
            if (o.name().equals(name)) {
                return o;
            }
        }
        return null;
    }

    /** Whether the option {@code name} was given. */
    boolean has(String name) {
        return given.containsKey(name);
    }

    /** The number given to the option {@code name} (checked when read), or 0 if it was not given. */
    int number(String name) {
        String value = given.get(name);
        return value == null ? 0 : Integer.parseInt(value);
    }

    /** The value given to the option {@code name} (checked when read), or {@code otherwise} if it was not given. */
    String text(String name, String otherwise) {
        return given.getOrDefault(name, otherwise);
    }

    /** The input file, or null for standard input. */
    String file() {
        return file;
    }

    /** Whether {@code --help} or {@code -h} ended the reading. */
    boolean wantsHelp() {
        return "--help".equals(request);
    }

    /** Whether {@code --version} ended the reading. */
    boolean wantsVersion() {
        return "--version".equals(request);
    }
}
