import Foundation

/// A web view's history as WebKit lists it; the placeholder keeps its own (`canGoBack`), this list stays
/// empty since no page ever loads.
@MainActor
open class WKBackForwardList: NSObject {
    open var currentItem: WKBackForwardListItem? { nil }
    open var backItem: WKBackForwardListItem? { nil }
    open var forwardItem: WKBackForwardListItem? { nil }
    open var backList: [WKBackForwardListItem] { [] }
    open var forwardList: [WKBackForwardListItem] { [] }
}

@MainActor
open class WKBackForwardListItem: NSObject {
    open var url: URL
    open var title: String?
    open var initialURL: URL
    init(url: URL) {
        self.url = url
        initialURL = url
    }
}
