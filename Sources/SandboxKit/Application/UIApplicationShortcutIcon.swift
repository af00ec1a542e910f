import Foundation

/// The icon of a Home Screen quick action: a system icon type, a template image from the app's assets,
/// or an SF Symbol. The sandbox shows no Home Screen; the icon is kept for the code that reads it.
@MainActor
public final class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation
        case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
        case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    public let type: IconType?
    public let imageName: String?

    public init(type: IconType) {
        self.type = type
        imageName = nil
    }

    public init(templateImageName: String) {
        type = nil
        imageName = templateImageName
    }

    public init(systemImageName: String) {
        type = nil
        imageName = systemImageName
    }
}
