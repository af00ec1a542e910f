import Foundation
import SandboxKit

/// Local Authentication's context, on a device without Face ID or Touch ID and without a passcode.
///
/// `canEvaluatePolicy` answers `false` with the error iOS gives there: `LAError.biometryNotAvailable`
/// for the biometric policies, `LAError.passcodeNotSet` for `.deviceOwnerAuthentication`;
/// `evaluatePolicy` replies `false` with the same error, on a later turn of the main queue (iOS replies on
/// a queue of its own, never within the call). `biometryType` is `.none`.
@MainActor
open class LAContext: NSObject {
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    /// Set by `canEvaluatePolicy`, as on iOS.
    open private(set) var biometryType: LABiometryType = .none
    open var evaluatedPolicyDomainState: Data? { nil }

    public override init() {}

    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.error(for: policy) as NSError
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = Self.error(for: policy)
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) { reply(false, error) }
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.error(for: policy)
    }

    open func invalidate() {}

    static func error(for policy: LAPolicy) -> LAError {
        policy == .deviceOwnerAuthentication ? LAError(.passcodeNotSet) : LAError(.biometryNotAvailable)
    }
}

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}
