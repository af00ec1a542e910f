/// A controller an event or a finding concerns: its name as printed (`debugName`), and the controller
/// itself while it lives. Weak, so the event stream and the findings never keep a controller alive. An
/// event read back from a log has only the name.
public struct ControllerReference: CustomStringConvertible, Sendable {
    public let name: String
    public private(set) weak var controller: UIViewController?

    @MainActor public init(_ controller: UIViewController) {
        name = controller.debugName
        self.controller = controller
    }

    public init(name: String) { self.name = name }

    /// Whether this refers to `c` itself (not merely a controller of the same name).
    public func refers(to c: UIViewController) -> Bool { controller === c }

    public var description: String { name }
}

extension ControllerReference: Equatable {
    /// Equal when they name the same controller: by identity while both live, else by name (what a log
    /// read back can compare).
    public static func == (a: ControllerReference, b: ControllerReference) -> Bool {
        if let x = a.controller, let y = b.controller { return x === y }
        return a.name == b.name
    }
}
