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
