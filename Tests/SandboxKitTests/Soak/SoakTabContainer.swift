import Foundation
@testable import SandboxKit

/// The desktop app's tabs demo rebuilt from SandboxKit alone: a parent with one child page
/// per tab, switching with `transition(from:to:…)` and the containment calls done right, so the soak
/// can drive it headless. Pages are replaced now and then, so removed controllers must be freed.
final class SoakTabContainer: UIViewController {
    /// Every page controller ever made, weakly: the soak checks that the removed ones are freed.
    private(set) var madePages: [WeakController] = []
    /// The page of each tab (created on first visit, dropped by `replacePage`).
    private(set) var pages: [UIViewController?]
    private(set) var current: UIViewController?
    /// Controllers taking part in a running transition (from, to), nil at rest.
    private(set) var running: (from: UIViewController, to: UIViewController)?
    var duration: TimeInterval = 0.3
    var options: UIView.AnimationOptions = .transitionCrossDissolve
    private var made = 0

    struct WeakController { weak var controller: UIViewController? }

    init(tabs: Int) {
        pages = Array(repeating: nil, count: tabs)
        super.init(nibName: nil, bundle: nil)
        debugName = "tabs"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = page(0)
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        current = first
    }

    private func page(_ index: Int) -> UIViewController {
        if let p = pages[index] { return p }
        made += 1
        let p = UIViewController()
        p.debugName = "page\(index)#\(made)"
        pages[index] = p
        madePages.append(WeakController(controller: p))
        return p
    }

    /// A tab click: the containment dance around `transition(from:to:…)`. A click during a
    /// transition starts a new one, which finishes the running one at once (R5).
    func select(_ index: Int) {
        guard let from = current else { return }
        let to = page(index)
        guard to !== from else { return }
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds
        running = (from, to)
        current = to
        transition(from: from, to: to, duration: duration, options: options, animations: nil) { [weak self] _ in
            // A click back to `from` during this transition made it current again: it stays.
            if from !== self?.current { from.removeFromParent() }
            to.didMove(toParent: self)
            if let self, let r = self.running, r.from === from, r.to === to { self.running = nil }
        }
    }

    /// Forgets the page of a tab that is not showing, as an app dropping a cached screen does; the
    /// next visit makes a new controller.
    func replacePage(_ index: Int) {
        guard let p = pages[index], p !== current, running.map({ $0.from !== p && $0.to !== p }) ?? true else { return }
        pages[index] = nil
    }
}
