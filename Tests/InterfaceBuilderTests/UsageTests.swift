import XCTest
@testable import InterfaceBuilder

/// The accounting contract: everything not marked as applied is reported, with its position.
final class UsageTests: XCTestCase {
    func testUnusedItemsAreListedWithPositions() throws {
        let document = try Fixtures.document("Mail.storyboard")
        let label = try XCTUnwrap(document.object(id: "lbl-Sb-jt2"))
        var usage = IBUsage(label)
        usage.use(.attribute("text"), .child("fontDescription"), .child("textColor"))
        usage.use(attributes: "opaque", "userInteractionEnabled", "contentMode", "textAlignment")
        usage.use(children: "frame")
        usage.useDesignTimeItems()

        let unused = usage.unused
        XCTAssertEqual(unused.map(\.item), [
            .attribute("horizontalHuggingPriority"), .attribute("verticalHuggingPriority"), .attribute("lineBreakMode"),
            .attribute("baselineAdjustment"), .attribute("adjustsFontSizeToFit"), .attribute("translatesAutoresizingMaskIntoConstraints"),
            .child("accessibilityConfiguration"), .child("highlightedColor"),
        ])
        XCTAssertFalse(unused.contains { $0.item == .attribute("id") }, "ids are structural")
        let lineBreak = try XCTUnwrap(unused.first { $0.item == .attribute("lineBreakMode") })
        XCTAssertEqual(lineBreak.detail, "tailTruncation")
        XCTAssertEqual(lineBreak.location, try Fixtures.location(of: "lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"lbl-Sb-jt2\"", in: "Mail.storyboard"))
        XCTAssertEqual(lineBreak.warning(file: "Mail.storyboard"),
                       "Mail.storyboard:\(lineBreak.location): warning: <label> attribute lineBreakMode=\"tailTruncation\" was not applied")
        let accessibility = try XCTUnwrap(unused.first { $0.item == .child("accessibilityConfiguration") })
        XCTAssertEqual(accessibility.detail, "accessibility")
        XCTAssertFalse(accessibility.isDesignTimeOnly)
    }

    func testDesignTimeItemsAreFlaggedAndCanBeSkipped() throws {
        let document = try Fixtures.document("Mail.storyboard")
        let navigation = try XCTUnwrap(document.object(id: "nav-Co-nt1"))
        let before = IBUsage(navigation).unused
        XCTAssertEqual(before.filter(\.isDesignTimeOnly).map(\.item), [.attribute("sceneMemberID"), .child("simulatedTopBarMetrics")])

        var usage = IBUsage(navigation)
        usage.useDesignTimeItems()
        XCTAssertEqual(usage.unused.map(\.item), [.child("tabBarItem"), .child("navigationBar"), .child("connections")])

        let scene = try XCTUnwrap(document.scene(id: "sNv-Sc-n02"))
        var sceneUsage = IBUsage(scene.element)
        sceneUsage.use(.attribute("sceneID"), .child("objects"))
        XCTAssertEqual(sceneUsage.unused.map(\.isDesignTimeOnly), [true], "only the canvas location is left")
    }

    func testMarkingAbsentItemsIsHarmless() throws {
        let document = try Fixtures.document("ContactCell.xib")
        var usage = IBUsage(try XCTUnwrap(document.object(id: "emp-Vw-001")))
        usage.use(.attribute("doesNotExist"), .child("frame"), .attribute("contentMode"), .child("autoresizingMask"),
                  .child("safeArea"), .child("backgroundColor"))
        XCTAssertTrue(usage.isUsed(.attribute("doesNotExist")))
        XCTAssertEqual(usage.unused.map(\.item), [.child("simulatedDestinationMetrics"), .child("canvasLocation")])
        XCTAssertTrue(usage.unused.allSatisfy(\.isDesignTimeOnly))
        XCTAssertEqual(usage.items.count, 8)
    }
}
