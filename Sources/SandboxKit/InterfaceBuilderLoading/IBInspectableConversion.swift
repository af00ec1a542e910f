import Foundation

/// A storyboard's user-defined runtime attribute as the type of the `@IBInspectable` property it sets.
/// UIKit sets it with `setValue(_:forKeyPath:)`, where Objective-C bridges a number to whichever numeric
/// type the property has; the app's build generates a setter per inspectable property that converts
/// through this (`IBConnectable.setOutlet`).
public enum IBInspectableConversion {
    /// `value` as `T`, or nil when it cannot be one (the attribute is then reported as not applied).
    public static func value<T>(_ value: Any?, as type: T.Type) -> T? {
        guard let value else { return nil }
        if let same = value as? T { return same }
        let number: Double? = switch value {
        case let d as Double: d
        case let i as Int: Double(i)
        case let c as CGFloat: Double(c)
        case let b as Bool: b ? 1 : 0
        default: nil
        }
        guard let number else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return Int(exactly: number.rounded(.towardZero)) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }
}
