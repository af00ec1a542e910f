import Foundation

extension UICollectionView {
    /// Switches to `layout`; the items take their new places at once (the change is not animated) and
    /// the completion runs on the next turn with `true`, as after UIKit's animation.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                        completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        setNeedsLayout()
        layoutIfNeeded()
        if let completion { DispatchQueue.main.async { completion(true) } }
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
}
