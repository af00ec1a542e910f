import Foundation

/// How a trait change reads in the event stream: the traits that changed, each from its old value to
/// its new one (`userInterfaceStyle: light → dark, verticalSizeClass: regular → compact`).
enum TraitChangeDescription {
    static func changes(from old: UITraitCollection, to new: UITraitCollection) -> String {
        var parts: [String] = []
        if old.userInterfaceStyle != new.userInterfaceStyle {
            parts.append("userInterfaceStyle: \(name(old.userInterfaceStyle)) → \(name(new.userInterfaceStyle))")
        }
        if old.horizontalSizeClass != new.horizontalSizeClass {
            parts.append("horizontalSizeClass: \(name(old.horizontalSizeClass)) → \(name(new.horizontalSizeClass))")
        }
        if old.verticalSizeClass != new.verticalSizeClass {
            parts.append("verticalSizeClass: \(name(old.verticalSizeClass)) → \(name(new.verticalSizeClass))")
        }
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory {
            parts.append("preferredContentSizeCategory: \(old.preferredContentSizeCategory.commandLineName) → \(new.preferredContentSizeCategory.commandLineName)")
        }
        if old.displayScale != new.displayScale { parts.append("displayScale: \(old.displayScale) → \(new.displayScale)") }
        return parts.joined(separator: ", ")
    }

    static func name(_ style: UIUserInterfaceStyle) -> String {
        switch style {
        case .light: return "light"
        case .dark: return "dark"
        case .unspecified: return "unspecified"
        }
    }

    static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: return "compact"
        case .regular: return "regular"
        case .unspecified: return "unspecified"
        }
    }
}
