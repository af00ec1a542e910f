/// The four appearance states of a view controller (docs/lifecycle-rules.md, "Appearance states").
/// `viewWillAppear` → appearing, `viewDidAppear` → appeared, `viewWillDisappear` → disappearing,
/// `viewDidDisappear` → disappeared. Appearing may turn back to disappearing and the reverse (a cancelled
/// transition) without the `did` in between.
public enum AppearanceState: String, Sendable, CaseIterable {
    case disappeared, appearing, appeared, disappearing

    /// The state is on the way to, or at, being visible.
    var isAppearingOrAppeared: Bool { self == .appearing || self == .appeared }
    /// The state is on the way to, or at, being hidden.
    var isDisappearingOrDisappeared: Bool { self == .disappearing || self == .disappeared }
}
