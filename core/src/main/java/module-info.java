/**
 * bitfall core: bitboard engines and their plain array references for falling-block grid puzzles.
 *
 * <ul>
 *   <li>{@code io.bitfall.puyo}: Puyo Puyo chains (judge rules and Tsu rules) on bitboards.</li>
 *   <li>{@code io.bitfall.puyo.reference}: the array reference for Puyo, same public shape.</li>
 *   <li>{@code io.bitfall.monomino}: Monomino Domino on bitboards.</li>
 *   <li>{@code io.bitfall.monomino.reference}: the array reference for Monomino Domino.</li>
 * </ul>
 *
 * The module has no runtime dependencies. {@code io.bitfall.cli} holds the command line and is not exported.
 */
module io.bitfall.core {
    exports io.bitfall.puyo;
    exports io.bitfall.puyo.reference;
    exports io.bitfall.monomino;
    exports io.bitfall.monomino.reference;
}
