import XCTest
@testable import SandboxKit

/// Dynamic Type: the text styles' sizes per content size category (Apple's HIG table), fonts that follow
/// the device's text size, `UIFontMetrics`, and the change notification.
final class DynamicTypeTests: LifecycleTestCase {
    func testPreferredFontsHaveTheHIGSizesAtEachCategory() async throws {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        XCTAssertEqual(size(.body, .large), 17)
        XCTAssertEqual(size(.body, .extraSmall), 14)
        XCTAssertEqual(size(.body, .extraExtraExtraLarge), 23)
        XCTAssertEqual(size(.body, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(size(.largeTitle, .accessibilityMedium), 44)
        XCTAssertEqual(size(.caption2, .extraSmall), 11)
        XCTAssertEqual(size(.footnote, .extraLarge), 15)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil).weight, .semibold)
        // without traits given: the device's text size
        app.preferredContentSizeCategory = .extraExtraLarge
        XCTAssertEqual(app.perform { UIFont.preferredFont(forTextStyle: .body).pointSize }, 21)
    }

    func testALabelThatAdjustsTakesTheNewSizeAndOneThatDoesNotKeepsIt() async throws {
        let page = TestController("page")
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel()
        page.onViewDidLoad = { c in
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            fixed.font = .preferredFont(forTextStyle: .body)
            scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
            scaled.adjustsFontForContentSizeCategory = true
            for l in [adjusting, fixed, scaled] { l.text = "Text"; c.view.addSubview(l) }
        }
        showRoot(page)
        final class Posted: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let posted = Posted()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: app, queue: nil) {
            if let c = $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.categories.append(c) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.preferredContentSizeCategory = .accessibilityLarge
        app.runTurn()
        XCTAssertEqual(adjusting.font.pointSize, 33)
        XCTAssertEqual(fixed.font.pointSize, 17)
        XCTAssertEqual(scaled.font.pointSize, 20 * 43 / 28, accuracy: 0.001, "title1 grows from 28 to 43")
        XCTAssertEqual(posted.categories, [.accessibilityLarge])
    }

    func testFontMetricsScaleValuesAsTheirStyleScales() async throws {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        XCTAssertEqual(metrics.scaledValue(for: 34, compatibleWith: xl), 38, accuracy: 0.001)
        XCTAssertEqual(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 18, compatibleWith: xl).pointSize, 18)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)), 10)
    }

    func testCategoriesOrderAndNameAsSettingsDoes() async throws {
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.named("ax5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIContentSizeCategory.named("extraLarge"), .extraLarge)
        XCTAssertNil(UIContentSizeCategory.named("huge"))
        XCTAssertEqual(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.next, .extraSmall)
    }
}
