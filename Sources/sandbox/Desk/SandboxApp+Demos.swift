import Foundation
import SandboxKit

/// The demos on the device: the one picked from the menu replaces the one shown, and brings its own keys.
extension SandboxApp {
    /// The tabs demo's container, when that demo is shown (keys 1–4).
    var tabs: TabsContainerController? { (shownDemoKeys as? TabsDemoKeys)?.tabs }
    /// The tabs' effect and duration (E and D cycle them).
    var transitionChoice: TabsTransitionChoice { (demoKeys[.tabs] as? TabsDemoKeys)?.choice ?? TabsTransitionChoice() }

    /// Replaces the device's content with `demo` (the overlay's menu). The event list (and the recorded
    /// log) first gets a `print` line "— demo: NAME —", then the old demo's controllers disappear as its
    /// root controller is replaced, then the new demo's events follow.
    func show(_ demo: SandboxDemo) {
        // A device process goes; the local device shows the demo (or the next recipe's device).
        disconnectDevice()
        if notice == Self.fixedScreenNotice { notice = nil }
        deviceApp.lifecycleEvents.emitPrint("— demo: \(demo.rawValue) —")
        // What the panels had selected belongs to the old demo.
        desk.overlay.eventList.deselect()
        desk.overlay.inspector.reset()
        deviceApp.lifecycleChecker.forgetReportedFindings()
        self.demo = demo
        desk.overlay.menu.selected = demo
        shownDemoKeys = nil
        switches += 1
        replaceDemo(with: demo, switch: switches)
        deviceApp.setNeedsFrame()
        updateStatus()
    }

    /// Builds `demo` on the device and gives it its keys, or shows a recipe's device process.
    func install(_ demo: SandboxDemo) {
        self.demo = demo
        desk.overlay.menu.selected = demo
        guard let recipe = demo.recipe else {
            // A menu click runs in the desk's turn: the demo's controllers are the device's all the same.
            deviceApp.perform { demo.install(in: deviceWindow) }
            let keys = demoKeys[demo] ?? demo.makeKeys(overlay: desk.overlay)
            demoKeys[demo] = keys
            shownDemoKeys = keys
            keys?.demoInstalled(in: deviceWindow)
            return
        }
        // The status line shows the recipe's profile; the device process runs with it.
        if let profile = recipe.profile { deviceApp.lifecycleProfile = profile }
        connect(recipe.session(windowSize: deskWindow.bounds.size, profile: deviceApp.lifecycleProfile), tinted: true)
    }

    /// Takes the current demo off the device and installs `demo`: the root controller is removed (it
    /// disappears), views left in the window (the gallery's) go.
    ///
    /// A presented page is dismissed first, without animation, as an app does before replacing its root
    /// (UIKit would leave the presented view in the window); the root is replaced once the dismissal's
    /// callbacks have run. UIKit refuses a dismissal while a presentation or dismissal runs, so that
    /// waits for the running one to end (a paused animation clock holds the switch until it resumes).
    private func replaceDemo(with demo: SandboxDemo, switch n: Int) {
        // Only the last pick counts when another came while this one waited.
        guard n == switches else { return }
        if let root = deviceWindow.rootViewController, let presented = root.presentedViewController {
            let retry: () -> Void = { [weak self] in self?.replaceDemo(with: demo, switch: n) }
            if presented.appearanceState == .appearing || presented.appearanceState == .disappearing {
                deviceApp.mainQueue.enqueue(at: deviceApp.clock.now + 0.05, retry)
            } else {
                root.dismiss(animated: false, completion: retry)
            }
            return
        }
        deviceWindow.rootViewController = nil
        for view in deviceWindow.subviews { view.removeFromSuperview() }
        deviceWindow.backgroundColor = .black
        deviceApp.lifecycleProfile = launchProfile
        install(demo)
        updateStatus()
    }
}
