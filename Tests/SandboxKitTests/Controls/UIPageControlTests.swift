import XCTest
@testable import SandboxKit

/// Page dots: taps on either half move a page and send `valueChanged`; code sends nothing; the current
/// page stays in range; sizes follow the number of pages.
@MainActor
final class UIPageControlTests: XCTestCase {
    /// At (50, 100), 200×26: the left half ends at x = 150.
    private func pageControl(_ h: TouchHarness, pages: Int) -> UIPageControl {
        let c = UIPageControl(frame: CGRect(x: 50, y: 100, width: 200, height: 26))
        c.numberOfPages = pages
        return h.show(c)
    }

    func testTapsOnEitherHalfMoveAPage() async {
        let h = TouchHarness()
        let c = pageControl(h, pages: 3)
        var pages: [Int] = []
        c.addTarget(nil, action: { pages.append(($0 as! UIPageControl).currentPage) }, for: .valueChanged)
        h.tap(60, 113)
        XCTAssertEqual(c.currentPage, 0, "at the first page a tap on the left does nothing")
        h.tap(240, 113)
        h.tap(240, 113)
        h.tap(240, 113)
        XCTAssertEqual(c.currentPage, 2, "and at the last a tap on the right")
        h.tap(60, 113)
        XCTAssertEqual(pages, [1, 2, 1])
        c.currentPage = 0
        XCTAssertEqual(pages, [1, 2, 1], "a page set in code sends nothing")
    }

    func testCurrentPageStaysInRange() async {
        let c = UIPageControl(frame: .zero)
        c.numberOfPages = 4
        c.currentPage = 9
        XCTAssertEqual(c.currentPage, 3)
        c.currentPage = -1
        XCTAssertEqual(c.currentPage, 0)
        c.currentPage = 3
        c.numberOfPages = 2
        XCTAssertEqual(c.currentPage, 1, "fewer pages move the current page to the last")
    }

    func testSizesAndDots() async {
        let c = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        XCTAssertEqual(c.size(forNumberOfPages: 3), CGSize(width: 3 * 7 + 2 * 9 + 24, height: 26))
        c.numberOfPages = 3
        XCTAssertEqual(c.intrinsicContentSize, c.size(forNumberOfPages: 3))
        let dots = c.indicatorFrames()
        XCTAssertEqual(dots.count, 3)
        XCTAssertEqual(dots[1].midX, 100, accuracy: 0.5, "centred")
        XCTAssertEqual(dots[1].minX - dots[0].maxX, 9)
        XCTAssertEqual(dots[0].width, 7)
    }

    func testHidesForSinglePageIgnoresTaps() async {
        let h = TouchHarness()
        let c = pageControl(h, pages: 1)
        c.hidesForSinglePage = true
        var sent = 0
        c.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        h.tap(240, 113)
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(c.currentPage, 0)
    }
}
