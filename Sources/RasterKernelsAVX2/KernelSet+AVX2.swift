import RasterKernels

extension KernelSet {
    /// The kernels compiled for x86-64-v3 (this target's flags). Only for CPUs that have it: Raster reads
    /// this after checking the CPU's flags, and nothing else in this target runs before that.
    public static let avx2 = KernelSet(
        level: .avx2,
        crossfadeRow: { CrossfadeRow.blend($0, $1, $2, $3, $4) },
        flipColumns: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        projectiveSpan: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        cylinderSpan: { $0.render(row: $1, near: $2, far: $3, sigmaRow: $4, tauRow: $5) },
        curlShadow: { $0.render(source: $1, row: $2, x0: $3, x1: $4, sigmaRow: $5) },
        scaleAcross: { ScaledRow.across($0, left: $1, right: $2, weight: $3, $4, $5) },
        scaleDown: { ScaledRow.down($0, $1, $2, $3, $4) }
    )
}
