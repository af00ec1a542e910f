import Foundation
import SandboxKit

/// The app's notification center, on a device whose user answers the notification prompt with
/// "Don't Allow" (the sandbox shows no notifications).
///
/// `requestAuthorization` answers `false` with no error, as iOS does when the user refuses, on a later
/// turn of the main queue; the settings read `.denied` after it, `.notDetermined` before. `add(_:)`
/// answers a refused app with `UNError.notificationsNotAllowed` and keeps nothing pending; categories
/// and the delegate are kept as set.
@MainActor
open class UNUserNotificationCenter: NSObject {
    private static var centers: [ObjectIdentifier: UNUserNotificationCenter] = [:]
    private let app: UIApplication
    private var status: UNAuthorizationStatus = .notDetermined
    private var categories: Set<UNNotificationCategory> = []

    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    open var supportsContentExtensions: Bool { false }

    private init(app: UIApplication) { self.app = app }

    /// The current app's center (one per app, as on iOS).
    open class func current() -> UNUserNotificationCenter {
        let app = UIApplication.shared
        if let center = centers[ObjectIdentifier(app)] { return center }
        let center = UNUserNotificationCenter(app: app)
        centers[ObjectIdentifier(app)] = center
        return center
    }

    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        if status == .notDetermined {
            NotSimulated.record("UNUserNotificationCenter's permission prompt (the user answers \"Don't Allow\"; no notification is shown)")
            status = .denied
        }
        let granted = status == .authorized
        later { completionHandler(granted, nil) }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: status)
        later { completionHandler(settings) }
    }

    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: status) }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error: (any Error)? = status == .authorized ? nil : UNError(.notificationsNotAllowed)
        if error == nil { NotSimulated.record("UNUserNotificationCenter.add(_:) (notifications are not delivered)") }
        guard let completionHandler else { return }
        later { completionHandler(error) }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        if status != .authorized { throw UNError(.notificationsNotAllowed) }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        later { completionHandler([]) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        later { completionHandler([]) }
    }

    open func deliveredNotifications() async -> [UNNotification] { [] }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = categories
        later { completionHandler(categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { categories }

    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error: (any Error)? = status == .authorized ? nil : UNError(.notificationsNotAllowed)
        guard let completionHandler else { return }
        later { completionHandler(error) }
    }

    /// iOS calls the completion handlers on a queue of its own, never within the call.
    private func later(_ work: @escaping () -> Void) {
        app.mainQueue.enqueue(at: app.clock.now, work)
    }
}
