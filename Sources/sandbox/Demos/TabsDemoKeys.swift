import SandboxKit

/// The tabs demo's keys: 1–4 select a tab; E and D cycle the transition effect and duration every tab
/// then uses (`TabsTransitionChoice`), which the overlay's Effect and Duration controls show.
@MainActor
final class TabsDemoKeys: DemoKeys {
    /// The effect and duration E and D have chosen.
    private(set) var choice = TabsTransitionChoice()
    /// The tabs the keys drive. Weak, so the container goes with the device's window as another demo
    /// takes its place.
    private(set) weak var tabs: TabsContainerController?
    private let overlay: OverlayPanel

    init(overlay: OverlayPanel) {
        self.overlay = overlay
    }

    func demoInstalled(in window: UIWindow) {
        tabs = window.rootViewController as? TabsContainerController
        applyChoice()
    }

    func handleKey(_ key: String) -> Bool {
        guard let tabs else { return false }
        switch key {
        case "1", "2", "3", "4": tabs.select(Int(key)! - 1)
        case "e", "E": choice.nextEffect(); applyChoice()
        case "d", "D": choice.nextDuration(); applyChoice()
        default: return false
        }
        return true
    }

    /// Gives the tabs the chosen effect and duration, and shows them on the controls.
    private func applyChoice() {
        tabs?.optionOverride = choice.option
        tabs?.duration = choice.duration
        overlay.setControlTitle(choice.effectTitle, forKey: "e")
        overlay.setControlTitle(choice.durationTitle, forKey: "d")
    }
}
