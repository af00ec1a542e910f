/// What a scene is for; Info.plist's `UISceneConfigurations` lists configurations by role.
/// Source: https://developer.apple.com/documentation/uikit/uiscenesession/role
extension UISceneSession {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's main, interactive windows.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
