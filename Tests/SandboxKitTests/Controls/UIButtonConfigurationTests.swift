import XCTest
@testable import SandboxKit

/// iOS 15's `UIButton.Configuration`: the configuration decides content, colours and size, and is
/// resolved again when the state changes (the update handler may change it then).
@MainActor
final class UIButtonConfigurationTests: XCTestCase {
    var app: UIApplication!

    override func setUp() async throws {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1))
    }

    private func background(of b: UIButton) -> UIView? { b.subviews.first { !($0 is UILabel) && !($0 is UIImageView) } }

    func testAFilledButtonIsTheTitlePlusItsInsetsWithWhiteTextOnTheTint() async {
        var c = UIButton.Configuration.filled()
        c.title = "Continue"
        let b = UIButton(configuration: c)
        b.sizeToFit()
        let line = app.fonts.lineHeight(of: .systemFont(ofSize: 17))
        let text = app.fonts.size(of: "Continue", font: .systemFont(ofSize: 17))
        XCTAssertEqual(b.bounds.size, CGSize(width: text.width + 24, height: line + 14), "medium: insets 7 and 12, 17 pt text")
        XCTAssertEqual(b.titleLabel?.textColor, .white)
        XCTAssertEqual(background(of: b)?.backgroundColor, .systemBlue)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.frame.origin, CGPoint(x: 12, y: 7))
        XCTAssertEqual(background(of: b)?.layer.cornerRadius, 6)
        XCTAssertEqual(b.subviews.count, 4, "the title, the image view, the background and the subtitle")
    }

    func testAButtonWithoutAConfigurationKeepsItsTwoSubviews() async {
        let b = UIButton(type: .system)
        b.setTitle("Old", for: .normal)
        XCTAssertEqual(b.subviews.count, 2)
    }

    func testStatesChangeTheColours() async {
        var c = UIButton.Configuration.filled()
        c.title = "Go"
        let b = UIButton(configuration: c)
        b.isHighlighted = true
        let held = try? XCTUnwrap(background(of: b)?.backgroundColor)
        XCTAssertNotEqual(held, .systemBlue)
        XCTAssertEqual(held?.color.blue ?? 0, UIColor.systemBlue.color.blue * 0.8, accuracy: 1e-6, "darker while held")
        b.isHighlighted = false
        b.isEnabled = false
        XCTAssertEqual(background(of: b)?.backgroundColor, .tertiarySystemFill)
        XCTAssertEqual(b.titleLabel?.textColor, UIColor(rgb: 0x3C3C43, alpha: 0.3))

        var plain = UIButton.Configuration.plain()
        plain.title = "Link"
        let p = UIButton(configuration: plain)
        XCTAssertEqual(p.titleLabel?.textColor, .systemBlue)
        XCTAssertTrue(background(of: p)?.isHidden ?? true, "plain: no background")
        p.isHighlighted = true
        XCTAssertEqual(p.titleLabel?.textColor, UIColor.systemBlue.withAlphaComponent(0.2))
    }

    func testTheUpdateHandlerResolvesTheConfigurationForEachState() async {
        var c = UIButton.Configuration.tinted()
        c.title = "Follow"
        let b = UIButton(configuration: c)
        var calls = 0
        b.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            updated?.image = button.isSelected ? UIImage(systemName: "checkmark") : nil
            button.configuration = updated
        }
        XCTAssertEqual(calls, 1, "setting the handler runs it once, not again for its own change")
        b.isSelected = true
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(b.titleLabel?.text, "Following")
        XCTAssertFalse(b.imageView?.isHidden ?? true)
        b.isSelected = false
        XCTAssertEqual(b.titleLabel?.text, "Follow")
        XCTAssertTrue(b.imageView?.isHidden ?? false)
    }

    func testThePrimaryActionTitlesTheButtonAndRunsOnATap() async {
        let window = app.makeWindow()
        var taps = 0
        let b = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in taps += 1 })
        XCTAssertEqual(b.configuration?.title, "Save")
        XCTAssertEqual(b.buttonType, .system)
        b.sizeToFit()
        b.frame.origin = CGPoint(x: 40, y: 40)
        window.addSubview(b)
        app.runTurn()
        let point = CGPoint(x: b.frame.midX, y: b.frame.midY)
        app.post(.pointerDown(point))
        app.runTurn()
        app.post(.pointerUp(point))
        app.run(seconds: 0.1)
        XCTAssertEqual(taps, 1)
    }

    func testImagePlacementAndPadding() async {
        var c = UIButton.Configuration.plain()
        c.title = "Next"
        c.image = UIImage(systemName: "chevron.right")
        c.imagePadding = 8
        c.imagePlacement = .trailing
        let b = UIButton(configuration: c)
        b.sizeToFit()
        b.layoutIfNeeded()
        let title = try! XCTUnwrap(b.titleLabel?.frame), image = try! XCTUnwrap(b.imageView?.frame)
        XCTAssertEqual(image.minX, title.maxX + 8, "trailing, 8 points after the title")
        XCTAssertEqual(b.bounds.width, title.width + 8 + image.width + 24)
        c.imagePlacement = .top
        b.configuration = c
        b.sizeToFit()
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel!.frame.minY, b.imageView!.frame.maxY + 8, "on top, 8 points above the title")
    }

    func testCornerStylesAndSizes() async {
        var c = UIButton.Configuration.filled()
        c.title = "Big"
        c.buttonSize = .large
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        c.cornerStyle = .capsule
        let b = UIButton(configuration: c)
        b.sizeToFit()
        b.layoutIfNeeded()
        XCTAssertEqual(background(of: b)?.layer.cornerRadius, b.bounds.height / 2)
        c.cornerStyle = .fixed
        c.background.cornerRadius = 3
        b.configuration = c
        b.layoutIfNeeded()
        XCTAssertEqual(background(of: b)?.layer.cornerRadius, 3)
    }
}
