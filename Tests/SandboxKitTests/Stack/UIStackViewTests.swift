import XCTest
@testable import SandboxKit

/// A view with a fixed intrinsic size, as a label or an image view has.
final class SizedView: UIView {
    var size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) {
        size = CGSize(width: w, height: h)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// The frames UIKit's stack view gives for each distribution and alignment (worked out from Apple's
/// definitions of each: `UIStackView.Distribution` and `UIStackView.Alignment`).
@MainActor
final class UIStackViewTests: XCTestCase {
    var root: UIView!
    var stack: UIStackView!
    var views: [SizedView]!
    var app: UIApplication!

    override func setUp() async throws {
        app = UIApplication()
        root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        views = [SizedView(50, 20), SizedView(60, 40), SizedView(70, 60)]
        stack = UIStackView(arrangedSubviews: views)
        stack.frame = root.bounds
        stack.spacing = 10
        root.addSubview(stack)
    }

    private func frames() -> [CGRect] {
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    private func assertFrames(_ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        let actual = frames()
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertTrue(a.isNearlyEqual(e, tolerance: 0.01), "\(a) is not \(e)", file: file, line: line)
        }
    }

    func testArrangedSubviewsAreSubviewsLaidOutByConstraints() async {
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertTrue(views.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints })
    }

    func testFillStretchesTheFirstOfEqualHuggers() async {
        assertFrames([CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 160, y: 0, width: 60, height: 100),
                      CGRect(x: 230, y: 0, width: 70, height: 100)])
    }

    func testFillStretchesTheLowestHugger() async {
        views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.spacing = 11 // any change makes the constraints again
        assertFrames([CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 61, y: 0, width: 60, height: 100),
                      CGRect(x: 132, y: 0, width: 168, height: 100)])
    }

    func testFillEqually() async {
        stack.distribution = .fillEqually
        let w = (300 - 20) / 3.0
        assertFrames([CGRect(x: 0, y: 0, width: w, height: 100), CGRect(x: w + 10, y: 0, width: w, height: 100),
                      CGRect(x: 2 * w + 20, y: 0, width: w, height: 100)])
    }

    /// UIKit's proportional constraints (a published dump of a real stack, kean.blog's "Let's Build
    /// UIStackView"): each view's width is its intrinsic width over the intrinsic widths plus the spacings
    /// (50 + 60 + 70 + 20 = 200) times the stack's, at 999, 998, 997. With spacing they cannot all hold
    /// (75 + 90 + 105 + 20 = 290 of 300): the last, weakest one gives, and the last view takes the rest,
    /// as people measuring real stacks with spacing report. Both sources agree; an earlier version here
    /// split the width between the views in their exact ratio, which neither shows.
    func testFillProportionally() async {
        stack.distribution = .fillProportionally
        assertFrames([CGRect(x: 0, y: 0, width: 75, height: 100), CGRect(x: 85, y: 0, width: 90, height: 100),
                      CGRect(x: 185, y: 0, width: 115, height: 100)])
    }

    /// A view with its own required length in a proportional stack keeps it without a conflict: the
    /// proportional wishes are below required (a tutorial app's storyboard has exactly this).
    func testFillProportionallyYieldsToAViewsOwnLength() async {
        stack.distribution = .fillProportionally
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        defer { _ = sub }
        views[0].widthAnchor.constraint(equalToConstant: 40).isActive = true
        XCTAssertEqual(frames()[0].width, 40)
        XCTAssertEqual(warnings.filter { $0.contains("Unable to simultaneously satisfy") }, [])
    }

    func testEqualSpacing() async {
        stack.distribution = .equalSpacing
        assertFrames([CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 110, y: 0, width: 60, height: 100),
                      CGRect(x: 230, y: 0, width: 70, height: 100)])
    }

    func testEqualCentering() async {
        stack.distribution = .equalCentering
        // centres at 25 and 265, so the middle one's at 145
        assertFrames([CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 115, y: 0, width: 60, height: 100),
                      CGRect(x: 230, y: 0, width: 70, height: 100)])
    }

    func testAlignments() async {
        stack.distribution = .equalSpacing
        stack.alignment = .center
        XCTAssertEqual(frames().map(\.minY), [40, 30, 20])
        XCTAssertEqual(frames().map(\.height), [20, 40, 60])
        stack.alignment = .top
        XCTAssertEqual(frames().map(\.minY), [0, 0, 0])
        stack.alignment = .bottom
        XCTAssertEqual(frames().map(\.minY), [80, 60, 40])
    }

    func testFirstBaselineLinesUpTheLabelsText() async {
        let small = UILabel(text: "small"), big = UILabel(text: "Big")
        small.font = .systemFont(ofSize: 12)
        big.font = .systemFont(ofSize: 30)
        let row = UIStackView(arrangedSubviews: [small, big])
        row.alignment = .firstBaseline
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.addSubview(row)
        root.layoutIfNeeded()
        // the engine's baseline is the font's ascent (0.97 of the point size) below the label's top
        XCTAssertEqual(small.frame.minY + 12 * 0.97, big.frame.minY + 30 * 0.97, accuracy: 0.01)
        XCTAssertEqual(big.frame.minY, 0, accuracy: 0.01, "the tallest text sits at the top")
    }

    func testAHiddenViewCollapses() async {
        stack.distribution = .fillEqually
        views[1].isHidden = true
        let f = frames()
        XCTAssertEqual(f[0], CGRect(x: 0, y: 0, width: 145, height: 100))
        XCTAssertEqual(f[2], CGRect(x: 155, y: 0, width: 145, height: 100))
        views[1].isHidden = false
        XCTAssertEqual(frames()[1].width, (300 - 20) / 3.0, accuracy: 0.01)
    }

    func testVerticalWithMargins() async {
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.alignment = .leading
        stack.distribution = .equalSpacing
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        stack.isLayoutMarginsRelativeArrangement = true
        // heights 20, 40, 60 between y 10 and 290: gaps of (280 − 120) / 2
        assertFrames([CGRect(x: 5, y: 10, width: 50, height: 20), CGRect(x: 5, y: 110, width: 60, height: 40),
                      CGRect(x: 5, y: 230, width: 70, height: 60)])
    }

    func testAStackSizesItselfToItsViews() async {
        stack.removeFromSuperview()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.alignment = .center
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 200, height: 60))
        XCTAssertFalse(stack.hasAmbiguousLayout)
    }

    func testRemovingArrangedSubviews() async {
        stack.removeArrangedSubview(views[0])
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(views[0].superview === stack, "UIKit keeps it as a subview")
        views[1].removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === views[2])
        stack.insertArrangedSubview(views[0], at: 0)
        stack.distribution = .fillEqually
        assertFrames([CGRect(x: 0, y: 0, width: 145, height: 100), views[1].frame, CGRect(x: 155, y: 0, width: 145, height: 100)])
    }
}

extension CGRect {
    func isNearlyEqual(_ r: CGRect, tolerance: CGFloat) -> Bool {
        abs(minX - r.minX) <= tolerance && abs(minY - r.minY) <= tolerance && abs(width - r.width) <= tolerance
            && abs(height - r.height) <= tolerance
    }
}
