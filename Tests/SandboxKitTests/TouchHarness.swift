import XCTest
@testable import SandboxKit

/// An application with a key window on a virtual clock; input is posted and delivered by running turns,
/// exactly as the platform does it.
@MainActor
final class TouchHarness {
    let app: UIApplication
    let window: UIWindow

    init(screen: UIScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 400))) {
        app = UIApplication(clock: VirtualClock(), screen: screen)
        window = app.makeWindow()
        window.makeKeyAndVisible()
        app.runTurn()
    }

    /// Posts one event and runs a turn (one frame, 1/60 s later than the previous turn).
    func post(_ event: InputEvent) {
        app.post(event)
        app.runTurn()
    }

    func down(_ x: CGFloat, _ y: CGFloat) { post(.pointerDown(CGPoint(x: x, y: y))) }
    func move(_ x: CGFloat, _ y: CGFloat) { post(.pointerMoved(CGPoint(x: x, y: y))) }
    func up(_ x: CGFloat, _ y: CGFloat) { post(.pointerUp(CGPoint(x: x, y: y))) }

    func tap(_ x: CGFloat, _ y: CGFloat) {
        down(x, y)
        up(x, y)
    }

    /// Down at `from`, `steps` moves one frame apart ending at `to`, then up at `to`.
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, lift: Bool = true) {
        down(from.x, from.y)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
        }
        if lift { up(to.x, to.y) }
    }

    func idle(frames: Int) { for _ in 0..<frames { app.runTurn() } }

    /// Adds `view` to the window and runs a turn, so it is on screen and takes touches.
    func show<V: UIView>(_ view: V) -> V {
        window.addSubview(view)
        app.runTurn()
        return view
    }
}

/// A view that writes what it receives into a shared log, e.g. "a.began".
final class RecordingView: UIView {
    let name: String
    let log: Log
    var forwards = false

    init(_ name: String, frame: CGRect, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).began")
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).moved")
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).ended")
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).cancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

final class Log {
    private(set) var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func clear() { entries.removeAll() }
}
