/// Eight blocks of eight pixels as a tile: block k is the tile's row (or column) k.
public typealias PixelTile = (PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes)
/// Four blocks of a tile half way through `transposed`.
public typealias PixelQuad = (PixelLanes, PixelLanes, PixelLanes, PixelLanes)

/// The tile's rows made its columns: lane j of result k is lane k of block j. Three rounds of two-vector
/// shuffles (pairs of 32-bit lanes, pairs of 64-bit lanes, then 128-bit halves), with `P`'s interleaves.
@inlinable @inline(__always)
public func transposed<P: LaneInterleave>(_: P.Type, _ t: PixelTile) -> PixelTile {
    transposed(interleaved(P.self, t.0, t.1, t.2, t.3), interleaved(P.self, t.4, t.5, t.6, t.7))
}

/// The first two rounds of `transposed` for four blocks: lanes 0...3 of result k are lane k of the four
/// blocks, lanes 4...7 their lane k + 4. A kernel that makes a tile block by block calls it on each half
/// as soon as it is made, so fewer blocks are held at once.
@inlinable @inline(__always)
public func interleaved<P: LaneInterleave>(_: P.Type, _ t0: PixelLanes, _ t1: PixelLanes, _ t2: PixelLanes,
                                        _ t3: PixelLanes) -> PixelQuad {
    let a0 = P.interleaveLow32(t0, t1), a1 = P.interleaveHigh32(t0, t1)
    let a2 = P.interleaveLow32(t2, t3), a3 = P.interleaveHigh32(t2, t3)
    return (P.interleaveLow64(a0, a2), P.interleaveHigh64(a0, a2), P.interleaveLow64(a1, a3), P.interleaveHigh64(a1, a3))
}

/// The last round of `transposed`: the interleaved first and last four blocks joined by 128-bit halves.
@inlinable @inline(__always)
public func transposed(_ first: PixelQuad, _ last: PixelQuad) -> PixelTile {
    (PixelLanes(lowHalf: first.0.lowHalf, highHalf: last.0.lowHalf), PixelLanes(lowHalf: first.1.lowHalf, highHalf: last.1.lowHalf),
     PixelLanes(lowHalf: first.2.lowHalf, highHalf: last.2.lowHalf), PixelLanes(lowHalf: first.3.lowHalf, highHalf: last.3.lowHalf),
     PixelLanes(lowHalf: first.0.highHalf, highHalf: last.0.highHalf), PixelLanes(lowHalf: first.1.highHalf, highHalf: last.1.highHalf),
     PixelLanes(lowHalf: first.2.highHalf, highHalf: last.2.highHalf), PixelLanes(lowHalf: first.3.highHalf, highHalf: last.3.highHalf))
}
