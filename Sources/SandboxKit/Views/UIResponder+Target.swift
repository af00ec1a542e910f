import Foundation

extension UIResponder {
    /// The responder that would get `action` sent along the chain from this one: the first that
    /// implements it, nil if none does.
    public func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        var steps = 0
        while let r = responder, steps < 1_000 {
            if r.responds(to: action) { return r }
            responder = r.next
            steps += 1
        }
        return nil
    }
}
