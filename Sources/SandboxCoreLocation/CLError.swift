import Foundation

/// Core Location's errors (domain `kCLErrorDomain`), as `error as? CLError` and `error.code == .denied`
/// read them.
public struct CLError: Error, CustomNSError, Sendable, Equatable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult
        case geocodeFoundPartialResult, geocodeCanceled, deferredFailed, deferredNotUpdatingLocation
        case deferredAccuracyTooLow, deferredDistanceFiltered, deferredCanceled, rangingUnavailable, rangingFailure
        case promptDeclined, historicalLocationError
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorDomain = "kCLErrorDomain"
    public var errorCode: Int { code.rawValue }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var rangingUnavailable: Code { .rangingUnavailable }
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
}
