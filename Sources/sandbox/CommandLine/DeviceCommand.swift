import ArgumentParser
import DeviceLink
import Foundation
import EventLog
import SandboxKit
import SandboxMedia

/// `sandbox device`: one of the app's own demos run as a device process, as a window launches it (the
/// link named in its launch settings, `DeviceLaunchSettings`). Not for users (hidden from `--help`): it is how the window's
/// device host is exercised before any scenario is compiled, and `--fault` makes the device crash or
/// hang on purpose, so the window's handling of both can be seen and tested.
struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Run a demo as a device process of a sandbox window (launched by the window).",
        shouldDisplay: false
    )

    enum Fault: String, ExpressibleByArgument {
        /// A Swift runtime trap (`fatalError`), as a nil unwrap or an index out of range gives.
        case crash
        /// The main thread spins forever: no more turns, no answers to the window.
        case hang
        /// 20,000 `print` events in one turn (about 2 MB of event log).
        case flood
        /// Allocates (and touches) memory without end.
        case memory
        /// `print` events without end, in one turn: as fast as the window takes them.
        case endlessFlood = "endless-flood"
    }

    @Option(help: "The demo to run: tabs, views, navigation, tab-bar, modal.") var demo = SandboxDemo.tabs
    @Option(help: "Crash or hang on purpose.") var fault: Fault?
    @Option(help: "Seconds after start-up the fault happens.") var faultAfter = 0.5

    func validate() throws {
        if demo.recipe != nil { throw ValidationError("a recipe is a scenario: sandbox device runs the app's own demos") }
    }

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        let endpoint: DeviceEndpoint
        do {
            guard let e = try DeviceEndpoint.launchedByWindow() else {
                StandardStreams.writeError("sandbox device: runs only when a sandbox window launches it (its launch settings name no window link)\n")
                throw ExitCode(2)
            }
            endpoint = e
        }
        let app = endpoint.makeApplication()
        app.fonts = try TTFFontRenderer()
        app.images = SDLImageLoader()
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        demo.install(in: window)
        switch fault {
        case .crash?: app.mainQueue.enqueue(at: faultAfter) { fatalError("the demo crashed on purpose (--fault crash)") }
        case .hang?: app.mainQueue.enqueue(at: faultAfter) { Self.spin() }
        case .memory?: app.mainQueue.enqueue(at: faultAfter) { Self.allocateForever() }
        case .flood?:
            app.mainQueue.enqueue(at: faultAfter) {
                for i in 1...20_000 { app.lifecycleEvents.emitPrint("flood \(i): " + String(repeating: "x", count: 60)) }
            }
        case .endlessFlood?:
            app.mainQueue.enqueue(at: faultAfter) {
                var i = 0
                while true { i += 1; app.lifecycleEvents.emitPrint("flood \(i): " + String(repeating: "x", count: 60)) }
            }
        case nil: break
        }
        endpoint.run()
    }

    private static func allocateForever() {
        var kept: [[UInt8]] = []
        while true { kept.append([UInt8](repeating: 1, count: 8 << 20)) }
    }

    private static func spin() {
        var n = 0
        while true { n &+= 1 }
    }
}
