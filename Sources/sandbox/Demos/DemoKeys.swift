import SandboxKit

/// A demo's own keys, which the window tries after its shortcuts and before it passes a key on to the
/// device application. The window makes a demo's keys when it first shows the demo and keeps them while
/// other demos are shown, so what they chose is there again when the demo comes back.
@MainActor
protocol DemoKeys: AnyObject {
    /// The demo has been built (again) in `window`: the keys act on what it shows from now on.
    func demoInstalled(in window: UIWindow)
    /// Acts on `key` when it is one of the demo's; false leaves it to the device application.
    func handleKey(_ key: String) -> Bool
}
