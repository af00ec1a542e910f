import Foundation

/// What a menu holds: an action (`UIAction`) or a submenu (`UIMenu`).
@MainActor
open class UIMenuElement: NSObject {
    public override init() {}
}
