import Foundation

/// The context `draw(_:)` draws into (the display pass pushes one per view), or nil outside drawing.
///
/// Main-actor here: the stack of current contexts is the application's, which the display pass pushes
/// to (on iOS each thread has its own stack and any thread may draw).
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIApplication.shared.graphicsContexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIApplication.shared.graphicsContexts.append(context)
}

@MainActor
public func UIGraphicsPopContext() {
    _ = UIApplication.shared.graphicsContexts.popLast()
}
