/// The interleaves of two lane vectors within each 128-bit half, from which the 8×8 transposes are made
/// (the flip's tiles, the curl's table lookups). Written lane by lane, the compiler does not find the one
/// instruction a CPU level has for each: the x86-64-v3 tile kernel built them from extracts and inserts,
/// with twice the register spills, and a flip frame took 15.3 million instructions instead of 12.5 (the
/// curl's cylinder 5.0 million instead of 4.5). A kernel set whose CPU has the instructions supplies them
/// (AVX2's unpacks); `PortableLanes` spells them lane by lane, for code that runs on every CPU.
public protocol LaneInterleave {
    /// Lanes 0 and 1 of each 128-bit half of `a` and `b`, alternately: a0 b0 a1 b1 a4 b4 a5 b5.
    static func interleaveLow32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// Lanes 2 and 3 of each half, alternately: a2 b2 a3 b3 a6 b6 a7 b7.
    static func interleaveHigh32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// The first lane pair of each half of `a`, then of `b`: a0 a1 b0 b1 a4 a5 b4 b5.
    static func interleaveLow64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
    /// The second lane pair of each half of `a`, then of `b`: a2 a3 b2 b3 a6 a7 b6 b7.
    static func interleaveHigh64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes
}
