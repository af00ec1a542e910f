import Foundation

/// Observes notifications by name and hands each one's label to `append` (a test's delegate log, so
/// notifications and delegate calls interleave in the order they happened) until `stop()`.
@MainActor
final class NotificationLog {
    private var observers: [NSObjectProtocol] = []

    init(_ names: [(NSNotification.Name, String)], append: @escaping @MainActor (String) -> Void) {
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                // Posted on the main thread by the text input itself.
                MainActor.assumeIsolated { append(label) }
            })
        }
    }

    func stop() {
        for o in observers { NotificationCenter.default.removeObserver(o) }
        observers = []
    }
}
