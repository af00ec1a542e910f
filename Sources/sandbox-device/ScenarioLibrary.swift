#if canImport(Glibc)
import Glibc
#endif

/// A compiled scenario: a shared library whose `main` is the scenario's top level; or a compiled app,
/// whose `main` is what `@main` on its app delegate makes, after its `sandbox_app_prepare`.
enum ScenarioLibrary {
    /// Loads the library and runs its top level, which ends the process (`ScenarioDevice.finishTopLevel`);
    /// a library that cannot be loaded exits 127 with the loader's message on stderr.
    static func run(path: String) -> Never {
        guard let handle = dlopen(path, RTLD_LAZY) else {
            writeError("sandbox-device: cannot load the scenario: \(String(cString: dlerror()))\n")
            exit(127)
        }
        // A whole app's build says first how `UIApplicationMain` launches it in this device.
        if let prepare = dlsym(handle, "sandbox_app_prepare") {
            typealias Prepare = @convention(c) () -> Void
            unsafeBitCast(prepare, to: Prepare.self)()
        }
        guard let symbol = dlsym(handle, "main") else {
            writeError("sandbox-device: \(path) has no top level (main)\n")
            exit(127)
        }
        typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
        let main = unsafeBitCast(symbol, to: Main.self)
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        exit(main(1, &argv))
    }
}

/// Writes straight to descriptor 2 (C's `stderr` is shared mutable state to Swift 6).
func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}
