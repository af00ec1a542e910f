import Foundation

/// How a web view is set up; kept as set (nothing runs in the placeholder).
@MainActor
open class WKWebViewConfiguration: NSObject {
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
    open var suppressesIncrementalRendering = false
    open var dataDetectorTypes: WKDataDetectorTypes = []

    public override init() {}
}

@MainActor
open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
    open var javaScriptEnabled = true
    public override init() {}
}

@MainActor
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    public override init() {}
}

@MainActor
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(isPersistent: true)
    open private(set) var isPersistent: Bool
    private init(isPersistent: Bool) { self.isPersistent = isPersistent }
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}
