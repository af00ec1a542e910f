import ArgumentParser
import Foundation
import EventLog
import SandboxKit
import SDLPlatform
import SandboxMedia

/// The desktop sandbox: the device screen and the overlay in a window, or with `--screenshot` one
/// settled frame of it written as a PNG (no display needed).
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the desktop sandbox (the default command).",
        discussion: CommandLineRules.discussion(SandboxDemo.helpText)
    )

    @Option(parsing: .unconditional, help: "Window size in points, WxH (320x240 to 8192x8192).")
    var size = WindowSize(width: 1280, height: 800)

    @Option(help: ArgumentHelp("Write a PNG of the first settled frame to FILE and exit. Needs no display.",
                               valueName: "FILE"))
    var screenshot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Run animations FACTOR times slower from the start (S toggles; default factor 10).",
                               valueName: "FACTOR"))
    var slow: Double?

    @Option(help: ArgumentHelp("The demo to show: \(SandboxDemo.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "NAME"))
    var demo = SandboxDemo.defaultDemo

    @Option(help: ArgumentHelp("Record the lifecycle event log (JSON Lines) to FILE from the start (R toggles).",
                               valueName: "FILE"))
    var record: String?

    @Option(help: ArgumentHelp("Write a Chrome trace (chrome://tracing, Perfetto) of the lifecycle to FILE when the sandbox ends.",
                               valueName: "FILE"))
    var chromeTrace: String?

    @Option(help: "Which UIKit the lifecycle imitates where it changed: ios5 or modern (iOS 6 and later).")
    var profile = ScenarioProfileOption.Choice.modern

    @Option(help: .hidden) var deviceDemo: SandboxDemo?

    @Option(parsing: .unconditional, help: "Threads a large repaint is composited on, in horizontal bands (1 to 16; the pixels are the same).")
    var threads = 1

    @Flag(help: "Print each phase's frame times (p50, p99, max) and the frames over 16.7 ms at exit.")
    var stats = false

    func validate() throws {
        if let slow, !(slow.isFinite && slow >= 1 && slow <= 1000) {
            throw ValidationError("--slow needs a factor from 1 to 1000 (got \(slow))")
        }
        if !(1...16).contains(threads) { throw ValidationError("--threads needs a whole number from 1 to 16 (got \(threads))") }
    }

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        if screenshot != nil, ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            // A screenshot never needs a visible window: SDL's dummy driver renders the same pixels.
            setenv("SDL_VIDEODRIVER", "dummy", 1)
        }
        let fonts: TTFFontRenderer
        do { fonts = try TTFFontRenderer() } catch { throw fail("\(error)") }

        let sandbox: SandboxApp
        do {
            sandbox = try SandboxApp(size: size.cgSize, fonts: fonts, images: SDLImageLoader(),
                                 realTime: screenshot == nil, slowFactor: slow, demo: demo,
                                 profile: profile.profile, recordPath: record, chromeTracePath: chromeTrace,
                                 device: deviceDemo.map { DeviceSession.demo($0, windowSize: size.cgSize) })
        } catch let error as OutputFileError {
            // Refused before anything ran: the command line is wrong, as every command says of its outputs.
            StandardStreams.writeError("sandbox: \(error)\n")
            throw ExitCode(2)
        } catch { throw fail("\(error)") }
        let host: SDLWindowHost
        do {
            host = try SDLWindowHost(title: "UIKit Sandbox", size: size.cgSize)
        } catch {
            throw fail("\(error); run headless with --screenshot FILE or SDL_VIDEODRIVER=dummy")
        }
        sandbox.deskWindow.compositor.threadCount = threads
        sandbox.deviceWindow.compositor.threadCount = threads
        sandbox.attach(to: host)
        if stats { host.phaseStatistics = PhaseStatistics() }

        if let screenshot {
            guard let shot = sandbox.settledSnapshot(host: host) else { throw fail("cannot read the window's pixels") }
            do { try PNGFile.write(shot, to: screenshot) } catch { throw fail("\(error)") }
        } else {
            host.run()
        }
        // Esc and the window's close button end `run()` here; so do SIGINT and SIGTERM, which SDL turns
        // into a quit event.
        if let report = host.phaseStatistics?.report { print("present path: \(host.presentPath.rawValue)\n" + report) }
        do { try sandbox.finish() } catch { throw fail("\(error)") }
    }

    /// Prints one line a user can act on and ends with a non-zero status.
    private func fail(_ message: String) -> ExitCode {
        StandardStreams.writeError("sandbox: \(message)\n")
        return ExitCode(1)
    }
}
