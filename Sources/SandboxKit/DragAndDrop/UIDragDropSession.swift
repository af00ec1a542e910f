import Foundation

/// What drag and drop sessions share: the items and where the finger is.
@MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: Any.Type) -> Bool
}

/// A drag in progress, as the drag delegate sees it.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// A drop in progress, as the drop delegate sees it.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    var localDragSession: UIDragSession? { get }
}
