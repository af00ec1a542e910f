/// The classes an app names by string (Info.plist's `UISceneDelegateClassName` and `UISceneClassName`,
/// `UIApplicationMain`'s delegate class name), each with how to make one. Not UIKit API: UIKit finds a class
/// by name through the Objective-C runtime and makes it with `init`. Swift on Linux has neither for this:
/// `_typeByName("Module.Class")` does find a top-level class of a loaded module, but a type found that way
/// can only be made through a `required` initializer, which `UIResponder` and `NSObject` subclasses (every
/// app and scene delegate) lack. So the app, or the runtime that builds it, registers each class with a
/// factory: `app.classRegistry.register { SceneDelegate() }`.
///
/// A name matches a class by its full Swift name (`MyApp.SceneDelegate`, what `$(PRODUCT_MODULE_NAME).`
/// gives in Info.plist) or by its last component (`SceneDelegate`, the Objective-C spelling); a full name
/// wins over a shorter match, and among equal matches the class registered first.
@MainActor
public final class ClassRegistry {
    private struct Entry {
        let type: AnyClass
        let fullName: String
        /// Nil for a scene class: UIKit makes scenes itself, through their required initializer.
        let make: (@MainActor () -> AnyObject)?
    }
    private var entries: [Entry] = []

    init() {}

    /// Registers the class `make` returns (its static type), to be found by its names.
    public func register<T: AnyObject>(_ make: @escaping @MainActor () -> T) {
        entries.removeAll { $0.type == T.self }
        entries.append(Entry(type: T.self, fullName: String(reflecting: T.self), make: make))
    }

    /// Registers a scene class (Info.plist's `UISceneClassName`), which the launch makes itself.
    public func register(_ sceneClass: UIScene.Type) {
        entries.removeAll { $0.type == sceneClass }
        entries.append(Entry(type: sceneClass, fullName: String(reflecting: sceneClass), make: nil))
    }

    /// The registered class a name means, if any.
    public func type(named name: String) -> AnyClass? { entry(named: name)?.type }

    /// A new instance of the class a name means.
    func make(named name: String) -> AnyObject? { entry(named: name)?.make?() }

    /// A new instance of `type`, if it was registered.
    func make(_ type: AnyClass) -> AnyObject? { entries.first { $0.type == type }?.make?() }

    /// The name a registered class is found by in full.
    func name(of type: AnyClass) -> String { entries.first { $0.type == type }?.fullName ?? String(reflecting: type) }

    private func entry(named name: String) -> Entry? {
        if let exact = entries.first(where: { $0.fullName == name }) { return exact }
        let last = Self.lastComponent(name)
        return entries.first { Self.lastComponent($0.fullName) == last }
    }

    /// `MyApp.Outer.SceneDelegate` → `SceneDelegate`.
    private static func lastComponent(_ name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }
}
