import Foundation

/// What each phase of a turn may do to the view tree (docs/architecture.md, "One frame"). Commit is the
/// last phase that changes the tree: layout, display and the transitions' "after" snapshots all happen in
/// it. Composite only reads presentation state and drains the damage list; present only shows pixels. A
/// change marked during either would be lost or half drawn (the compositor would be draining the very
/// list it lands on), so it is a bug in the sandbox or in a platform callback, caught as it happens.
@MainActor
package enum PhaseRule {
    /// Hears each breach. In debug builds (the build the README's commands make) it stops the process with
    /// the message, as an assertion would; release builds carry on. Tests replace it to record breaches.
    package static var breachHandler: (String) -> Void = { message in
        #if DEBUG
        fatalError(message)
        #endif
    }

    /// Checks that `application`, in its current phase, may mark `what` (a layout or display pass
    /// owed, damage to composite).
    static func checkMark(_ what: @autoclosure () -> String, in application: UIApplication?) {
        guard let application, application.phase == .composite || application.phase == .present else { return }
        breachHandler("\(what()) marked in the \(application.phase) phase, which only reads the tree; "
                      + "changes belong in input, main-queue work, animation or commit")
    }
}
