import Foundation

// Placeholders for the parts of a turn that other issues own. Each moves to its own file when built:
// input dispatch (issue 2, UIApplication+Input.swift), the display pass and compositing (issue 2,
// UIApplication+Composite.swift), and the animation tick (issue 3, UIApplication+Animation.swift).
extension UIApplication {
    func dispatch(_ event: InputEvent) {}
}
