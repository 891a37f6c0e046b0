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

import io.bitfall.puyo.versus.PlayerFaultException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * One running engine process: lines to its standard input, lines from its standard output with a
 * deadline, its standard error appended to a file, and its end with all its descendants. Everything the
 * process prints is untrusted: a line longer than the limit, the end of its output and a missed deadline
 * become a {@link PlayerFaultException} that names the command and the stderr file. A reader thread
 * moves the output into a bounded queue, so memory stays bounded however much the process prints (a
 * process that floods blocks on its own full pipe). Live processes are ended by a shutdown hook if the
 * JVM stops before they are.
 */
final class EngineProcess {
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
    private static final Object END_OF_OUTPUT = new Object();
    private static final int QUEUE_LINES = 64;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(EngineProcess::kill),
                "bitfall-upi-engine-killer"));
    }

    private final String name;
    private final Path stderr;
    private final Process process;
    private final OutputStream in;
    private final BlockingQueue<Object> lines = new ArrayBlockingQueue<>(QUEUE_LINES);
    private final Thread reader;

    private EngineProcess(String name, Path stderr, Process process, int maxLineChars) {
        this.name = name;
        this.stderr = stderr;
        this.process = process;
        this.in = process.getOutputStream();
        reader = new Thread(() -> read(process.getInputStream(), maxLineChars),
                "bitfall-upi-reader-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code command} with its standard error appended to {@code stderr}.
     *
     * @throws PlayerFaultException if the process cannot be started
     */
    static EngineProcess start(List<String> command, Path stderr, int maxLineChars) {
        String name = String.join(" ", command);
        try {
            Process p = new ProcessBuilder(command).redirectError(Redirect.appendTo(stderr.toFile())).start();
            LIVE.add(p);
            return new EngineProcess(name, stderr, p, maxLineChars);
        } catch (IOException | RuntimeException e) {
            throw new PlayerFaultException("engine '" + name + "' did not start: " + e.getMessage()
                    + " (its stderr is in " + stderr + ")");
        }
    }

    /** Reads the output into lines until its end, an overlong line or an error. */
    private void read(InputStream out, int maxLineChars) {
        StringBuilder line = new StringBuilder();
        byte[] buffer = new byte[8192];
        try (out) {
            for (int n; (n = out.read(buffer)) >= 0; ) {
                for (int i = 0; i < n; i++) {
                    char c = (char) (buffer[i] & 0xFF);
                    if (c == '\n') {
                        int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
                        lines.put(line.substring(0, end)); // bytes as ISO-8859-1: UPI is ASCII
                        line.setLength(0);
                    } else if (line.length() == maxLineChars) {
                        lines.put(new LineTooLong(maxLineChars));
                        return;
                    } else {
                        line.append(c);
                    }
                }
            }
            lines.put(END_OF_OUTPUT);
        } catch (IOException e) {
            lines.offer(END_OF_OUTPUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A line that reached the limit before its end. */
    private record LineTooLong(int limit) {
    }

    /**
     * Sends one line.
     *
     * @throws PlayerFaultException if the process no longer reads (it exited)
     */
    void send(String line) {
        try {
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            throw fault(ended("could not be sent '" + line + "'"));
        }
    }

    /**
     * The next line, waiting until {@code deadline} ({@link System#nanoTime()}); null if none is there by
     * then.
     *
     * @param waitingFor what the host waits for, for the fault's message
     * @throws PlayerFaultException if the output ended or the line is too long
     */
    String next(long deadline, String waitingFor) {
        Object o;
        try {
            o = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault("was interrupted while the host waited for " + waitingFor);
        }
        if (o == END_OF_OUTPUT) {
            throw fault(ended("while the host waited for " + waitingFor));
        }
        if (o instanceof LineTooLong t) {
            throw fault("printed a line longer than " + t.limit() + " characters while the host waited for "
                    + waitingFor);
        }
        return (String) o;
    }

    /** Why the output ended: the exit status if the process exits within a second. */
    private String ended(String when) {
        try {
            if (process.waitFor(1, TimeUnit.SECONDS)) {
                return "exited with status " + process.exitValue() + " " + when;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "closed its output " + when;
    }

    /** A fault of this engine: {@code what} it did, with the command and where its stderr is. */
    PlayerFaultException fault(String what) {
        return new PlayerFaultException("engine '" + name + "' " + what + " (its stderr is in " + stderr + ")");
    }

    /** Whether the process still runs. */
    boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Sends {@code quit} and waits up to {@code millis} for the process to exit, then ends it and its
     * descendants. Never throws.
     */
    void quit(long millis) {
        try {
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (IOException e) {
            // it no longer reads: it is ended below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        kill();
    }

    /** Ends the process and its descendants at once and waits for them. Never throws. */
    void kill() {
        kill(process);
        reader.interrupt(); // it may wait on a full queue that nobody reads now
    }

    private static void kill(Process p) {
        List<ProcessHandle> descendants = p.descendants().toList(); // before the parent dies and they move
        descendants.forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(5, TimeUnit.SECONDS);
            for (ProcessHandle h : descendants) {
                h.onExit().get(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // a descendant that outlives five seconds after SIGKILL is beyond the host's reach
        }
        try {
            p.getOutputStream().close();
        } catch (IOException e) {
            // already closed
        }
        LIVE.remove(p);
    }
}
