import Foundation

/// One side of a compositional layout's size: a fraction of the container's width or height, an
/// absolute length, or an estimate. The sandbox does not size cells to their content, so an estimated
/// dimension is laid out at its estimate.
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`; never negative, never NaN (bad input lays out as zero).
    func length(in size: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * size.width
        case .fractionalHeight: value = dimension * size.height
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(value, 0) : 0
    }
}

/// A compositional layout element's width and height.
@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.length(in: size), height: heightDimension.length(in: size))
    }
}
