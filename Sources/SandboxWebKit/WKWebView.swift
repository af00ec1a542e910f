import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SandboxKit

/// WebKit's web view. The sandbox has no web engine: the view draws a placeholder naming what it would
/// show (the URL's host and path, or the first words of an HTML string), keeps the URL and the history
/// a user would read back (`url`, `canGoBack`), and makes no navigation-delegate calls, since no page
/// ever loads. Its first load records that web content is not simulated.
@MainActor
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's scroll view, as WebKit gives one; the placeholder does not scroll.
    public let scrollView = UIScrollView()

    /// The URL of the last load; nil for an HTML string without a base URL.
    open private(set) var url: URL?
    /// A loaded page's title: never, since no page loads.
    open private(set) var title: String?
    open private(set) var estimatedProgress: Double = 0
    open private(set) var isLoading = false
    open private(set) var hasOnlySecureContent = false
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1

    private var history: [WebViewPlaceholder] = []
    private var historyIndex = -1
    private var placeholder: WebViewPlaceholder? { history.indices.contains(historyIndex) ? history[historyIndex] : nil }

    open var canGoBack: Bool { historyIndex > 0 }
    open var canGoForward: Bool { historyIndex >= 0 && historyIndex < history.count - 1 }
    public let backForwardList = WKBackForwardList()

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .white
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        show(.url(url))
        return WKNavigation()
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        show(.html(string, baseURL: baseURL))
        return WKNavigation()
    }

    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        show(.url(url))
        return WKNavigation()
    }

    @discardableResult
    open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        show(.html(String(decoding: data, as: UTF8.self), baseURL: baseURL))
        return WKNavigation()
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        placeholder == nil ? nil : WKNavigation()
    }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    open func stopLoading() {}

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        move(to: historyIndex - 1)
        return WKNavigation()
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        move(to: historyIndex + 1)
        return WKNavigation()
    }

    /// Answers as a page whose script cannot run: the completion handler gets WebKit's "JavaScript
    /// exception" error, on a later turn of the main queue as WebKit answers.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        NotSimulated.record("WKWebView.evaluateJavaScript(_:completionHandler:)")
        guard let completionHandler else { return }
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) {
            completionHandler(nil, WKError(.javaScriptExceptionOccurred))
        }
    }

    private func show(_ page: WebViewPlaceholder) {
        NotSimulated.record("WKWebView (web content is not loaded; the view shows what it would load)")
        history.removeSubrange((historyIndex + 1)...)
        history.append(page)
        move(to: history.count - 1)
    }

    private func move(to index: Int) {
        historyIndex = index
        url = placeholder?.url
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let placeholder else { return }
        let lines = placeholder.lines
        let heading: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.darkGray]
        let detail: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray]
        let top = safeAreaInsets.top + 24
        lines.heading.draw(in: CGRect(x: 16, y: top, width: bounds.width - 32, height: 22), withAttributes: heading)
        lines.detail.draw(in: CGRect(x: 16, y: top + 26, width: bounds.width - 32, height: 18), withAttributes: detail)
        "Web content is not loaded in the sandbox".draw(in: CGRect(x: 16, y: top + 48, width: bounds.width - 32, height: 18),
                                                        withAttributes: detail)
    }
}
