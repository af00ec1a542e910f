import Foundation
import SandboxKit

/// The link to a paired Apple Watch, on an iPhone with no watch paired: the session is supported and
/// activates (the delegate hears `.activated` on a later turn), `isPaired` and `isReachable` are false,
/// and a message fails with `WCError.notReachable` as iOS fails it.
@MainActor
open class WCSession: NSObject {
    private static let shared = WCSession()
    open weak var delegate: (any WCSessionDelegate)?
    open private(set) var activationState: WCSessionActivationState = .notActivated
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isComplicationEnabled: Bool { false }
    open var isReachable: Bool { false }
    open private(set) var applicationContext: [String: Any] = [:]
    open var receivedApplicationContext: [String: Any] { [:] }

    open class var `default`: WCSession { shared }
    open class func isSupported() -> Bool { true }

    open func activate() {
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) { [self] in
            activationState = .activated
            delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
        }
    }

    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                          errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler)
    }

    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler)
    }

    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw WCError(.deviceNotPaired)
    }

    private func fail(_ errorHandler: ((any Error) -> Void)?) {
        guard let errorHandler else { return }
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) { errorHandler(WCError(.notReachable)) }
    }
}

public enum WCSessionActivationState: Int, Sendable {
    case notActivated, inactive, activated
}

@MainActor
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
}

extension WCSessionDelegate {
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
}

/// Watch Connectivity's errors (domain `WCErrorDomain`).
public struct WCError: Error, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired
        case watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "WCErrorDomain"
    public var errorCode: Int { code.rawValue }
}
