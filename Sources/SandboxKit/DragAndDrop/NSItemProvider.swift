import Foundation

/// The data a drag carries (or a share sheet's item): the sandbox has no drag and drop between apps, so
/// a provider only holds the object it was made with, and loads it back.
open class NSItemProvider: NSObject {
    let object: Any?
    open var suggestedName: String?

    public override init() {
        object = nil
        super.init()
    }

    public init(object: Any) {
        self.object = object
        super.init()
    }

    /// Uniform type identifiers of what the provider holds: text for a string, an image for an image.
    open var registeredTypeIdentifiers: [String] {
        switch object {
        case is String, is NSString: ["public.plain-text"]
        case is URL: ["public.url"]
        case is UIImage: ["public.image"]
        default: []
        }
    }

    open func canLoadObject(ofClass aClass: Any.Type) -> Bool {
        guard let object else { return false }
        return type(of: object) == aClass || (aClass == NSString.self && object is String)
    }
}
