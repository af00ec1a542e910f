/// The view controllers of an application: their default names (`Child`, `Child#2`…) and, weakly, the
/// live controllers a memory warning goes to (R10), in creation order.
@MainActor
final class ControllerRegistry {
    private var countByClass: [String: Int] = [:]
    private var controllers: [WeakController] = []
    /// The entries after the last sweep of freed controllers; the next sweep comes when they double, so
    /// registering N controllers costs work proportional to N (a sweep per registration was quadratic).
    private var sweptCount = 0

    private struct WeakController { weak var controller: UIViewController? }

    /// The next default name for an instance of `className`.
    func register(className: String) -> String {
        let n = (countByClass[className] ?? 0) + 1
        countByClass[className] = n
        return n == 1 ? className : "\(className)#\(n)"
    }

    func add(_ c: UIViewController) {
        if controllers.count >= 2 * max(sweptCount, 32) {
            controllers.removeAll { ContainmentWork.steps += 1; return $0.controller == nil }
            sweptCount = controllers.count
        }
        controllers.append(WeakController(controller: c))
    }

    /// The controllers still alive, in creation order.
    var live: [UIViewController] {
        ContainmentWork.steps += controllers.count
        return controllers.compactMap(\.controller)
    }
}
