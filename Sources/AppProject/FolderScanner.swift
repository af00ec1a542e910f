import Foundation

/// The app in a folder that has no Xcode project: its Swift files, recursively, and the files an app
/// reads at run time. Test targets, dependency managers' folders, build output, hidden folders and
/// project bundles are left out, since none of them is part of the app.
enum FolderScanner {
    struct Result {
        var members: [ProjectMember] = []
        /// `Info.plist` files found, shallowest first.
        var infoPlists: [URL] = []
    }

    static func scan(_ root: URL, budget: inout ScanBudget) throws(AppProjectError) -> Result {
        var result = Result()
        var infoPlists: [(depth: Int, path: String)] = []
        let rootPath = FilePath.normalize(root.path)
        _ = budget.enter(DirectoryListing.identity(of: rootPath))
        var pending: [(path: String, depth: Int)] = [(rootPath, 0)]
        while let (folder, depth) = pending.popLast() {
            for entry in try budget.list(folder) {
                if isLeftOut(entry.name, isDirectory: entry.isDirectory) { continue }
                let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if entry.isDirectory {
                    if FileKind.isPackageFolder(entry.name) {
                        if FileKind.isLikelyAppResource(entry.name) {
                            result.members.append(ProjectMember(url: FilePath.url(path, isDirectory: true), role: .resource))
                        }
                    } else if depth + 1 < ScanBudget.maximumDepth, budget.enter(entry.identity) {
                        pending.append((path, depth + 1))
                    }
                    continue
                }
                if entry.name == "Info.plist" {
                    infoPlists.append((depth, path))
                    continue
                }
                switch FileKind(fileName: entry.name) {
                case .swiftSource:
                    if entry.name != "Package.swift" { result.members.append(ProjectMember(url: FilePath.url(path), role: .source)) }
                case .otherSource:
                    result.members.append(ProjectMember(url: FilePath.url(path), role: .source))
                case .header, .buildInput:
                    break
                default:
                    if FileKind.isLikelyAppResource(entry.name) {
                        result.members.append(ProjectMember(url: FilePath.url(path), role: .resource))
                    }
                }
            }
        }
        result.infoPlists = infoPlists.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.map { FilePath.url($0.path) }
        return result
    }

    /// Names that are never part of the app: hidden entries, test targets, dependency managers' folders,
    /// build output and project bundles.
    static func isLeftOut(_ name: String, isDirectory: Bool) -> Bool {
        if name.hasPrefix(".") { return true }
        guard isDirectory else { return false }
        if ["Pods", "Carthage", "DerivedData", "node_modules"].contains(name) { return true }
        if name.hasSuffix("Tests") { return true }
        let ext = (name as NSString).pathExtension
        return ext == "xcodeproj" || ext == "xcworkspace" || ext == "playground" || ext == "swiftpm"
    }
}
