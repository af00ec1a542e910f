import Foundation

/// The bounds of one walk over a folder tree, shared by every part of a load (the app folder, each
/// synchronized group, each asset catalog): how many entries have been looked at, and which folders have
/// been entered. A hostile folder (a million files, a symbolic link to its own parent) then costs at most
/// `maximumEntries` directory entries and never loops.
struct ScanBudget {
    /// Entries looked at beyond this stop the load with an error naming the limit.
    static let defaultMaximumEntries = 20_000
    /// Folders nested deeper than this are not entered.
    static let maximumDepth = 64

    let maximumEntries: Int
    private(set) var entriesScanned = 0
    private var visited: Set<FileIdentity> = []

    init(maximumEntries: Int = ScanBudget.defaultMaximumEntries) {
        self.maximumEntries = maximumEntries
    }

    /// The entries of `folder`, counted against the budget; throws once the total passes the limit, having
    /// read at most one entry more than the budget allows.
    mutating func list(_ folder: String) throws(AppProjectError) -> [DirectoryListing.Entry] {
        var scanned = 0
        let entries = try DirectoryListing.entries(of: folder, limit: maximumEntries - entriesScanned, scanned: &scanned)
        entriesScanned += scanned
        if entriesScanned > maximumEntries {
            throw AppProjectError(file: folder, message: "more than \(maximumEntries) files and folders scanned; stopped at the limit of \(maximumEntries) (is this the right folder?)")
        }
        return entries
    }

    /// Whether the walk has gone past its limit (the error saying so has been thrown).
    var isExhausted: Bool {
        entriesScanned > maximumEntries
    }

    /// Marks a folder as entered; `false` when it was entered before (through another path or a link).
    mutating func enter(_ identity: FileIdentity?) -> Bool {
        guard let identity else { return true }
        return visited.insert(identity).inserted
    }
}
