import Foundation

/// UIKit's appearance proxies: `UINavigationBar.appearance().barTintColor = .red` styles every
/// navigation bar of the app. As in UIKit, the proxy records what is set on it, and a view takes those
/// values when it first enters a window (so bars made before the proxy was set, but shown after, get
/// them too), for the properties not set on the view itself; a view already on screen keeps its look.
/// A class's proxy applies to its subclasses (`MyBar.appearance()` only to `MyBar` and below).
///
/// Properties the proxies carry: `tintColor` and `backgroundColor` of every view, and the bars'
/// `barTintColor`, `isTranslucent` and `unselectedItemTintColor`. Other properties set on a proxy take
/// no effect and are reported once as not simulated.
@MainActor
final class AppearanceRegistry {
    private struct Setting { let name: String; let apply: (UIView) -> Void }
    private var proxies: [ObjectIdentifier: UIView] = [:]
    private var settings: [ObjectIdentifier: [Setting]] = [:]

    func proxy<V: UIView>(for type: AnyClass, make: () -> V) -> V {
        if let proxy = proxies[ObjectIdentifier(type)] as? V { return proxy }
        let proxy = make()
        proxy.appearance = ViewAppearance(proxyFor: type)
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }

    func record(_ name: String, for type: AnyClass, apply: @escaping (UIView) -> Void) {
        settings[ObjectIdentifier(type), default: []].removeAll { $0.name == name }
        settings[ObjectIdentifier(type), default: []].append(Setting(name: name, apply: apply))
    }

    /// The settings of `view`'s class and its superclasses, the most general first, each skipped when
    /// the view set that property itself.
    func apply(to view: UIView, explicitlySet: Set<String>) {
        guard !settings.isEmpty else { return }
        var chain: [AnyClass] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            if let type = current.subjectType as? AnyClass { chain.append(type) }
            mirror = current.superclassMirror
        }
        for type in chain.reversed() {
            for setting in settings[ObjectIdentifier(type)] ?? [] where !explicitlySet.contains(setting.name) {
                setting.apply(view)
            }
        }
    }
}

/// A view's part in the appearance proxies: whether it is a proxy (and of which class), which
/// appearance properties were set on it directly, whether it has taken the proxies' values.
struct ViewAppearance {
    var proxyClass: AnyClass?
    var explicitlySet: Set<String> = []
    var applied = false
    var applying = false

    init(proxyFor type: AnyClass? = nil) { proxyClass = type }
}

extension UIView {
    /// Called by each property a proxy carries, after it is set: on a proxy, records the value for the
    /// views to come; on a view, remembers the property was set directly (it wins over the proxy).
    func appearancePropertySet(_ name: String, apply: @escaping (UIView) -> Void) {
        if let type = appearance?.proxyClass {
            UIApplication.current.appearanceRegistry.record(name, for: type, apply: apply)
        } else if appearance?.applying != true {
            if appearance == nil { appearance = ViewAppearance() }
            appearance?.explicitlySet.insert(name)
        }
    }

    /// The proxies' values, once, as the view first enters a window.
    func applyAppearanceIfNeeded() {
        guard appearance?.applied != true, appearance?.proxyClass == nil else { return }
        if appearance == nil { appearance = ViewAppearance() }
        appearance?.applied = true
        appearance?.applying = true
        owningApplication.appearanceRegistry.apply(to: self, explicitlySet: appearance?.explicitlySet ?? [])
        appearance?.applying = false
    }

    static func appearanceProxy<V: UIView>(_ type: AnyClass, _ make: () -> V) -> V {
        UIApplication.current.appearanceRegistry.proxy(for: type, make: make)
    }
}

// Each class's `appearance()` returns a proxy of its own type, as UIKit's `appearance() -> Self` does.
extension UINavigationBar { public class func appearance() -> UINavigationBar { appearanceProxy(self) { UINavigationBar() } } }
extension UITabBar { public class func appearance() -> UITabBar { appearanceProxy(self) { UITabBar() } } }
extension UITableView { public class func appearance() -> UITableView { appearanceProxy(self) { UITableView() } } }
extension UICollectionView {
    public class func appearance() -> UICollectionView {
        appearanceProxy(self) { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
    }
}
extension UILabel {
    public class func appearance() -> UILabel { appearanceProxy(self) { UILabel() } }
    /// A proxy for labels inside the given containers: kept apart, its values not applied (reported once).
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UILabel {
        NotSimulated.record("appearance(whenContainedInInstancesOf:)")
        return UILabel()
    }
}
extension UISearchBar { public class func appearance() -> UISearchBar { appearanceProxy(self) { UISearchBar() } } }
extension UIButton { public class func appearance() -> UIButton { appearanceProxy(self) { UIButton() } } }
extension UITextField { public class func appearance() -> UITextField { appearanceProxy(self) { UITextField() } } }
extension UISwitch { public class func appearance() -> UISwitch { appearanceProxy(self) { UISwitch() } } }
extension UISlider { public class func appearance() -> UISlider { appearanceProxy(self) { UISlider() } } }
extension UISegmentedControl {
    public class func appearance() -> UISegmentedControl { appearanceProxy(self) { UISegmentedControl() } }
}
extension UIPageControl { public class func appearance() -> UIPageControl { appearanceProxy(self) { UIPageControl() } } }
extension UIProgressView { public class func appearance() -> UIProgressView { appearanceProxy(self) { UIProgressView() } } }
extension UIImageView { public class func appearance() -> UIImageView { appearanceProxy(self) { UIImageView() } } }
