import Foundation
import SandboxKit

/// The sandbox's built-ins, as a scenario file sees them. The ones that need turns (`wait`, `runLoop`,
/// `tap`, `drag`, `typeText`, `screenshot`) suspend the top level (see `ScenarioDevice`); called from a callback
/// (on the run loop's own thread) they stop the app with a message, as they cannot turn the run loop
/// from inside a turn.

/// The device's window: the screen's size (390×844 points unless `--device` names another model), key and
/// visible from the start.
@MainActor public var window: UIWindow { ScenarioDevice.current.window }

/// Advances the virtual clock: the rest of the top level runs in the first turn at or after now + seconds.
@MainActor public func wait(_ seconds: TimeInterval) {
    precondition(seconds.isFinite && seconds >= 0, "wait needs a duration of zero or more seconds")
    precondition(seconds <= 3600, "wait is limited to 3600 seconds")
    let device = topLevelDevice("wait")
    let app = device.application
    device.suspend { resume in app.mainQueue.enqueue(at: app.clock.now + seconds, resume) }
}

/// One turn: the rest of the top level runs in the next turn.
@MainActor public func runLoop() {
    let device = topLevelDevice("runLoop")
    let app = device.application
    device.suspend { resume in app.mainQueue.enqueue(at: app.clock.now, resume) }
}

/// A pointer down at a point of the window in the next turn's input phase, up in the one after.
@MainActor public func tap(x: CGFloat, y: CGFloat) {
    let device = topLevelDevice("tap")
    let app = device.application
    let p = CGPoint(x: x, y: y)
    device.suspend { resume in
        app.post(.pointerDown(p))
        app.mainQueue.enqueue(at: app.clock.now) {
            app.post(.pointerUp(p))
            app.mainQueue.enqueue(at: app.clock.now, resume)
        }
    }
}

/// A tap on what the screen shows under `name`, as a UI test finds it (`ViewFinder`: accessibility
/// identifier, then label, then a button's title or a label's text): at the middle of its visible part.
/// A name nothing on screen has stops the script, listing the names there are.
@MainActor public func tap(_ name: String) {
    let device = topLevelDevice("tap")
    let window = device.shownWindow
    guard let view = ViewFinder.view(named: name, in: window) else {
        let names = ViewFinder.names(in: window).prefix(20).map { "\"\($0)\"" }.joined(separator: ", ")
        preconditionFailure("tap(\"\(name)\"): nothing on screen has that accessibility identifier, label or title (on screen: \(names.isEmpty ? "nothing named" : names))")
    }
    let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
    tap(x: frame.midX, y: frame.midY)
}

/// Pointer down at `from`, a move every turn for `duration` seconds, pointer up at `to`.
@MainActor public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.25) {
    precondition(duration.isFinite && duration >= 0 && duration <= 60, "drag needs a duration between 0 and 60 seconds")
    let device = topLevelDevice("drag")
    let app = device.application
    device.suspend { resume in
        app.post(.pointerDown(from))
        let moves = max(1, Int((duration * 60).rounded()))
        @MainActor func step(_ i: Int) {
            app.mainQueue.enqueue(at: app.clock.now) {
                if i <= moves {
                    let f = CGFloat(i) / CGFloat(moves)
                    app.post(.pointerMoved(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
                    step(i + 1)
                } else {
                    app.post(.pointerUp(to))
                    app.mainQueue.enqueue(at: app.clock.now, resume)
                }
            }
        }
        step(1)
    }
}

/// Types `text` on the keyboard in the next turn, as XCUITest's `typeText`: a key press per character
/// (a space is Space, "\n" is Return, "\u{8}" is Backspace) to the first responder, a focused text field.
@MainActor public func typeText(_ text: String) {
    let device = topLevelDevice("typeText")
    let app = device.application
    device.suspend { resume in
        for ch in text {
            app.post(.key(ch == "\n" ? "Return" : ch == " " ? "Space" : ch == "\u{8}" ? "Backspace" : String(ch)))
        }
        app.mainQueue.enqueue(at: app.clock.now, resume)
    }
}

/// The system's memory warning, now (rule R10 of the lifecycle reference).
@MainActor public func memoryWarning() {
    ScenarioDevice.current.application.simulateMemoryWarning()
}

/// Rotates the device to `orientation`, as the Simulator's rotate command does (rule R13 of the lifecycle
/// reference): `viewWillTransition(to:with:)` down the controllers, then the window turns in an animation
/// of 0.4 s (`wait` for it to end).
@MainActor public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
    ScenarioDevice.current.application.rotate(to: orientation, animated: animated)
}

/// Saves the window as composited at the end of this turn (`sandbox run --screenshots DIR`).
@MainActor public func screenshot(_ name: String) {
    precondition(name.hasSuffix(".png") && !name.contains("/") && !name.hasPrefix("."),
                 "screenshot needs a file name ending in .png, without a folder: screenshot(\"name.png\")")
    let device = topLevelDevice("screenshot")
    let app = device.application
    device.suspend { resume in
        device.requestScreenshot(name)
        app.mainQueue.enqueue(at: app.clock.now, resume)
    }
}

@MainActor private func topLevelDevice(_ name: String) -> ScenarioDevice {
    precondition(Thread.isMainThread, "'\(name)' can only be used at the top level of a scenario (it turns the run loop)")
    return ScenarioDevice.current
}
