import Foundation

/// What a file in an app's folder is to the build, from its name alone (as Xcode decides for the files of a
/// synchronized folder): code to compile, a resource of a particular kind, or something the build uses
/// but does not copy.
enum FileKind: Equatable, Sendable {
    case swiftSource
    /// C, Objective-C or C++ code: part of the target, but not something a Swift-only build can compile.
    case otherSource
    case header
    case storyboard
    case xib
    case assetCatalog
    case strings
    case stringsDictionary
    case stringCatalog
    /// Read by the build, never copied: entitlements, xcconfig files, module maps, test plans.
    case buildInput
    case resource

    init(fileName: String) {
        let ext = (fileName as NSString).pathExtension.lowercased()
        switch ext {
        case "swift": self = .swiftSource
        case "m", "mm", "c", "cc", "cpp", "cxx", "s", "metal": self = .otherSource
        case "h", "hh", "hpp", "hxx", "pch": self = .header
        case "storyboard": self = .storyboard
        case "xib": self = .xib
        case "xcassets": self = .assetCatalog
        case "strings": self = .strings
        case "stringsdict": self = .stringsDictionary
        case "xcstrings": self = .stringCatalog
        case "entitlements", "xcconfig", "modulemap", "xctestplan", "xcscheme", "xcfilelist", "docc":
            self = .buildInput
        default: self = .resource
        }
    }

    /// Folders that are one item to the build (copied or compiled whole), never walked for sources.
    static func isPackageFolder(_ name: String) -> Bool {
        packageFolderExtensions.contains((name as NSString).pathExtension.lowercased())
    }

    private static let packageFolderExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "framework",
        "xcframework", "playground", "playgroundbook", "rcproject", "realitycomposerpro", "mlpackage",
        "mlmodelc", "docc", "xcstickers", "app", "appex", "storyboardc", "nib", "xcappdata", "spriteatlas",
        "atlas", "scnp", "reality", "icon",
    ]

    /// In a plain folder (no project says what the resources are), the files taken as resources: those an
    /// app reads at run time. Notes, scripts and configuration of other tools stay out.
    static func isLikelyAppResource(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension.lowercased()
        return likelyResourceExtensions.contains(ext) || packageFolderExtensions.contains(ext)
    }

    private static let likelyResourceExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "pdf", "svg", "tif", "tiff", "bmp", "ico",
        "json", "geojson", "plist", "xml", "csv", "txt", "html", "htm", "css", "js",
        "ttf", "otf", "ttc", "woff", "woff2",
        "mp3", "m4a", "wav", "caf", "aif", "aiff", "aac", "mid", "mp4", "mov", "m4v",
        "sqlite", "db", "realm", "usdz", "scn", "dae", "obj", "mlmodel", "gpx", "pem", "cer", "der", "p12",
        "storyboard", "xib", "strings", "stringsdict", "xcstrings", "xcassets", "lottie", "riv",
    ]
}
