/// One step of the curl's cylinder table (Raster's `CylinderTable`): for a target σ, the page distance
/// s past the axis, the perspective scale m, the coverage of this half of the roll and its lighting.
public struct CylinderEntry {
    public var s: Float = 0
    public var m: Float = 1
    /// 0 where this half does not exist; a fraction at the silhouette.
    public var coverage: Float = 0
    /// Colour factor and white mix, `doubled` for `PixelLanes.shaded`.
    public var keep: UInt32 = 0
    public var white: UInt32 = 0

    public init() {}
}
