import Foundation

/// The Info.plist Xcode writes for a target with `GENERATE_INFOPLIST_FILE = YES`: the bundle keys every
/// app has, drawn from build settings (`PRODUCT_BUNDLE_IDENTIFIER`, `MARKETING_VERSION`…), plus one key
/// for each `INFOPLIST_KEY_<Key>` setting. When the target also names an `INFOPLIST_FILE`, that file's
/// keys are laid over the generated ones, as Xcode merges them.
enum InfoPlistGenerator {
    static func generate(from settings: BuildSettings) -> [String: PropertyListValue] {
        var result: [String: PropertyListValue] = [:]
        let standard: [(String, String)] = [
            ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
            ("CFBundleExecutable", "EXECUTABLE_NAME"),
            ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"),
            ("CFBundleName", "PRODUCT_NAME"),
            ("CFBundleShortVersionString", "MARKETING_VERSION"),
            ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
            ("MinimumOSVersion", "IPHONEOS_DEPLOYMENT_TARGET"),
        ]
        for (key, setting) in standard {
            if let value = settings[setting], !value.isEmpty { result[key] = .string(value) }
        }
        result["CFBundleInfoDictionaryVersion"] = .string("6.0")
        result["CFBundlePackageType"] = .string("APPL")
        result["LSRequiresIPhoneOS"] = .bool(true)
        if let family = settings["TARGETED_DEVICE_FAMILY"] {
            let numbers = family.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
            if !numbers.isEmpty { result["UIDeviceFamily"] = .array(numbers.map { .integer($0) }) }
        }

        let prefix = "INFOPLIST_KEY_"
        for name in settings.raw.keys.sorted() where name.hasPrefix(prefix) {
            guard let value = settings[name] else { continue }
            var key = String(name.dropFirst(prefix.count))
            if key.hasSuffix("_Generation") {
                let base = String(key.dropLast("_Generation".count))
                guard PropertyListValue.bool(fromSetting: value) == true else { continue }
                switch base {
                case "UIApplicationSceneManifest":
                    // New projects' scenes: one configuration per role is left to the app's code (SwiftUI) or
                    // its own Info.plist file (UIKit templates); the generated part says only this much.
                    let multiple = settings.bool("INFOPLIST_KEY_UIApplicationSupportsMultipleScenes") ?? true
                    if result["UIApplicationSceneManifest"] == nil {
                        result["UIApplicationSceneManifest"] = .dictionary(["UIApplicationSupportsMultipleScenes": .bool(multiple)])
                    }
                case "UILaunchScreen":
                    result["UILaunchScreen"] = .dictionary([:])
                default:
                    result[base] = .dictionary([:])
                }
                continue
            }
            if key == "UIApplicationSupportsMultipleScenes" {
                continue
            }
            var idiom: String?
            if key.hasSuffix("_iPhone") {
                key.removeLast("_iPhone".count)
                idiom = "iphone"
            } else if key.hasSuffix("_iPad") {
                key.removeLast("_iPad".count)
                idiom = "ipad"
            }
            let fullKey = idiom.map { "\(key)~\($0)" } ?? key
            result[fullKey] = typedValue(for: key, value)
        }
        return result
    }

    /// The plist type Xcode gives each key: lists for orientations, booleans for switches, text otherwise.
    private static func typedValue(for key: String, _ value: String) -> PropertyListValue {
        if listKeys.contains(key) {
            return .array(value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { .string(String($0)) })
        }
        if booleanKeys.contains(key), let flag = PropertyListValue.bool(fromSetting: value) {
            return .bool(flag)
        }
        return .string(value)
    }

    private static let listKeys: Set<String> = [
        "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities", "UIBackgroundModes",
        "UIApplicationShortcutItems", "LSApplicationQueriesSchemes",
    ]

    private static let booleanKeys: Set<String> = [
        "UIApplicationSupportsIndirectInputEvents", "UIStatusBarHidden", "UIRequiresFullScreen",
        "UIViewControllerBasedStatusBarAppearance", "LSRequiresIPhoneOS", "UIFileSharingEnabled",
        "LSSupportsOpeningDocumentsInPlace", "UISupportsDocumentBrowser", "ITSAppUsesNonExemptEncryption",
        "UIApplicationExitsOnSuspend", "UIRequiresPersistentWiFi", "UIPrefersPersistentSystemOverlaysHidden",
        "UISupportsTrueScreenSizeOnMac", "NSSupportsLiveActivities", "NSSupportsLiveActivitiesFrequentUpdates",
        "GCSupportsControllerUserInteraction", "UIStatusBarHidden~ipad",
    ]
}
