import Foundation

// R16: the split view controller's delegate calls, recorded on the split view controller (only when it
// has a delegate: UIKit only calls one it has).
extension LifecycleRules {
    /// Tells the delegate something; recorded before the call.
    static func splitDelegate(_ split: UISplitViewController, _ method: LifecycleMethod, args: [LifecycleEvent.Argument],
                              body: (UISplitViewControllerDelegate) -> Void) {
        guard let delegate = split.delegate else { return }
        call(split, method, args: args, cause: .splitCollapse) { body(delegate) }
    }

    /// Asks the delegate; recorded with its answer after the call. No delegate: `otherwise`.
    static func splitDelegateAnswer(_ split: UISplitViewController, _ method: LifecycleMethod, args: [LifecycleEvent.Argument],
                                    otherwise: Bool, ask: (UISplitViewControllerDelegate) -> Bool) -> Bool {
        splitDelegateAnswer(split, method, args: args, otherwise: otherwise, render: { .bool($0) }, ask: ask)
    }

    static func splitDelegateAnswer<T>(_ split: UISplitViewController, _ method: LifecycleMethod, args: [LifecycleEvent.Argument],
                                       otherwise: T, render: (T) -> LifecycleEvent.Argument.Value,
                                       ask: (UISplitViewControllerDelegate) -> T) -> T {
        guard let delegate = split.delegate else { return otherwise }
        let answer = ask(delegate)
        emit(split, method, args: args + [.init("result", render(answer))], cause: .splitCollapse)
        return answer
    }
}
