import Foundation

/// The device the app runs on, as the iOS Simulator presents it: the name and idiom of the model the
/// application's screen is (`DeviceModel`), iOS as its system, the orientation the screen was rotated to
/// once the app asks for orientation notifications, and no battery or proximity sensor (the Simulator
/// reports the battery's level as -1 and its state as unknown, and leaves proximity monitoring off).
@MainActor
open class UIDevice: NSObject {
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    /// The device of the application whose code is running.
    open class var current: UIDevice { UIApplication.current.device }

    private unowned let application: UIApplication
    private var vendorIdentifier = UUID()

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// The Simulator's name for the device ("iPhone 14").
    open var name: String { application.screen.device.name }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    /// The iOS whose look the sandbox draws (the bars, buttons and sheets of iOS 17).
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { application.screen.device.idiom == .pad ? .pad : .phone }
    /// The same identifier for every call in a run, as for one app from one vendor on one device.
    open var identifierForVendor: UUID? { vendorIdentifier }
    open var isMultitaskingSupported: Bool { true }

    /// Whether `orientation` is kept up to date: UIKit reports `.unknown` until an app asks.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// How the device is held: the orientation the screen was last rotated to (the device's landscape
    /// left is the interface's landscape right), `.unknown` before orientation notifications begin.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        return UIDeviceOrientation(rawValue: application.interfaceOrientation.rawValue) ?? .unknown
    }

    open var isBatteryMonitoringEnabled = false
    /// -1 and `.unknown`, as the Simulator reports them: it has no battery.
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    /// Stays false once set, as UIKit leaves it on a device without a proximity sensor (the Simulator).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }

    /// The keyboard's click sound: the sandbox plays no sound.
    open func playInputClick() { NotSimulated.record("UIDevice.playInputClick()", in: application) }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}
