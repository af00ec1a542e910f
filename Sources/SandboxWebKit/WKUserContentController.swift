import Foundation
import SandboxKit

/// The scripts and message handlers a page would get; kept, never run (no page runs script).
@MainActor
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() {}

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }

    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        NotSimulated.record("WKUserContentController.add(_:name:) (no page sends messages)")
        handlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

@MainActor
open class WKUserScript: NSObject {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor
open class WKScriptMessage: NSObject {
    open var body: Any
    open var name: String
    public init(name: String, body: Any) {
        self.name = name
        self.body = body
    }
}
