package io.bitfall.puyo;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided differential fuzzing of the game-AI operations: the first byte picks a pair (axis and
 * child colour), the rest decodes to a settled field as in {@link PuyoFuzzTest}; engine and reference
 * must agree on game over, the legal placements, and the chain and field after every placement, on
 * the chain-potential table (all colours, and limited to a colour mask the pair byte picks), and on the
 * hash and evaluation features ({@link PuyoFeatureDifferentialTest#disagreement}). Fuzz with
 * {@code mvn -pl core test -Pfuzz -Dfuzz.target=moves}.
 */
@Tag("fuzz-moves")
class PuyoMoveFuzzTest {
    private static final Puyo[] COLOURS = {Puyo.RED, Puyo.GREEN, Puyo.BLUE, Puyo.PURPLE, Puyo.YELLOW};

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void moves(byte[] data) {
        int pick = data.length == 0 ? 0 : data[0] & 0xFF;
        PuyoPair pair = new PuyoPair(COLOURS[pick % 5], COLOURS[pick / 5 % 5]);
        byte[] rest = data.length == 0 ? data : java.util.Arrays.copyOfRange(data, 1, data.length);
        String text = PuyoFieldDecoder.decode(rest).text();
        PuyoField engine = PuyoField.parse(text);
        io.bitfall.puyo.reference.PuyoField reference = io.bitfall.puyo.reference.PuyoField.parse(text);
        check(engine.isGameOver() == reference.isGameOver(), "game over", text, pair, null);
        Placement[] engineMoves = new Placement[22];
        Placement[] referenceMoves = new Placement[22];
        int n = engine.legalPlacements(pair, engineMoves);
        check(n == reference.legalPlacements(pair, referenceMoves), "number of legal placements", text, pair, null);
        PuyoField child = new PuyoField();
        for (int i = 0; i < n; i++) {
            Placement p = engineMoves[i];
            check(p.equals(referenceMoves[i]), "legal placement " + i, text, pair, p);
            child.copyFrom(engine);
            io.bitfall.puyo.reference.PuyoField referenceChild = reference.copy();
            long e = child.placeAndResolve(pair, p);
            long r = referenceChild.placeAndResolve(pair, p);
            check(e == r, "chain " + ChainSummary.toString(e) + " vs reference " + ChainSummary.toString(r), text, pair, p);
            check(child.toString().equals(referenceChild.toString()), "field after the move", text, pair, p);
        }
        ChainPotential enginePotential = new ChainPotential();
        ChainPotential referencePotential = new ChainPotential();
        engine.chainPotential(enginePotential);
        reference.chainPotential(referencePotential);
        check(enginePotential.equals(referencePotential), "chain potential\n" + enginePotential + "\nvs reference\n"
                + referencePotential, text, pair, null);
        int mask = 1 + pick % PuyoField.ALL_COLOURS;
        engine.chainPotential(enginePotential, mask);
        reference.chainPotential(referencePotential, mask);
        check(enginePotential.equals(referencePotential), "chain potential for colour mask 0b"
                + Integer.toBinaryString(mask) + "\n" + enginePotential + "\nvs reference\n" + referencePotential,
                text, pair, null);
        String features = PuyoFeatureDifferentialTest.disagreement(text, 0);
        check(features == null, String.valueOf(features), text, pair, null);
    }

    private static void check(boolean ok, String what, String field, PuyoPair pair, Placement placement) {
        if (!ok) {
            throw new AssertionError("engine and reference disagree on " + what + " for " + pair
                    + (placement == null ? "" : " at " + placement) + " on\n" + field);
        }
    }

    /** Hand-picked seeds: a pair byte, then a field in {@link PuyoFieldDecoder}'s format. */
    static Stream<byte[]> seeds() {
        return Stream.of(
                withPair(1, PuyoFieldDecoder.encode(PuyoRulesTest.JUDGE_SAMPLE, false)),
                withPair(0, PuyoFieldDecoder.encode(PuyoRulesTest.field("......", "RRR..."), false)),
                withPair(7, PuyoFieldDecoder.encode(PublicTsuVectorsTest.decode(
                        "444446544611446164564441546166565615454551441444111111111111111111111111111111"), true)),
                new byte[0]);
    }

    private static byte[] withPair(int pick, byte[] field) {
        byte[] data = new byte[field.length + 1];
        data[0] = (byte) pick;
        System.arraycopy(field, 0, data, 1, field.length);
        return data;
    }
}
