import Foundation
import InterfaceBuilder

/// The coder a storyboard's `creator` block gets (`instantiateViewController(identifier:creator:)`):
/// it reads the scene element's attributes, which is all an app's `init?(coder:)` normally asks of it
/// before calling `super.init(coder:)`. Not UIKit's archive: objects are not decoded from it; the
/// storyboard applies the scene to the controller the block returns, as it does to one the class's
/// factory makes.
///
/// Why two paths: UIKit makes every storyboard object with `init(coder:)`, which Swift on Linux cannot
/// call from a class name (no Objective-C runtime, and `init?(coder:)` is not `required` on
/// SandboxKit's classes); the application's `classRegistry` factories (what the app's build registers)
/// make them instead, and the `creator` block, UIKit's own API for custom initialisation, gets this coder.
final class InterfaceBuilderCoder: NSCoder {
    let element: IBElement

    init(_ element: IBElement) {
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { element.attribute(key) != nil || element.child(key: key) != nil }

    /// An attribute as a string, or a keyed `<string>` child's text.
    override func decodeObject(forKey key: String) -> Any? {
        if let value = element.attribute(key) { return value }
        if let child = element.child(key: key), child.name == "string" || child.name == "mutableString" { return child.text }
        return nil
    }

    override func decodeBool(forKey key: String) -> Bool { element.attribute(key) == "YES" }
    override func decodeInteger(forKey key: String) -> Int { element.attribute(key).flatMap { Int($0) } ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { element.attribute(key).flatMap { Double($0) } ?? 0 }
}
