import Foundation
import SandboxAssets
import SandboxKit

/// A containment pitfall replayed live: one of the example scenarios of `Assets/scenarios`, compiled and
/// run in a device process as `sandbox open` runs a file, so the overlay lists its events as they happen
/// and the checker flags what it flags in any run.
enum Recipe: CaseIterable {
    case rightOrder, addSubviewBeforeAddChild, addSubviewWithoutAddChild, manualForwarding, removeOrder, memoryWarningIOS5

    /// The scenario file it runs (its canonical trace, `.trace` beside it, is what the overlay shows).
    var scenarioFile: String {
        switch self {
        case .rightOrder: return "double-viewdidappear-fixed.swift"
        case .addSubviewBeforeAddChild: return "double-viewdidappear.swift"
        case .addSubviewWithoutAddChild: return "addsubview-without-addchild.swift"
        case .manualForwarding: return "manual-forwarding.swift"
        case .removeOrder: return "add-and-remove.swift"
        case .memoryWarningIOS5: return "memory-warning-ios5.swift"
        }
    }

    /// The lifecycle the recipe needs, whatever `--profile` says (the memory warning is iOS 5's).
    var profile: LifecycleProfile? { self == .memoryWarningIOS5 ? .iOS5 : nil }

    var caption: String {
        switch self {
        case .rightOrder:
            return "addChild, addSubview, didMove(toParent:) while the parent appears: the child appears once"
        case .addSubviewBeforeAddChild:
            return "addSubview before addChild while the parent appears: b gets viewDidAppear twice (flagged)"
        case .addSubviewWithoutAddChild:
            return "A view added without addChild appears on its own (a will, b will, b did, a did), with no parent"
        case .manualForwarding:
            return "Forwarding off: the parent calls begin/endAppearanceTransition on its child, then leaves the window"
        case .removeOrder:
            return "Add (addChild, addSubview, didMove), then remove (willMove(toParent: nil), removeFromSuperview, removeFromParent)"
        case .memoryWarningIOS5:
            return "iOS 5 profile: a memory warning unloads the off-screen child's view; reading .view loads it again"
        }
    }

    var scenarioURL: URL { SandboxAssets.scenarios.appendingPathComponent(scenarioFile) }

    /// The recipe's scenario as a device process for the window (compiled, or taken from the cache), its
    /// controllers' views tinted in the overlay's colours.
    @MainActor func session(windowSize: CGSize, profile: LifecycleProfile) -> DeviceSession {
        DeviceSession.scenario(path: scenarioURL.path, windowSize: windowSize, profile: self.profile ?? profile,
                               tint: OverlayPanel.tintSpecification)
    }
}
