import ArgumentParser
import SandboxKit

/// `--device NAME`: the device model a headless run imitates (its screen size, scale, status bar, safe
/// areas and home indicator, as docs/device-models.md lists them). The default is the iPhone 14. With it,
/// the device's settings: `--appearance` and `--text-size` (docs/traits.md).
struct DeviceModelOption: ParsableArguments {
    @Option(name: .customLong("device"),
            help: ArgumentHelp("The device model: \(DeviceModel.all.map(\.commandLineName).joined(separator: ", ")) (default: \(DeviceModel.default.commandLineName)).",
                               valueName: "model"))
    var name: String?

    /// `--appearance light|dark`: the device's appearance, as Settings' Display & Brightness sets it.
    @Option(name: .customLong("appearance"), help: ArgumentHelp("The device's appearance: light or dark (default: light).", valueName: "style"))
    var appearance: String?

    /// `--text-size CATEGORY`: the device's Dynamic Type text size.
    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("The device's text size: \(UIContentSizeCategory.commandLineNames.joined(separator: ", ")) (default: l).",
                               valueName: "category"))
    var textSize: String?

    func validate() throws {
        if let name, DeviceModel.named(name) == nil {
            throw ValidationError("--device \(name) is not a device model; choose one of \(DeviceModel.all.map(\.commandLineName).joined(separator: ", "))")
        }
        if let appearance, !["light", "dark"].contains(appearance.lowercased()) {
            throw ValidationError("--appearance \(appearance) is not an appearance; choose light or dark")
        }
        if let textSize, UIContentSizeCategory.named(textSize) == nil {
            throw ValidationError("--text-size \(textSize) is not a text size; choose one of \(UIContentSizeCategory.commandLineNames.joined(separator: ", "))")
        }
    }

    /// The appearance for `DeviceLaunchSettings.appearance` (nil: light).
    var style: String? { appearance?.lowercased() }

    /// The text size's command-line name for `DeviceLaunchSettings.textSize` (nil: the default).
    var category: String? { textSize.flatMap(UIContentSizeCategory.named)?.commandLineName }

    /// The chosen model's command-line name, for `DeviceLaunchSettings.deviceModel` (nil: the default).
    var model: String? { name.flatMap(DeviceModel.named)?.commandLineName }
}
