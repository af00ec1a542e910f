import Foundation

/// An API declared so that code builds as it does in Xcode, whose effect the sandbox does not simulate
/// yet: it does nothing harmful, and its first call in an application records one warning naming it in
/// the event stream ("UIApplication.open(_:options:completionHandler:) is not simulated"), as the
/// Simulator shows "not available" for what it lacks. Later calls are silent.
@MainActor
package enum NotSimulated {
    static let cause = LifecycleCause("not simulated", rule: nil)

    package static func record(_ api: String, in app: UIApplication = .current) {
        guard app.notSimulatedReported.insert(api).inserted else { return }
        app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .warning, cause: cause,
                                                message: "\(api) is not simulated", problem: .notSimulated))
    }

    /// `record` from an API that UIKit, Core Graphics or Foundation declare nonisolated (an initializer,
    /// a drawing call) and that apps call on the main thread: there it is recorded as usual; from a
    /// thread that does not hold the main actor it is left out rather than racing the event stream.
    nonisolated package static func recordFromAnyThread(_ api: String) {
        _ = MainActorLoan.ifHeld { record(api) }
    }
}
