/// How a presented controller covers its presenter, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// What the sandbox does for each style: full screen (the presenter leaves the screen and gets
    /// callbacks), over full screen (it stays, without callbacks), or a page sheet (a card; the presenter
    /// stays, scaled back, without callbacks). `automatic`, `formSheet` and `popover` are page sheets, as on
    /// an iPhone since iOS 13 (Apple: a popover "behaves the same as formSheet" in compact environments,
    /// and a form sheet is a sheet there); the context styles behave as their full-screen counterparts
    /// over the context's view only.
    enum Resolved { case fullScreen, overFullScreen, pageSheet }

    /// The context styles cover the presentation context's view only (R12).
    var coversContextOnly: Bool { self == .currentContext || self == .overCurrentContext }

    var resolved: Resolved {
        switch self {
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext, .custom, .none: return .overFullScreen
        case .pageSheet, .formSheet, .popover, .automatic: return .pageSheet
        }
    }
}
