import Foundation

/// What the user allowed.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported, disabled, enabled
}

/// The app's notification settings: everything off while the user has not allowed notifications.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public var alertSetting: UNNotificationSetting { enabled }
    public var badgeSetting: UNNotificationSetting { enabled }
    public var soundSetting: UNNotificationSetting { enabled }
    public var lockScreenSetting: UNNotificationSetting { enabled }
    public var notificationCenterSetting: UNNotificationSetting { enabled }
    public var criticalAlertSetting: UNNotificationSetting { .notSupported }

    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }

    private var enabled: UNNotificationSetting { authorizationStatus == .authorized ? .enabled : .disabled }
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The notification center's errors (domain `UNErrorDomain`).
public struct UNError: Error, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100, attachmentUnrecognizedType, attachmentInvalidFileSize, attachmentNotInDataStore
        case attachmentMoveIntoDataStoreFailed, attachmentCorrupt
        case notificationInvalidNoDate = 1400, notificationInvalidNoContent
        case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid
        case badgeInputInvalid = 1600
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "UNErrorDomain"
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        code == .notificationsNotAllowed ? [NSLocalizedDescriptionKey: "Notifications are not allowed for this application"] : [:]
    }
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
}
