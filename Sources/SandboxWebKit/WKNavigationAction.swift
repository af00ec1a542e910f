import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a navigation was asked for: the request and how (a link, a form, a reload).
@MainActor
open class WKNavigationAction: NSObject {
    open var request: URLRequest
    open var navigationType: WKNavigationType
    open var sourceFrame: WKFrameInfo
    open var targetFrame: WKFrameInfo?

    public init(request: URLRequest, navigationType: WKNavigationType = .other) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(isMainFrame: true, request: request)
        targetFrame = sourceFrame
    }
}

public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow, download
}

public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel, allow, download
}

/// The response of a navigation, for `decidePolicyFor navigationResponse`.
@MainActor
open class WKNavigationResponse: NSObject {
    open var response: URLResponse
    open var isForMainFrame = true
    open var canShowMIMEType = true

    public init(response: URLResponse) { self.response = response }
}

/// The frame a navigation comes from or goes to.
@MainActor
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool
    open var request: URLRequest

    public init(isMainFrame: Bool, request: URLRequest) {
        self.isMainFrame = isMainFrame
        self.request = request
    }
}

/// The features a page asked its new window to have.
@MainActor
open class WKWindowFeatures: NSObject {}
