import Foundation

/// Local Authentication's errors (domain `com.apple.LocalAuthentication`), with iOS's codes and messages.
public struct LAError: Error, CustomNSError, Sendable, Equatable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case notInteractive = -1004
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorDomain = "com.apple.LocalAuthentication"
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var localizedDescription: String { message }

    private var message: String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .userCancel: "Canceled by user."
        case .authenticationFailed: "Application retry limit exceeded."
        default: "Authentication failed."
        }
    }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
}
