import Foundation

/// Views that follow the text size with their Dynamic Type font (iOS 10): labels, text fields and text
/// views.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting, DynamicTypeAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font, font.dynamicType != nil else { return }
        self.font = font.adjusted(to: traits.preferredContentSizeCategory)
        invalidateIntrinsicContentSize()
    }
}

extension UITextField: UIContentSizeCategoryAdjusting, DynamicTypeAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font, font.dynamicType != nil else { return }
        self.font = font.adjusted(to: traits.preferredContentSizeCategory)
        invalidateIntrinsicContentSize()
    }
}

extension UITextView: UIContentSizeCategoryAdjusting, DynamicTypeAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font, font.dynamicType != nil else { return }
        self.font = font.adjusted(to: traits.preferredContentSizeCategory)
        invalidateIntrinsicContentSize()
    }
}
