import Foundation

// R13: size changes (the device rotates) reach the controllers through `viewWillTransition(to:with:)`.
extension LifecycleRules {
    static let sizeChange = LifecycleCause("size change", rule: .r13)

    /// R13: records `viewWillTransition(to:with:)` on `c` and calls it (the override, whose `super`
    /// forwards it further).
    static func sizeTransition(_ c: UIViewController, to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator,
                               cause: LifecycleCause = sizeChange) {
        call(c, .viewWillTransitionToSize, args: [.init("width", .number(Double(size.width))),
                                                  .init("height", .number(Double(size.height)))], cause: cause) {
            c.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// R13, the base implementation: to each child whose view is loaded (in `children` order), then to the
    /// controller `c` presents, each with the same size. Children get the size their parent was given,
    /// not their own, as UIKit's default forwarding does (M: reported by developers; a container that lays
    /// its children out smaller overrides this and passes their size itself). Only inside the framework's
    /// call: app code calling the base directly forwards nothing.
    static func forwardSizeTransition(from c: UIViewController, to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        guard (c.frameworkCallDepth[.viewWillTransitionToSize] ?? 0) > 0 else { return }
        for child in c.children where child.parent === c && child.isViewLoaded {
            sizeTransition(child, to: size, with: coordinator, cause: .forwarded(by: c))
        }
        if let presented = c.containerState.presented, presented.containerState.presenting === c {
            sizeTransition(presented, to: size, with: coordinator, cause: LifecycleCause("forwarded by the presentation of \(c.debugName)", rule: .r13))
        }
    }
}
