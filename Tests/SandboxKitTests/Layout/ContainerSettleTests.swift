import XCTest
@testable import SandboxKit

/// A page laid out with constraints inside a navigation controller settles: the container sets the
/// page's frame in every layout pass, and setting it to what it already was must not ask for another
/// pass (before, the window owed a commit every turn and a scenario with such a page never ended).
final class ContainerSettleTests: LifecycleTestCase {
    func testAConstrainedPageInANavigationControllerSettles() async {
        let page = TestController("page")
        let box = UIView()
        page.onViewDidLoad = { c in
            box.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor, constant: 16),
                box.centerXAnchor.constraint(equalTo: c.view.centerXAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        showRoot(UINavigationController(rootViewController: page))
        app.runTurn()
        XCTAssertEqual(box.frame.size, CGSize(width: 100, height: 30))
        XCTAssertFalse(window.needsCommit, "nothing is owed after a pass")
        XCTAssertTrue(app.isSettled)
    }
}
