import Foundation

/// Why a file the program needs cannot be read, in words a user can act on; nil when it looks readable.
/// Checked before SDL's loaders run because their messages do not say "no such file".
func unreadableReason(atPath path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
    if isDirectory.boolValue { return "is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return nil
}
