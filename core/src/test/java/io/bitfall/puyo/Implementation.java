package io.bitfall.puyo;

/** The engine and the reference behind one face, so every rule test runs on both. */
enum Implementation {
    ENGINE {
        @Override
        ChainResult<?> resolve(String text, PuyoFormat format) {
            PuyoField f = PuyoField.parse(text, format);
            ChainResult<PuyoField> r = f.resolve();
            if (f.chainCount() != r.chains()) {
                throw new AssertionError("chainCount " + f.chainCount() + " != resolve " + r.chains());
            }
            return r;
        }
    },
    REFERENCE {
        @Override
        ChainResult<?> resolve(String text, PuyoFormat format) {
            io.bitfall.puyo.reference.PuyoField f = io.bitfall.puyo.reference.PuyoField.parse(text, format);
            ChainResult<io.bitfall.puyo.reference.PuyoField> r = f.resolve();
            if (f.chainCount() != r.chains()) {
                throw new AssertionError("chainCount " + f.chainCount() + " != resolve " + r.chains());
            }
            return r;
        }
    };

    /** Parses, resolves, and checks that {@code chainCount()} agrees with {@code resolve()}. */
    abstract ChainResult<?> resolve(String text, PuyoFormat format);
}
