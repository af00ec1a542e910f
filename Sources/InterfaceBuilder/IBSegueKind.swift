/// `kind=` of a `<segue>`.
public enum IBSegueKind: Sendable, Hashable, CustomStringConvertible {
    case show
    case showDetail
    case presentation
    case popoverPresentation
    case embed
    /// A container's children (see `IBSegue.relationship`), not a transition.
    case relationship
    case unwind
    /// `customClass` names the UIStoryboardSegue subclass.
    case custom
    /// Pre-iOS 8 kinds that Xcode still reads: push ≈ show, modal ≈
    /// presentation, replace ≈ showDetail, popover ≈ popoverPresentation.
    case push
    case modal
    case replace
    case popover
    case other(String)

    private static let known: [String: IBSegueKind] = [
        "show": .show, "showDetail": .showDetail, "presentation": .presentation,
        "popoverPresentation": .popoverPresentation, "embed": .embed, "relationship": .relationship,
        "unwind": .unwind, "custom": .custom, "push": .push, "modal": .modal, "replace": .replace, "popover": .popover,
    ]

    public init(_ name: String) {
        self = Self.known[name] ?? .other(name)
    }

    public var description: String {
        switch self {
        case .other(let name): return name
        default: return Self.known.first { $0.value == self }?.key ?? "?"
        }
    }
}
