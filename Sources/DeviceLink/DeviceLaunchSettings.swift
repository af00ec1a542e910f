import DeviceFork
import Foundation
import SandboxKit

/// Everything a host tells the device process it starts, as one value that travels in one environment
/// variable (`SANDBOX_DEVICE`, JSON). A process started without it is a headless device with the
/// defaults. The device takes it out of its environment as it reads it (`adopt()`), so a process the
/// scenario starts is not taken for a device.
public struct DeviceLaunchSettings: Codable, Equatable, Sendable {
    public static let environmentKey = "SANDBOX_DEVICE"

    /// The lifecycle profile the application follows.
    public var profile: LifecycleProfile {
        get { profileName.flatMap(LifecycleProfile.init(rawValue:)) ?? .iOS6AndLater }
        set { profileName = newValue.rawValue }
    }
    private var profileName: String?
    /// The heap's cap in megabytes (`DeviceMemoryLimit`; 0 caps nothing).
    public var memoryLimitMegabytes = 0
    /// Where `screenshot("name.png")` saves; nil: a headless device says it skipped each.
    public var screenshotFolder: String?
    /// The view tree goes to the host at each screenshot and at the end (`sandbox run --dump-views`).
    public var dumpsViews = false
    /// Virtual seconds a run may go on after its top level without settling (nil: 60).
    public var settleLimit: Double?
    /// A palette (RRGGBB,RRGGBB,…): each controller's view is tinted with the next colour as it loads.
    public var tint: String?
    /// Set when a window shows the device: frames, input and pacing over this link.
    public var link: DeviceLinkDescriptor?
    /// The device model a headless device imitates (`DeviceModel.commandLineName`; nil: the default).
    public var deviceModel: String?
    /// The device's appearance (`light`, `dark`; nil: light) and text size (`UIContentSizeCategory`'s
    /// command-line name; nil: Large).
    public var appearance: String?
    public var textSize: String?

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case profileName = "profile", memoryLimitMegabytes = "memory", screenshotFolder = "screenshots"
        case dumpsViews = "dumpViews", settleLimit, tint, link, deviceModel = "device", appearance, textSize
    }

    /// Missing fields take their defaults (a host of an older build, a hand-written value).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        profileName = try c.decodeIfPresent(String.self, forKey: .profileName)
        memoryLimitMegabytes = try c.decodeIfPresent(Int.self, forKey: .memoryLimitMegabytes) ?? 0
        screenshotFolder = try c.decodeIfPresent(String.self, forKey: .screenshotFolder)
        dumpsViews = try c.decodeIfPresent(Bool.self, forKey: .dumpsViews) ?? false
        settleLimit = try c.decodeIfPresent(Double.self, forKey: .settleLimit)
        tint = try c.decodeIfPresent(String.self, forKey: .tint)
        link = try c.decodeIfPresent(DeviceLinkDescriptor.self, forKey: .link)
        deviceModel = try c.decodeIfPresent(String.self, forKey: .deviceModel)
        appearance = try c.decodeIfPresent(String.self, forKey: .appearance)
        textSize = try c.decodeIfPresent(String.self, forKey: .textSize)
    }

    /// The variable's value.
    public var environmentValue: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The settings in a variable's value; nil when it is not a valid one.
    public init?(environmentValue value: String) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(value.utf8)),
              decoded.memoryLimitMegabytes >= 0, decoded.link?.isValid ?? true,
              (decoded.settleLimit ?? 1) > 0 else { return nil }
        self = decoded
    }

    @MainActor private static var adopted: DeviceLaunchSettings?

    /// This process's settings, read once from its environment (and the variable removed), with its heap
    /// cap applied. Throws when the variable holds something that is not settings.
    @MainActor public static func adopt() throws -> DeviceLaunchSettings {
        if let adopted { return adopted }
        var settings = DeviceLaunchSettings()
        if let value = ProcessInfo.processInfo.environment[environmentKey] {
            unsetenv(environmentKey)
            guard let read = DeviceLaunchSettings(environmentValue: value) else {
                throw LinkError.protocolViolation("\(environmentKey) is not a device's launch settings: \(value)")
            }
            settings = read
        }
        DeviceMemoryLimit.apply(megabytes: settings.memoryLimitMegabytes)
        adopted = settings
        return settings
    }
}
