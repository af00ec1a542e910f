import Foundation
import SandboxKit

/// What arrived from the device since the last `DeviceHost.poll()`.
public struct DeviceUpdate: Sendable {
    /// Lines of the event log (JSON Lines), complete, in order.
    public var eventLines: [String] = []
    /// Event lines are left to take (`DeviceHost.poll(maxLines:)`).
    public var moreLines = false
    /// Whether a text input holds the keyboard, when that changed.
    public var keyboard: Bool?
    /// The controller table, when it changed.
    public var controllers: [ControllerRow]?
    /// The view tree, when the window asked for it (`HostMessage.viewTree`); the newest answer.
    public var views: ViewTreeNode?
    /// The newest frame, when there is one the window has not shown (its damage covers every frame
    /// skipped since the last shown).
    public var frame: FrameNotice?
    /// Set once, when the device process has ended and every event it wrote has been read.
    public var end: DeviceEnd?

    public var isEmpty: Bool { eventLines.isEmpty && controllers == nil && keyboard == nil && views == nil && frame == nil && end == nil }
}
