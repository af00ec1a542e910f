import Foundation

/// A file (or a folder copied whole) that the build copies into the app as it is.
public struct BundleResource: Sendable, Equatable {
    public let url: URL
    /// Its path inside the `.app`: Xcode flattens resources to the bundle's top level, except that a
    /// localized file keeps its `xx.lproj` folder and a folder reference keeps its folder.
    public let bundlePath: String
    public let isFolder: Bool

    public init(url: URL, bundlePath: String, isFolder: Bool) {
        self.url = url
        self.bundlePath = bundlePath
        self.isFolder = isFolder
    }
}
