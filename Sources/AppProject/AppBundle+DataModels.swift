import Foundation

extension AppBundle {
    /// The app's Core Data models: its `.xcdatamodeld` folders (and any lone `.xcdatamodel`), which Xcode
    /// compiles into the bundle as `Name.momd`.
    public var dataModels: [URL] {
        resources.filter { ["xcdatamodeld", "xcdatamodel"].contains($0.url.pathExtension.lowercased()) }.map(\.url)
    }
}
