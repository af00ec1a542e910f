/// Eight lanes rearranged by a per-lane index, which Swift's SIMD types cannot express. A kernel set
/// whose CPU has an instruction for it (AVX2's `vpermd`) supplies one with its interleaves, and only that
/// set's kernels use the paths that need it (the flip's tiles).
public protocol LanePermute: LaneInterleave {
    /// Lane k of the result is lane `index[k]` (0...7) of `lanes`.
    static func permute(_ lanes: PixelLanes, by index: IntLanes) -> PixelLanes
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
