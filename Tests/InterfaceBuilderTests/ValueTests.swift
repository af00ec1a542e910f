import XCTest
@testable import InterfaceBuilder

/// Typed values read from the shapes Xcode writes, independent of a fixture.
final class ValueTests: XCTestCase {
    private func element(_ xml: String) throws -> IBElement {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\(xml)</document>"
        return try XCTUnwrap(IBDocument(data: Data(text.utf8)).root.children.first)
    }

    func testMultiplierSpellings() {
        XCTAssertEqual(IBValueParser.multiplier("1:1"), 1)
        XCTAssertEqual(IBValueParser.multiplier("0.5"), 0.5)
        XCTAssertEqual(IBValueParser.multiplier("16:9") ?? 0, 16.0 / 9.0, accuracy: 1e-15)
        XCTAssertEqual(IBValueParser.multiplier("1/3") ?? 0, 1.0 / 3.0, accuracy: 1e-15)
        XCTAssertEqual(IBValueParser.multiplier("4"), 4)
        XCTAssertNil(IBValueParser.multiplier("1:0"))
        XCTAssertNil(IBValueParser.multiplier("a:b"))
        XCTAssertNil(IBValueParser.multiplier("1:2:3"))
        XCTAssertNil(IBValueParser.number("nan"))
        XCTAssertNil(IBValueParser.number("inf"))
        XCTAssertNil(IBValueParser.number("1e999"))
        XCTAssertEqual(IBValueParser.number("2.2250738585072014e-308"), 2.2250738585072014e-308)
    }

    func testColorForms() throws {
        let gray = try XCTUnwrap(IBColor(element("<color key=\"a\" white=\"0.5\" alpha=\"0.25\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>")))
        XCTAssertEqual(gray.key, "a")
        XCTAssertEqual(gray.components, .white(0.5, alpha: 0.25))
        XCTAssertEqual(gray.colorSpace, .genericGamma22Gray)
        XCTAssertNil(gray.reference)
        XCTAssertEqual(gray.components?.rgbaValues.red, 0.5)

        let calibrated = try XCTUnwrap(IBColor(element("<color white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")))
        XCTAssertEqual(calibrated.colorSpace, .calibratedWhite)

        let rgb = try XCTUnwrap(IBColor(element("<color red=\"1\" green=\"0.5\" blue=\"0.0\" colorSpace=\"calibratedRGB\"/>")))
        XCTAssertEqual(rgb.components, .rgba(red: 1, green: 0.5, blue: 0, alpha: 1), "alpha defaults to 1")

        let p3 = try XCTUnwrap(IBColor(element("<color red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"/>")))
        XCTAssertEqual(p3.colorSpace, .displayP3)

        XCTAssertEqual(IBColor(try element("<color systemColor=\"systemBackgroundColor\"/>"))?.reference, .system("systemBackgroundColor"))
        XCTAssertEqual(IBColor(try element("<color name=\"AccentColor\"/>"))?.reference, .named("AccentColor"))
        XCTAssertEqual(IBColor(try element("<color cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>"))?.reference,
                       .cocoaTouchSystem("groupTableViewBackgroundColor"))
        XCTAssertEqual(IBColor(try element("<color name=\"labelColor\" catalog=\"System\" colorSpace=\"catalog\"/>"))?.reference,
                       .catalog(name: "labelColor", catalog: "System"))
        XCTAssertEqual(IBColor(try element("<color colorSpace=\"custom\" customColorSpace=\"adobeRGB1998\" red=\"0\" green=\"0\" blue=\"0\"/>"))?.colorSpace,
                       .other("adobeRGB1998"))
    }

    func testInsetSpellings() throws {
        XCTAssertEqual(IBEdgeInsets(try element("<inset key=\"i\" minX=\"1\" minY=\"2\" maxX=\"3\" maxY=\"4\"/>")),
                       IBEdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        XCTAssertEqual(IBEdgeInsets(try element("<edgeInsets key=\"i\" top=\"30\" left=\"40\" bottom=\"30\" right=\"40\"/>")),
                       IBEdgeInsets(top: 30, left: 40, bottom: 30, right: 40))
        let directional = try XCTUnwrap(IBEdgeInsets(element("<directionalEdgeInsets key=\"contentInsets\" top=\"1\" leading=\"2\" bottom=\"3\" trailing=\"4\"/>")))
        XCTAssertTrue(directional.isDirectional)
        XCTAssertEqual(directional.left, 2)
        XCTAssertEqual(directional.right, 4)
    }

    func testFontKinds() throws {
        XCTAssertEqual(IBFont(try element("<fontDescription key=\"fontDescription\" type=\"system\" weight=\"medium\" pointSize=\"16\"/>"))?.kind,
                       .system(weight: "medium"))
        XCTAssertEqual(IBFont(try element("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"))?.kind,
                       .textStyle("UICTFontTextStyleBody"))
        let named = try XCTUnwrap(IBFont(element("<fontDescription key=\"fontDescription\" name=\"Courier\" family=\"Courier\" pointSize=\"12\"/>")))
        XCTAssertEqual(named.kind, .named("Courier", family: "Courier"))
        XCTAssertEqual(named.pointSize, 12)
        XCTAssertEqual(IBFont(try element("<fontDescription type=\"boldSystem\" pointSize=\"20\"/>"))?.kind, .boldSystem)
    }

    func testLayoutAttributesRoundTrip() {
        for name in ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height", "leadingMargin",
                     "trailingMargin", "topMargin", "bottomMargin", "firstBaseline", "lastBaseline", "centerXWithinMargins"] {
            XCTAssertEqual(IBLayoutAttribute(name).description, name)
            XCTAssertNotEqual(IBLayoutAttribute(name), .other(name))
        }
        XCTAssertEqual(IBLayoutAttribute("baseline"), .lastBaseline)
        XCTAssertEqual(IBLayoutAttribute("notAnAttribute"), .other("notAnAttribute"))
        XCTAssertEqual(IBSegueKind("popoverPresentation"), .popoverPresentation)
        XCTAssertEqual(IBSegueKind("push").description, "push")
        XCTAssertEqual(IBSegueKind("morph"), .other("morph"))
    }

    func testPopoverSegueAndOldSegueKinds() throws {
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1">
                                        <connections>
                                            <segue destination="vc2" kind="popoverPresentation" identifier="pop" popoverAnchorView="v1" id="sg1">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                            </segue>
                                            <segue destination="vc2" kind="push" animates="NO" id="sg2"/>
                                            <segue destination="vc2" kind="custom" customClass="FadeSegue" customModule="App" id="sg3"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <viewController id="vc2"/>
                    </objects>
                </scene>
        """)
        let document = try IBDocument(data: Data(text.utf8))
        let segues = document.connections.compactMap(\.segue)
        XCTAssertEqual(segues.map(\.kind), [.popoverPresentation, .push, .custom])
        XCTAssertEqual(segues[0].popoverAnchorView, "v1")
        XCTAssertEqual(segues[0].popoverArrowDirections, ["up", "down"])
        XCTAssertFalse(segues[1].animates)
        XCTAssertEqual(segues[2].customClass, "FadeSegue")
        XCTAssertEqual(segues[2].customModule, "App")
        XCTAssertEqual(document.scenes.first?.controller?.id, "vc1", "sceneMemberID picks the controller")
    }

    func testInferredTieBreakerSeguesAreNotConnections() throws {
        let text = storyboard("""
                <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"/></objects></scene>
        """).replacingOccurrences(of: "</document>", with: "<inferredMetricsTieBreakers><segue reference=\"sg9\"/></inferredMetricsTieBreakers></document>")
        let document = try IBDocument(data: Data(text.utf8))
        XCTAssertTrue(document.connections.isEmpty)
    }
}
