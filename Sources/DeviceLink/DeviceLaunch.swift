import Foundation

/// What to run as the device: an executable, its arguments and the variables to add to the window's
/// environment (the link's variable is added by `DeviceHost`).
public struct DeviceLaunch: Equatable, Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]

    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }
}
