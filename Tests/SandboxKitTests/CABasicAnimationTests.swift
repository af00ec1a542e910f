import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Explicit animations on the virtual clock (60 frames a second): presentation values and pixels at
/// the start, half way and the end; delegate calls; fill modes; CATransaction's completion.
final class CABasicAnimationTests: LayerTestCase {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    func square() -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.backgroundColor = UIColor.red.cgColor
        window.layer.addSublayer(l)
        app.runTurn()
        return l
    }

    /// Runs turns until `seconds` of animation time have passed since `start`.
    func run(until seconds: Double, from start: Double) {
        while app.animator.clock.time < start + seconds - 1e-9 { app.runTurn() }
    }

    func testPositionAtStartHalfWayAndEnd() async {
        let l = square()
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 10, y: 50)
        a.toValue = CGPoint(x: 90, y: 50)
        a.duration = 1
        let start = CACurrentMediaTime()
        l.add(a, forKey: "move")
        l.position = CGPoint(x: 90, y: 50)
        XCTAssertEqual(l.presentation()?.position, CGPoint(x: 10, y: 50), "t = 0")
        app.runTurn()
        assertColor(pixel(10, 50), 0xffff0000, "drawn at the from-value")
        run(until: 0.5, from: start)
        XCTAssertEqual(l.presentation()!.position.x, 50, accuracy: 0.01, "linear by default: half way")
        assertColor(pixel(50, 50), 0xffff0000)
        assertColor(pixel(10, 50), 0xffffffff)
        run(until: 1, from: start)
        app.runTurn()
        XCTAssertNil(l.animationKeys(), "removed on completion")
        XCTAssertEqual(l.presentation()?.position, CGPoint(x: 90, y: 50))
        assertColor(pixel(90, 50), 0xffff0000)
    }

    func testOpacityWithTimingFunctionAndDelegate() async {
        let l = square()
        let delegate = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 0.5
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        a.delegate = delegate
        let start = CACurrentMediaTime()
        l.add(a, forKey: "fade")
        XCTAssertEqual(delegate.events, [])
        app.runTurn()
        XCTAssertEqual(delegate.events, ["start"])
        run(until: 0.25, from: start)
        let expected = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        XCTAssertEqual(Double(l.presentationState.opacity), expected, accuracy: 0.01)
        run(until: 0.5, from: start)
        XCTAssertEqual(delegate.events, ["start", "stop true"])
    }

    func testRemovingStopsUnfinished() async {
        let l = square()
        let delegate = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = 1
        a.delegate = delegate
        l.add(a, forKey: "fade")
        app.runTurn()
        app.runTurn()
        l.removeAnimation(forKey: "fade")
        XCTAssertEqual(delegate.events, ["start", "stop false"])
        XCTAssertEqual(l.presentationState.opacity, 1)
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0.5
        l.add(b, forKey: "x")
        l.add(CABasicAnimation(keyPath: "cornerRadius"), forKey: "y")
        XCTAssertEqual(l.animationKeys(), ["x", "y"])
        l.removeAllAnimations()
        XCTAssertNil(l.animationKeys())
        app.runTurn()
    }

    func testStrokeEndKeptAfterTheEndWithForwardFill() async {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                 clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0
        window.layer.addSublayer(ring)
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0
        a.toValue = 0.75
        a.duration = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        let start = CACurrentMediaTime()
        ring.add(a, forKey: "progress")
        app.runTurn()
        assertColor(pixel(80, 50), 0xffffffff, "nothing stroked at t = 0")
        run(until: 0.5, from: start)
        XCTAssertEqual(ring.presentedNumber("strokeEnd", ring.strokeEnd), 0.375, accuracy: 0.01)
        assertColor(pixel(80, 50), 0xff000000, "a quarter is stroked by 0.375")
        assertColor(pixel(50, 80), 0xffffffff, "not half")
        run(until: 1.5, from: start)
        XCTAssertEqual(ring.animationKeys(), ["progress"], "kept")
        XCTAssertEqual((ring.presentation() as? CAShapeLayer)?.strokeEnd ?? 0, 0.75, accuracy: 1e-9)
        assertColor(pixel(50, 80), 0xff000000, "three quarters stay stroked")
        assertColor(pixel(50 + 30 * cos(1.1 * .pi), 50 + 30 * sin(1.1 * .pi)), 0xffffffff, "past three quarters")
        XCTAssertFalse(app.animator.hasRunningAnimations, "a kept animation needs no frames")
        ring.removeAnimation(forKey: "progress")
        app.runTurn()
        assertColor(pixel(50, 80), 0xffffffff, "back to the model's strokeEnd 0")
    }

    func testRotationSpinsAWholeTurnAndRepeats() async {
        let l = square()
        l.frame = CGRect(x: 30, y: 30, width: 40, height: 10)
        let a = CABasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0
        a.toValue = 2 * CGFloat.pi
        a.duration = 1
        a.repeatCount = 2
        let start = CACurrentMediaTime()
        l.add(a, forKey: "spin")
        run(until: 0.25, from: start)
        app.runTurn()
        assertColor(pixel(50, 35), 0xffff0000, "a quarter turn: vertical")
        assertColor(pixel(65, 50), 0xffffffff)
        run(until: 0.5, from: start)
        XCTAssertEqual(l.presentationState.transform.affineTransform.a, -1, accuracy: 0.01, "half a turn, not the shortest way to 2π")
        run(until: 1.5, from: start)
        XCTAssertNotNil(l.animationKeys(), "second cycle")
        run(until: 2.05, from: start)
        XCTAssertNil(l.animationKeys())
    }

    func testScaleBoundsColorCornerRadiusAutoreverse() async {
        let l = square()
        let start = CACurrentMediaTime()
        for (key, from, to) in [("transform.scale", 1, 2), ("cornerRadius", 0, 10)] as [(String, Double, Double)] {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = 1; a.autoreverses = true
            l.add(a, forKey: key)
        }
        let c = CABasicAnimation(keyPath: "backgroundColor")
        c.toValue = UIColor.blue.cgColor
        c.duration = 1
        l.add(c, forKey: "color")
        let b = CABasicAnimation(keyPath: "bounds")
        b.toValue = CGRect(x: 0, y: 0, width: 40, height: 40)
        b.duration = 1
        l.add(b, forKey: "bounds")
        run(until: 0.5, from: start)
        XCTAssertEqual(l.presentationState.transform.affineTransform.a, 1.5, accuracy: 0.01)
        XCTAssertEqual(l.presentationState.cornerRadius, 5, accuracy: 0.01)
        XCTAssertEqual(l.presentationState.bounds.width, 30, accuracy: 0.01)
        XCTAssertEqual(l.presentationState.backgroundColor?.color.blue ?? 0, 0.5, accuracy: 0.01)
        run(until: 1.5, from: start)
        XCTAssertEqual(l.presentationState.transform.affineTransform.a, 1.5, accuracy: 0.01, "on its way back")
        run(until: 2, from: start)
        app.runTurn()
        XCTAssertEqual(l.presentationState.transform, .identity)
    }

    func testGradientLocationsAnimate() async {
        let g = CAGradientLayer()
        g.frame = window.bounds
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.locations = [0, 0]
        window.layer.addSublayer(g)
        let a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0]
        a.toValue = [1, 1]
        a.duration = 1
        let start = CACurrentMediaTime()
        g.add(a, forKey: "shimmer")
        run(until: 0.5, from: start)
        assertColor(pixel(25, 50), 0xffff0000, "red before the moving edge")
        assertColor(pixel(75, 50), 0xff0000ff, "blue after it")
        let c = CABasicAnimation(keyPath: "colors")
        c.toValue = [UIColor.green.cgColor, UIColor.green.cgColor]
        c.duration = 1
        g.add(c, forKey: "colors")
        run(until: 1, from: CACurrentMediaTime() - 0.5)
        XCTAssertEqual((g.presentation() as? CAGradientLayer)?.colors?.count, 2)
    }

    func testBeginTimeDelaysWithFillModes() async {
        let l = square()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2
        a.toValue = 0.4
        a.duration = 1
        a.beginTime = CACurrentMediaTime() + 1
        l.add(a, forKey: "later")
        app.runTurn()
        XCTAssertEqual(l.presentationState.opacity, 1, "the model during the delay (fill mode removed)")
        l.removeAllAnimations()
        a.fillMode = .backwards
        a.beginTime = CACurrentMediaTime() + 1
        l.add(a, forKey: "later")
        app.runTurn()
        XCTAssertEqual(l.presentationState.opacity, 0.2, accuracy: 1e-6, "the from-value (backwards fill)")
    }

    func testTransactionCompletionAfterTheDelegates() async {
        let l = square()
        var events: [String] = []
        final class Log: CAAnimationDelegate {
            let log: (String) -> Void
            init(_ log: @escaping (String) -> Void) { self.log = log }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("stop \((anim as? CABasicAnimation)?.keyPath ?? "")") }
        }
        let log = Log { events.append($0) }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { events.append("completion") }
        for (key, d) in [("opacity", 0.0), ("cornerRadius", 1.0)] {
            let a = CABasicAnimation(keyPath: key)
            a.toValue = 0.5
            a.duration = d
            a.delegate = log
            l.add(a, forKey: key)
        }
        XCTAssertEqual(CATransaction.animationDuration(), 0.5)
        CATransaction.commit()
        app.run(seconds: 0.6)
        XCTAssertEqual(events, ["stop opacity"], "the transaction's duration for the first; the second still runs")
        app.run(seconds: 0.5)
        XCTAssertEqual(events, ["stop opacity", "stop cornerRadius", "completion"])

        var empty = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setCompletionBlock { empty = true }
        CATransaction.commit()
        XCTAssertFalse(empty, "not inside commit")
        app.runTurn()
        XCTAssertTrue(empty, "no animations: the next turn")
    }

    func testAnimationOfAStandaloneLayerDamagesOnlyItsArea() async {
        let l = square()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1; a.toValue = 0; a.duration = 1
        l.add(a, forKey: "fade")
        app.runTurn()
        app.runTurn()
        XCTAssertEqual(window.compositor.lastDamage, IntRect(x: 0, y: 0, width: 40, height: 40))
    }
}
