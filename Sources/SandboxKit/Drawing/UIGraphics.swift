import Foundation

/// The stack of current drawing contexts, innermost last: one per process, as UIKit's is one per thread
/// (the main actor is the one thread that draws here). Whichever application's display pass pushes a
/// context, `draw(_:)` finds it; the context itself carries that application's fonts.
@MainActor
private var currentContexts: [CGContext] = []

/// The context `draw(_:)` draws into (the display pass pushes one per view), or nil outside drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    currentContexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    currentContexts.append(context)
}

@MainActor
public func UIGraphicsPopContext() {
    _ = currentContexts.popLast()
}
