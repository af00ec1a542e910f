import Foundation
import SandboxKit

/// The type a SandboxKit API expects for one argument or property, as the interpreter checks it and as
/// error messages spell it (`'Bool'`, `'UIViewController?'`, `'((Bool) -> Void)?'`).
indirect enum ParamType {
    case bool
    /// CGFloat, TimeInterval, Double: any number literal converts.
    case number(String)
    case int
    case string
    case object(String, (AnyObject) -> Bool)
    case optional(ParamType)
    /// `() -> Void`
    case action
    /// `(Bool) -> Void`
    case completion
    /// `(UIAction) -> Void`: a handler given the object that sent it.
    case handler(String)
    case rect, point, size
    case options(OptionTable)
    case enumeration(OptionTable)
    case dispatchTime
    case array(ParamType)
    /// A parameter of a scenario's own method: anything, checked only by the method's body.
    case any(String)

    var name: String {
        switch self {
        case .any(let n): return n
        case .bool: return "Bool"
        case .number(let n): return n
        case .int: return "Int"
        case .string: return "String"
        case .object(let n, _): return n
        case .optional(let t):
            switch t {
            case .action, .completion, .handler: return "(\(t.name))?"
            default: return t.name + "?"
            }
        case .action: return "() -> Void"
        case .handler(let n): return "(\(n)) -> Void"
        case .completion: return "(Bool) -> Void"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .options(let t), .enumeration(let t): return t.name
        case .dispatchTime: return "DispatchTime"
        case .array(let t): return "[\(t.name)]"
        }
    }

    var isClosure: Bool {
        switch self {
        case .action, .completion, .handler: return true
        case .optional(let t): return t.isClosure
        default: return false
        }
    }

    static let cgFloat = ParamType.number("CGFloat")
    static let timeInterval = ParamType.number("TimeInterval")
    static let viewController = ParamType.object("UIViewController") { $0 is UIViewController }
    static let view = ParamType.object("UIView") { $0 is UIView }
    static let color = ParamType.object("UIColor") { $0 is UIColor }
}

/// The named values of an option set or enum (`UIView.AnimationOptions`, `UIModalPresentationStyle`):
/// each implicit member (`.transitionCurlUp`) maps to the SandboxKit value.
struct OptionTable {
    let name: String
    let cases: [String: Any]
    /// Combines the values of an array literal into one option set; nil for an enum.
    let combine: (([Any]) -> Any)?
}
