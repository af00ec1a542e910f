import Foundation

/// Absolute paths as plain strings. `URL`'s path operations cost microseconds each in Foundation on
/// Linux, and a project resolves a path for every file it lists; joining and normalizing strings here
/// keeps a large project's load in milliseconds. URLs are made once, for what the caller gets back.
enum FilePath {
    /// `relative` appended to `base`, with `.` and `..` components resolved (lexically, as Xcode does).
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if relative.isEmpty { return normalize(base) }
        return normalize(base.hasSuffix("/") ? base + relative : base + "/" + relative)
    }

    /// An absolute path without `.` or `..` components, doubled slashes or a trailing slash.
    static func normalize(_ path: String) -> String {
        guard path.contains("/.") || path.contains("//") || (path.count > 1 && path.hasSuffix("/")) else { return path }
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The last component (`Main.storyboard` of `/a/Base.lproj/Main.storyboard`).
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder's path (`/a/Base.lproj` of `/a/Base.lproj/Main.storyboard`).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A file name without its extension (`Main` of `Main.storyboard`; `.hidden` stays whole).
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The locale of a file that sits directly in an `xx.lproj` folder, as Xcode and `Bundle` see it.
    static func locale(ofFileAt path: String) -> String? {
        let folder = lastComponent(parent(path))
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    static func url(_ path: String, isDirectory: Bool = false) -> URL {
        URL(fileURLWithPath: path, isDirectory: isDirectory)
    }
}
