import Foundation

/// A collection view's drop proposal: the operation, and whether the drop goes between items or into
/// the one under the finger.
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified = 0
        case insertAtDestinationIndexPath = 1
        case insertIntoDestinationIndexPath = 2
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
