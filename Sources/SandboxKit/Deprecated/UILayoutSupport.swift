import Foundation

/// The old (iOS 7–10) layout guides of a view controller, `topLayoutGuide` and `bottomLayoutGuide`,
/// deprecated since iOS 11 for the safe area. Each is a layout guide of the controller's view between the
/// view's edge and its safe area (the top one from the view's top down to the bars and status bar), so
/// constraints to its anchors place content as they did.
@MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` or `bottomLayoutGuide`.
final class LegacyLayoutGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    private static let topGuideStorage = ExtensionStorage<LegacyLayoutGuide?>("UIViewController.topLayoutGuide", default: nil)
    private static let bottomGuideStorage = ExtensionStorage<LegacyLayoutGuide?>("UIViewController.bottomLayoutGuide", default: nil)

    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport {
        if let guide = Self.topGuideStorage.get(self) { return guide }
        let guide = LegacyLayoutGuide()
        guide.identifier = "UIViewControllerTopLayoutGuide"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        Self.topGuideStorage.set(self, guide)
        return guide
    }

    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport {
        if let guide = Self.bottomGuideStorage.get(self) { return guide }
        let guide = LegacyLayoutGuide()
        guide.identifier = "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        Self.bottomGuideStorage.set(self, guide)
        return guide
    }
}
