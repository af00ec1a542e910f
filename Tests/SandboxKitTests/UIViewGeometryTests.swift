import XCTest
@testable import SandboxKit

@MainActor
final class UIViewGeometryTests: XCTestCase {
    private func assertClose(_ a: CGPoint, _ b: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, file: file, line: line)
    }

    func testFrameBoundsAndCenter() async {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(v.frame, CGRect(x: 90, y: 95, width: 20, height: 10), "bounds resize about the centre")
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(v.frame, CGRect(x: 80, y: 85, width: 40, height: 30))
        XCTAssertEqual(v.bounds.size, CGSize(width: 20, height: 10), "the transform leaves bounds alone")
    }

    func testConvertBetweenSiblingsAndNestedViews() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        assertClose(inner.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 16, y: 26))
        assertClose(inner.convert(CGPoint(x: 1, y: 1), to: b), CGPoint(x: -184, y: -24))
        assertClose(b.convert(CGPoint(x: -184, y: -24), to: inner), CGPoint(x: 1, y: 1))
        assertClose(root.convert(CGPoint(x: 16, y: 26), from: nil), CGPoint(x: 16, y: 26))
        assertClose(inner.convert(CGPoint(x: 16, y: 26), from: root), CGPoint(x: 1, y: 1))
        XCTAssertEqual(inner.convert(inner.bounds, to: root), CGRect(x: 15, y: 25, width: 10, height: 10))
        XCTAssertEqual(root.convert(CGRect(x: 15, y: 25, width: 10, height: 10), to: inner), inner.bounds)
    }

    func testConvertThroughTransformsAndBoundsOrigin() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)) // centre (150, 150)
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The top-left corner of v's bounds (local (0, 0)) rotates about the centre to (200, 100).
        assertClose(v.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 100))
        assertClose(v.convert(CGPoint(x: 200, y: 100), from: root), .zero)
        v.transform = .identity
        v.bounds.origin = CGPoint(x: 50, y: 0)
        assertClose(v.convert(CGPoint(x: 50, y: 0), to: root), CGPoint(x: 100, y: 100)) // bounds origin scrolls the content
    }

    func testConvertWithinAWindow() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let v = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(v)
        assertClose(v.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 31, y: 42))
        assertClose(v.convert(CGPoint(x: 1, y: 2), to: window), CGPoint(x: 31, y: 42))
    }
}
