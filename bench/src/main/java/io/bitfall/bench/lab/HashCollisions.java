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

import io.bitfall.puyo.Placement;
import io.bitfall.puyo.Puyo;
import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.PuyoPair;
import it.unimi.dsi.fastutil.Hash;
import it.unimi.dsi.fastutil.HashCommon;
import it.unimi.dsi.fastutil.ints.IntOpenHashSet;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.SplittableRandom;

/**
 * Counts collisions of {@link PuyoField#hash64} on N distinct generated fields (default 10 million):
 * pairs of fields with different contents and the same hash. Run:
 * {@code mvn -q -pl bench -am compile exec:java -Dexec.mainClass=io.bitfall.bench.lab.HashCollisions
 * -Dexec.args=10000000}.
 *
 * <p>Field {@code i} is rebuilt at will from seed {@code i}, so no field is stored: a map from hash to the
 * first index with that hash finds every repeat of a hash, and rebuilding that earlier field tells a
 * repeated field (same contents, not counted as distinct) from a collision. Fields are of three kinds:
 * random play (0 to 60 pairs of 3 to 5 colours at random legal placements, chains resolved), random
 * stacks, and random-play fields with garbage and row-13 puyos on top. As a check that the count can
 * find collisions, the same fields are also counted on the hash's low 32 bits and on
 * {@code Arrays.hashCode} of the plane words ({@link PuyoField#hashCode}), where about
 * {@code N^2 / 2^33} collisions are expected by chance alone.
 */
public final class HashCollisions {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    private HashCollisions() {
    }

    /** The most fields its hash tables can hold (fastutil's tables have at most 2^30 slots). */
    static final int MAX_FIELDS = 500_000_000;

    /** The one operand and {@code --help}. */
    static final OptionTable TABLE = new OptionTable("HashCollisions [FIELDS]",
            "Counts collisions of hash64 on FIELDS distinct generated fields, 1.." + MAX_FIELDS
            + " (default 10000000; 14 to 40 bytes of heap per field).");

    /**
     * {@code args[0]}: the number of distinct fields (default 10,000,000). A bad argument, or more fields than
     * the heap holds, is one line on stderr and exit status 2.
     */
    public static void main(String[] args) {
        int target;
        try {
            target = fields(args, Runtime.getRuntime().maxMemory());
        } catch (IllegalArgumentException e) {
            System.err.println("HashCollisions: " + e.getMessage() + "; try --help");
            System.exit(2);
            return;
        }
        if (target == 0) {
            System.out.println(TABLE.help());
            return;
        }
        count(target);
    }

    /**
     * The number of fields {@code args} asks for, 0 for {@code --help}.
     *
     * @throws IllegalArgumentException for a bad argument, or a count whose tables need more than {@code heap}
     */
    static int fields(String[] args, long heap) {
        OptionTable.Values v = TABLE.read(args);
        if (v.help()) {
            return 0;
        }
        if (v.operands().size() > 1) {
            throw new IllegalArgumentException("one number of fields, not " + v.operands().size() + " arguments");
        }
        String n = v.operands().isEmpty() ? "10000000" : v.operands().get(0);
        long fields;
        try {
            fields = Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("FIELDS: '" + n + "' is not a whole number (1.." + MAX_FIELDS + ")");
        }
        if (fields < 1 || fields > MAX_FIELDS) {
            throw new IllegalArgumentException("FIELDS: " + n + " is outside 1.." + MAX_FIELDS);
        }
        // a map of long to int and two sets of int, of the same capacity, all made at once
        long tables = 20L * HashCommon.arraySize((int) fields, Hash.DEFAULT_LOAD_FACTOR);
        if (tables > heap * 9 / 10) {
            throw new IllegalArgumentException("FIELDS: " + n + " fields need " + tables / (1 << 20) + " MB of hash"
                    + " tables, this JVM has " + heap / (1 << 20) + " MB of heap (give it more with -Xmx,"
                    + " MAVEN_OPTS for exec:java)");
        }
        return (int) fields;
    }

    private static void count(int target) {
        long start = System.nanoTime();
        Long2IntOpenHashMap firstIndex = new Long2IntOpenHashMap(target);
        firstIndex.defaultReturnValue(-1);
        IntOpenHashSet low32 = new IntOpenHashSet(target);
        IntOpenHashSet javaHash = new IntOpenHashSet(target);
        PuyoField field = new PuyoField();
        PuyoField earlier = new PuyoField();
        Placement[] moves = new Placement[22];
        int distinct = 0;
        int repeats = 0;
        int collisions = 0;
        for (int i = 0; distinct < target; i++) {
            build(i, field, moves);
            long h = field.hash64();
            int seen = firstIndex.putIfAbsent(h, i);
            if (seen >= 0) {
                build(seen, earlier, moves);
                if (earlier.contentEquals(field)) {
                    repeats++;
                    continue;
                }
                collisions++;
                System.out.println("collision: fields " + seen + " and " + i + ", hash " + Long.toHexString(h)
                        + "\n" + earlier + "\n" + field);
            }
            distinct++;
            low32.add((int) h);
            javaHash.add(field.hashCode());
        }
        double expected32 = (double) distinct * distinct / Math.pow(2, 33);
        System.out.printf("%d distinct fields (%d generated, %d repeats) in %.1f s%n", distinct, distinct + repeats,
                repeats, (System.nanoTime() - start) / 1e9);
        System.out.println("hash64 collisions: " + collisions);
        System.out.printf("check: low 32 bits of hash64 collide %d times, Arrays.hashCode of the planes %d times "
                + "(%.0f expected for a random 32-bit hash)%n", distinct - low32.size(), distinct - javaHash.size(),
                expected32);
    }

    /** Makes {@code f} field number {@code index}: the same field for the same index, always. */
    static void build(int index, PuyoField f, Placement[] moves) {
        SplittableRandom random = new SplittableRandom(0xC0111DE5L ^ (long) index * 0x9E3779B97F4A7C15L);
        f.clear();
        int kind = random.nextInt(8);
        if (kind == 0) {
            int colours = 3 + random.nextInt(3);
            int tallest = 1 + random.nextInt(12);
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                int h = random.nextInt(tallest + 1);
                for (int row = 1; row <= h; row++) {
                    f.set(col, row, COLOURS[random.nextInt(colours)]);
                }
            }
            return;
        }
        int colours = 3 + random.nextInt(3);
        int pairs = random.nextInt(61);
        for (int p = 0; p < pairs && !f.isGameOver(); p++) {
            PuyoPair pair = new PuyoPair(COLOURS[random.nextInt(colours)], COLOURS[random.nextInt(colours)]);
            int n = f.legalPlacements(pair, moves);
            if (n == 0) {
                break;
            }
            f.placeAndResolve(pair, moves[random.nextInt(n)]);
        }
        if (kind == 1) {
            for (int col = 0; col < PuyoField.WIDTH; col++) {
                int h = f.height(col);
                int extra = Math.min(PuyoField.HEIGHT - h, random.nextInt(4));
                for (int k = 1; k <= extra; k++) {
                    f.set(col, h + k, random.nextInt(3) == 0 ? COLOURS[random.nextInt(colours)] : Puyo.GARBAGE);
                }
            }
        }
    }
}
