import Foundation
import SandboxCoreLocation
import SandboxKit

/// A shape drawn over a map (kept by the map, not drawn in the sandbox).
@MainActor
public protocol MKOverlay: MKAnnotation {}

@MainActor
open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
}

/// A line through coordinates.
@MainActor
open class MKPolyline: MKShape, MKOverlay {
    public let coordinates: [CLLocationCoordinate2D]
    open var pointCount: Int { coordinates.count }

    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
    }

    public init(coordinates: [CLLocationCoordinate2D], count: Int) { self.coordinates = Array(coordinates.prefix(count)) }

    open override var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
}

/// A circle of a radius in meters around a coordinate.
@MainActor
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
    }

    open override var coordinate: CLLocationCoordinate2D { center }
}

/// What draws an overlay; its colours are kept.
@MainActor
open class MKOverlayRenderer: NSObject {
    public let overlay: any MKOverlay
    open var alpha: CGFloat = 1

    public init(overlay: any MKOverlay) { self.overlay = overlay }
}

@MainActor
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

@MainActor
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

@MainActor
open class MKCircleRenderer: MKOverlayPathRenderer {
    public init(circle: MKCircle) { super.init(overlay: circle) }
}
