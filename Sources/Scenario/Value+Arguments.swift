import Foundation
import SandboxKit

/// Typed views of an argument that the interpreter has already checked against its `ParamType`, for
/// the bindings' closures. A mismatch cannot happen after the check; the fallbacks only keep bad input
/// from crashing.
extension Value {
    var bool: Bool { if case .bool(let b) = self { return b } else { return false } }
    var cgFloat: CGFloat { CGFloat(asDouble ?? 0) }
    var double: Double { asDouble ?? 0 }
    var int: Int {
        switch self {
        case .int(let i): return i
        case .double(let d): return d.isFinite ? Int(d) : 0
        default: return 0
        }
    }
    var string: String { if case .string(let s) = self { return s } else { return "" } }
    var view: UIView? { asObject as? UIView }
    var viewController: UIViewController? { asObject as? UIViewController }
    var color: UIColor? { asObject as? UIColor }
    var rect: CGRect { if case .rect(let r) = self { return r } else { return .zero } }
    var point: CGPoint { if case .point(let p) = self { return p } else { return .zero } }
    var size: CGSize { if case .size(let s) = self { return s } else { return .zero } }
    var action: (() -> Void)? { native() }
    var completion: ((Bool) -> Void)? { native() }
    var array: [Value] { if case .array(let a) = self { return a } else { return [] } }

    func native<T>(_ type: T.Type = T.self) -> T? {
        if case .native(let v, _) = self { return v as? T }
        return nil
    }

    static func optional(_ object: AnyObject?) -> Value { object.map { .object($0) } ?? .null }
    static func number(_ x: CGFloat) -> Value { .double(Double(x)) }
}
