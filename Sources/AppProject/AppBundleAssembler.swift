import Foundation

/// Sorts an app's members into what ``AppBundle`` reports: Swift files to compile, interface files,
/// parsed asset catalogs and strings tables, and the other resources with their places in the bundle.
/// Shared by projects and plain folders, so both describe an app the same way.
struct AppBundleAssembler {
    var swiftFiles: [URL] = []
    var otherSourceFiles: [URL] = []
    var storyboards: [InterfaceFile] = []
    var xibs: [InterfaceFile] = []
    var assetCatalogs: [AssetCatalog] = []
    var strings = LocalizedStrings()
    var resources: [BundleResource] = []
    var warnings: [String] = []

    mutating func add(_ members: [ProjectMember], budget: inout ScanBudget) throws(AppProjectError) {
        for member in members {
            let url = member.url
            let path = url.path
            let fileName = FilePath.lastComponent(path)
            let kind = FileKind(fileName: fileName)
            if member.isFolderReference {
                resources.append(BundleResource(url: url, bundlePath: fileName, isFolder: true))
                continue
            }
            if member.role == .source {
                switch kind {
                case .swiftSource: swiftFiles.append(url); continue
                case .otherSource: otherSourceFiles.append(url); continue
                case .header, .buildInput: continue
                default: break // a Core Data model or an intent definition: compiled into the bundle
                }
            }
            let locale = FilePath.locale(ofFileAt: path)
            let localizedFolder = locale.map { "\($0).lproj/" } ?? ""
            let base = FilePath.stem(fileName)
            let table = base
            switch kind {
            case .storyboard:
                storyboards.append(InterfaceFile(url: url, name: base, locale: locale, bundlePath: localizedFolder + base + ".storyboardc"))
            case .xib:
                xibs.append(InterfaceFile(url: url, name: base, locale: locale, bundlePath: localizedFolder + base + ".nib"))
            case .assetCatalog:
                assetCatalogs.append(try AssetCatalog.load(url, budget: &budget))
            case .strings:
                strings.add(try StringsFile.load(url), table: table, locale: locale ?? LocalizedStrings.unlocalized)
            case .stringsDictionary:
                strings.addPluralRules(try StringsDictionaryFile.load(url), table: table, locale: locale ?? LocalizedStrings.unlocalized)
            case .stringCatalog:
                let catalog = try StringCatalog.load(url)
                for (catalogLocale, entries) in catalog.tables {
                    strings.add(entries, table: table, locale: catalogLocale)
                }
            default:
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                resources.append(BundleResource(url: url, bundlePath: localizedFolder + Self.builtName(of: fileName),
                                                isFolder: isFolder.boolValue))
            }
        }
    }

    /// Sorts everything by path and warns where two resources would land on the same place in the bundle
    /// (Xcode refuses to build such an app).
    mutating func finish() {
        swiftFiles = Self.sorted(swiftFiles) { $0.path }
        otherSourceFiles = Self.sorted(otherSourceFiles) { $0.path }
        storyboards = Self.sorted(storyboards) { $0.bundlePath + "\u{0}" + $0.url.path }
        xibs = Self.sorted(xibs) { $0.bundlePath + "\u{0}" + $0.url.path }
        assetCatalogs = Self.sorted(assetCatalogs) { $0.url.path }
        resources = Self.sorted(resources) { $0.bundlePath + "\u{0}" + $0.url.path }
        var places: [String: URL] = ["Info.plist": URL(fileURLWithPath: "Info.plist")]
        for resource in resources {
            if let other = places[resource.bundlePath] {
                let first = other.path == "Info.plist" ? "the app's Info.plist" : other.path
                warnings.append("\(resource.url.path) and \(first) would both be '\(resource.bundlePath)' in the app")
            } else {
                places[resource.bundlePath] = resource.url
            }
        }
        for catalog in assetCatalogs { warnings.append(contentsOf: catalog.warnings) }
    }

    /// The name a resource has in the built app: models are compiled (`Model.xcdatamodeld` becomes
    /// `Model.momd`); everything else is copied under its own name.
    static func builtName(of fileName: String) -> String {
        let stem = FilePath.stem(fileName)
        switch (fileName as NSString).pathExtension.lowercased() {
        case "xcdatamodeld": return stem + ".momd"
        case "xcdatamodel": return stem + ".mom"
        case "xcmappingmodel": return stem + ".cdm"
        case "mlmodel", "mlpackage": return stem + ".mlmodelc"
        default: return fileName
        }
    }

    /// Sorted by a key computed once per element: a URL's `path` is too dear to compute per comparison.
    private static func sorted<Element>(_ items: [Element], by key: (Element) -> String) -> [Element] {
        items.map { (key($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
