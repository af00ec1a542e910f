import Foundation

/// A notification an app schedules: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        // iOS keeps a copy: later changes to a mutable content do not reach the request.
        let copy = UNMutableNotificationContent()
        copy.title = content.title
        copy.subtitle = content.subtitle
        copy.body = content.body
        copy.badge = content.badge
        copy.sound = content.sound
        copy.userInfo = content.userInfo
        copy.categoryIdentifier = content.categoryIdentifier
        copy.threadIdentifier = content.threadIdentifier
        self.content = copy
        self.trigger = trigger
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date

    public init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    public init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    public init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action identifier of a response to a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response to the notification's dismissal.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
