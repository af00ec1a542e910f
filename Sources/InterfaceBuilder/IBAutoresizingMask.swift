/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …>`.
///
/// Raw values match `UIView.AutoresizingMask` so the instantiating code can
/// convert with `init(rawValue:)`. An element with no flags set means "none",
/// which differs from the element being absent (UIKit's default).
public struct IBAutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

    static let attributeNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]

    init?(_ element: IBElement) {
        guard element.name == "autoresizingMask" else { return nil }
        var mask: IBAutoresizingMask = []
        for (name, flag) in Self.attributeNames where element.bool(name) == true {
            mask.insert(flag)
        }
        self = mask
    }
}
