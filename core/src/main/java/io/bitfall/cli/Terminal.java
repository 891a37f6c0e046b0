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

import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard output is a terminal, so that colour codes are wanted there. */
final class Terminal {
    private Terminal() {
    }

    static boolean stdoutIsTerminal() {
        if (System.getenv("NO_COLOR") != null) {
            return false;
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) { // no /proc (not Linux) or no permission: ask the JVM
            return System.console() != null;
        }
    }
}
