import Foundation

/// One file (or one folder copied whole) that belongs to the app target, before it is sorted into
/// sources, storyboards, catalogs and the rest.
struct ProjectMember: Sendable, Equatable {
    enum Role: Sendable, Equatable {
        case source
        case resource
    }

    let url: URL
    let role: Role
    /// A folder reference (a blue folder in Xcode): copied into the bundle under its own name with
    /// everything in it, instead of its files being flattened.
    let isFolderReference: Bool

    init(url: URL, role: Role, isFolderReference: Bool = false) {
        self.url = url
        self.role = role
        self.isFolderReference = isFolderReference
    }
}
