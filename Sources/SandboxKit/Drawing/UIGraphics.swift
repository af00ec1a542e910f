import Foundation

/// The context `draw(_:)` draws into (the display pass pushes one per view), or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIApplication.shared.graphicsContexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIApplication.shared.graphicsContexts.append(context)
}

public func UIGraphicsPopContext() {
    _ = UIApplication.shared.graphicsContexts.popLast()
}
