import DeviceLink
import Foundation
import SandboxKit
import Scenario

/// `sandbox open`'s device: a scenario or an app compiled by the scenario compiler (the one part of the
/// window's device sessions that needs it).
extension DeviceSession {
    /// A scenario file compiled (or found in the cache) and run as a device (`sandbox open`). What keeps
    /// it from building (the compiler's own text at the user's file:line:col) shows in place of the device.
    /// `tint` is a recipe's palette (`DeviceLaunchSettings.tint`); `container` the app's data folder
    /// (`AppContainer`; nil: the host's home).
    static func scenario(path: String, windowSize: CGSize, profile: LifecycleProfile, buildDirectory: URL? = nil,
                         language: LanguageSettings = LanguageSettings(), target: String? = nil, tint: String? = nil,
                         container: AppContainer? = nil, hangTimeout: TimeInterval = 5) -> DeviceSession {
        DeviceSession(name: (path as NSString).lastPathComponent, scale: scale(forWindowSize: windowSize), hangTimeout: hangTimeout) {
            let run: ScenarioDeviceRun
            do {
                run = try ScenarioDeviceRun(path: path, compiler: try ScenarioCompiler(buildDirectory: buildDirectory), language: language,
                                            target: target)
            } catch ScenarioCompiler.Failure.diagnostics(let text) {
                throw BuildFailure(text: text)
            } catch ScenarioCompiler.Failure.setup(let text) {
                throw BuildFailure(text: "\(path): error: \(text)")
            }
            var settings = DeviceLaunchSettings()
            settings.profile = profile
            settings.tint = tint
            return DeviceLaunch(executable: run.launcher.path, arguments: [run.library.path], settings: settings, container: container)
        }
    }

    /// Why a device could not be prepared, as the user should read it.
    struct BuildFailure: Error, CustomStringConvertible {
        var text: String
        var description: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
