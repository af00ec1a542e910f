/// The view controllers of an application: their default names (`Child`, `Child#2`…) and, weakly, the
/// live controllers a memory warning goes to (R10), in creation order.
final class ControllerRegistry {
    private var countByClass: [String: Int] = [:]
    private var controllers: [WeakController] = []

    private struct WeakController { weak var controller: UIViewController? }

    /// The next default name for an instance of `className`.
    func register(className: String) -> String {
        let n = (countByClass[className] ?? 0) + 1
        countByClass[className] = n
        return n == 1 ? className : "\(className)#\(n)"
    }

    func add(_ c: UIViewController) {
        controllers.removeAll { $0.controller == nil }
        controllers.append(WeakController(controller: c))
    }

    /// The controllers still alive, in creation order.
    var live: [UIViewController] { controllers.compactMap(\.controller) }
}
