/// Which UIKit the sandbox imitates where UIKit changed its behaviour (lifecycle rules R9 and R10).
public enum LifecycleProfile: String, Sendable, CaseIterable {
    /// iOS 6 and later, up to today's UIKit ("modern" on the command line): a memory warning only calls
    /// `didReceiveMemoryWarning`, and every appearance has its `viewIsAppearing` (iOS 13 and later). The
    /// default.
    case iOS6AndLater = "ios6"
    /// iOS 5: a memory warning also unloads the view of every controller whose view is loaded but not in a
    /// window (`viewWillUnload`, the view is released, `viewDidUnload`).
    case iOS5 = "ios5"

    /// R9: `viewIsAppearing(_:)` exists (iOS 13 and later; the iOS 17 SDK documents it, back-deployed).
    var callsViewIsAppearing: Bool { self != .iOS5 }
}
