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
}
