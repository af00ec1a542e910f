@testable import DeviceLink
import Raster
import SandboxKit
import XCTest

/// The control socket's messages read back as they were sent, and anything else is refused.
@MainActor
final class LinkMessageTests: XCTestCase {
    func testHostMessagesRoundTrip() async {
        let messages: [HostMessage] = [
            .input(.pointerDown(CGPoint(x: 147.5, y: 74))), .input(.pointerMoved(CGPoint(x: -3, y: 900.25))),
            .input(.pointerUp(CGPoint(x: 0, y: 0))), .input(.pointerHovered(CGPoint(x: 1, y: 2))), .input(.pointerExited),
            .input(.scrollWheel(CGPoint(x: 10, y: 20), delta: CGPoint(x: 0, y: -1.5))), .input(.key("Space")), .input(.key("/")),
            .release(buffer: 1), .ping(42), .slowFactor(10), .paused(true), .paused(false), .step, .memoryWarning, .quit,
            .viewTree, .outline(CGRect(x: 10, y: 20.5, width: 100, height: 44)), .outline(nil),
            .appearance(dark: true), .appearance(dark: false), .textSize(0), .textSize(11),
        ]
        for m in messages { XCTAssertEqual(HostMessage(encoded: m.encoded), m, m.encoded) }
        for bad in ["", "down 1", "down x y", "release 2", "slow 0.5", "down nan 1", "key ", "launch 1", "quit now", "outline 1 2 3", "outline 0 0 -1 5", "views 1",
                    "appearance 2", "appearance", "text-size 12", "text-size -1", "text-size 1.5"] {
            XCTAssertNil(HostMessage(encoded: bad), bad)
        }
    }

    func testDeviceMessagesRoundTrip() async {
        let rows = [
            ControllerRow(name: "tabs", depth: 0, state: .appeared, parent: nil, isViewLoaded: true, isInWindow: true),
            ControllerRow(name: "Child#2", depth: 1, state: .disappeared, parent: "tabs", isViewLoaded: false, isInWindow: false),
        ]
        let messages: [DeviceMessage] = [
            .frame(FrameNotice(number: 7, buffer: 1, width: 780, height: 1688, damage: IntRect(x: 10, y: 20, width: 30, height: 40))),
            .controllers(rows), .controllers([]), .pong(3), .keyboard(true), .keyboard(false),
            .views(ViewTreeNode(className: "UIWindow", frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                bounds: CGRect(x: 0, y: 0, width: 390, height: 844), children: [
                ViewTreeNode(className: "UIView", controller: "tabs", controllerClass: "TabsController",
                             frame: CGRect(x: 0, y: 0, width: 390, height: 844), bounds: CGRect(x: 0, y: 10, width: 390, height: 844),
                             transform: [1, 0, 0, 1, 5, 0], alpha: 0.5, isHidden: true,
                             constraints: ["<NSLayoutConstraint:0x1 UIView:0x2.width == 50   (active)>"]),
            ])),
        ]
        for m in messages { XCTAssertEqual(DeviceMessage(encoded: m.encoded), m, m.encoded) }
        for bad in ["", "frame 1 2 3", "frame 1 5 10 10 0 0 1 1", "controllers\n0\ta", "controllers\nx\ta\tappeared\t\t1\t1", "pong", "views", "views\n{", "views 2\n{}"] {
            XCTAssertNil(DeviceMessage(encoded: bad), bad)
        }
    }

    /// A device's launch settings travel as one environment variable and read back the same; fields
    /// left out take their defaults, and a value that is not settings (or asks for what cannot be) is
    /// refused.
    func testLaunchSettingsRoundTripThroughTheEnvironmentValue() async {
        var settings = DeviceLaunchSettings()
        settings.profile = .iOS5
        settings.memoryLimitMegabytes = 512
        settings.screenshotFolder = "/tmp/shots, with \"quotes\""
        settings.dumpsViews = true
        settings.settleLimit = 2.5
        settings.tint = "FF0000,00FF00"
        settings.link = DeviceLinkDescriptor(scale: 2)
        XCTAssertEqual(DeviceLaunchSettings(environmentValue: settings.environmentValue), settings)
        XCTAssertEqual(settings.link, DeviceLinkDescriptor(controlDescriptor: 4, framesDescriptor: 5, eventsDescriptor: 3, scale: 2))
        let defaults = DeviceLaunchSettings(environmentValue: "{}")
        XCTAssertEqual(defaults, DeviceLaunchSettings())
        XCTAssertEqual(defaults?.profile, .iOS6AndLater)
        XCTAssertEqual(defaults?.memoryLimitMegabytes, 0)
        XCTAssertNil(defaults?.link)
        XCTAssertEqual(DeviceLaunchSettings(environmentValue: #"{"profile":"ios5","memory":64}"#)?.profile, .iOS5)
        for bad in ["", "nonsense", "[]", #"{"memory":-1}"#, #"{"link":{"controlDescriptor":4,"framesDescriptor":5,"eventsDescriptor":3,"scale":9}}"#,
                    #"{"settleLimit":0}"#, #"{"dumpViews":"yes"}"#] {
            XCTAssertNil(DeviceLaunchSettings(environmentValue: bad), bad)
        }
    }

    /// The reason a user reads: the runtime's own line for a trap, what a SIGKILL usually means, a hang.
    func testDeviceEndReasons() async {
        let stderr = "Current stack trace:\nscenario.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n💣 Program crashed\n"
        let crash = DeviceEnd(kind: .signalled(SIGILL), detail: DeviceEnd.detail(fromStderr: stderr))
        XCTAssertEqual(crash.reason, "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value (SIGILL)")
        // A line that only mentions the words is not the reason; the runtime's own line is.
        let mention = DeviceEnd(kind: .signalled(SIGSEGV), detail: DeviceEnd.detail(fromStderr: "log: Fatal error: disk full\nSegmentation fault\n"))
        XCTAssertEqual(mention.reason, "crashed: Segmentation fault (SIGSEGV)")
        XCTAssertTrue(DeviceEnd(kind: .signalled(SIGKILL)).reason.hasPrefix("killed (SIGKILL)"))
        XCTAssertTrue(DeviceEnd(kind: .hung(seconds: 5)).reason.hasPrefix("not responding for 5 s"))
        XCTAssertEqual(DeviceEnd(kind: .exited(0)).isFailure, false)
        XCTAssertEqual(DeviceEnd(kind: .quit).isFailure, false)
        XCTAssertEqual(DeviceEnd(kind: .exited(3)).isFailure, true)
    }
}
