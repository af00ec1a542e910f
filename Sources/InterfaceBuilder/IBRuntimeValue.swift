/// The value of a user-defined runtime attribute, by its declared `type`.
public enum IBRuntimeValue: Sendable, Hashable {
    case boolean(Bool)
    /// `type="number"` with `<integer key="value">`.
    case integer(Int)
    /// `type="number"` with `<real key="value">`.
    case real(Double)
    case string(String)
    /// A string IB also exports for localisation; applied like `.string`.
    case localizedString(String)
    case color(IBColor)
    case size(IBSize)
    case point(IBPoint)
    case rect(IBRect)
    case range(location: Int, length: Int)
    /// An image name.
    case image(String)
    /// `type="nil"`: sets the key path to nil.
    case `nil`
    /// A type this layer does not know, or a value missing for its type; kept
    /// so the instantiating code warns instead of silently skipping it.
    case unsupported(type: String)
}
