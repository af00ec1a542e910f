import Foundation

/// What a notification says.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open fileprivate(set) var title = ""
    open fileprivate(set) var subtitle = ""
    open fileprivate(set) var body = ""
    open fileprivate(set) var badge: NSNumber?
    open fileprivate(set) var sound: UNNotificationSound?
    open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    open fileprivate(set) var categoryIdentifier = ""
    open fileprivate(set) var threadIdentifier = ""
    open fileprivate(set) var launchImageName = ""
    open fileprivate(set) var targetContentIdentifier: String?
    open fileprivate(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open fileprivate(set) var relevanceScore: Double = 0

    public override init() {}
}

/// The content an app fills in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel } set { super.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
}

public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive, active, timeSensitive, critical
}

/// A notification's sound.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: String?
    public let isCritical: Bool

    private init(name: String?, critical: Bool) {
        self.name = name
        isCritical = critical
    }

    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue, critical: false) }

    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name.rawValue, critical: true)
    }
}

public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}
