import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The web view of iOS 2–11, deprecated since iOS 12 for `WKWebView`. It is declared so that old code
/// builds (with Xcode's deprecation warnings); it draws nothing and loads nothing: making one is reported
/// once as not simulated. A loaded request or HTML string is kept (`request`), and the delegate hears the
/// load start and fail, as a load the device cannot make.
@available(*, deprecated, message: "No longer supported; please adopt WKWebView.")
@MainActor
open class UIWebView: UIView {
    open weak var delegate: UIWebViewDelegate?
    public let scrollView = UIScrollView()
    open private(set) var request: URLRequest?
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var scalesPageToFit = false
    open var allowsInlineMediaPlayback = false
    open var mediaPlaybackRequiresUserAction = true
    open var paginationMode: PaginationMode = .unpaginated
    open var paginationBreakingMode: PaginationBreakingMode = .page

    public enum PaginationMode: Int, Sendable {
        case unpaginated = 0, leftToRight, topToBottom, bottomToTop, rightToLeft
    }

    public enum PaginationBreakingMode: Int, Sendable {
        case page = 0
        case column = 1
    }

    public enum NavigationType: Int, Sendable {
        case linkClicked = 0, formSubmitted, backForward, reload, formResubmitted, other
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
        NotSimulated.record("UIWebView (deprecated: it loads and draws nothing)")
    }

    open func loadRequest(_ request: URLRequest) {
        self.request = request
        load()
    }

    open func loadHTMLString(_ string: String, baseURL: URL?) {
        request = baseURL.map { URLRequest(url: $0) }
        load()
    }

    open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
        request = URLRequest(url: baseURL)
        load()
    }

    /// The delegate is asked and told, and the load fails at once: the device has no web engine for it.
    private func load() {
        if let request, !(delegate?.webView(self, shouldStartLoadWith: request, navigationType: .other) ?? true) { return }
        delegate?.webViewDidStartLoad(self)
        delegate?.webView(self, didFailLoadWithError: URLError(.unsupportedURL))
    }

    open func reload() { load() }
    open func stopLoading() {}
    open func goBack() {}
    open func goForward() {}

    @discardableResult
    open func stringByEvaluatingJavaScript(from script: String) -> String? { nil }
}

/// What a `UIWebView` asks and tells about its loads. Every method is optional.
@available(*, deprecated, message: "No longer supported; please adopt WKWebView.")
@MainActor
public protocol UIWebViewDelegate: AnyObject {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

@available(*, deprecated)
extension UIWebViewDelegate {
    public func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { true }
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    public func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}
