/// One step of the curl's cylinder table (Raster's `CylinderTable`): for a target σ, the page distance
/// s past the axis, the perspective scale m, the coverage of this half of the roll and its lighting.
///
/// Sixteen bytes, so a lane's whole entry is one vector load (`CylinderSpanRenderer` transposes eight
/// of them) instead of a load per field.
public struct CylinderEntry {
    public var s: Float = 0
    public var m: Float = 1
    /// 0 where this half does not exist; a fraction at the silhouette.
    public var coverage: Float = 0
    /// The colour factor in the low byte and the white mix in the next (see `PixelLanes.shaded`).
    public var shade: UInt32 = 255

    public init() {}

    /// The lighting of a step: `keep` and `white` 0...255 with keep + white ≤ 254.
    public init(s: Float, m: Float, coverage: Float, keep: UInt32, white: UInt32) {
        self.s = s; self.m = m; self.coverage = coverage
        shade = keep | white << 8
    }
}
