package io.bitfall.puyo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PuyoFieldGeneratorTest {
    @Test
    void aGeneratorNeverHandsOutTheSameFieldTwice() {
        for (boolean tsu : new boolean[] {false, true}) {
            PuyoFieldGenerator generator = new PuyoFieldGenerator(7, tsu);
            Set<PuyoField> fields = new HashSet<>();
            int drawn = 0;
            for (PuyoFieldGenerator.Kind kind : PuyoFieldGenerator.Kind.values()) {
                for (int i = 0; i < 300; i++) {
                    fields.add(generator.next(kind).copy());
                    drawn++;
                }
            }
            assertEquals(drawn, fields.size(), "tsu=" + tsu + ", " + generator.redrawn() + " repeats drawn again");
        }
    }
}
