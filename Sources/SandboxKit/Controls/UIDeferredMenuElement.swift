import Foundation

/// Menu elements provided when the menu opens: `elements(completion:)` asks the provider.
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    public let isCached: Bool

    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(cached: true, provider: elementProvider)
    }

    init(cached: Bool, provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.provider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    /// A provider asked each time the menu opens.
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(cached: false, provider: elementProvider)
    }

    /// What the menu would show in this element's place: the provider's elements, once it calls back.
    public func elements(completion: @escaping ([UIMenuElement]) -> Void) { provider(completion) }
}
