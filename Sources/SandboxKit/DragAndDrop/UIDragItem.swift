import Foundation

/// One item of a drag: its data (an item provider) and the app's own object for it (`localObject`).
@MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
