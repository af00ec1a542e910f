import Foundation

/// An asset catalog (`Name.xcassets`): its image, colour, symbol and data sets by the names code looks
/// them up with. Folders inside the catalog group sets; a group whose `Contents.json` sets
/// `provides-namespace` puts its name in front of its sets' names (`Icons/star`). App icons and launch
/// images are listed by name only: the app itself never loads them.
public struct AssetCatalog: Sendable, Equatable {
    public let url: URL
    public private(set) var imageSets: [ImageSet] = []
    public private(set) var colorSets: [ColorSet] = []
    public private(set) var symbolSets: [SymbolSet] = []
    public private(set) var dataSets: [DataSet] = []
    /// Names of app icon sets (`.appiconset`, `.brandassets`).
    public private(set) var appIconNames: [String] = []
    /// Names of launch image sets (`.launchimage`).
    public private(set) var launchImageNames: [String] = []
    /// Sets of other kinds (sticker packs, image stacks, AR resources…), by name with their extension.
    public private(set) var otherAssetNames: [String] = []
    /// Things worth telling the user that do not stop the catalog from loading (a set without `Contents.json`).
    public private(set) var warnings: [String] = []

    /// The catalog's name (`Assets` for `Assets.xcassets`).
    public var name: String {
        url.deletingPathExtension().lastPathComponent
    }

    public func imageSet(named name: String) -> ImageSet? {
        imageSets.first { $0.name == name }
    }

    public func colorSet(named name: String) -> ColorSet? {
        colorSets.first { $0.name == name }
    }

    /// Reads the catalog at `url`. A malformed `Contents.json` is an error naming that file.
    public static func load(_ url: URL) throws(AppProjectError) -> AssetCatalog {
        var budget = ScanBudget()
        return try load(url, budget: &budget)
    }

    static func load(_ url: URL, budget: inout ScanBudget) throws(AppProjectError) -> AssetCatalog {
        var catalog = AssetCatalog(url: url)
        _ = budget.enter(DirectoryListing.identity(of: url.path))
        try catalog.walk(FilePath.normalize(url.path), namespace: "", depth: 0, budget: &budget)
        catalog.imageSets.sort { $0.name < $1.name }
        catalog.colorSets.sort { $0.name < $1.name }
        catalog.symbolSets.sort { $0.name < $1.name }
        catalog.dataSets.sort { $0.name < $1.name }
        return catalog
    }

    private init(url: URL) {
        self.url = url
    }

    private mutating func walk(_ folder: String, namespace: String, depth: Int, budget: inout ScanBudget) throws(AppProjectError) {
        let entries = try budget.list(folder)
        for entry in entries where entry.isDirectory && !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            let url = FilePath.url(path, isDirectory: true)
            let ext = (entry.name as NSString).pathExtension.lowercased()
            let base = (entry.name as NSString).deletingPathExtension
            let name = namespace + base
            switch ext {
            case "imageset":
                guard let contents = try contents(of: url, set: name) else { continue }
                imageSets.append(ImageSet(name: name, url: url, contents: contents))
            case "colorset":
                guard let contents = try contents(of: url, set: name) else { continue }
                colorSets.append(try ColorSet(name: name, url: url, contents: contents,
                                              file: url.appendingPathComponent("Contents.json").path))
            case "symbolset":
                guard let contents = try contents(of: url, set: name) else { continue }
                symbolSets.append(SymbolSet(name: name, url: url, contents: contents))
            case "dataset":
                guard let contents = try contents(of: url, set: name) else { continue }
                dataSets.append(DataSet(name: name, url: url, contents: contents))
            case "appiconset", "brandassets", "solidimagestack":
                appIconNames.append(name)
            case "launchimage":
                launchImageNames.append(name)
            case "", "spriteatlas":
                guard depth + 1 < ScanBudget.maximumDepth, budget.enter(entry.identity) else { continue }
                var childNamespace = namespace
                let groupContents = path + "/Contents.json"
                if ext.isEmpty, FileManager.default.fileExists(atPath: groupContents) {
                    let properties = try AssetContents.read(FilePath.url(groupContents))["properties"] as? [String: Any]
                    if AssetContents.bool(properties?["provides-namespace"]) == true {
                        childNamespace = namespace + entry.name + "/"
                    }
                }
                try walk(path, namespace: childNamespace, depth: depth + 1, budget: &budget)
            default:
                otherAssetNames.append(namespace + entry.name)
            }
        }
    }

    /// A set's `Contents.json`, or `nil` (with a warning) when the set has none.
    private mutating func contents(of set: URL, set name: String) throws(AppProjectError) -> [String: Any]? {
        let file = set.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            warnings.append("\(set.path): no Contents.json; '\(name)' left out")
            return nil
        }
        return try AssetContents.read(file)
    }
}
