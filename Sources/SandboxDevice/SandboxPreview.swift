import SandboxKit

/// What `#Preview` declares in a scenario or an app (the rewrite turns the macro into a `let` of this):
/// its name, traits and the controller or view it makes, so that code with previews builds as it does in
/// Xcode. A preview is not run; the device shows the app.
public struct SandboxPreview: @unchecked Sendable {
    public let name: String?
    public let traits: [Trait]
    /// Makes the preview's controller (a view is put in a plain controller).
    public let make: @MainActor () -> UIViewController

    public init(_ name: String? = nil, traits: Trait..., body: @escaping @MainActor () -> UIViewController) {
        self.name = name
        self.traits = traits
        make = body
    }

    public init(_ name: String? = nil, traits: Trait..., body: @escaping @MainActor () -> UIView) {
        self.name = name
        self.traits = traits
        make = {
            let controller = UIViewController()
            controller.view = body()
            return controller
        }
    }

    /// The preview traits Xcode's canvas offers for UIKit previews.
    public enum Trait: Sendable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight, sizeThatFitsLayout, defaultLayout
        case fixedLayout(width: Double, height: Double)
    }
}
