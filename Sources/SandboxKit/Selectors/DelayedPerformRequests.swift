import Foundation

/// The pending calls of `perform(_:with:afterDelay:)`, so that `cancelPreviousPerformRequests` can find
/// them: each is queued on its application's main queue, and cancelling one takes it off that queue (a
/// cancelled call must not keep a scenario from settling until its time).
@MainActor
final class DelayedPerformRequests {
    final class Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        weak var queue: MainQueue?
        var number = 0
        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    static let shared = DelayedPerformRequests()
    private var pending: [Request] = []

    func schedule(_ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: TimeInterval,
                  in app: UIApplication) {
        let request = Request(target: target, selector: selector, argument: argument)
        pending.append(request)
        let due = app.clock.now + max(delay.isFinite ? delay : 0, 0)
        request.queue = app.mainQueue
        request.number = app.mainQueue.enqueue(at: due) { [weak self] in
            guard let self, let i = self.pending.firstIndex(where: { $0 === request }) else { return }
            self.pending.remove(at: i)
            request.selector.send(to: request.target, arguments: [request.argument])
        }
    }

    /// Drops the requests of `target`; with a selector, only those of that selector whose argument
    /// `isEqual` to `argument` (`.some(nil)` matches nil).
    func cancel(target: AnyObject, selector: Selector?, argument: Any??) {
        let cancelled = pending.filter { r in
            guard r.target === target else { return false }
            guard let selector else { return true }
            return r.selector == selector && Self.matches(r.argument, argument ?? nil)
        }
        pending.removeAll { r in cancelled.contains { $0 === r } }
        for r in cancelled { r.queue?.cancel(r.number) }
    }

    private static func matches(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? NSObject { return a.isEqual(b) }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }
}
