import Foundation

// What UIKit's table and collection views raise NSInternalInconsistencyException for (an unregistered
// reuse identifier, an update that does not add up); the sandbox records the message as a violation of
// the controller showing the view, and the app runs on.
extension UIScrollView {
    func report(_ message: String) {
        var v: UIView? = self
        while let cur = v, cur.owningViewController == nil { v = cur.superview }
        let cause = LifecycleCause("refused", rule: nil)
        if let vc = v?.owningViewController {
            LifecycleRules.emit(vc, .violation, cause: cause, message: message, problem: .tableInconsistency)
        } else {
            owningApplication.lifecycleEvents.emit(
                LifecycleEvent(controller: nil, method: .violation, cause: cause, message: message, problem: .tableInconsistency))
        }
    }

    /// UIKit's message for dequeuing with an identifier no class was registered for; `what` is the
    /// table's "a cell" or the collection view's "a view of kind: UICollectionElementKindCell".
    func reportUnableToDequeue(_ identifier: String, what: String = "a cell") {
        report("unable to dequeue \(what) with identifier \(identifier) - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard")
    }
}
