import Foundation
import SandboxKit

/// A multipeer session, on a device with no peers nearby: nobody ever connects, so `connectedPeers`
/// stays empty and sending fails as iOS fails a send to peers not connected.
@MainActor
open class MCSession: NSObject {
    public let myPeerID: MCPeerID
    public let securityIdentity: [Any]?
    public let encryptionPreference: MCEncryptionPreference
    open weak var delegate: (any MCSessionDelegate)?
    open private(set) var connectedPeers: [MCPeerID] = []

    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
    }

    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .optional)
    }

    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        let strangers = peerIDs.filter { peer in !connectedPeers.contains { $0 === peer } }
        if peerIDs.isEmpty || !strangers.isEmpty { throw MCError(.notConnected) }
    }

    open func sendResource(at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID,
                           withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) -> Progress? {
        let app = UIApplication.shared
        if let completionHandler { app.mainQueue.enqueue(at: app.clock.now) { completionHandler(MCError(.notConnected)) } }
        return nil
    }

    open func startStream(withName streamName: String, toPeer peerID: MCPeerID) throws -> OutputStream {
        throw MCError(.notConnected)
    }

    open func disconnect() { connectedPeers = [] }

    open func connectPeer(_ peerID: MCPeerID, withNearbyConnectionData data: Data) {}
    open func cancelConnectPeer(_ peerID: MCPeerID) {}
}

public enum MCSessionState: Int, Sendable {
    case notConnected, connecting, connected
}

public enum MCSessionSendDataMode: Int, Sendable {
    case reliable, unreliable
}

public enum MCEncryptionPreference: Int, Sendable {
    case optional, required, none
}

/// Multipeer Connectivity's errors (domain `MCErrorDomain`).
public struct MCError: Error, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case unknown, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "MCErrorDomain"
    public var errorCode: Int { code.rawValue }
    public static var notConnected: Code { .notConnected }
}
