import Foundation

/// A symbol set (`Name.symbolset`) of an asset catalog: a custom SF Symbol, drawn from its SVG file.
public struct SymbolSet: Sendable, Equatable {
    /// The name code uses (`UIImage(named:)` / `UIImage(systemName:)`-style lookups).
    public let name: String
    public let url: URL
    /// The SVG's file name, as `Contents.json` lists it; `nil` for an empty set.
    public let fileName: String?

    /// The SVG file, inside the set's folder.
    public var fileURL: URL? {
        fileName.map { url.appendingPathComponent($0) }
    }

    init(name: String, url: URL, contents: [String: Any]) {
        self.name = name
        self.url = url
        let symbols = (contents["symbols"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        fileName = symbols.lazy.compactMap { AssetContents.string($0["filename"]) }.first
    }
}
