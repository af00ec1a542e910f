import Foundation

/// Finds the Xcode projects of a folder: those directly in it, and those one level down (the common
/// `Repo/App/App.xcodeproj` and `Repo/Example/Example.xcodeproj` layouts). Folders that hold other
/// people's projects (`Pods`, `Carthage`) and hidden or test folders are not looked in.
enum ProjectLocator {
    /// The projects directly in `folder`.
    static func projects(in folder: URL, budget: inout ScanBudget) throws(AppProjectError) -> [URL] {
        let entries = try budget.list(folder.path)
        return entries.filter { $0.isDirectory && $0.name.hasSuffix(".xcodeproj") }
            .map { folder.appendingPathComponent($0.name) }
    }

    /// The projects in `folder`'s subfolders.
    static func projectsOneLevelDown(in folder: URL, budget: inout ScanBudget) throws(AppProjectError) -> [URL] {
        let entries = try budget.list(folder.path)
        var found: [URL] = []
        for entry in entries where entry.isDirectory && !FolderScanner.isLeftOut(entry.name, isDirectory: true)
            && !FileKind.isPackageFolder(entry.name) {
            let subfolder = folder.appendingPathComponent(entry.name)
            let inner: [DirectoryListing.Entry]
            do {
                inner = try budget.list(subfolder.path)
            } catch {
                // An unreadable subfolder cannot hold the app's project; the folder scan reports it if the
                // app turns out to be the folder itself. Running out of budget stops everything.
                if budget.isExhausted { throw error }
                continue
            }
            for project in inner where project.isDirectory && project.name.hasSuffix(".xcodeproj") {
                found.append(subfolder.appendingPathComponent(project.name))
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
