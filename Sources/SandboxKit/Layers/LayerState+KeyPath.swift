import Foundation

// The key paths explicit animations name, read from and written to a layer's state. Sub-paths of the
// transform (`transform.rotation.z`, `transform.scale`) are components Core Animation animates on their
// own: a spinner's rotation from 0 to 2π turns a whole turn instead of taking the shortest way.
extension LayerState {
    /// The current value at `keyPath`, or nil when it names no property of the state.
    func value(forKeyPath keyPath: String) -> AnimatedValue? {
        switch keyPath {
        case "opacity": return .number(Double(opacity))
        case "position": return .point(position)
        case "position.x": return .number(Double(position.x))
        case "position.y": return .number(Double(position.y))
        case "bounds": return .rect(bounds)
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .number(Double(bounds.width))
        case "bounds.size.height": return .number(Double(bounds.height))
        case "bounds.origin": return .point(bounds.origin)
        case "anchorPoint": return .point(anchorPoint)
        case "transform": return .transform(transform)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .number(Double(cornerRadius))
        case "borderWidth": return .number(Double(borderWidth))
        case "borderColor": return .color(borderColor)
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        case "hidden", "isHidden": return .number(isHidden ? 1 : 0)
        // Transform components start from none (Core Animation reads them off the model's transform;
        // for the usual identity model that is 0 and 1).
        case "transform.rotation", "transform.rotation.z", "transform.rotation.x", "transform.rotation.y",
             "transform.translation.x", "transform.translation.y", "transform.translation.z": return .number(0)
        case "transform.translation": return .size(.zero)
        case "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z": return .number(1)
        default: return nil
        }
    }

    /// Sets `keyPath` to `value`; false when the key path is not a property of the state.
    @discardableResult
    mutating func set(_ value: AnimatedValue, forKeyPath keyPath: String) -> Bool {
        func n() -> CGFloat? { value.number.map { CGFloat($0) } }
        switch (keyPath, value) {
        case ("opacity", .number(let v)): opacity = Float(min(max(v, 0), 1))
        case ("position", .point(let p)): position = p
        case ("position.x", .number(let v)): position.x = CGFloat(v)
        case ("position.y", .number(let v)): position.y = CGFloat(v)
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .number(let v)): bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .number(let v)): bounds.size.height = CGFloat(v)
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .number(let v)): cornerRadius = max(0, CGFloat(v))
        case ("borderWidth", .number(let v)): borderWidth = max(0, CGFloat(v))
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(min(max(v, 0), 1))
        case ("shadowRadius", .number(let v)): shadowRadius = max(0, CGFloat(v))
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("hidden", .number(let v)), ("isHidden", .number(let v)): isHidden = v >= 0.5
        case ("transform.rotation", _), ("transform.rotation.z", _):
            transform = CATransform3DMakeRotation(n() ?? 0, 0, 0, 1).concatenating(transform)
        case ("transform.rotation.x", _): transform = CATransform3DMakeRotation(n() ?? 0, 1, 0, 0).concatenating(transform)
        case ("transform.rotation.y", _): transform = CATransform3DMakeRotation(n() ?? 0, 0, 1, 0).concatenating(transform)
        case ("transform.scale", _): let s = n() ?? 1; transform = CATransform3DMakeScale(s, s, 1).concatenating(transform)
        case ("transform.scale.x", _): transform = CATransform3DMakeScale(n() ?? 1, 1, 1).concatenating(transform)
        case ("transform.scale.y", _): transform = CATransform3DMakeScale(1, n() ?? 1, 1).concatenating(transform)
        case ("transform.scale.z", _): break
        case ("transform.translation.x", _): transform = CATransform3DMakeTranslation(n() ?? 0, 0, 0).concatenating(transform)
        case ("transform.translation.y", _): transform = CATransform3DMakeTranslation(0, n() ?? 0, 0).concatenating(transform)
        case ("transform.translation.z", _): break
        case ("transform.translation", .size(let s)): transform = CATransform3DMakeTranslation(s.width, s.height, 0).concatenating(transform)
        default: return false
        }
        return true
    }
}
