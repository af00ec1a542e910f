import Foundation
import SandboxKit

/// Core Location's geocoder. It needs Apple's servers; here every request fails as it does offline, with
/// `CLError.network`, on a later turn of the main queue.
@MainActor
open class CLGeocoder: NSObject {
    public typealias CompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void
    open private(set) var isGeocoding = false

    public override init() {}

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) { fail(completionHandler) }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CompletionHandler) { fail(completionHandler) }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) { fail(completionHandler) }
    open func cancelGeocode() {}

    private func fail(_ completion: @escaping CompletionHandler) {
        NotSimulated.record("CLGeocoder (no network: requests fail with CLError.network)")
        let app = UIApplication.shared
        app.mainQueue.enqueue(at: app.clock.now) { completion(nil, CLError(.network)) }
    }
}

/// A geocoder's answer: an address around a location.
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation?
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var isoCountryCode: String?
    open var country: String?
    open var timeZone: TimeZone?

    public init(location: CLLocation?, name: String?) {
        self.location = location
        self.name = name
    }
}
