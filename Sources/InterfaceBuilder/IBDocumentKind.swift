/// Storyboard or xib.
///
/// tvOS documents (`com.apple.InterfaceBuilder.AppleTV.*`) are UIKit too and
/// read as the same kinds; `IBDocument.targetRuntime` tells them apart.
public enum IBDocumentKind: Sendable, Hashable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes and segues.
    case storyboard
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level objects owned by File's Owner.
    case xib
}
