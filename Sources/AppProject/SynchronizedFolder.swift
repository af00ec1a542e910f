import Foundation

/// The files of a folder Xcode keeps in sync with a target (`PBXFileSystemSynchronizedRootGroup`): every
/// file below it, with package-like folders (`.xcassets`, `.bundle`…) and the group's explicit folders as
/// single items. Hidden files (`.DS_Store`, `.gitkeep`) are left out: nobody means them as resources.
enum SynchronizedFolder {
    struct File {
        /// The absolute path.
        let path: String
        /// The path below the synchronized folder, as membership exceptions name it.
        let relativePath: String
        let isExplicitFolder: Bool
    }

    static func files(in folder: String, explicitFolders: Set<String>, budget: inout ScanBudget) throws(AppProjectError) -> [File] {
        var result: [File] = []
        _ = budget.enter(DirectoryListing.identity(of: folder))
        var pending: [(path: String, relative: String, depth: Int)] = [(folder, "", 0)]
        while let (current, relative, depth) = pending.popLast() {
            for entry in try budget.list(current) where !entry.name.hasPrefix(".") {
                let path = current + "/" + entry.name
                let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isDirectory {
                    if explicitFolders.contains(relativePath) {
                        result.append(File(path: path, relativePath: relativePath, isExplicitFolder: true))
                    } else if FileKind.isPackageFolder(entry.name) {
                        result.append(File(path: path, relativePath: relativePath, isExplicitFolder: false))
                    } else if depth + 1 < ScanBudget.maximumDepth, budget.enter(entry.identity) {
                        pending.append((path, relativePath, depth + 1))
                    }
                } else {
                    result.append(File(path: path, relativePath: relativePath, isExplicitFolder: false))
                }
            }
        }
        return result
    }
}
