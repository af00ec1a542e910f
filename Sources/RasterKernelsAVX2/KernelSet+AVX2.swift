import RasterKernels
import _Builtin_intrinsics.intel
#if RASTER_KERNELS_AVX512
import RasterKernelsAVX2
#endif

// The kernels of the levels above the baseline: `RasterKernelsAVX2` compiles this file for x86-64-v3,
// and `RasterKernelsAVX512`, whose copy of it is a link to this one, for x86-64-v4 (with
// RASTER_KERNELS_AVX512 defined). Nothing in these targets runs before Raster has checked the CPU's
// flags and picked a set.
extension KernelSet {
    #if RASTER_KERNELS_AVX512
    /// x86-64-v4's set: the flip's and the curl's page kernels compiled for it, the others `avx2`'s. With
    /// AVX-512's 32 vector registers the flip's kernels spill less (flip30_frame 6% faster), and the
    /// curl's cylinder and folded-back layer carry the next block's entries or texels without spilling
    /// (curl_frame 4%, the shaded curl 3.5% faster than with their v3 builds). The others gained nothing or
    /// got slower, as LLVM lowers their lane masks through AVX-512's mask registers (the scaled row 38%,
    /// measured on a Zen 4). Only for CPUs that have it.
    public static let avx512: KernelSet = {
        let v3 = KernelSet.avx2
        return KernelSet(
            level: .avx512,
            crossfadeRow: v3.crossfadeRow,
            flipColumns: { $0.render(row: $1, y: $2, x0: $3, x1: $4, interior: $5) },
            flipTiles: { $0.renderTiles(PermuteAVX2.self, pageColumns: $1, target: $2, targetWidth: $3, y: $4, x0: $5, x1: $6) },
            projectiveSpan: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
            cylinderSpan: { $0.render(PermuteAVX2.self, row: $1, near: $2, far: $3, sigmaRow: $4, tauRow: $5) },
            curlShadow: v3.curlShadow,
            scaleAcross: v3.scaleAcross,
            scaleDown: v3.scaleDown
        )
    }()
    #else
    /// The kernels compiled for x86-64-v3. Only for CPUs that have it.
    public static let avx2 = KernelSet(
        level: .avx2,
        crossfadeRow: { CrossfadeRow.blend($0, $1, $2, $3, $4) },
        flipColumns: { $0.render(row: $1, y: $2, x0: $3, x1: $4, interior: $5) },
        flipTiles: { $0.renderTiles(PermuteAVX2.self, pageColumns: $1, target: $2, targetWidth: $3, y: $4, x0: $5, x1: $6) },
        projectiveSpan: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        cylinderSpan: { $0.render(PermuteAVX2.self, row: $1, near: $2, far: $3, sigmaRow: $4, tauRow: $5) },
        curlShadow: { $0.render(source: $1, row: $2, x0: $3, x1: $4, sigmaRow: $5) },
        scaleAcross: { ScaledRow.across($0, left: $1, right: $2, weight: $3, $4, $5) },
        scaleDown: { ScaledRow.down($0, $1, $2, $3, $4) }
    )
    #endif
}

/// AVX2's `vpermd` and unpacks (`vpunpck[lh]dq`, `vpunpck[lh]qdq`, which interleave within each 128-bit
/// half), through Clang's own intrinsics module (no C code of ours): always inlined, so they are compiled
/// only in the target that compiles this file, for its CPU. Private, and in this file: a conformance of a
/// type other files or modules can see is a shared (weak) symbol.
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
