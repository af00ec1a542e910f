import Foundation
import SandboxKit

/// Core Location's manager, on a device whose user answers the location prompt with "Don't Allow".
///
/// As on iOS, a manager tells its delegate the current authorization (`.notDetermined` until asked) on
/// a turn after the delegate is set; `requestWhenInUseAuthorization()` or `requestAlwaysAuthorization()`
/// shows the prompt, answered "Don't Allow": the status becomes `.denied` for the app and the delegate
/// hears it. From then on `startUpdatingLocation()` and `requestLocation()` fail with `CLError.denied`,
/// region monitoring with `.regionMonitoringDenied` and beacon ranging with `.denied`, as iOS reports
/// them to an app the user refused. No location is ever delivered (`location` stays nil).
@MainActor
open class CLLocationManager: NSObject {
    /// The app's answer, shared by its managers as on iOS (the prompt is shown once per app).
    private static var answers: [ObjectIdentifier: CLAuthorizationStatus] = [:]
    private let app = UIApplication.shared
    private var toldInitialStatus = false

    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard delegate != nil, !toldInitialStatus else { return }
            toldInitialStatus = true
            // The status as it was when the delegate was set: a prompt shown since waits for its answer.
            let status = authorizationStatus
            later { $0.tellAuthorization(status) }
        }
    }

    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDirection = 1
    /// The last location delivered: none, on this device.
    open private(set) var location: CLLocation?
    open private(set) var heading: CLHeading?
    open private(set) var monitoredRegions: Set<CLRegion> = []
    open private(set) var rangedRegions: Set<CLRegion> = []
    open private(set) var isUpdatingLocation = false

    public override init() { super.init() }

    open var authorizationStatus: CLAuthorizationStatus { Self.answers[ObjectIdentifier(app)] ?? .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    @available(*, deprecated, message: "Use the instance property authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        answers[ObjectIdentifier(UIApplication.shared)] ?? .notDetermined
    }

    open class func locationServicesEnabled() -> Bool { true }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { true }
    open class func isRangingAvailable() -> Bool { true }
    /// No magnetometer in the sandbox, as in the Simulator.
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    open func requestWhenInUseAuthorization() { ask() }
    open func requestAlwaysAuthorization() { ask() }
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: ((any Error)?) -> Void = { _ in }) {
        completion(CLError(.denied))
    }

    open func startUpdatingLocation() {
        isUpdatingLocation = true
        failIfDenied { $0.locationManager($1, didFailWithError: CLError(.denied)) }
    }

    open func stopUpdatingLocation() { isUpdatingLocation = false }

    open func requestLocation() {
        failIfDenied { $0.locationManager($1, didFailWithError: CLError(.denied)) }
    }

    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    open func startUpdatingHeading() { NotSimulated.record("CLLocationManager.startUpdatingHeading() (no compass)") }
    open func stopUpdatingHeading() {}

    open func startMonitoring(for region: CLRegion) {
        monitoredRegions.insert(region)
        failIfDenied { $0.locationManager($1, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied)) }
    }

    open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }

    open func requestState(for region: CLRegion) {
        later { manager in manager.delegate?.locationManager(manager, didDetermineState: .unknown, for: region) }
    }

    open func startRangingBeacons(in region: CLBeaconRegion) {
        rangedRegions.insert(region)
        failIfDenied { $0.locationManager($1, rangingBeaconsDidFailFor: region, withError: CLError(.denied)) }
    }

    open func stopRangingBeacons(in region: CLBeaconRegion) { rangedRegions.remove(region) }

    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        failIfDenied { $0.locationManager($1, didFailRangingFor: constraint, error: CLError(.denied)) }
    }

    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}

    /// The prompt, answered "Don't Allow" the first time; later requests change nothing, as on iOS.
    private func ask() {
        guard authorizationStatus == .notDetermined else { return }
        NotSimulated.record("CLLocationManager's location prompt (the user answers \"Don't Allow\"; no location is delivered)")
        Self.answers[ObjectIdentifier(app)] = .denied
        later { $0.tellAuthorization(.denied) }
    }

    private func tellAuthorization(_ status: CLAuthorizationStatus) {
        guard let delegate else { return }
        delegate.locationManagerDidChangeAuthorization(self)
        delegate.locationManager(self, didChangeAuthorization: status)
    }

    /// Core Location answers a refused app's requests with an error on a later turn; before the user has
    /// answered, they wait (and here nothing comes).
    private func failIfDenied(_ report: @escaping (any CLLocationManagerDelegate, CLLocationManager) -> Void) {
        guard authorizationStatus == .denied || authorizationStatus == .restricted else {
            NotSimulated.record("CLLocationManager updates before authorization (no location is delivered)")
            return
        }
        later { manager in manager.delegate.map { report($0, manager) } }
    }

    private func later(_ work: @escaping (CLLocationManager) -> Void) {
        app.mainQueue.enqueue(at: app.clock.now) { [weak self] in self.map(work) }
    }
}
