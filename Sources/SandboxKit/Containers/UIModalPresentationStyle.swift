/// How a presented controller covers its presenter, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// What the sandbox does for each style: full screen (the presenter leaves the screen and gets
    /// callbacks), over full screen (it stays, without callbacks), or a page sheet (a card; the presenter
    /// stays, scaled back, without callbacks). `automatic`, `formSheet` and `popover` are page sheets, as on
    /// an iPhone since iOS 13; the context styles behave as their full-screen counterparts.
    enum Resolved { case fullScreen, overFullScreen, pageSheet }

    var resolved: Resolved {
        switch self {
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext, .custom, .none: return .overFullScreen
        case .pageSheet, .formSheet, .popover, .automatic: return .pageSheet
        }
    }
}
