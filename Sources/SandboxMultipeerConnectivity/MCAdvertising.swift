import Foundation
import SandboxKit

/// Advertises a session to nearby browsers; nobody is nearby, so no invitation ever comes.
@MainActor
open class MCAdvertiserAssistant: NSObject {
    public let serviceType: String
    public let discoveryInfo: [String: String]?
    public let session: MCSession
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?

    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
    }

    open func start() { NotSimulated.record("MCAdvertiserAssistant.start() (no peers nearby)") }
    open func stop() {}
}

@MainActor
public protocol MCAdvertiserAssistantDelegate: AnyObject {
    func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
    func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
}

extension MCAdvertiserAssistantDelegate {
    public func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
    public func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
}

/// The lower-level advertiser; no invitation ever comes.
@MainActor
open class MCNearbyServiceAdvertiser: NSObject {
    public let myPeerID: MCPeerID
    public let discoveryInfo: [String: String]?
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?

    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
    }

    open func startAdvertisingPeer() { NotSimulated.record("MCNearbyServiceAdvertiser.startAdvertisingPeer() (no peers nearby)") }
    open func stopAdvertisingPeer() {}
}

@MainActor
public protocol MCNearbyServiceAdvertiserDelegate: AnyObject {
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID,
                    withContext context: Data?, invitationHandler: @escaping (Bool, MCSession?) -> Void)
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}

extension MCNearbyServiceAdvertiserDelegate {
    public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}

/// Browses for nearby advertisers; none is ever found.
@MainActor
open class MCNearbyServiceBrowser: NSObject {
    public let myPeerID: MCPeerID
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?

    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
    }

    open func startBrowsingForPeers() { NotSimulated.record("MCNearbyServiceBrowser.startBrowsingForPeers() (no peers nearby)") }
    open func stopBrowsingForPeers() {}
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {}
}

@MainActor
public protocol MCNearbyServiceBrowserDelegate: AnyObject {
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

extension MCNearbyServiceBrowserDelegate {
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}
