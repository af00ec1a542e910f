import Foundation

extension UIApplication {
    /// The keys of the options an app delegate's `application(_:open:options:)` is given.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
