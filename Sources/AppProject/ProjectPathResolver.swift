import Foundation

/// Where a file element of a project (`PBXFileReference`, `PBXGroup`, `PBXVariantGroup`,
/// `PBXFileSystemSynchronizedRootGroup`) is on disk. An element's `path` is relative to what its
/// `sourceTree` says: its group's folder (`<group>`), the project's source root (`SOURCE_ROOT`), nothing
/// (`<absolute>`), or a build setting. Build products and SDK files (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR`) are not in the project folder and resolve to `nil`. Groups' paths are remembered, so
/// a project's thousands of files cost one join each.
struct ProjectPathResolver {
    let project: XcodeProject
    let settings: BuildSettings
    private var cache: [String: String?] = [:]

    /// Groups nest at most this deep; a cycle of groups (a corrupt file) ends here.
    static let maximumDepth = 64

    init(project: XcodeProject, settings: BuildSettings) {
        self.project = project
        self.settings = settings
    }

    mutating func url(of elementID: String) -> URL? {
        path(of: elementID, depth: 0).map { FilePath.url($0) }
    }

    mutating func path(of elementID: String) -> String? {
        path(of: elementID, depth: 0)
    }

    private mutating func path(of elementID: String, depth: Int) -> String? {
        if let known = cache[elementID] { return known }
        guard depth < Self.maximumDepth, let element = project.objects[elementID] else { return nil }
        let resolved = resolve(element, depth: depth)
        cache[elementID] = resolved
        return resolved
    }

    private mutating func resolve(_ element: PBXObject, depth: Int) -> String? {
        let path = element.string("path")
        let base: String
        switch element.string("sourceTree") ?? "<group>" {
        case "<group>":
            if let parentID = project.parents[element.id] {
                guard let parent = self.path(of: parentID, depth: depth + 1) else { return nil }
                base = parent
            } else {
                base = project.sourceRoot.path
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            base = project.sourceRoot.path
        case "<absolute>":
            guard let path, path.hasPrefix("/") else { return nil }
            return FilePath.normalize(path)
        case "BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR", "TARGET_BUILD_DIR", "CONFIGURATION_BUILD_DIR":
            return nil
        case let tree:
            guard let value = settings[tree], value.hasPrefix("/") else { return nil }
            base = value
        }
        guard let path, !path.isEmpty else { return FilePath.normalize(base) }
        return FilePath.join(base, path)
    }
}
