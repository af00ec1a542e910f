import XCTest
@testable import SandboxKit

/// The scroll view's layout guides as a form screen uses them: a content view pinned to the content
/// guide's edges and as wide as the frame guide decides `contentSize`; scrolling moves the content and
/// not what is pinned to the frame guide.
final class ScrollViewLayoutGuideTests: LifecycleTestCase {
    func testConstraintsToTheContentGuideDecideTheContentSize() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let content = UIView(), badge = UIView()
        for v in [scroll, content, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        scroll.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(scroll)
        scroll.addSubview(content)
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        app.runTurn()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 390, height: 1500))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 390, height: 1500))
        // the scroll view lies under the iPhone 14's 47-point status bar: its content starts below it
        XCTAssertEqual(scroll.adjustedContentInset.top, 47)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -47))
        XCTAssertEqual(badge.frame, CGRect(x: 340, y: -37, width: 40, height: 20), "pinned to the frame guide")
        XCTAssertEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 1500))

        scroll.contentOffset = CGPoint(x: 0, y: 200)
        app.runTurn()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 390, height: 1500), "the content scrolls with the bounds")
        XCTAssertEqual(badge.frame, CGRect(x: 340, y: 210, width: 40, height: 20), "the frame guide stays on screen")
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 200, width: 390, height: 600))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 390, height: 1500))
    }

    func testAnUnconstrainedContentGuideKeepsTheContentSize() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 900)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        scroll.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            marker.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.runTurn()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 390, height: 900))
        XCTAssertEqual(marker.frame, CGRect(x: 0, y: 890, width: 10, height: 10))
    }
}
