/// How a texture is read between its pixel centres.
public enum Sampling: Sendable {
    /// The four nearest texels weighted by distance (8-bit weights).
    case bilinear
    /// The texel the point falls in.
    case nearest
}
