import Foundation

/// What a drop delegate proposes to do with a drop where the finger is.
@MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
