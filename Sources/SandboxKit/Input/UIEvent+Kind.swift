import Foundation

/// What kind of event an event is, and for the device's keys, the modifiers held (none: the device's
/// keys come without them).
extension UIEvent {
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward
        case remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    public var type: EventType { allTouches?.isEmpty == false ? .touches : .presses }
    public var subtype: EventSubtype { .none }
    public var modifierFlags: UIKeyModifierFlags { [] }
}

/// The event that carries key presses.
@MainActor
open class UIPressesEvent: UIEvent {
    open private(set) var allPresses: Set<UIPress> = []

    public init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(timestamp: timestamp)
    }

    open func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> { allPresses }
}

extension UIPress {
    /// The window the press went to: the key window.
    public var window: UIWindow? { UIApplication.current.keyWindow }
}
