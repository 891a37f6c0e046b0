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

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Chain counts and Tsu scores published as test vectors by another engine (the puyoai project's core
 * field tests, which write fields in the "rensim" digit code). Both our implementations must agree with
 * them.
 *
 * <p>The code lists cells row by row from the top, left to right, with the last six digits the floor
 * row; shorter strings leave the upper rows empty. 0 is empty, 1 garbage, 4..7 four colours.
 */
class PublicTsuVectorsTest {
    private static final Puyo[] DIGITS = {Puyo.EMPTY, Puyo.GARBAGE, null, null, Puyo.RED, Puyo.BLUE, Puyo.YELLOW,
        Puyo.GREEN};

    static String decode(String code) {
        String padded = "0".repeat((6 - code.length() % 6) % 6) + code;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < padded.length(); i += 6) {
            for (int j = i; j < i + 6; j++) {
                text.append(DIGITS[padded.charAt(j) - '0'].letter());
            }
            text.append('\n');
        }
        int rows = padded.length() / 6;
        return "......\n".repeat(Math.max(0, 12 - rows)) + text;
    }

    @ParameterizedTest
    @CsvSource({
        "444400, 1, 40",
        "5000005565444455, 2, 700",
        "50745574464446676456474656476657564547564747676466766747674757644657575475755, 19, 175080",
        "500467767675744454754657447767667644674545455767477644457474656455446775455646, 19, 175080",
        "550050455045451045745074745074645067674067674056567056567515167444416555155, 2, 38540",
        "50550040455075451075745064745064645067674057674747574776567675156644415555155, 3, 43260",
        "550040455075451775745464745464645467674457674147574776567675156644415555155, 4, 50140",
        "745550576455666451175745564745564745567674157674747574776566615156644415555155, 5, 68700",
        "444411114141414114114111414144411114414111114414411114441114111141444141111141, 4, 4840",
        "545544544454454545454545454545545454445544554455454545545454554544445455455445, 9, 49950",
        "444446544611446164564441546166565615454551441444111111111111111111111111111111, 9, 32760",
        "667547466555661677471475451447461666661547457477556446776555744646476466744555, 18, 155980",
        "444044144414114144411411414144141414414141441414114411441144414141141414144144, 11, 47080",
        "444444444444444444444444444444444444444444444444444444444444444444444444, 1, 7200",
        "144441111111, 1, 40",
    })
    void chainsAndScoreMatchThePublishedValues(String code, int chains, int score) {
        String text = decode(code);
        for (Implementation impl : Implementation.values()) {
            ChainResult<?> r = impl.resolve(text, PuyoFormat.TSU);
            assertEquals(chains, r.chains(), impl + " chains on\n" + text);
            assertEquals(score, r.score(), impl + " score on\n" + text);
        }
        assertTrue(PuyoField.parse(text).isSettled());
    }
}
