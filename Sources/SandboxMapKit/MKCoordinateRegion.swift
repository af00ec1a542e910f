import Foundation
import SandboxCoreLocation

/// How many degrees of latitude and longitude a map shows.
public struct MKCoordinateSpan: Sendable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// The part of the Earth a map shows: a center and a span.
public struct MKCoordinateRegion: Sendable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
    }

    /// The whole world, as a map shows it before anything is set.
    static let world = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                          span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
}

public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
