import Foundation

/// What an app extension (a share extension, a widget) is given by its host: the sandbox runs apps, not
/// extensions, so a controller has none (`extensionContext` is nil).
@MainActor
open class NSExtensionContext: NSObject {
    open var inputItems: [Any] { [] }

    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    open func cancelRequest(withError error: Error) {}
    open func open(_ URL: URL, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}

extension UIViewController {
    public var extensionContext: NSExtensionContext? { nil }
}
