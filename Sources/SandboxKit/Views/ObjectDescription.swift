import Foundation

/// The parts of NSObject's description on iOS, `<ClassName: 0x…>`: the class as the Objective-C runtime
/// names it and the object's address. UIKit's own classes print bare (`UIView`); an app's Swift classes
/// print with their module (`MyApp.CardView`), as Swift registers them with the runtime.
enum ObjectDescription {
    static func className(of object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        let prefix = "SandboxKit."
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `<ClassName: 0x…>`, followed by `; detail` for each detail.
    static func describe(_ object: AnyObject, _ details: [String] = []) -> String {
        "<" + ([className(of: object) + ": " + address(of: object)] + details).joined(separator: "; ") + ">"
    }
}
