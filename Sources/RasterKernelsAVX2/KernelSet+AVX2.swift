import RasterKernels
import _Builtin_intrinsics.intel

extension KernelSet {
    /// The kernels compiled for x86-64-v3 (this target's flags). Only for CPUs that have it: Raster reads
    /// this after checking the CPU's flags, and nothing else in this target runs before that.
    public static let avx2 = KernelSet(
        level: .avx2,
        crossfadeRow: { CrossfadeRow.blend($0, $1, $2, $3, $4) },
        flipColumns: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        flipTiles: { $0.renderTiles(PermuteAVX2.self, pageColumns: $1, columnLength: $2, target: $3, targetWidth: $4, y: $5, x0: $6, x1: $7) },
        projectiveSpan: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        cylinderSpan: { $0.render(PermuteAVX2.self, row: $1, near: $2, far: $3, sigmaRow: $4, tauRow: $5) },
        curlShadow: { $0.render(source: $1, row: $2, x0: $3, x1: $4, sigmaRow: $5) },
        scaleAcross: { ScaledRow.across($0, left: $1, right: $2, weight: $3, $4, $5) },
        scaleDown: { ScaledRow.down($0, $1, $2, $3, $4) }
    )
}

/// AVX2's `vpermd` and unpacks (`vpunpck[lh]dq`, `vpunpck[lh]qdq`, which interleave within each 128-bit
/// half), through Clang's own intrinsics module (no C code of ours): always inlined, so they are compiled
/// only here, for this target's CPU.
private enum PermuteAVX2: LanePermute {
    @_transparent static func permute(_ lanes: PixelLanes, by index: IntLanes) -> PixelLanes {
        unsafeBitCast(_mm256_permutevar8x32_epi32(unsafeBitCast(lanes, to: __m256i.self), unsafeBitCast(index, to: __m256i.self)),
                      to: PixelLanes.self)
    }
    @_transparent static func interleaveLow32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        unsafeBitCast(_mm256_unpacklo_epi32(unsafeBitCast(a, to: __m256i.self), unsafeBitCast(b, to: __m256i.self)), to: PixelLanes.self)
    }
    @_transparent static func interleaveHigh32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        unsafeBitCast(_mm256_unpackhi_epi32(unsafeBitCast(a, to: __m256i.self), unsafeBitCast(b, to: __m256i.self)), to: PixelLanes.self)
    }
    @_transparent static func interleaveLow64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        unsafeBitCast(_mm256_unpacklo_epi64(unsafeBitCast(a, to: __m256i.self), unsafeBitCast(b, to: __m256i.self)), to: PixelLanes.self)
    }
    @_transparent static func interleaveHigh64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        unsafeBitCast(_mm256_unpackhi_epi64(unsafeBitCast(a, to: __m256i.self), unsafeBitCast(b, to: __m256i.self)), to: PixelLanes.self)
    }
}
