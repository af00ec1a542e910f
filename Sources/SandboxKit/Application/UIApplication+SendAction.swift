import Foundation

extension UIApplication {
    /// Sends `action` to `target`, or, when it is nil, along the responder chain from the first
    /// responder (else the key window's root view controller) to the first responder that implements it.
    /// True if a responder got it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            _ = action.send(to: target as AnyObject, arguments: [sender])
            return true
        }
        var responder: UIResponder? = inputRouter.firstResponder ?? keyWindow?.rootViewController ?? keyWindow
        var steps = 0
        while let r = responder, steps < 1_000 {
            if r.responds(to: action) {
                _ = action.send(to: r, arguments: [sender])
                return true
            }
            responder = r.next
            steps += 1
        }
        return false
    }
}
