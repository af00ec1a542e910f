import CSDL2
import Foundation
import Raster
import SandboxKit
@testable import SDLPlatform
import XCTest

@MainActor
final class SDLWindowHostTests: XCTestCase {
    override func setUp() async throws {
        // SDL's dummy video driver: a real window and software renderer with no display at all.
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// The window's device process comes and goes (each recipe picked is a new one, with a new surface):
    /// the texture of a surface taken away is freed, so picking recipes for an hour does not grow the
    /// window by a frame's texture each time.
    func testATextureGoesWithItsExternalSurface() async throws {
        let host = try SDLWindowHost(title: "test", size: CGSize(width: 400, height: 300), resizable: false)
        guard host.presentPath == .streamingTexture else { throw XCTSkip("frames go through the window surface here") }
        let pixels = [UInt32](repeating: 0xFF336699, count: 100 * 80)
        let before = host.textureCount
        for _ in 0..<5 {
            let surface = ExternalSurface(pointSize: CGSize(width: 100, height: 80))
            host.externalSurfaces = [surface]
            pixels.withUnsafeBufferPointer { host.upload($0, width: 100, height: 80, damage: IntRect(x: 0, y: 0, width: 100, height: 80), to: surface) }
            XCTAssertEqual(host.textureCount, before + 1)
            host.externalSurfaces = []
            XCTAssertEqual(host.textureCount, before, "the surface's texture went with it")
        }
    }

    func testSDLMouseEventsBecomeHostEventsInWindowPoints() async {
        var down = SDL_Event()
        down.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 120
        down.button.y = 45
        XCTAssertEqual(HostEvent(down), .pointerDown(CGPoint(x: 120, y: 45)))

        var right = down
        right.button.button = UInt8(SDL_BUTTON_RIGHT)
        XCTAssertNil(HostEvent(right), "only the left button makes touches")

        var hover = SDL_Event()
        hover.motion.type = SDL_MOUSEMOTION.rawValue
        hover.motion.x = 3
        hover.motion.y = 4
        XCTAssertEqual(HostEvent(hover), .pointerHovered(CGPoint(x: 3, y: 4)), "moving without a pressed button hovers")
        hover.motion.state = HostEvent.leftButtonMask
        XCTAssertEqual(HostEvent(hover), .pointerMoved(CGPoint(x: 3, y: 4)))

        var up = down
        up.button.type = SDL_MOUSEBUTTONUP.rawValue
        XCTAssertEqual(HostEvent(up), .pointerUp(CGPoint(x: 120, y: 45)))

        var wheel = SDL_Event()
        wheel.wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.y = 1
        wheel.wheel.preciseY = 1
        wheel.wheel.mouseX = 50
        wheel.wheel.mouseY = 60
        XCTAssertEqual(HostEvent(wheel), .wheel(CGPoint(x: 50, y: 60), delta: CGPoint(x: 0, y: 1)))
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        XCTAssertEqual(HostEvent(wheel), .wheel(CGPoint(x: 50, y: 60), delta: CGPoint(x: 0, y: -1)),
                       "natural scrolling is undone: +y is always the wheel turned away")

        var leave = SDL_Event()
        leave.window.type = SDL_WINDOWEVENT.rawValue
        leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        XCTAssertEqual(HostEvent(leave), .pointerLeft)
        var close = leave
        close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        XCTAssertEqual(HostEvent(close), .quit, "the close button quits even when SDL is told not to post SDL_QUIT")

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(HostEvent(quit), .quit)
    }

    func testSDLKeysBecomeNamedKeys() async {
        func key(_ sym: Int32, repeating: Bool = false) -> HostEvent? {
            var e = SDL_Event()
            e.key.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = sym
            e.key.repeat = repeating ? 1 : 0
            return HostEvent(e)
        }
        XCTAssertEqual(key(Int32(UInt8(ascii: "s"))), .key("s"))
        XCTAssertEqual(key(Int32(UInt8(ascii: "1"))), .key("1"))
        XCTAssertEqual(key(Int32(SDLK_SPACE.rawValue)), .key("Space"))
        XCTAssertEqual(key(Int32(SDLK_ESCAPE.rawValue)), .key("Escape"))
        XCTAssertEqual(key(Int32(SDLK_RIGHT.rawValue)), .key("Right"))
        XCTAssertEqual(key(Int32(SDLK_KP_3.rawValue)), .key("3"))
        XCTAssertNil(key(Int32(UInt8(ascii: "s")), repeating: true), "auto-repeat would toggle controls twice")
        XCTAssertNil(key(Int32(SDLK_LSHIFT.rawValue)))
    }

    /// A 500×800 panel window with the 390×844-point device screen drawn over it at (40, 30), 0.9 of its
    /// size (and the application that made the device window).
    static func deviceOverPanel() -> (UIApplication, device: UIWindow, panel: UIWindow, [SurfacePlacement]) {
        let app = UIApplication()
        let device = app.makeWindow()
        let panel = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 800))
        return (app, device, panel, [
            SurfacePlacement(window: panel, frame: CGRect(x: 0, y: 0, width: 500, height: 800)),
            SurfacePlacement(window: device, frame: CGRect(x: 40, y: 30, width: 351, height: 759.6)),
        ])
    }

    /// The device screen drawn at (40, 30) and 0.9 of its size: a window pixel maps back to points.
    func testPointerRoutesThroughTheDeviceScreenMapping() async {
        let (_, device, panel, placements) = Self.deviceOverPanel()
        var router = PointerRouter()
        // (40 + 0.9 × 100, 30 + 0.9 × 200) is the device's point (100, 200).
        let down = router.route(.pointerDown(CGPoint(x: 130, y: 210)), through: placements)
        XCTAssertTrue(down?.0 === device)
        XCTAssertEqual(down?.1, .pointerDown(CGPoint(x: 100, y: 200)))
        // Dragging outside the device screen stays with the device (a touch keeps its window).
        let move = router.route(.pointerMoved(CGPoint(x: 445, y: 30)), through: placements)
        XCTAssertTrue(move?.0 === device)
        XCTAssertEqual(move?.1, .pointerMoved(CGPoint(x: 450, y: 0)))
        let up = router.route(.pointerUp(CGPoint(x: 445, y: 30)), through: placements)
        XCTAssertTrue(up?.0 === device)
        // Outside the device, the panel below it gets the press, in its own points.
        let panelDown = router.route(.pointerDown(CGPoint(x: 450, y: 10)), through: placements)
        XCTAssertTrue(panelDown?.0 === panel)
        XCTAssertEqual(panelDown?.1, .pointerDown(CGPoint(x: 450, y: 10)))
        XCTAssertEqual(router.route(.pointerUp(CGPoint(x: 450, y: 10)), through: placements)?.1,
                       .pointerUp(CGPoint(x: 450, y: 10)))
        XCTAssertNil(router.route(.pointerDown(CGPoint(x: 900, y: 10)), through: placements), "outside every window")
        XCTAssertNil(router.route(.pointerMoved(CGPoint(x: 1, y: 1)), through: placements)?.1, "no press, no touch")
    }

    /// Hover goes to the window under the pointer; the one it leaves hears that it left. The wheel goes
    /// to the window under the pointer, in its points.
    func testHoverAndWheelRouteToTheWindowUnderThePointer() async {
        let (_, device, panel, placements) = Self.deviceOverPanel()
        var router = PointerRouter()
        var out = router.routeHover(.pointerHovered(CGPoint(x: 450, y: 10)), through: placements)
        XCTAssertEqual(out.count, 1)
        XCTAssertTrue(out[0].0 === panel)
        XCTAssertEqual(out[0].1, .pointerHovered(CGPoint(x: 450, y: 10)))
        out = router.routeHover(.pointerHovered(CGPoint(x: 130, y: 210)), through: placements)
        XCTAssertEqual(out.map(\.1), [.pointerExited, .pointerHovered(CGPoint(x: 100, y: 200))])
        XCTAssertTrue(out[0].0 === panel && out[1].0 === device)
        out = router.routeHover(.pointerLeft, through: placements)
        XCTAssertEqual(out.map(\.1), [.pointerExited])
        XCTAssertTrue(out[0].0 === device)
        XCTAssertTrue(router.routeHover(.pointerLeft, through: placements).isEmpty)

        let wheel = router.route(.wheel(CGPoint(x: 130, y: 210), delta: CGPoint(x: 0, y: -2)), through: placements)
        XCTAssertTrue(wheel?.0 === device)
        XCTAssertEqual(wheel?.1, .scrollWheel(CGPoint(x: 100, y: 200), delta: CGPoint(x: 0, y: -2)))
        XCTAssertNil(router.route(.wheel(CGPoint(x: 900, y: 10), delta: CGPoint(x: 0, y: 1)), through: placements))
    }

    func testHostDrawsPlacedWindowsScaledAndUploadsOnlyDamage() async throws {
        let app = UIApplication()
        let device = app.makeWindow()  // 390×844 points at scale 1
        device.backgroundColor = UIColor(rgb: 0x0000FF)
        // A square clear of the system overlay (status bar, notch, rounded corners) the device screen gets.
        let corner = UIView(frame: CGRect(x: 100, y: 300, width: 20, height: 20))
        corner.backgroundColor = UIColor(rgb: 0x00FF00)
        device.addSubview(corner)
        let host = try SDLWindowHost(title: "test", size: CGSize(width: 400, height: 300), resizable: false) { _ in
            [SurfacePlacement(window: device, frame: CGRect(x: 100, y: 50, width: 195, height: 422))]
        }
        host.backgroundColor = Color(rgb: 0x102030)
        host.runFrame()
        XCTAssertEqual(host.statistics.lastUploadedPixels, 390 * 844, "a new texture is uploaded whole")
        let shot = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(shot.width, 400)
        XCTAssertEqual(shot.height, 300)
        XCTAssertEqual(shot[10, 10].argb, 0xFF10_2030, "background")
        XCTAssertEqual(shot[150, 100].argb, 0xFF00_00FF, "the device screen, scaled to half")
        XCTAssertEqual(shot[99, 100].argb, 0xFF10_2030)
        XCTAssertEqual(shot[153, 203].argb, 0xFF00_FF00, "the 20-point square, 10 pixels at half scale")
        XCTAssertEqual(shot[100, 50].argb, 0xFF00_0000, "the display's rounded corner over the device screen")

        // A change to the corner view damages (and uploads) only its area.
        corner.backgroundColor = UIColor(rgb: 0xFF0000)
        host.runFrame()
        XCTAssertEqual(device.damagedRect, IntRect(x: 100, y: 300, width: 20, height: 20))
        XCTAssertEqual(host.statistics.lastUploadedPixels, 20 * 20, "only the damaged rectangle is uploaded")
        let after = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(after[153, 203].argb, 0xFFFF_0000)
        XCTAssertEqual(after[150, 100].argb, 0xFF00_00FF)
    }

    func testNoDisplayIsAnErrorWithSDLsReason() async throws {
        // SDL chooses its video driver once; while some other window is alive, no driver is looked for.
        try XCTSkipIf(SDL_WasInit(SDL_INIT_VIDEO) != 0, "SDL's video subsystem is held by a live window")
        setenv("SDL_VIDEODRIVER", "no-such-driver", 1)
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        XCTAssertThrowsError(try SDLWindowHost(title: "x", size: CGSize(width: 10, height: 10))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("cannot open a window: "), text)
            XCTAssertGreaterThan(text.count, "cannot open a window: ".count + 5, "SDL's reason is missing")
        }
    }
}

/// The window-surface path (`PresentPath.windowSurface`, taken where rendering would be on the CPU):
/// forced here on the dummy driver, it shows the same placed windows and hands over only damage.
@MainActor
final class WindowSurfacePresentTests: XCTestCase {
    func testSurfacePathDrawsPlacedWindowsScaledAndUploadsOnlyDamage() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SANDBOX_PRESENT", "surface", 1)
        defer { unsetenv("SANDBOX_PRESENT") }
        let app = UIApplication()
        let device = app.makeWindow()  // 390×844 points at scale 1
        device.backgroundColor = UIColor(rgb: 0x0000FF)
        // A square clear of the system overlay (status bar, notch, rounded corners) the device screen gets.
        let corner = UIView(frame: CGRect(x: 100, y: 300, width: 20, height: 20))
        corner.backgroundColor = UIColor(rgb: 0x00FF00)
        device.addSubview(corner)
        let panelApp = UIApplication()
        let panel = panelApp.makeWindow()
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        panel.backgroundColor = UIColor(rgb: 0xFFFF00)
        let host = try SDLWindowHost(title: "test", size: CGSize(width: 400, height: 300), resizable: false) { _ in
            [SurfacePlacement(window: device, frame: CGRect(x: 100, y: 50, width: 195, height: 422)),
             SurfacePlacement(window: panel, frame: CGRect(x: 280, y: 0, width: 100, height: 60))]
        }
        XCTAssertEqual(host.presentPath, .windowSurface)
        host.backgroundColor = Color(rgb: 0x102030)
        host.runFrame()
        let shot = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(shot.width, 400)
        XCTAssertEqual(shot.height, 300)
        XCTAssertEqual(shot[10, 10].argb, 0xFF10_2030, "background")
        XCTAssertEqual(shot[150, 100].argb, 0xFF00_00FF, "the device screen, scaled to half")
        XCTAssertEqual(shot[99, 100].argb, 0xFF10_2030)
        XCTAssertEqual(shot[153, 203].argb, 0xFF00_FF00, "the 20-point square, 10 pixels at half scale")
        XCTAssertEqual(shot[100, 50].argb, 0xFF00_0000, "the display's rounded corner over the device screen")
        XCTAssertEqual(shot[285, 55].argb, 0xFFFF_FF00, "the panel, unscaled, over the device")
        XCTAssertEqual(shot[379, 5].argb, 0xFFFF_FF00)
        XCTAssertEqual(shot[380, 5].argb, 0xFF10_2030)

        corner.backgroundColor = UIColor(rgb: 0xFF0000)
        host.runFrame()
        XCTAssertEqual(device.damagedRect, IntRect(x: 100, y: 300, width: 20, height: 20))
        XCTAssertEqual(host.statistics.lastUploadedPixels, 20 * 20, "only the damaged rectangle is read")
        let after = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(after[153, 203].argb, 0xFFFF_0000)
        XCTAssertEqual(after[150, 100].argb, 0xFF00_00FF)
        XCTAssertEqual(after[285, 55].argb, 0xFFFF_FF00, "the panel stays on top")

        // The scaled copy redrawn in part equals one made whole: a fresh host shows the same pixels.
        let fresh = try SDLWindowHost(title: "test", size: CGSize(width: 400, height: 300), resizable: false) { _ in
            [SurfacePlacement(window: device, frame: CGRect(x: 100, y: 50, width: 195, height: 422)),
             SurfacePlacement(window: panel, frame: CGRect(x: 280, y: 0, width: 100, height: 60))]
        }
        fresh.backgroundColor = Color(rgb: 0x102030)
        fresh.runFrame()
        XCTAssertTrue(try XCTUnwrap(fresh.snapshot()) == after, "partial redraws match a whole one")
    }

    func testSurfacePathShowsExternalSurfacesScaledAndHidesThem() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SANDBOX_PRESENT", "surface", 1)
        defer { unsetenv("SANDBOX_PRESENT") }
        let host = try SDLWindowHost(title: "test", size: CGSize(width: 200, height: 100), resizable: false)
        XCTAssertEqual(host.presentPath, .windowSurface)
        host.backgroundColor = Color(rgb: 0x102030)
        let screen = ExternalSurface(pointSize: CGSize(width: 40, height: 30))
        screen.frame = CGRect(x: 10, y: 20, width: 20, height: 15)  // shown at half size
        host.externalSurfaces = [screen]
        var pixels = [UInt32](repeating: 0xFFFF_0000, count: 40 * 30)
        pixels.withUnsafeBufferPointer {
            host.upload($0, width: 40, height: 30, damage: IntRect(x: 0, y: 0, width: 40, height: 30), to: screen)
        }
        host.runFrame()
        var shot = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(shot[15, 25].argb, 0xFFFF_0000, "the device's pixels, scaled")
        XCTAssertEqual(shot[9, 25].argb, 0xFF10_2030)
        XCTAssertEqual(shot[30, 25].argb, 0xFF10_2030, "20 pixels wide")

        // Later frames change only their damage; the pixels are kept (the shared memory is reused).
        for y in 0..<10 { for x in 0..<10 { pixels[y * 40 + x] = 0xFF00_00FF } }
        pixels.withUnsafeBufferPointer {
            host.upload($0, width: 40, height: 30, damage: IntRect(x: 0, y: 0, width: 10, height: 10), to: screen)
        }
        pixels = []
        shot = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(shot[11, 21].argb, 0xFF00_00FF, "the damaged corner")
        XCTAssertEqual(shot[25, 30].argb, 0xFFFF_0000, "the rest as before")

        screen.isHidden = true
        host.runFrame()
        shot = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(shot[15, 25].argb, 0xFF10_2030, "hidden: the background shows")
    }
}
