import Foundation
import SandboxKit

/// Finds what a script names on screen, as a UI test names an element (`app.buttons["Add"]`): a view
/// whose accessibility identifier is the name, else one whose accessibility label is, else a button whose
/// title or a label whose text is. Only views a person could see count: in the shown window, not hidden,
/// not transparent, inside the window's bounds; of several, the frontmost (the last drawn).
@MainActor
enum ViewFinder {
    static func view(named name: String, in window: UIWindow) -> UIView? {
        var visible: [UIView] = []
        collect(window, into: &visible, window: window)
        let matchers: [(UIView) -> Bool] = [
            { $0.accessibilityIdentifier == name },
            { $0.accessibilityLabel == name },
            { ($0 as? UIButton)?.currentTitle == name || ($0 as? UILabel)?.text == name },
        ]
        for matches in matchers {
            if let found = visible.last(where: matches) { return found }
        }
        return nil
    }

    /// The names a script could use on screen now, for the message when a name is not there.
    static func names(in window: UIWindow) -> [String] {
        var visible: [UIView] = []
        collect(window, into: &visible, window: window)
        var names: [String] = []
        for v in visible {
            for name in [v.accessibilityIdentifier, v.accessibilityLabel, (v as? UIButton)?.currentTitle, (v as? UILabel)?.text] {
                if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    private static func collect(_ view: UIView, into out: inout [UIView], window: UIWindow) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let frame = view.convert(view.bounds, to: window)
        if frame.intersects(window.bounds) { out.append(view) }
        for sub in view.subviews { collect(sub, into: &out, window: window) }
    }
}
