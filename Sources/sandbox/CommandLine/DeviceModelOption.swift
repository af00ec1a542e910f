import ArgumentParser
import SandboxKit

/// `--device NAME`: the device model a headless run imitates (its screen size, scale, status bar, safe
/// areas and home indicator, as docs/device-models.md lists them). The default is the iPhone 14.
struct DeviceModelOption: ParsableArguments {
    @Option(name: .customLong("device"),
            help: ArgumentHelp("The device model: \(DeviceModel.all.map(\.commandLineName).joined(separator: ", ")) (default: \(DeviceModel.default.commandLineName)).",
                               valueName: "model"))
    var name: String?

    func validate() throws {
        if let name, DeviceModel.named(name) == nil {
            throw ValidationError("--device \(name) is not a device model; choose one of \(DeviceModel.all.map(\.commandLineName).joined(separator: ", "))")
        }
    }

    /// The chosen model's command-line name, for `DeviceLaunchSettings.deviceModel` (nil: the default).
    var model: String? { name.flatMap(DeviceModel.named)?.commandLineName }
}
