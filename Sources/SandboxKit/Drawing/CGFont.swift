import Foundation

/// A font face by PostScript name (`CGFont("Helvetica-Bold" as CFString)`), as code reads its names. The
/// sandbox draws text with its system face whatever font is named (see `UIFont(name:size:)`).
public final class CGFont: @unchecked Sendable {
    public let postScriptName: String?
    public let fullName: String?

    public init?(_ name: String) {
        guard !name.isEmpty else { return nil }
        postScriptName = name
        fullName = name.replacingOccurrences(of: "-", with: " ")
    }
}
