import Foundation

/// Turning animation blocks off app-wide: while disabled, an animation block's changes apply at once
/// (its completion still runs on the next turn), as `performWithoutAnimation` does for one block.
extension UIView {
    private static var animationsEnabledFlag = true

    public class var areAnimationsEnabled: Bool { animationsEnabledFlag }

    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabledFlag = enabled }
}
