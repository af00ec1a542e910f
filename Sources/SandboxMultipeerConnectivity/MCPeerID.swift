import Foundation

/// A peer's identity: its display name (each made is distinct, as on iOS).
open class MCPeerID: NSObject, @unchecked Sendable {
    public let displayName: String

    public init(displayName myDisplayName: String) { displayName = myDisplayName }

    open override var description: String { "<MCPeerID: \(displayName)>" }
}
