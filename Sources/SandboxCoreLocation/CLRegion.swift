import Foundation

/// A region the app asks to monitor.
open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    public init(identifier: String) { self.identifier = identifier }
}

/// A circle around a coordinate.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// The iBeacons of one UUID (and, optionally, major and minor numbers).
open class CLBeaconRegion: CLRegion, @unchecked Sendable {
    public let uuid: UUID
    public let major: NSNumber?
    public let minor: NSNumber?
    open var notifyEntryStateOnDisplay = false
    open var proximityUUID: UUID { uuid }
    public var beaconIdentityConstraint: CLBeaconIdentityConstraint {
        CLBeaconIdentityConstraint(uuid: uuid, major: major.map { CLBeaconMajorValue($0.intValue) },
                                   minor: minor.map { CLBeaconMinorValue($0.intValue) })
    }

    public init(uuid: UUID, identifier: String) {
        self.uuid = uuid
        major = nil
        minor = nil
        super.init(identifier: identifier)
    }

    public init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.uuid = uuid
        self.major = NSNumber(value: major)
        minor = nil
        super.init(identifier: identifier)
    }

    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.uuid = uuid
        self.major = NSNumber(value: major)
        self.minor = NSNumber(value: minor)
        super.init(identifier: identifier)
    }

    public convenience init(proximityUUID: UUID, identifier: String) { self.init(uuid: proximityUUID, identifier: identifier) }
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, identifier: identifier)
    }
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, minor: minor, identifier: identifier)
    }
}

public typealias CLBeaconMajorValue = UInt16
public typealias CLBeaconMinorValue = UInt16

public struct CLBeaconIdentityConstraint: Sendable, Equatable {
    public let uuid: UUID
    public let major: CLBeaconMajorValue?
    public let minor: CLBeaconMinorValue?
    public init(uuid: UUID, major: CLBeaconMajorValue? = nil, minor: CLBeaconMinorValue? = nil) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
    }
}

/// A beacon seen in ranging: never, here (there is no radio).
open class CLBeacon: NSObject, @unchecked Sendable {
    public let uuid: UUID
    public let major: NSNumber
    public let minor: NSNumber
    public let proximity: CLProximity
    public let accuracy: CLLocationAccuracy
    public let rssi: Int
    open var proximityUUID: UUID { uuid }

    public init(uuid: UUID, major: NSNumber, minor: NSNumber, proximity: CLProximity, accuracy: CLLocationAccuracy, rssi: Int) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
        self.proximity = proximity
        self.accuracy = accuracy
        self.rssi = rssi
    }
}

/// A compass heading: never delivered here (no magnetometer).
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public let headingAccuracy: CLLocationDirection
    public let timestamp: Date

    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        timestamp = Date()
    }
}
