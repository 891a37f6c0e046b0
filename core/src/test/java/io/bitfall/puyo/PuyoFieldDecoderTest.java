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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fuzz decoder: it round-trips with its encoder, and random bytes mostly give fields that chain. */
class PuyoFieldDecoderTest {
    @Test
    void encodeThenDecodeGivesTheField() {
        String tsu = "O.....\n" + "R.....\n".repeat(3) + "G.....\nB.....\nY.....\nG.....\nB.....\nY.....\nGO....\nBRO...\nRRRO..\n";
        for (String text : new String[] {PuyoRulesTest.JUDGE_SAMPLE, PuyoRulesTest.field("....GG", "RRRRGG")}) {
            PuyoFieldDecoder.Decoded d = PuyoFieldDecoder.decode(PuyoFieldDecoder.encode(text, false));
            assertEquals(text, d.text());
            assertEquals(PuyoFormat.JUDGE, d.format());
        }
        PuyoFieldDecoder.Decoded d = PuyoFieldDecoder.decode(PuyoFieldDecoder.encode(tsu, true));
        assertEquals(tsu, d.text());
        assertEquals(PuyoFormat.TSU, d.format());
        byte[] sample = PuyoFieldDecoder.encode(PuyoRulesTest.JUDGE_SAMPLE, false);
        assertArrayEquals(new byte[] {6, 2, 0, 0, 4, 0, 0, 4, 4, 3, 4, 4, 1, 2, 1, 1, 1, 1, 0}, sample);
    }

    @Test
    void anyBytesGiveASettledFieldOfItsFormat() {
        assertEquals("......\n".repeat(12), PuyoFieldDecoder.decode(new byte[0]).text());
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2000; i++) {
            byte[] data = new byte[random.nextInt(120)];
            random.nextBytes(data);
            PuyoFieldDecoder.Decoded d = PuyoFieldDecoder.decode(data);
            PuyoField f = PuyoField.parse(d.text(), d.format());
            assertTrue(f.isSettled());
        }
    }

    /** "Most inputs are meaningful": random inputs of a realistic length mostly pop something. */
    @Test
    void randomInputsMostlyChain() {
        SplittableRandom random = new SplittableRandom(11);
        int chaining = 0;
        int n = 2000;
        for (int i = 0; i < n; i++) {
            byte[] data = new byte[30 + random.nextInt(60)];
            random.nextBytes(data);
            if (PuyoField.parse(PuyoFieldDecoder.decode(data).text()).chainCount() > 0) {
                chaining++;
            }
        }
        System.out.println("PuyoFieldDecoderTest: " + chaining + " of " + n + " random inputs chain");
        assertTrue(chaining * 2 > n, "fields that chain: " + chaining + " of " + n);
    }
}
