import Foundation

/// An app's `Info.plist`: the whole dictionary, with `$(VAR)` references expanded from the build settings,
/// and typed views of the keys that decide how the app starts and looks.
public struct InfoPlist: Sendable, Equatable {
    /// Every key, values expanded.
    public let dictionary: [String: PropertyListValue]
    /// The file it was read from; `nil` when it was generated from build settings alone.
    public let source: URL?

    public init(dictionary: [String: PropertyListValue], source: URL? = nil) {
        self.dictionary = dictionary
        self.source = source
    }

    /// Parses the bytes of an Info.plist (XML, binary or old-style), expanding `$(VAR)` references from
    /// `settings`. `file` names the source in errors.
    public static func parse(_ data: Data, file: String = "Info.plist", settings: BuildSettings = BuildSettings()) throws(AppProjectError) -> InfoPlist {
        guard let dictionary = try PropertyListReader.read(data, file: file).dictionary else {
            throw AppProjectError(file: file, message: "an Info.plist must be a dictionary")
        }
        return InfoPlist(dictionary: expand(dictionary, with: settings), source: nil)
    }

    /// Reads the Info.plist at `url`.
    public static func load(_ url: URL, settings: BuildSettings = BuildSettings()) throws(AppProjectError) -> InfoPlist {
        let data = try FileReader.read(url, limit: PropertyListReader.maximumSize)
        return InfoPlist(dictionary: try parse(data, file: url.path, settings: settings).dictionary, source: url)
    }

    // MARK: Keys

    public var bundleIdentifier: String? { dictionary["CFBundleIdentifier"]?.string }
    public var bundleName: String? { dictionary["CFBundleName"]?.string }
    public var displayName: String? { dictionary["CFBundleDisplayName"]?.string }
    public var executableName: String? { dictionary["CFBundleExecutable"]?.string }
    public var developmentRegion: String? { dictionary["CFBundleDevelopmentRegion"]?.string }
    /// `UIMainStoryboardFile`: the storyboard the app starts from (name without extension), before scenes.
    public var mainStoryboardFile: String? { string("UIMainStoryboardFile") }
    /// `UILaunchStoryboardName`: the launch screen storyboard.
    public var launchStoryboardName: String? { string("UILaunchStoryboardName") }
    /// `UIApplicationSceneManifest`, when the app uses scenes.
    public var sceneManifest: SceneManifest? {
        dictionary["UIApplicationSceneManifest"]?.dictionary.map(SceneManifest.init)
    }
    /// `UISupportedInterfaceOrientations` for an iPhone (the `~iphone` variant where there is one).
    public var supportedInterfaceOrientations: [String] { orientations(idiom: "iphone") }
    /// `UIUserInterfaceStyle`: `Light`, `Dark` or `Automatic`.
    public var userInterfaceStyle: String? { string("UIUserInterfaceStyle") }
    /// `UIStatusBarStyle` (`UIStatusBarStyleDefault`, `UIStatusBarStyleLightContent`, `UIStatusBarStyleDarkContent`).
    public var statusBarStyle: String? { string("UIStatusBarStyle") }
    /// `UIViewControllerBasedStatusBarAppearance`; iOS takes it as `true` when absent.
    public var viewControllerBasedStatusBarAppearance: Bool? {
        value(forKey: "UIViewControllerBasedStatusBarAppearance", idiom: "iphone")?.bool
    }

    /// `UISupportedInterfaceOrientations` for a device idiom (`iphone`, `ipad`): the `key~idiom` variant
    /// wins over the plain key, as on a device.
    public func orientations(idiom: String) -> [String] {
        value(forKey: "UISupportedInterfaceOrientations", idiom: idiom)?.array?.compactMap(\.string) ?? []
    }

    /// A key's value on a device idiom: `key~idiom` when the dictionary has it, else `key`.
    public func value(forKey key: String, idiom: String) -> PropertyListValue? {
        dictionary["\(key)~\(idiom)"] ?? dictionary[key]
    }

    private func string(_ key: String) -> String? {
        value(forKey: key, idiom: "iphone")?.string
    }

    // MARK: Expansion

    /// Every string value with its `$(VAR)` references expanded; keys stay as written.
    static func expand(_ dictionary: [String: PropertyListValue], with settings: BuildSettings) -> [String: PropertyListValue] {
        dictionary.mapValues { expand($0, with: settings) }
    }

    private static func expand(_ value: PropertyListValue, with settings: BuildSettings) -> PropertyListValue {
        switch value {
        case .string(let text): return .string(settings.expand(text))
        case .array(let items): return .array(items.map { expand($0, with: settings) })
        case .dictionary(let items): return .dictionary(expand(items, with: settings))
        default: return value
        }
    }
}
