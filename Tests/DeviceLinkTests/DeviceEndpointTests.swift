@testable import DeviceLink
import Foundation
import EventLog
import Raster
import SandboxKit
import XCTest

/// The device's end of the link driven in this process, the window's side read by hand: frames go into
/// the shared memory whole and only when a buffer is free, input arrives for the next turn, events go
/// down the pipe as log lines.
@MainActor
final class DeviceEndpointTests: XCTestCase {
    private var frames: SharedFrames!
    private var hostSocket: LinkSocket!
    private var eventsRead: Int32 = -1
    private var endpoint: DeviceEndpoint!
    private var app: UIApplication!
    private var window: UIWindow!

    override func setUp() async throws {
        frames = try SharedFrames.create(capacity: 390 * 844)
        let (host, device) = try LinkSocket.pair()
        hostSocket = host
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        eventsRead = fds[0]
        // The endpoint owns what it is given, as a device owns its inherited descriptors.
        endpoint = try DeviceEndpoint(DeviceLinkDescriptor(controlDescriptor: dup(device.descriptor), framesDescriptor: dup(frames.descriptor),
                                                           eventsDescriptor: fds[1], scale: 1))
        app = UIApplication(clock: VirtualClock(), screen: endpoint.screen)
        endpoint.attach(to: app)
        window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        endpoint = nil
        app = nil
        if eventsRead >= 0 { close(eventsRead) }
    }

    private func nextMessage() -> DeviceMessage? {
        while case .message(let text) = hostSocket.receive(wait: false) {
            if let m = DeviceMessage(encoded: text), !(m.isControllers) { return m }
        }
        return nil
    }

    private func frameNotice(file: StaticString = #filePath, line: UInt = #line) -> FrameNotice? {
        guard case .frame(let f)? = nextMessage() else { XCTFail("no frame", file: file, line: line); return nil }
        return f
    }

    private func sharedPixels(_ f: FrameNotice) -> [UInt32] {
        Array(UnsafeBufferPointer(start: frames.pixels(f.buffer), count: f.width * f.height))
    }

    func testFramesArriveWholeInAFreeBufferWithTheirDamage() async throws {
        let square = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        square.backgroundColor = .systemRed
        window.addSubview(square)
        app.runTurn()
        let first = try XCTUnwrap(frameNotice())
        XCTAssertEqual([first.number, first.buffer, first.width, first.height], [1, 0, 390, 844])
        XCTAssertEqual(first.damage, IntRect(x: 0, y: 0, width: 390, height: 844), "the first frame is new everywhere")
        XCTAssertEqual(sharedPixels(first), window.framebufferWithSystemChrome.pixels, "the app under the status bar, notch and corners")
        XCTAssertEqual(sharedPixels(first)[0], 0xFF00_0000, "the display's rounded corner")
        XCTAssertNotEqual(window.framebuffer.pixels[0], 0xFF00_0000)

        square.backgroundColor = .systemBlue
        app.runTurn()
        let second = try XCTUnwrap(frameNotice())
        XCTAssertEqual([second.number, second.buffer], [2, 1])
        XCTAssertEqual(second.damage, IntRect(x: 10, y: 20, width: 30, height: 40), "only the square changed")
        XCTAssertEqual(sharedPixels(second), window.framebufferWithSystemChrome.pixels, "the other buffer was brought up to date whole")

        // The window holds both buffers: the third frame waits, its damage kept.
        square.frame.origin.x = 100
        app.runTurn()
        XCTAssertNil(nextMessage(), "no buffer is free")
        square.backgroundColor = .systemGreen
        app.runTurn()
        XCTAssertNil(nextMessage())
        XCTAssertTrue(hostSocket.send(HostMessage.release(buffer: 0).encoded))
        endpoint.handleMessages()
        let third = try XCTUnwrap(frameNotice())
        XCTAssertEqual([third.number, third.buffer], [3, 0])
        XCTAssertEqual(third.damage, IntRect(x: 10, y: 20, width: 120, height: 40), "both waiting frames' damage")
        XCTAssertEqual(sharedPixels(third), window.framebufferWithSystemChrome.pixels)
    }

    func testInputFromTheWindowReachesTheNextTurn() async throws {
        var taps: [CGPoint] = []
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        target.addGestureRecognizer(UITapGestureRecognizer(target: self) { g in taps.append(g.location(in: target)) })
        window.addSubview(target)
        app.runTurn()
        for m in [HostMessage.input(.pointerDown(CGPoint(x: 150, y: 160))), .input(.pointerUp(CGPoint(x: 150, y: 160)))] {
            XCTAssertTrue(hostSocket.send(m.encoded))
        }
        endpoint.handleMessages()
        XCTAssertTrue(app.hasWork)
        app.runTurn()
        app.runTurn()
        XCTAssertEqual(taps, [CGPoint(x: 50, y: 60)])
    }

    func testPingIsAnsweredAndQuitEndsTheRunLoop() async throws {
        XCTAssertTrue(hostSocket.send(HostMessage.ping(9).encoded))
        XCTAssertTrue(hostSocket.send(HostMessage.slowFactor(10).encoded))
        XCTAssertTrue(hostSocket.send(HostMessage.quit.encoded))
        endpoint.handleMessages()
        XCTAssertEqual(app.animationClock.slowFactor, 10)
        XCTAssertTrue(endpoint.quitRequested)
        endpoint.run() // returns at once
        var pong = false
        while case .message(let text) = hostSocket.receive(wait: false) { if DeviceMessage(encoded: text) == .pong(9) { pong = true } }
        XCTAssertTrue(pong)
    }

    /// The view inspector's requests: the tree comes back without the outline, which the device draws
    /// around the rectangle the window names and removes on `outline` with none.
    func testTheViewTreeIsSentOnRequestAndTheOutlineIsDrawnAndRemoved() async throws {
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 100, height: 20))
        window.addSubview(label)
        XCTAssertTrue(hostSocket.send(HostMessage.outline(CGRect(x: 20, y: 30, width: 100, height: 20)).encoded))
        XCTAssertTrue(hostSocket.send(HostMessage.viewTree.encoded))
        endpoint.handleMessages()
        XCTAssertEqual(window.subviews.count, 2, "the label and the outline")
        XCTAssertEqual(window.subviews.last?.frame, label.frame)
        var tree: ViewTreeNode?
        while case .message(let text) = hostSocket.receive(wait: false) {
            if case .views(let t)? = DeviceMessage(encoded: text) { tree = t }
        }
        XCTAssertEqual(tree?.className, "UIWindow")
        XCTAssertEqual(tree?.children.map(\.className), ["UILabel"], "the outline is not in the tree")
        XCTAssertEqual(tree?.children.first?.frame, label.frame)
        XCTAssertTrue(hostSocket.send(HostMessage.outline(nil).encoded))
        endpoint.handleMessages()
        XCTAssertEqual(window.subviews.count, 1)
    }

    func testEventsGoDownThePipeAsLogLinesAndReadBack() async throws {
        var sent: [LifecycleEvent] = []
        app.lifecycleEvents.subscribe { sent.append($0) }
        let root = UIViewController()
        root.debugName = "a"
        window.rootViewController = root
        app.runTurn()
        app.lifecycleEvents.emitPrint("a \"quoted\"\nline")
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = read(eventsRead, &buffer, buffer.count)
        XCTAssertGreaterThan(n, 0)
        let lines = String(decoding: buffer[0..<n], as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, sent.map(\.jsonLine))
        XCTAssertTrue(lines.contains { $0.contains("\"controller\":\"a\",\"event\":\"viewDidLoad\"") })
    }
}

private extension DeviceMessage {
    var isControllers: Bool { if case .controllers = self { return true }; return false }
}
