/// Lane rearrangements of the flip's tiles and the curl's table lookups that Swift's SIMD types cannot
/// express (a per-lane index), or that the compiler does not lower to the one instruction a CPU level has
/// for them (the interleaves: written lane by lane, the x86-64-v3 tile kernel built them from extracts
/// and inserts, with twice the register spills, and a flip frame took 15.3 million instructions instead
/// of 12.5; the curl's cylinder 5.0 million instead of 4.5). A kernel set whose CPU has the instructions
/// supplies them (AVX2's `vpermd` and unpacks); `PortableLanes` spells them lane by lane, for code that
/// runs on every CPU.
public protocol LanePermute {
    /// Lane k of the result is lane `index[k]` (0...7) of `lanes`.
    static func permute(_ lanes: PixelLanes, by index: IntLanes) -> PixelLanes
    /// Lanes 0 and 1 of each 128-bit half of `a` and `b`, alternately: a0 b0 a1 b1 a4 b4 a5 b5.
    static func interleaveLow32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// Lanes 2 and 3 of each half, alternately: a2 b2 a3 b3 a6 b6 a7 b7.
    static func interleaveHigh32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// The first lane pair of each half of `a`, then of `b`: a0 a1 b0 b1 a4 a5 b4 b5.
    static func interleaveLow64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// The second lane pair of each half of `a`, then of `b`: a2 a3 b2 b3 a6 a7 b6 b7.
    static func interleaveHigh64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
}

extension LanePermute {
    /// Lane k of the result is lane `index[k]` (0...15) of the sixteen lanes `low` then `high`; `upper`
    /// marks the lanes whose index is above 7 (the caller has it at hand).
    @_transparent public static func select(_ low: PixelLanes, _ high: PixelLanes, where upper: SIMDMask<IntLanes>,
                                            by index: IntLanes) -> PixelLanes {
        // the instruction reads the index's low three bits only, so the same index serves both halves
        permute(low, by: index).replacing(with: permute(high, by: index), where: upper)
    }
}
