import ArgumentParser
import DeviceLink
import Foundation
import EventLog
import SandboxKit
import Scenario
import SDLPlatform
import SandboxMedia

/// `sandbox open FILE.swift` (or an app: a folder or an `.xcodeproj`): the scenario or app compiled and
/// run in a device process shown in the desktop window, in real time, with the overlay listing its
/// lifecycle events. Saving the file (any file of the app) replays it in a fresh device; a compile error, a crash, a hang or a kill shows in place of the device and the window
/// stays open. The checker's findings also go to stderr.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Run a scenario in a device process shown in the desktop window, with the lifecycle overlay; reloads on save.",
        discussion: CommandLineRules.discussion()
    )

    @Argument(help: "The scenario (a Swift file), or an app (a folder or an .xcodeproj).") var file: String
    @Option(parsing: .unconditional, help: "Window size in points, WxH (320x240 to 8192x8192).") var size = WindowSize(width: 1280, height: 800)
    @Option(help: "Also record the event log to this file (JSON Lines).") var record: String?
    @Option(name: .customLong("chrome-trace"), help: "Write a Chrome trace-event file here when it stops (T) or at quit.")
    var chromeTrace: String?
    @Flag(help: "Empty the app's data (its Documents, UserDefaults and caches, kept between launches) before launching it, as deleting the app from the Simulator does.")
    var reset = false
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var model: DeviceModelOption
    @OptionGroup var build: BuildOptions

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        // A file that is not there, cannot be read or is no file at all (a device, a pipe) cannot be
        // watched: refused as every command refuses it. What is wrong inside it shows in the window, where
        // the next save tries again.
        if let problem = ScenarioCommandSupport.unusableInput(file) {
            ScenarioCommandSupport.printError("\(file): error: \(problem)")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        let fonts = try TTFFontRenderer()
        // the desk is laid out around the chosen model's screen, and the device is started as that model
        if let chosen = model.name.flatMap(DeviceModel.named) { DeskLayout.model = chosen }
        // The app's data stays between launches and relaunches on save, as an installed app's does.
        let container = AppContainer.kept(forAppAt: file)
        if reset {
            do { try container.reset() } catch {
                ScenarioCommandSupport.printError("\(container.root.path): error: cannot empty the app's data: \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
        let session = DeviceSession.scenario(path: file, windowSize: size.cgSize, profile: options.resolved(),
                                             language: build.settings, target: build.target, container: container)
        let sandbox: SandboxApp
        do {
            sandbox = try SandboxApp(size: size.cgSize, fonts: fonts, images: SDLImageLoader(), realTime: true, slowFactor: nil,
                                     demo: .tabs, profile: options.resolved(), recordPath: record, chromeTracePath: chromeTrace,
                                     device: session)
        } catch let error as OutputFileError {
            // Refused before anything ran, as every command refuses an output it cannot write.
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        // the device starts in the appearance and text size asked for; A and F change them from there
        if model.style == "dark" { sandbox.deviceApp.userInterfaceStyle = .dark }
        if let size = model.category.flatMap(UIContentSizeCategory.named) { sandbox.deviceApp.preferredContentSizeCategory = size }
        session.appearance = sandbox.deviceApp.userInterfaceStyle
        session.textSize = sandbox.deviceApp.preferredContentSizeCategory
        let list = session.onEvents
        let name = session.name
        session.onEvents = { events in
            list(events)
            for f in events where f.method == .finding {
                ScenarioCommandSupport.printError(ScenarioDeviceRun.findingLine(f, in: name))
            }
        }
        let host = try SDLWindowHost(title: "UIKit Sandbox — \(file)", size: size.cgSize)
        sandbox.attach(to: host)
        session.watch(file)
        host.run()
        do { try sandbox.finish() } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(1)
        }
    }
}
