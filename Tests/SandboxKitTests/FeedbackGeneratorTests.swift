import XCTest
@testable import SandboxKit

/// The haptic generators do nothing, as on the Simulator: code that calls them runs unchanged.
@MainActor
final class FeedbackGeneratorTests: XCTestCase {
    func testFeedbackGeneratorsCanBeCreatedAndCalled() async {
        for style in [UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid] {
            let impact = UIImpactFeedbackGenerator(style: style)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            XCTAssertEqual(impact.style, style)
        }
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        for type in [UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error] {
            notification.notificationOccurred(type)
        }
        let base: UIFeedbackGenerator = notification
        base.prepare()
    }
}
