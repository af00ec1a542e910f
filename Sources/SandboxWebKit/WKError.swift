import Foundation

/// WebKit's errors (domain `WKErrorDomain`).
public struct WKError: Error, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred
        case javaScriptResultTypeIsUnsupported
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorDomain = "WKErrorDomain"
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
}
