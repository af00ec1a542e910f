import Foundation

/// A part of a view the iPad's pointer can be in, with its own style.
@MainActor
public final class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}
