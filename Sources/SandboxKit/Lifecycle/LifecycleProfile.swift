/// Which UIKit the sandbox imitates where UIKit changed its behaviour (lifecycle rule R10).
public enum LifecycleProfile: String, Sendable, CaseIterable {
    /// iOS 6 and later: a memory warning only calls `didReceiveMemoryWarning`. The default.
    case iOS6AndLater = "ios6"
    /// iOS 5: a memory warning also unloads the view of every controller whose view is loaded but not in a
    /// window (`viewWillUnload`, the view is released, `viewDidUnload`).
    case iOS5 = "ios5"
}
