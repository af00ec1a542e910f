/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy, reducedAccuracy
}

public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

public enum CLProximity: Int, Sendable {
    case unknown, immediate, near, far
}

public enum CLRegionState: Int, Sendable {
    case unknown, inside, outside
}
