import Foundation

/// The clipboard: what the app copies it can paste back. One general pasteboard per process, as the
/// sandbox runs one app; other apps' contents never appear.
@MainActor
open class UIPasteboard: NSObject {
    public static let general = UIPasteboard()

    /// Each copy replaces everything, as on iOS: the last thing set is what is there.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    open var strings: [String]? { didSet { if strings != nil { urls = nil; images = nil } ; changeCount += 1 } }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? { didSet { if urls != nil { strings = nil; images = nil } } }
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? { didSet { if images != nil { strings = nil; urls = nil } } }
    open private(set) var changeCount = 0

    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { !(urls ?? []).isEmpty }
    open var hasImages: Bool { !(images ?? []).isEmpty }
}
