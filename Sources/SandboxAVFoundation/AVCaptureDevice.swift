import Foundation

/// Cameras and microphones: the device has none the app may use (`default(for:)` is nil) and the
/// permission prompt is answered "Don't Allow".
@MainActor
open class AVCaptureDevice: NSObject {
    private static var answered: Set<AVMediaType> = []

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        answered.contains(mediaType) ? .denied : .notDetermined
    }

    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        answered.insert(mediaType)
        handler(false)
    }

    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}

public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
}
