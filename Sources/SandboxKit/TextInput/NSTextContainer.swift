import Foundation

/// The region a text view lays its text out in (TextKit's text container), with the two settings code
/// changes on a `UITextView`: `lineFragmentPadding` (5 points at each end of every line, UIKit's default;
/// `0` with a zero `textContainerInset` puts the text flush with the view's edges) and the line limit.
@MainActor
open class NSTextContainer: NSObject {
    /// Blank space at the start and end of every line, in points.
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
    /// 0 for no limit.
    open var maximumNumberOfLines = 0 { didSet { owner?.textLayoutDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textLayoutDidChange() } }
    /// The container's size: the text view's width less its insets (the height is unlimited), or the
    /// size it was made with or given.
    open var size: CGSize {
        get {
            if let fixedSize { return fixedSize }
            guard let owner else { return .zero }
            return CGSize(width: max(0, owner.bounds.width - owner.textContainerInset.left - owner.textContainerInset.right),
                          height: CGFloat.greatestFiniteMagnitude)
        }
        set { fixedSize = newValue }
    }

    private var fixedSize: CGSize?

    public convenience init(size: CGSize) {
        self.init()
        fixedSize = size
    }

    weak var owner: UITextView?

    public override init() {}
}
