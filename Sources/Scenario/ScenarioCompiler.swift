import Foundation
import SandboxKit

/// Compiles a scenario with the installed Swift toolchain against SandboxKit and the device runtime
/// (`SandboxDevice`, a shared library built next to the `sandbox` executable), caching the result.
///
/// The compiled program is a shared library (`scenario.so`) that `sandbox-device`, built beside the
/// runtime, loads and runs: an exec'd launcher for one run, a fork server for many (`DeviceProcess`).
/// Its top level is the library's `main`: the rewritten file (`ScenarioRewrite`) as `main.swift`, behind a first line
/// that imports SandboxKit and the runtime and starts the device, and a `#sourceLocation` that gives the
/// compiler the user's path and line 1; after its last line, `ScenarioDevice.finishTopLevel()`. A
/// second file, the prelude, makes `DispatchQueue`, `DispatchTime`, `Timer` and `print` the device's, and
/// `NSLocalizedString` read the app's strings tables (`AppStrings`), and `NSHomeDirectory()` the app's
/// data folder (Foundation on Linux answers the user's home from the password database, whatever the
/// device's environment says).
/// Diagnostics are compiled with `-diagnostic-style llvm` and rewritten: columns mapped back, the
/// user's own line under each, so an error reads as if the compiler had read the user's file.
///
/// The cache (`$XDG_CACHE_HOME/uikit-sandbox/scenarios`, else `~/.cache/uikit-sandbox/scenarios`) is
/// keyed by the rewritten program, the compiler and the runtime build (the library's and the module's
/// size and modification time): an unchanged file against an unchanged SandboxKit runs at once.
public struct ScenarioCompiler {
    /// The folder holding `Modules/` and `libSandboxDevice.so` (the `sandbox` executable's own).
    public var buildDirectory: URL
    public var swiftc: String
    public var cacheDirectory: URL
    /// Wall-clock seconds one compile (or link) may take before it is stopped and reported at the
    /// scenario's file: no normal file comes near the default.
    public var timeLimit: TimeInterval = 120
    /// Asked while the compiler runs: true stops it (the command was interrupted).
    public var shouldStop: () -> Bool = { false }
    /// The language mode and default isolation the user's code compiles with (the command line's; a
    /// file's or a project's own settings fill in what it leaves unsaid).
    public var language = LanguageSettings()

    public enum Failure: Error {
        /// The scenario did not build: the compiler's diagnostics, in the user's terms.
        case diagnostics(String)
        /// The toolchain or the runtime could not be found or run.
        case setup(String)
    }

    /// The line and column of the first diagnostic in `Failure.diagnostics` text (`path:12:5: error: …`),
    /// read as the diagnostics rewrite reads each header.
    public static func firstLocation(inDiagnostics text: String) -> (line: Int, column: Int)? {
        for line in text.split(separator: "\n") {
            if let header = DiagnosticRewriter.header(String(line)) { return (header.line, header.column) }
        }
        return nil
    }

    public init(buildDirectory: URL? = nil) throws {
        let bin = buildDirectory ?? Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
        self.buildDirectory = bin
        guard let swiftc = Self.findSwiftc() else {
            throw Failure.setup("the Swift compiler (swiftc) was not found: put the toolchain's bin folder on PATH or set SANDBOX_SWIFTC")
        }
        self.swiftc = swiftc
        let env = ProcessInfo.processInfo.environment
        let cacheRoot = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        cacheDirectory = cacheRoot.appendingPathComponent("uikit-sandbox/scenarios")
    }

    static func findSwiftc() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let explicit = env["SANDBOX_SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        for folder in (env["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        for candidate in ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }

    var modulesDirectory: URL { buildDirectory.appendingPathComponent("Modules") }
    /// The scenario runtime every compiled scenario links.
    public var library: URL { buildDirectory.appendingPathComponent("libSandboxDevice.so") }
    /// The device's executable, which loads a compiled scenario and runs it (`Sources/sandbox-device`).
    public var launcher: URL { buildDirectory.appendingPathComponent("sandbox-device") }

    /// The runtime build's identity: the library's and the module's size and modification time.
    func runtimeIdentity() throws -> String {
        var parts: [String] = [swiftc]
        for url in [library, modulesDirectory.appendingPathComponent("SandboxDevice.swiftmodule"),
                    modulesDirectory.appendingPathComponent("SandboxKit.swiftmodule")] {
            guard let a = try? FileManager.default.attributesOfItem(atPath: url.path) else {
                throw Failure.setup("\(url.path) is missing: build the package (swift build) so the scenario runtime exists")
            }
            let size = (a[.size] as? NSNumber)?.intValue ?? 0
            let date = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            parts.append("\(url.lastPathComponent):\(size):\(date)")
        }
        return parts.joined(separator: "|")
    }

    /// The program's main file: line 1 starts the device, line 2 hands the user's path and line 1 to
    /// the compiler, then the user's (rewritten) lines, then the end of the top level.
    static func mainFile(_ rewrite: ScenarioRewrite) -> String {
        let path = ScenarioRewrite.literalPath(rewrite.fileName)
        return imports + "; ScenarioDevice.start()\n"
            + "#sourceLocation(file: \(path), line: 1)\n"
            + rewrite.text
            + "\n#sourceLocation()\nScenarioDevice.finishTopLevel()\n"
    }

    /// What every compiled file of the user's sees first, on its line 1 (before its `#sourceLocation`).
    /// `FoundationNetworking` too: on Apple platforms `URLSession` and `URLRequest` come with Foundation;
    /// on Linux they are a module of their own, which iOS code never imports.
    static let imports = "import SandboxKit; import SandboxDevice; import Foundation; import FoundationNetworking"

    static let prelude = """
        import Foundation
        import SandboxKit
        import SandboxDevice
        typealias DispatchQueue = SandboxDevice.DeviceDispatchQueue
        typealias DispatchTime = SandboxDevice.DeviceDispatchTime
        typealias Timer = SandboxDevice.DeviceTimer
        func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            __sandboxPrint(items, separator: separator)
        }
        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
            __sandboxLocalizedString(key, tableName: tableName, value: value)
        }
        func NSHomeDirectory() -> String { __sandboxHomeDirectory() }

        """

    /// The compiled scenario (a shared library), compiling it unless the cache has it.
    /// Complete concurrency checking, whose findings are warnings in Swift 5 mode (and suppressed here),
    /// makes the top level main-actor code in that mode too (as Swift 6 makes it, and as an iOS app's
    /// code is): without it Swift 5 treats top-level statements as nonisolated and refuses
    /// `let vc = UIViewController()` there.
    public func library(for rewrite: ScenarioRewrite) throws -> URL {
        let frameworks = FrameworkPrelude.source(for: rewrite.deviceModules).map { [("frameworks.swift", $0)] } ?? []
        return try library(sources: [("main.swift", Self.mainFile(rewrite)), ("prelude.swift", Self.prelude)] + frameworks,
                           rewrites: [rewrite], name: rewrite.fileName, flags: ["-strict-concurrency=complete"])
    }

    /// A library compiled from `sources` (work file name, text) as one module, unless the cache has it:
    /// compiled to objects, then linked against the runtime. `rewrites` map the compiler's diagnostics
    /// back to the user's files; `name` is what a message about the whole build names.
    ///
    /// `app`: the sources are an app's (its folder and `AppSources.inputKey`). It compiles in a work folder
    /// kept for that app (`AppWorkFolder`), incrementally as Xcode's debug builds do, so an edit
    /// recompiles the files it touches and what depends on them; and the inputs are remembered, so the
    /// same app launched again is found before it is rewritten (`cachedLibrary(inputKey:flags:)`).
    func library(sources: [(name: String, text: String)], rewrites: [ScenarioRewrite], name: String,
                 flags extraFlags: [String] = [], app: (root: String, inputKey: String)? = nil) throws -> URL {
        let identity = try runtimeIdentity()
        let allFlags = (flags + extraFlags).joined(separator: " ")
        let key = ContentHash.hex(of: sources.flatMap { [$0.name, $0.text] } + [identity, allFlags, "library"])
        let folder = cacheDirectory.appendingPathComponent(key)
        let stored = folder.appendingPathComponent("scenario.so")
        let sum = folder.appendingPathComponent("scenario.so.sum")
        let fm = FileManager.default
        func remember() {
            guard let app else { return }
            // Written whole, then renamed into place: a concurrent reader finds the old key or the new.
            let pointer = inputsPointer(app.inputKey, identity: identity, flags: allFlags)
            let partial = cacheDirectory.appendingPathComponent("tmp-\(getpid())-\(UUID().uuidString)")
            if (try? Data(key.utf8).write(to: partial)) != nil, rename(partial.path, pointer.path) != 0 { try? fm.removeItem(at: partial) }
        }
        if let found = Self.verifiedLibrary(in: folder) {
            remember()
            return found
        }
        removeAbandonedWork()
        // An app's own work folder when no other build of it holds it, else a fresh one.
        let kept = app.flatMap { AppWorkFolder(cache: cacheDirectory, key: ContentHash.hex(of: [$0.root, identity, allFlags])) }
        let work = kept?.url ?? cacheDirectory.appendingPathComponent("tmp-\(getpid())-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw Failure.setup("cannot make the scenario cache \(cacheDirectory.path): \(error.localizedDescription)")
        }
        defer { if let kept { kept.unlock() } else { try? fm.removeItem(at: work) } }
        var incremental: [String] = []
        if let kept {
            try kept.write(sources)
            // One batch of files per processor: on this 2-core machine, idle, a warm first launch of a 30-file
            // app took 2.5 s so and 4.0 s with one batch (scripts/bench-app); under heavy load one batch wins.
            incremental = ["-incremental", "-output-file-map", try kept.outputFileMap(for: sources).path, "-enable-batch-mode",
                           "-j", String(max(1, ProcessInfo.processInfo.activeProcessorCount))]
        } else {
            for source in sources { try Data(source.text.utf8).write(to: work.appendingPathComponent(source.name)) }
        }
        let output = work.appendingPathComponent("scenario.so")
        // Compiled to objects first, then linked as a library: compiled straight to a library, main.swift
        // would be read as a library file, where top-level statements are not allowed.
        let compile = flags + extraFlags + cModuleMaps + [
            "-I", modulesDirectory.path,
            "-module-cache-path", cacheDirectory.appendingPathComponent("module-cache").path,
        ] + incremental + ["-c"] + sources.map { work.appendingPathComponent($0.name).path }
        let link = ["-emit-library"] + sources.map { work.appendingPathComponent(String($0.name.dropLast(".swift".count)) + ".o").path }
            + ["-L", buildDirectory.path, "-lSandboxDevice", "-Xlinker", "-rpath", "-Xlinker", buildDirectory.path, "-o", output.path]
        func tool(_ arguments: [String]) throws -> ChildProcess.Result {
            let result = try ChildProcess.run(swiftc, arguments: arguments, directory: work, supervisor: launcher, limit: timeLimit, shouldStop: shouldStop)
            if result.stopped { throw Failure.setup("the compile was interrupted") }
            if result.timedOut {
                throw Failure.diagnostics("\(name): error: the compiler did not finish within \(LifecycleEvent.formatNumber(timeLimit)) s and was stopped (--compile-timeout)\n")
            }
            return result
        }
        var result = try tool(compile)
        if result.status != 0, Self.isStaleModuleCache(result.output) {
            // The compiler's module cache was built elsewhere (the cache folder was copied or moved)
            // and the compiler refuses it rather than rebuilding it: start it afresh, once.
            try? fm.removeItem(at: cacheDirectory.appendingPathComponent("module-cache"))
            result = try tool(compile)
        }
        if result.status == 0 { result = try tool(link) }
        guard result.status == 0, fm.fileExists(atPath: output.path) else {
            // Each rewrite puts back its own file's diagnostics; the others pass through it unchanged.
            let text = rewrites.reduce(result.output) { output, rewrite in
                DiagnosticRewriter(rewrite: rewrite).rewrite(output)
            }
            throw Failure.diagnostics(text.isEmpty ? "\(name): error: the compiler failed (status \(result.status))\n" : text)
        }
        try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
        // The sum lands first, then the library (each by rename): a run that finds the library finds its sum.
        let workSum = work.appendingPathComponent("scenario.so.sum")
        if let bytes = try? Data(contentsOf: output) { try? Data(ContentHash.hex(of: bytes).utf8).write(to: workSum) }
        _ = rename(workSum.path, sum.path)
        // Atomic: a concurrent run finds either no library or a whole one.
        if rename(output.path, stored.path) != 0 && !fm.fileExists(atPath: stored.path) {
            throw Failure.setup("cannot store the compiled scenario in \(folder.path)")
        }
        remember()
        return stored
    }

    /// The library of an app built before from the same inputs (`AppSources.inputKey`) with this runtime
    /// and these flags, if the cache still has it whole: found without rewriting or compiling anything.
    public func cachedLibrary(inputKey: String, flags extraFlags: [String]) -> URL? {
        guard let identity = try? runtimeIdentity(),
              let key = try? String(contentsOf: inputsPointer(inputKey, identity: identity, flags: (flags + extraFlags).joined(separator: " ")),
                                    encoding: .utf8),
              !key.isEmpty, !key.contains("/") else { return nil }
        return Self.verifiedLibrary(in: cacheDirectory.appendingPathComponent(key))
    }

    /// Where the key of an app's library built from `inputKey` is kept.
    private func inputsPointer(_ inputKey: String, identity: String, flags: String) -> URL {
        cacheDirectory.appendingPathComponent("inputs-" + ContentHash.hex(of: [inputKey, identity, flags]))
    }

    /// The library stored in `folder`, checked against the size and hash stored with it: a truncated or
    /// overwritten library (a full disk, a copied cache) crashed every run as the scenario's SIGBUS or
    /// status 127. One that fails the check is removed.
    static func verifiedLibrary(in folder: URL) -> URL? {
        let stored = folder.appendingPathComponent("scenario.so")
        let sum = folder.appendingPathComponent("scenario.so.sum")
        let fm = FileManager.default
        guard fm.fileExists(atPath: stored.path) else { return nil }
        if let expected = try? String(contentsOf: sum, encoding: .utf8),
           let bytes = try? Data(contentsOf: stored), ContentHash.hex(of: bytes) == expected {
            return stored
        }
        try? fm.removeItem(at: stored)
        try? fm.removeItem(at: sum)
        return nil
    }

    /// Work folders (`tmp-PID-…`) of compiles whose process is gone: a command killed mid-compile
    /// cannot remove its own.
    func removeAbandonedWork() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path) else { return }
        for name in names where name.hasPrefix("tmp-") {
            let parts = name.split(separator: "-")
            guard parts.count >= 3, let pid = Int32(parts[1]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: cacheDirectory.appendingPathComponent(name))
        }
    }

    /// The compiler's complaint about a module cache it cannot use (never about the scenario itself).
    static func isStaleModuleCache(_ output: String) -> Bool {
        output.contains("was compiled with module cache path") || output.contains("module file was built from")
            || (output.contains("<unknown>:0: error: missing required module") && output.contains(".pcm"))
    }

    /// The language settings (`LanguageSettings`), then what every compile shares.
    /// `-disable-dynamic-actor-isolation`: the device runs main-actor code on its run-loop thread too
    /// (`ScenarioDevice`), where Swift's run-time thread checks would stop it.
    var flags: [String] {
        language.flags + ["-disable-dynamic-actor-isolation",
                          // The type checker gives up on one expression after 10 s with its usual error at the
                          // expression's line ("unable to type-check this expression in reasonable time")
                          // instead of running on (its default is 600 s): `1 + 1 + …` of 2,000 terms.
                          "-Xfrontend", "-solver-expression-time-threshold=10",
                          "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm",
                          "-module-name", Self.moduleName]
    }

    /// The C modules that Swift modules of the runtime import in their interface (OpenCombine's helpers,
    /// under `import Combine`): the compiler must find their module maps, which SwiftPM writes into the
    /// build folder.
    var cModuleMaps: [String] {
        ["COpenCombineHelpers"].flatMap { module -> [String] in
            let map = buildDirectory.appendingPathComponent("\(module).build/module.modulemap")
            return FileManager.default.fileExists(atPath: map.path) ? ["-Xcc", "-fmodule-map-file=\(map.path)"] : []
        }
    }

    /// The module a scenario or an app compiles into (generated code names the app's types through it).
    static let moduleName = "Scenario"
}

extension ScenarioRewrite {
    static func literalPath(_ path: String) -> String {
        var out = "\""
        for u in path.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += "\\u{\(String(u.value, radix: 16))}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
