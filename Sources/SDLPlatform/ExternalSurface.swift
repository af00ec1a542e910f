import Foundation
import SandboxKit

/// A screen whose pixels come from outside this process's windows: a device process's frames, read from
/// shared memory and uploaded with `SDLWindowHost.upload(_:width:height:damage:to:)`. Drawn over the
/// placed windows at `frame` (desktop-window points); pointer events over it go to `onInput` in its own
/// points (`pointSize`), a press staying with it until released as with a placed window.
@MainActor
public final class ExternalSurface {
    /// Its size in its own points (390×844 for a device screen), whatever its pixel size.
    public let pointSize: CGSize
    public var frame: CGRect = .zero
    /// Hidden: not drawn, not hit (the overlay shows a message in its place).
    public var isHidden = false
    public var onInput: ((InputEvent) -> Void)?

    public init(pointSize: CGSize) { self.pointSize = pointSize }
}
