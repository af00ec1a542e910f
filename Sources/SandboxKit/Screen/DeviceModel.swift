import Foundation

/// A device the sandbox imitates, as the iOS Simulator offers them: its screen in points and pixels,
/// the shape of its display, and what the system keeps clear of content (the status bar and the
/// sensor housing at the top, the home indicator at the bottom). Sources for every number are in
/// docs/device-models.md.
///
/// The safe-area insets are what UIKit gives a full-screen window (`UIWindow.safeAreaInsets`) with the
/// status bar shown. In landscape an iPhone hides its status bar and insets both long sides equally
/// (the sensor housing may be on either), an iPad keeps its status bar.
public struct DeviceModel: Sendable, Equatable, CustomStringConvertible {
    public enum Idiom: Sendable, Equatable { case phone, pad }

    /// The Simulator's name of the device ("iPhone 15").
    public let name: String
    public let idiom: Idiom
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    /// Pixels per point of the real display (the sandbox renders at the scale its `UIScreen` was made
    /// with, which a desktop window picks to fit).
    public let nativeScale: CGFloat
    /// The radius of the display's rounded corners, in points (0 for a rectangular display).
    public let cornerRadius: CGFloat
    public let sensorHousing: SensorHousing
    /// The status bar's height in portrait.
    public let statusBarHeight: CGFloat
    /// A full-screen window's safe area in portrait.
    public let portraitSafeArea: UIEdgeInsets
    /// In landscape: the inset of each long side (left and right), and the bottom's and the top's.
    public let landscapeSideInset: CGFloat
    public let landscapeBottomInset: CGFloat
    public let landscapeTopInset: CGFloat
    /// A Face ID device's swipe-up bar at the bottom instead of a home button.
    public let hasHomeIndicator: Bool

    public var description: String { name }

    /// The status bar's height in `orientation` (an iPhone hides it in landscape).
    public func statusBarHeight(in orientation: UIInterfaceOrientation) -> CGFloat {
        orientation.isLandscape ? landscapeTopInset : statusBarHeight
    }

    /// Whether the status bar shows in `orientation`: an iPhone hides it in landscape, an iPad does not.
    public func showsStatusBar(in orientation: UIInterfaceOrientation) -> Bool {
        !orientation.isLandscape || idiom == .pad
    }

    /// A full-screen window's safe area in `orientation`, the status bar shown or not. Hiding the status
    /// bar frees its height only where nothing else is there: on a device with a sensor housing the
    /// top inset stays (UIKit keeps the window's safe area below the housing).
    public func safeAreaInsets(in orientation: UIInterfaceOrientation, statusBarHidden: Bool = false) -> UIEdgeInsets {
        if orientation.isLandscape {
            let top = statusBarHidden && sensorHousing == .none ? 0 : landscapeTopInset
            return UIEdgeInsets(top: top, left: landscapeSideInset, bottom: landscapeBottomInset, right: landscapeSideInset)
        }
        var insets = portraitSafeArea
        if statusBarHidden && sensorHousing == .none { insets.top = 0 }
        return insets
    }

    /// The home indicator's bar: 134 × 5 points, its bottom 8 points above the screen's (Apple's
    /// Simulator draws it so on every Face ID iPhone).
    public static let homeIndicatorSize = CGSize(width: 134, height: 5)
    public static let homeIndicatorBottomGap: CGFloat = 8

    // MARK: The models

    /// iPhone 14 (and 13, 12): 6.1 inches, 390 × 844 points @3x, a notch, a 47-point status bar.
    public static let iPhone14 = DeviceModel(
        name: "iPhone 14", idiom: .phone, portraitSize: CGSize(width: 390, height: 844), nativeScale: 3, cornerRadius: 47.33,
        sensorHousing: .notch(width: 162, height: 34), statusBarHeight: 47,
        portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSideInset: 47, landscapeBottomInset: 21, landscapeTopInset: 0, hasHomeIndicator: true)

    /// iPhone 15: 6.1 inches, 393 × 852 points @3x, the Dynamic Island, a 54-point status bar and a
    /// 59-point top safe area.
    public static let iPhone15 = DeviceModel(
        name: "iPhone 15", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), nativeScale: 3, cornerRadius: 55,
        sensorHousing: .dynamicIsland(width: 126, height: 37, top: 11), statusBarHeight: 54,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSideInset: 59, landscapeBottomInset: 21, landscapeTopInset: 0, hasHomeIndicator: true)

    /// iPhone 15 Pro Max: 6.7 inches, 430 × 932 points @3x, otherwise as the iPhone 15.
    public static let iPhone15ProMax = DeviceModel(
        name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: CGSize(width: 430, height: 932), nativeScale: 3, cornerRadius: 55,
        sensorHousing: .dynamicIsland(width: 126, height: 37, top: 11), statusBarHeight: 54,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSideInset: 59, landscapeBottomInset: 21, landscapeTopInset: 0, hasHomeIndicator: true)

    /// iPhone SE (3rd generation): 4.7 inches, 375 × 667 points @2x, Touch ID, square corners, a
    /// 20-point status bar and no home indicator.
    public static let iPhoneSE3 = DeviceModel(
        name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), nativeScale: 2, cornerRadius: 0,
        sensorHousing: .none, statusBarHeight: 20,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSideInset: 0, landscapeBottomInset: 0, landscapeTopInset: 0, hasHomeIndicator: false)

    /// iPad (10th generation): 10.9 inches, 820 × 1180 points @2x, rounded corners without a housing, a
    /// 24-point status bar (kept in landscape) and a home indicator.
    public static let iPad10 = DeviceModel(
        name: "iPad (10th generation)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), nativeScale: 2, cornerRadius: 18,
        sensorHousing: .none, statusBarHeight: 24,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSideInset: 0, landscapeBottomInset: 20, landscapeTopInset: 24, hasHomeIndicator: true)

    /// The device a screen of the default size is: the iPhone 14, whose 390 × 844 points the sandbox
    /// has always shown (a current 6.1-inch iPhone; the iPhone 15 is one `--device` away).
    public static let `default` = iPhone14

    public static let all: [DeviceModel] = [iPhone14, iPhone15, iPhone15ProMax, iPhoneSE3, iPad10]

    /// The name a command line gives the model (`--device iphone-15`): its name in lower case, words
    /// joined by `-`, without the generation in brackets (`iphone-se`, `ipad`).
    public var commandLineName: String {
        let base = name.split(separator: "(").first.map(String.init) ?? name
        return base.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// A screen of a size no model has (tests' small screens): a plain rectangle, no status bar, no safe area.
    public static func plain(_ size: CGSize) -> DeviceModel {
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        return DeviceModel(name: "\(Int(portrait.width))×\(Int(portrait.height))", idiom: .phone, portraitSize: portrait, nativeScale: 1,
                           cornerRadius: 0, sensorHousing: .none, statusBarHeight: 0, portraitSafeArea: .zero,
                           landscapeSideInset: 0, landscapeBottomInset: 0, landscapeTopInset: 0, hasHomeIndicator: false)
    }

    /// The model named `name`, ignoring case, spaces and punctuation ("iphone-15", "iPhone SE", "ipad").
    public static func named(_ name: String) -> DeviceModel? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let k = key(name)
        if let exact = all.first(where: { key($0.name) == k }) { return exact }
        return all.first { key($0.name).hasPrefix(k) }
    }

    /// The model whose screen is `size` points in either orientation, else a plain screen of that size.
    public static func matching(_ size: CGSize) -> DeviceModel {
        all.first { $0.portraitSize == size || CGSize(width: $0.portraitSize.height, height: $0.portraitSize.width) == size } ?? plain(size)
    }
}
