/// Eight blocks of eight pixels as a tile: block k is the tile's row (or column) k.
public typealias PixelTile = (PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes, PixelLanes)
/// Four blocks of a tile half way through `transposed`.
public typealias PixelQuad = (PixelLanes, PixelLanes, PixelLanes, PixelLanes)

/// The tile's rows made its columns: lane j of result k is lane k of block j. Written as three rounds of
/// two-vector shuffles with constant lanes (pairs of 32-bit lanes, pairs of 64-bit lanes, then 128-bit
/// halves), which every x86-64 level has instructions for.
@inlinable @inline(__always)
public func transposed(_ t: PixelTile) -> PixelTile {
    transposed(interleaved(t.0, t.1, t.2, t.3), interleaved(t.4, t.5, t.6, t.7))
}

/// The first two rounds of `transposed` for four blocks: lanes 0...3 of result k are lane k of the four
/// blocks, lanes 4...7 their lane k + 4. A kernel that makes a tile block by block calls it on each half
/// as soon as it is made, so fewer blocks are held at once.
@inlinable @inline(__always)
public func interleaved(_ t0: PixelLanes, _ t1: PixelLanes, _ t2: PixelLanes, _ t3: PixelLanes) -> PixelQuad {
    let a0 = PixelLanes(t0[0], t1[0], t0[1], t1[1], t0[4], t1[4], t0[5], t1[5])
    let a1 = PixelLanes(t0[2], t1[2], t0[3], t1[3], t0[6], t1[6], t0[7], t1[7])
    let a2 = PixelLanes(t2[0], t3[0], t2[1], t3[1], t2[4], t3[4], t2[5], t3[5])
    let a3 = PixelLanes(t2[2], t3[2], t2[3], t3[3], t2[6], t3[6], t2[7], t3[7])
    return (PixelLanes(a0[0], a0[1], a2[0], a2[1], a0[4], a0[5], a2[4], a2[5]),
            PixelLanes(a0[2], a0[3], a2[2], a2[3], a0[6], a0[7], a2[6], a2[7]),
            PixelLanes(a1[0], a1[1], a3[0], a3[1], a1[4], a1[5], a3[4], a3[5]),
            PixelLanes(a1[2], a1[3], a3[2], a3[3], a1[6], a1[7], a3[6], a3[7]))
}

/// The last round of `transposed`: the interleaved first and last four blocks joined by 128-bit halves.
@inlinable @inline(__always)
public func transposed(_ first: PixelQuad, _ last: PixelQuad) -> PixelTile {
    (PixelLanes(lowHalf: first.0.lowHalf, highHalf: last.0.lowHalf), PixelLanes(lowHalf: first.1.lowHalf, highHalf: last.1.lowHalf),
     PixelLanes(lowHalf: first.2.lowHalf, highHalf: last.2.lowHalf), PixelLanes(lowHalf: first.3.lowHalf, highHalf: last.3.lowHalf),
     PixelLanes(lowHalf: first.0.highHalf, highHalf: last.0.highHalf), PixelLanes(lowHalf: first.1.highHalf, highHalf: last.1.highHalf),
     PixelLanes(lowHalf: first.2.highHalf, highHalf: last.2.highHalf), PixelLanes(lowHalf: first.3.highHalf, highHalf: last.3.highHalf))
}
