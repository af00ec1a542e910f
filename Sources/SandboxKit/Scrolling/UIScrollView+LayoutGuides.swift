import Foundation

/// UIKit's scroll view layout guides (iOS 11): constraints to `contentLayoutGuide`'s edges place the
/// content and decide `contentSize`; constraints to `frameLayoutGuide` place views over the scroll view
/// that do not scroll (and, through its width, content as wide as the scroll view).
extension UIScrollView {
    public var contentLayoutGuide: UILayoutGuide {
        if let g = contentGuide { return g }
        contentGuide = addGuide("UIScrollView-contentLayoutGuide", placement: .scrollContent)
        return contentGuide!
    }

    public var frameLayoutGuide: UILayoutGuide {
        if let g = frameGuide { return g }
        frameGuide = addGuide("UIScrollView-frameLayoutGuide", placement: .inset)
        return frameGuide!
    }

    private func addGuide(_ identifier: String, placement: UILayoutGuide.Placement) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.identifier = identifier
        g.placement = placement
        addLayoutGuide(g)
        return g
    }

    /// After the engine's frames: a content guide sized by constraints gives its size to `contentSize`
    /// (its own low-priority size is the `contentSize`, so a guide nothing sizes keeps it).
    func adoptContentGuideSize() {
        guard let g = contentGuide, !g.pins.isEmpty else { return }
        let f = g.layoutFrame
        let size = CGSize(width: max(0, f.width), height: max(0, f.height))
        if abs(size.width - contentSize.width) > 1e-6 || abs(size.height - contentSize.height) > 1e-6 { contentSize = size }
    }
}
