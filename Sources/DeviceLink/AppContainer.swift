import Foundation

/// The app's own data folder, as iOS gives each app one: `Documents`, `Library/Preferences` (where
/// `UserDefaults` keeps its file), `Library/Caches`, `Library/Application Support` and `tmp`. The device
/// runs with its home and Foundation's folders pointed into it, so what an app saves never lands in the
/// user's own home and one app never reads another's defaults.
///
/// Foundation on Linux reads these places from the environment when the process starts (the defaults'
/// folder from `XDG_CONFIG_HOME`, Documents from that folder's `user-dirs.dirs`, caches from
/// `XDG_CACHE_HOME`, Application Support from `XDG_DATA_HOME`, temporary files from `TMPDIR`), so the
/// container is set in the device's environment at launch (`DeviceLaunch.container`).
///
/// Which container a run gets: `sandbox open` keeps one per app across launches, as the Simulator keeps an
/// installed app's data between runs from Xcode (`open --reset` empties it first); `trace`, `run` and
/// `check` give every run a new, empty one and remove it afterwards, so a run never depends on the last.
public struct AppContainer: Sendable, Equatable {
    public let root: URL
    /// Made for one run and removed after it (`makeTemporary`): a device whose host is killed removes it
    /// as it ends, since the host cannot (`SANDBOX_CONTAINER_TEMPORARY` in its environment).
    public let isTemporary: Bool

    public init(root: URL, isTemporary: Bool = false) {
        self.root = root.standardizedFileURL
        self.isTemporary = isTemporary
    }

    public var documents: URL { root.appendingPathComponent("Documents", isDirectory: true) }
    public var preferences: URL { root.appendingPathComponent("Library/Preferences", isDirectory: true) }
    public var caches: URL { root.appendingPathComponent("Library/Caches", isDirectory: true) }
    public var applicationSupport: URL { root.appendingPathComponent("Library/Application Support", isDirectory: true) }
    public var temporary: URL { root.appendingPathComponent("tmp", isDirectory: true) }

    /// What the device's environment says, so that Foundation's folders are the container's.
    public var environment: [String: String] {
        ["HOME": root.path, "XDG_CONFIG_HOME": preferences.path, "XDG_CACHE_HOME": caches.path,
         "XDG_DATA_HOME": applicationSupport.path, "TMPDIR": temporary.path + "/",
         "SANDBOX_CONTAINER": root.path, "SANDBOX_CONTAINER_TEMPORARY": isTemporary ? "1" : "0"]
    }

    /// Makes the folders (keeping what is in them) and the file that points Documents into the container.
    public func prepare() throws {
        for folder in [documents, preferences, caches, applicationSupport, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        // Foundation reads this file as it is (no quotes, no `$HOME`): an absolute path.
        let userDirs = "XDG_DOCUMENTS_DIR=\(documents.path)\n"
        let file = preferences.appendingPathComponent("user-dirs.dirs")
        if (try? String(contentsOf: file, encoding: .utf8)) != userDirs {
            try Data(userDirs.utf8).write(to: file)
        }
    }

    /// Empties the container (the app's data is gone, as after deleting the app) and makes it again.
    public func reset() throws {
        if FileManager.default.fileExists(atPath: root.path) { try FileManager.default.removeItem(at: root) }
        try prepare()
    }

    /// Removes the container and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// A new, empty container in the temporary folder, private to this user.
    public static func makeTemporary() throws -> AppContainer {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("sandbox-app-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw LinkError.system("cannot make the app's data folder in \(NSTemporaryDirectory())", errno)
        }
        let container = AppContainer(root: URL(fileURLWithPath: String(cString: made), isDirectory: true), isTemporary: true)
        try container.prepare()
        return container
    }

    /// The container `sandbox open` keeps for the app or file at `path`: under
    /// `$XDG_DATA_HOME/uikit-sandbox/containers` (else `~/.local/share/…`), named after the app's folder
    /// or file and a hash of its full path, so two copies of one app keep apart.
    public static func kept(forAppAt path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> AppContainer {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var name = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
        name = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) ? Character($0) : "_" }.prefix(64))
        let folder = "\(name)-\(String(hash, radix: 16).suffix(8))"
        return AppContainer(root: URL(fileURLWithPath: dataHome).appendingPathComponent("uikit-sandbox/containers/\(folder)", isDirectory: true))
    }
}
