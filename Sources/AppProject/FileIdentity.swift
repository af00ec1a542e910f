/// A folder's device and inode: the same folder reached through two paths (a symbolic link back to an
/// ancestor, a link to a sibling) has one identity, which is how a walk notices it has been there before.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}
