import XCTest
@testable import SandboxKit

@MainActor
final class CAMediaTimingFunctionTests: XCTestCase {
    /// Reference values from an independent bisection solve of each Bézier (200 steps).
    func testNamedCurvesAtFixedTimes() async {
        let times = [0.1, 0.25, 0.5, 0.75, 0.9]
        let expected: [(CAMediaTimingFunctionName, [Double])] = [
            (.easeInEaseOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
            (.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
            (.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
            (.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
        ]
        for (name, values) in expected {
            let f = CAMediaTimingFunction(name: name)
            for (t, v) in zip(times, values) {
                XCTAssertEqual(f.value(at: t), v, accuracy: 2e-6, "\(name) at \(t)")
            }
        }
    }

    func testControlPointsOfTheNamedCurves() async {
        XCTAssertEqual(CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
    }

    func testEndPointsAndLinear() async {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            XCTAssertEqual(f.value(at: 0), 0, accuracy: 1e-9)
            XCTAssertEqual(f.value(at: 1), 1, accuracy: 1e-9)
            XCTAssertEqual(f.value(at: -3), 0, accuracy: 1e-9, "clamped before the start")
            XCTAssertEqual(f.value(at: 7), 1, accuracy: 1e-9, "clamped after the end")
        }
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).value(at: 0.37), 0.37, accuracy: 1e-12)
    }

    func testCurvesAreMonotonic() async {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        var last = -1.0
        for i in 0...1000 {
            let v = f.value(at: Double(i) / 1000)
            XCTAssertGreaterThanOrEqual(v, last)
            last = v
        }
    }
}
