import XCTest

/// `sandbox run --dump-views`: the device's view tree as text at each `screenshot(...)` and at the end,
/// between the scenario's prints, as a text snapshot would hold it.
final class DumpViewsTests: CompiledScenarioTestCase {
    func testViewTreesAtEachScreenshotAndAtTheEnd() async throws {
        _ = try write("views.swift", """
            class Root: UIViewController {
                let card = UIView(frame: CGRect(x: 20, y: 60, width: 100, height: 50))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.alpha = 0.5
                    view.addSubview(card)
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    label.isHidden = true
                    card.addSubview(label)
                }
            }
            let root = Root()
            window.rootViewController = root
            wait(0.1)
            screenshot("first.png")
            print("moving the card")
            root.card.transform = CGAffineTransform(translationX: 5, y: 0)

            """)
        let r = try sandbox(["run", "views.swift", "--dump-views"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
            # views at screenshot("first.png")
            <UIWindow; frame = (0 0; 390 844)>
               | <UIView; frame = (0 0; 390 844); viewController = <root: Root>>
               |    | <UIView; frame = (20 60; 100 50); alpha = 0.5>
               |    |    | <UILabel; frame = (0 0; 10 10); hidden = YES>
            moving the card
            # views at the end
            <UIWindow; frame = (0 0; 390 844)>
               | <UIView; frame = (0 0; 390 844); viewController = <root: Root>>
               |    | <UIView; frame = (25 60; 100 50); transform = [1, 0, 0, 1, 5, 0]; alpha = 0.5>
               |    |    | <UILabel; frame = (0 0; 10 10); hidden = YES>

            """)
    }

    func testWithoutTheFlagNothingButThePrints() async throws {
        _ = try write("quiet.swift", "let a = UIViewController()\nwindow.rootViewController = a\nscreenshot(\"a.png\")\nprint(\"done\")\n")
        let r = try sandbox(["run", "quiet.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "done\n")
    }
}
