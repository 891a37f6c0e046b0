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
package io.bitfall.puyo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.monomino.MonominoGame;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Keeps the chain loops' pieces small enough for HotSpot's C2 to inline them: a method of more than
 * {@value #HOT_LIMIT} bytes of bytecode ({@code -XX:FreqInlineSize}, the default on x86-64 in JDK 17 and
 * 25) is called, not inlined, even where it is hot. {@code spreadSeeds} was once 353 bytes and cost the
 * score path 3-15% in a call per chain step (core/docs/performance.md). The quick answers for a field where
 * nothing pops must stay under {@value #ANY_LIMIT} bytes ({@code -XX:MaxInlineSize}), which C2 inlines at
 * any call site.
 */
class InlineSizeTest {
    private static final int HOT_LIMIT = 325;
    private static final int ANY_LIMIT = 35;

    @Test
    void chainLoopPiecesFitUnderTheHotInlineLimit() throws IOException {
        assertAtMost(HOT_LIMIT, Pops.class, "findPops(Lio/bitfall/puyo/PuyoField;Z)Z",
                "spreadSeeds(Lio/bitfall/puyo/PuyoField;ZJJJJJJJJ)Z", "popGarbageNextTo(Lio/bitfall/puyo/PuyoField;ZJJ)V",
                "details(Lio/bitfall/puyo/PuyoField;JJ)V", "firstPops(Lio/bitfall/puyo/PuyoField;Z)Z",
                "firstPopsScalar(Lio/bitfall/puyo/PuyoField;Z)Z");
        assertAtMost(HOT_LIMIT, Gravity.class, "removePopsAndFall([J[JJJ)Z", "removePopsAndFallRows([J[JJJ)I",
                "removeAndFall([J[JJJZ)I", "compressLo([J[JJZ)I",
                "compressHi([J[JJZ)I", "fall([JIJJZ)I", "compact([JIJ)V");
        assertAtMost(HOT_LIMIT, PuyoField.class, "chainCountFromPops()I", "resolveFromPops()J");
    }

    @Test
    void monominoPlaceFitsUnderTheHotInlineLimit() throws IOException {
        // Inlined into a judge loop it measured 0.8-0.9x the time of a call (core/docs/performance.md).
        assertAtMost(HOT_LIMIT, MonominoGame.class, "place(Lio/bitfall/monomino/BlockType;II)I");
    }

    @Test
    void quickAnswersFitUnderTheAnySiteInlineLimit() throws IOException {
        assertAtMost(ANY_LIMIT, PuyoField.class, "chainCount()I", "resolveInPlace()J", "removePopsAndFall()Z");
    }

    /** Fails unless each of {@code methods} (name and descriptor) of {@code type} has at most {@code limit} bytes. */
    private static void assertAtMost(int limit, Class<?> type, String... methods) throws IOException {
        Map<String, Integer> sizes = codeSizes(type);
        for (String method : methods) {
            assertTrue(sizes.containsKey(method), () -> method + " is not in " + type.getSimpleName()
                    + ": update this test");
            int size = sizes.get(method);
            assertTrue(size <= limit, () -> method + " has " + size + " bytes of bytecode, over " + limit);
        }
    }

    @Test
    void readsTheCodeSizesOfThisClass() throws IOException {
        // The reader itself: a method of known shape (aload_0, invokespecial Object.<init>, return).
        assertEquals(5, codeSizes(InlineSizeTest.class).get("<init>()V"));
    }

    /** Bytes of bytecode of every method of {@code type}, keyed by name and descriptor, from its class file. */
    private static Map<String, Integer> codeSizes(Class<?> type) throws IOException {
        String resource = type.getSimpleName() + ".class";
        try (InputStream in = type.getResourceAsStream(resource)) {
            assertTrue(in != null, () -> resource + " is not on the class path");
            DataInputStream data = new DataInputStream(in);
            data.readInt(); // magic
            data.readInt(); // minor and major version
            int count = data.readUnsignedShort();
            String[] utf8 = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = data.readUnsignedByte();
                switch (tag) {
                    case 1: utf8[i] = data.readUTF(); break;
                    case 5: case 6: data.skipNBytes(8); i++; break; // long, double: two slots
                    case 7: case 8: case 16: case 19: case 20: data.skipNBytes(2); break;
                    case 15: data.skipNBytes(3); break;
                    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: data.skipNBytes(4); break;
                    default: throw new IOException("constant pool tag " + tag + " at entry " + i);
                }
            }
            data.skipNBytes(6); // access flags, this class, super class
            data.skipNBytes(2L * data.readUnsignedShort()); // interfaces
            for (int fields = data.readUnsignedShort(); fields > 0; fields--) {
                data.skipNBytes(6);
                skipAttributes(data);
            }
            Map<String, Integer> sizes = new HashMap<>();
            for (int methods = data.readUnsignedShort(); methods > 0; methods--) {
                data.skipNBytes(2);
                String key = utf8[data.readUnsignedShort()] + utf8[data.readUnsignedShort()];
                for (int attributes = data.readUnsignedShort(); attributes > 0; attributes--) {
                    String name = utf8[data.readUnsignedShort()];
                    int length = data.readInt();
                    if (name.equals("Code")) {
                        data.skipNBytes(4); // max stack, max locals
                        int code = data.readInt();
                        sizes.put(key, code);
                        data.skipNBytes(length - 8L);
                    } else {
                        data.skipNBytes(length);
                    }
                }
            }
            return sizes;
        }
    }

    private static void skipAttributes(DataInputStream data) throws IOException {
        for (int attributes = data.readUnsignedShort(); attributes > 0; attributes--) {
            data.skipNBytes(2);
            data.skipNBytes(data.readInt());
        }
    }
}
