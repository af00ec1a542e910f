import Foundation
import SandboxCoreLocation

/// A point of interest on a map: a coordinate, and optionally a title and a subtitle.
@MainActor
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation an app fills in.
@MainActor
open class MKPointAnnotation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D
    open var title: String?
    open var subtitle: String?

    public override init() { coordinate = CLLocationCoordinate2D() }

    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// The user's own location on the map: never known here (location is refused), so not shown.
@MainActor
open class MKUserLocation: NSObject, MKAnnotation {
    open var coordinate = kCLLocationCoordinate2DInvalid
    open var title: String? = "My Location"
    open var subtitle: String?
    open var location: CLLocation? { nil }
    open var isUpdating: Bool { false }
}
