import Foundation
import SandboxKit

/// Controller containment at scale: what UIKit does in linear time must stay linear here.
@MainActor
enum ControllerCases {
    /// One frame: `count` child controllers added to an on-screen parent (`addChild`, their views added,
    /// `didMove(toParent:)`), then all removed in the order they came (`willMove(toParent: nil)`, the view
    /// out, `removeFromParent`). The first child is the one each removal takes out first, the case that
    /// costs a scan of every sibling when children are a plain array searched by identity.
    static func children(_ s: BenchState, count: Int) -> BenchCase {
        let (app, window) = SceneCases.makeApp(s)
        let parent = UIViewController()
        window.rootViewController = parent
        app.runTurn()
        let kids = (0..<count).map { _ in UIViewController() }
        var added = 0, left = 0
        let frame = {
            for c in kids {
                parent.addChild(c)
                parent.view.addSubview(c.view)
                c.didMove(toParent: parent)
            }
            added = parent.children.count
            for c in kids {
                c.willMove(toParent: nil)
                c.view.removeFromSuperview()
                c.removeFromParent()
            }
            left = parent.children.count
            app.lifecycleChecker.forgetReportedFindings()
        }
        return BenchCase(name: "children_\(count)", frame: frame, verify: {
            frame()
            let ok = added == count && left == 0 && parent.view.subviews.isEmpty
            return (ok, "check=\(ok ? "ok" : "FAIL") added=\(added) left=\(left)")
        })
    }
}
