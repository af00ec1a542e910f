/// The compositor's hot row kernels, instantiated for one `CPULevel`. Raster calls them through a set
/// chosen once (see Raster's `KernelSet.active`), never per pixel; every set gives the same bytes.
///
/// Each entry is a thin wrapper whose body is the inlinable kernel, so the module that builds the set
/// compiles the kernel for its own target CPU: this module for the baseline, `RasterKernelsAVX2` for
/// x86-64-v3.
///
/// A class, not a struct: a struct this many closures wide is copied through an outlined helper, which the
/// AVX2 target would then define as a shared (weak) symbol that the linker could pick for baseline code.
public final class KernelSet: Sendable {
    public typealias Pixels = UnsafeMutablePointer<UInt32>

    public let level: CPULevel
    /// `CrossfadeRow.blend(from, to, out, count, opacity)`.
    public let crossfadeRow: @Sendable (UnsafePointer<UInt32>, UnsafePointer<UInt32>, Pixels, Int, UInt8) -> Void
    /// `ColumnFlipRenderer.render(row:y:x0:x1:interior:)`.
    public let flipColumns: @Sendable (ColumnFlipRenderer, Pixels, Int, Int, Int, Range<Int>) -> Void
    /// `ColumnFlipRenderer.renderTiles(_:pageColumns:target:targetWidth:y:x0:x1:)`; nil for a
    /// level without a lane permute.
    public let flipTiles: (@Sendable (ColumnFlipRenderer, UnsafePointer<UInt32>, Pixels, Int, Int, Int, Int) -> Void)?
    /// `ProjectiveSpanRenderer.render(row:y:x0:x1:)`.
    public let projectiveSpan: @Sendable (ProjectiveSpanRenderer, Pixels, Int, Int, Int) -> Void
    /// `CylinderSpanRenderer.render(row:near:far:sigmaRow:tauRow:)`.
    public let cylinderSpan: @Sendable (CylinderSpanRenderer, Pixels, Range<Int>, Range<Int>, Float, Float) -> Void
    /// `CurlShadow.render(source:row:x0:x1:sigmaRow:)`.
    public let curlShadow: @Sendable (CurlShadow, UnsafePointer<UInt32>, Pixels, Int, Int, Float) -> Void
    /// `ScaledRow.across(row, left:, right:, weight:, out, count)`.
    public let scaleAcross: @Sendable (UnsafePointer<UInt32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<UInt32>, Pixels, Int) -> Void
    /// `ScaledRow.down(upper, lower, out, count, weight)`.
    public let scaleDown: @Sendable (UnsafePointer<UInt32>, UnsafePointer<UInt32>, Pixels, Int, UInt32) -> Void

    public init(level: CPULevel,
                crossfadeRow: @escaping @Sendable (UnsafePointer<UInt32>, UnsafePointer<UInt32>, Pixels, Int, UInt8) -> Void,
                flipColumns: @escaping @Sendable (ColumnFlipRenderer, Pixels, Int, Int, Int, Range<Int>) -> Void,
                flipTiles: (@Sendable (ColumnFlipRenderer, UnsafePointer<UInt32>, Pixels, Int, Int, Int, Int) -> Void)?,
                projectiveSpan: @escaping @Sendable (ProjectiveSpanRenderer, Pixels, Int, Int, Int) -> Void,
                cylinderSpan: @escaping @Sendable (CylinderSpanRenderer, Pixels, Range<Int>, Range<Int>, Float, Float) -> Void,
                curlShadow: @escaping @Sendable (CurlShadow, UnsafePointer<UInt32>, Pixels, Int, Int, Float) -> Void,
                scaleAcross: @escaping @Sendable (UnsafePointer<UInt32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<UInt32>,
                                                  Pixels, Int) -> Void,
                scaleDown: @escaping @Sendable (UnsafePointer<UInt32>, UnsafePointer<UInt32>, Pixels, Int, UInt32) -> Void) {
        self.level = level
        self.crossfadeRow = crossfadeRow
        self.flipColumns = flipColumns
        self.flipTiles = flipTiles
        self.projectiveSpan = projectiveSpan
        self.cylinderSpan = cylinderSpan
        self.curlShadow = curlShadow
        self.scaleAcross = scaleAcross
        self.scaleDown = scaleDown
    }

    /// The kernels compiled for the baseline CPU.
    public static let baseline = KernelSet(
        level: .baseline,
        crossfadeRow: { CrossfadeRow.blend($0, $1, $2, $3, $4) },
        flipColumns: { $0.render(row: $1, y: $2, x0: $3, x1: $4, interior: $5) },
        // SSE2 has no lane permute: drawing the tiles' lanes one by one would gain nothing over the rows
        flipTiles: nil,
        projectiveSpan: { $0.render(row: $1, y: $2, x0: $3, x1: $4) },
        cylinderSpan: { $0.render(PortableLanes.self, row: $1, near: $2, far: $3, sigmaRow: $4, tauRow: $5) },
        curlShadow: { $0.render(source: $1, row: $2, x0: $3, x1: $4, sigmaRow: $5) },
        scaleAcross: { ScaledRow.across($0, left: $1, right: $2, weight: $3, $4, $5) },
        scaleDown: { ScaledRow.down($0, $1, $2, $3, $4) }
    )
}
