package io.bitfall.cli;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads input one line at a time with constant memory: lines end at {@code \n}; a trailing {@code \r}
 * stays on the line for the parsers to drop. Bytes become chars one to one (ISO-8859-1), so a parser can
 * name any stray byte. A line longer than {@link #MAX_LINE} keeps only its start and is marked as cut.
 */
final class LineReader {
    static final int MAX_LINE = 4096;

    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int pos;
    private int limit;
    private final char[] line = new char[MAX_LINE];
    private int lineNumber;
    private boolean cut;

    LineReader(InputStream in) {
        this.in = in;
    }

    /** The next line without its {@code \n}, or {@code null} at the end of input. */
    String next() throws IOException {
        int length = 0;
        cut = false;
        boolean any = false;
        while (true) {
            if (pos == limit) {
                limit = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            any = true;
            byte b = buffer[pos++];
            if (b == '\n') {
                break;
            }
            if (length < MAX_LINE) {
                line[length++] = (char) (b & 0xff);
            } else {
                cut = true;
            }
        }
        lineNumber++;
        return new String(line, 0, length);
    }

    /** The 1-based number of the line returned last. */
    int lineNumber() {
        return lineNumber;
    }

    /** Whether the line returned last was longer than {@link #MAX_LINE} and was cut. */
    boolean wasCut() {
        return cut;
    }
}
