import Foundation

/// What to run as the device: an executable, its arguments, variables to add to the host's
/// environment, and the settings it is launched with (the host adds the link and the heap cap).
public struct DeviceLaunch: Equatable, Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]
    public var settings: DeviceLaunchSettings
    /// The app's data folder (`AppContainer`), made ready and put in the device's environment at launch;
    /// nil runs the device with the host's own home.
    public var container: AppContainer?

    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:],
                settings: DeviceLaunchSettings = DeviceLaunchSettings(), container: AppContainer? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.settings = settings
        self.container = container
    }
}
