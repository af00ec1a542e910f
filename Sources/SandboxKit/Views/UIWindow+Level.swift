import Foundation

/// A window's place among the app's windows: UIKit draws a higher level above a lower one (an alert's
/// window above the app's). The sandbox keeps the value an app sets and reads back, and stacks windows
/// in the order they were shown; a level other than `.normal` is reported once as not simulated.
extension UIWindow {
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
        public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
    }

    private static let levelStorage = ExtensionStorage<Level>("UIWindow.windowLevel", default: .normal)

    public var windowLevel: Level {
        get { Self.levelStorage.get(self) }
        set {
            Self.levelStorage.set(self, newValue)
            if newValue != .normal { NotSimulated.record("UIWindow.windowLevel (windows stack in the order shown)") }
        }
    }

    /// The screen the window is on: the device's one screen.
    public var screen: UIScreen { windowScene?.screen ?? .main }
}
