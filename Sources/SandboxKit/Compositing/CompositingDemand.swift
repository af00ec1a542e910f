/// When the composite phase of a turn runs (docs/architecture.md, one frame's phases: the composite).
///
/// A window shows every frame, so it composites every turn. A headless run (a scenario traced or checked
/// in CI) looks at pixels only when it takes a screenshot or asserts an image, and compositing every
/// frame nobody sees costs most of its time. With `.onRequest` the composite phase still runs in its
/// place and still does what a later frame depends on (a running transition takes its "after" snapshot
/// there, so a screenshot taken mid-transition shows exactly the frame the window would show), but leaves
/// the frame buffer stale; reading it (`UIWindow.framebuffer`, `withFramebufferPixels`, `damagedRect`)
/// first brings it up to date with one full repaint. Lifecycle events, layout and display (the commit)
/// are the same either way.
package enum CompositingDemand: Sendable {
    /// Every turn with damage composites (the window; the default).
    case everyTurn
    /// Only a read of the frame buffer composites: the pixels as of the last turn, caught up at once.
    case onRequest
    /// No pixel is ever read (a headless device with no screenshot folder and no window): as `.onRequest`,
    /// and a transition keeps no snapshots, which are most of a headless transition's cost (two
    /// screen-sized bitmaps). Its views are still displayed where the snapshots would have drawn them, so
    /// every `draw(_:)` runs as it would with pixels and the lifecycle events, layout and log are the
    /// same. A frame buffer read anyway shows a running transition's container without its effect.
    case never
}
