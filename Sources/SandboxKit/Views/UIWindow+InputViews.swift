import Foundation

// A text input's custom input view and accessory bar, shown while it is first responder: the input
// view where the keyboard would be, across the bottom of the window (its own height, or its intrinsic
// height, else the keyboard's), and the accessory bar right above it (or above the keyboard's place when
// there is no input view), as UIKit shows them. They go when the input resigns. The keyboard
// notifications keep the system keyboard's frame.
extension UIWindow {
    /// The input views shown for `responder`, replacing any shown before.
    func showInputViews(of responder: UIResponder) {
        removeShownInputViews()
        let input = responder.inputView, accessory = responder.inputAccessoryView
        guard input != nil || accessory != nil else { return }
        let b = bounds
        var top = b.maxY
        if let input {
            let h = Self.height(of: input, otherwise: UIResponder.keyboardHeight)
            top -= h
            input.frame = CGRect(x: b.minX, y: top, width: b.width, height: h)
            if input.backgroundColor == nil { input.backgroundColor = .secondarySystemBackground }
            addSubview(input)
        } else {
            top -= UIResponder.keyboardHeight
        }
        if let accessory {
            let h = Self.height(of: accessory, otherwise: 44)
            accessory.frame = CGRect(x: b.minX, y: top - h, width: b.width, height: h)
            addSubview(accessory)
        }
        shownInputViews = [input, accessory].compactMap { $0 }
    }

    /// Takes away the input views shown for `responder`, if they are the ones shown.
    func hideInputViews(of responder: UIResponder) {
        let mine = [responder.inputView, responder.inputAccessoryView].compactMap { $0 }
        guard shownInputViews.contains(where: { shown in mine.contains { $0 === shown } }) else { return }
        removeShownInputViews()
    }

    private func removeShownInputViews() {
        for v in shownInputViews where v.superview === self { v.removeFromSuperview() }
        shownInputViews = []
    }

    private static func height(of view: UIView, otherwise fallback: CGFloat) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : fallback
    }
}
