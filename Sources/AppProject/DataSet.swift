import Foundation

/// A data set (`Name.dataset`) of an asset catalog: arbitrary files read with `NSDataAsset`.
public struct DataSet: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public let filename: String
        public let url: URL
        public let idiom: String
        /// `universal-type-identifier`, e.g. `public.json`.
        public let typeIdentifier: String?
    }

    public let name: String
    public let url: URL
    public let items: [Item]

    init(name: String, url: URL, contents: [String: Any]) {
        self.name = name
        self.url = url
        items = (contents["data"] as? [Any] ?? []).compactMap { item -> Item? in
            guard let entry = item as? [String: Any], let filename = AssetContents.string(entry["filename"]) else { return nil }
            return Item(filename: filename, url: url.appendingPathComponent(filename),
                        idiom: AssetContents.string(entry["idiom"]) ?? "universal",
                        typeIdentifier: AssetContents.string(entry["universal-type-identifier"]))
        }
    }
}
