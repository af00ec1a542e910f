import Foundation

/// What a compositional layout's section provider is told about where the section goes.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The space a section is laid out in: the collection view's size and, inside its content insets, the
/// effective size.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment and container a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}
