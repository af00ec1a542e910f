import ArgumentParser
import Foundation
import SandboxKit
import Scenario
import SDLPlatform

/// `sandbox open FILE.swift`: the scenario in the desktop window, in real time, with the overlay listing
/// its lifecycle events. Errors and the checker's findings go to stderr; the window stays open.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Run a scenario in the desktop window, in real time, with the lifecycle overlay."
    )

    @Argument(help: "The scenario (a Swift file).") var file: String
    @Option(help: "Window size in points, WxH (320x240 to 8192x8192).") var size = WindowSize(width: 1280, height: 800)
    @Option(help: "Also record the event log to this file (JSON Lines).") var record: String?
    @OptionGroup var options: ScenarioProfileOption

    func run() throws {
        let source: ScenarioSource
        do { source = try ScenarioSource.load(path: file) } catch let e as ScenarioError {
            ScenarioCommandSupport.printError(e.description)
            throw ExitCode(2)
        }
        let fonts = try TTFFontRenderer()
        let sandbox = try SandboxApp(size: size.cgSize, fonts: fonts, images: SDLImageLoader(), realTime: true, slowFactor: nil,
                                     demo: .tabs, profile: options.resolved(), recordPath: record) { app, window in
            try ScenarioRun(source: source, application: app, window: window)
        }
        let host = try SDLWindowHost(title: "UIKit Sandbox — \(file)", size: size.cgSize)
        sandbox.attach(to: host)
        var reported = false
        let afterFrame = host.afterFrame
        host.afterFrame = {
            afterFrame?()
            // Nil once a demo was picked from the menu: the scenario was dropped.
            guard let run = sandbox.scenarioRun, !reported else { return }
            run.poll()
            if let error = run.error {
                reported = true
                ScenarioCommandSupport.printError(error.description)
            } else if run.isFinished {
                reported = true
                ScenarioCommandSupport.reportFindings(of: run)
            }
        }
        host.run()
        try? sandbox.finish()
    }
}
