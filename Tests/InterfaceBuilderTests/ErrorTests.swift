import XCTest
@testable import InterfaceBuilder

final class ErrorTests: XCTestCase {
    private func error(fixture name: String) throws -> IBError {
        let data = try Fixtures.data(name)
        do {
            _ = try IBDocument(data: data, fileName: name)
        } catch {
            return error
        }
        throw XCTSkip("\(name) unexpectedly parsed")
    }

    func testUnclosedStartTagIsReportedWhereTheNextTagBegins() throws {
        let error = try error(fixture: "Malformed.storyboard")
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.file, "Malformed.storyboard")
        XCTAssertEqual(error.line, 11)
        XCTAssertEqual(error.column, 33)
        XCTAssertEqual(error.location, try Fixtures.location(of: "<rect key=\"frame\" x=\"16\"", in: "Malformed.storyboard"))
        XCTAssertEqual(error.description,
                       "Malformed.storyboard:11:33: error: unexpected '<' in the start tag of <label> (opened at 10:29); expected an attribute, '>' or '/>'")
    }

    func testAppKitStoryboardIsRefused() throws {
        let error = try error(fixture: "AppKit.storyboard")
        XCTAssertEqual(error.kind, .unsupportedDocumentType)
        XCTAssertEqual(error.location, IBSourceLocation(line: 2, column: 1))
        XCTAssertTrue(error.message.contains("AppKit"), error.message)
        XCTAssertTrue(error.message.contains("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"), error.message)
    }

    func testDanglingDestinationIsReportedAtTheConnection() throws {
        let error = try error(fixture: "Dangling.storyboard")
        XCTAssertEqual(error.kind, .unknownReference)
        XCTAssertEqual(error.location, try Fixtures.location(of: "<outlet property=\"titleLabel\"", in: "Dangling.storyboard"))
        XCTAssertEqual(error.location, IBSourceLocation(line: 17, column: 25))
        XCTAssertTrue(error.message.contains("'lbl-Go-ne1'"), error.message)
    }

    func testDuplicateIDIsReportedAtTheSecondUse() throws {
        let error = try error(fixture: "Duplicate.storyboard")
        XCTAssertEqual(error.kind, .duplicateID)
        XCTAssertEqual(error.location, IBSourceLocation(line: 13, column: 29))
        XCTAssertEqual(error.message, "duplicate id 'lbl-On-e01': <label> at 10:29 already uses it")
    }

    func testSegueWithoutDestination() throws {
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <connections>
                                <segue kind="show" identifier="next" id="sg1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)
        let error = try XCTUnwrap(parseError(text))
        XCTAssertEqual(error.kind, .invalidAttribute)
        XCTAssertEqual(error.message, "<segue> has no 'destination' attribute")
        XCTAssertEqual(error.location, IBSourceLocation(line: 8, column: 25))
    }

    func testRelationshipAndUnwindSeguesNeedTheirSpecificAttributes() throws {
        for (segue, missing) in [("kind=\"relationship\"", "relationship"), ("kind=\"unwind\"", "unwindAction")] {
            let text = storyboard("""
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" \(segue) id="sg1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
            """)
            XCTAssertEqual(parseError(text)?.message, "<segue> has no '\(missing)' attribute")
        }
    }

    func testInitialViewControllerNamingNothing() throws {
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """, documentAttributes: " initialViewController=\"vc2\"")
        let error = try XCTUnwrap(parseError(text))
        XCTAssertEqual(error.kind, .unknownReference)
        XCTAssertEqual(error.location, IBSourceLocation(line: 2, column: 1))
        XCTAssertEqual(error.message, "initialViewController 'vc2' names no object in this document")
    }

    func testConstraintItemsMustExist() throws {
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <constraints>
                                    <constraint firstItem="v1" firstAttribute="width" secondItem="nope" secondAttribute="width" id="c1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
        let error = try XCTUnwrap(parseError(text))
        XCTAssertEqual(error.kind, .unknownReference)
        XCTAssertEqual(error.location.line, 9)
        XCTAssertTrue(error.message.hasPrefix("secondItem 'nope'"), error.message)
    }

    func testUnreadableNumbersAreRejectedWhereTheyAre() throws {
        let text = storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="wide" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
        let error = try XCTUnwrap(parseError(text))
        XCTAssertEqual(error.kind, .invalidAttribute)
        XCTAssertEqual(error.location, IBSourceLocation(line: 8, column: 25))
        XCTAssertEqual(error.message, "'wide' is not a number (attribute 'width' of <rect>)")

        let multiplier = storyboard("""
                <scene sceneID="s1"><objects><view id="v1"><constraints>
                <constraint firstAttribute="width" secondItem="v1" secondAttribute="height" multiplier="16:0" id="c1"/>
                </constraints></view></objects></scene>
        """)
        XCTAssertEqual(parseError(multiplier)?.kind, .invalidAttribute)
    }

    func testRootMustBeADocumentOfAKnownType() throws {
        let notIB = try XCTUnwrap(parseError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"))
        XCTAssertEqual(notIB.kind, .notAnInterfaceBuilderDocument)
        XCTAssertEqual(notIB.location, IBSourceLocation(line: 2, column: 1))

        let watch = try XCTUnwrap(parseError("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\"/>"))
        XCTAssertEqual(watch.kind, .unsupportedDocumentType)
        XCTAssertTrue(watch.message.contains("WatchKit"))

        let unknown = try XCTUnwrap(parseError("<document type=\"com.example.Other\"/>"))
        XCTAssertEqual(unknown.kind, .unsupportedDocumentType)

        let untyped = try XCTUnwrap(parseError("<document/>"))
        XCTAssertEqual(untyped.kind, .notAnInterfaceBuilderDocument)
    }

    func testMismatchedAndMissingEndTags() throws {
        let mismatched = try XCTUnwrap(parseError("<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>"))
        XCTAssertEqual(mismatched.location, IBSourceLocation(line: 4, column: 3))
        XCTAssertEqual(mismatched.message, "</scenes> does not match <scene> opened at 3:5")

        let truncated = try XCTUnwrap(parseError("<document>\n  <scenes>\n"))
        XCTAssertEqual(truncated.kind, .malformedXML)
        XCTAssertEqual(truncated.location, IBSourceLocation(line: 3, column: 1))
        XCTAssertTrue(truncated.message.contains("<scenes> (opened at 2:3)"), truncated.message)
    }

    func testMalformedInputsAlwaysHavePositions() throws {
        let cases: [(String, IBSourceLocation)] = [
            ("", IBSourceLocation(line: 1, column: 1)),
            ("   \n  ", IBSourceLocation(line: 2, column: 3)),
            ("hello", IBSourceLocation(line: 1, column: 1)),
            ("<document a=1/>", IBSourceLocation(line: 1, column: 13)),
            ("<document a=\"1\" a=\"2\"/>", IBSourceLocation(line: 1, column: 17)),
            ("<document a=\"1\"b=\"2\"/>", IBSourceLocation(line: 1, column: 16)),
            ("<document a=\"x<y\"/>", IBSourceLocation(line: 1, column: 15)),
            ("<document>&nbsp;</document>", IBSourceLocation(line: 1, column: 11)),
            ("<document>&#0;</document>", IBSourceLocation(line: 1, column: 11)),
            ("<document>&#xD800;</document>", IBSourceLocation(line: 1, column: 11)),
            ("<document>a & b</document>", IBSourceLocation(line: 1, column: 13)),
            ("<document><!-- open </document>", IBSourceLocation(line: 1, column: 11)),
            ("<document></document><extra/>", IBSourceLocation(line: 1, column: 22)),
            ("<!DOCTYPE document [<!ENTITY a \"b\">]><document/>", IBSourceLocation(line: 1, column: 20)),
            ("<document>\n<?xml version=\"1.0\"?></document>", IBSourceLocation(line: 2, column: 1)),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>", IBSourceLocation(line: 1, column: 21)),
            ("<document>\u{1}</document>", IBSourceLocation(line: 1, column: 11)),
            ("<document>é\u{1}</document>", IBSourceLocation(line: 1, column: 12)),
        ]
        for (text, location) in cases {
            let error = try XCTUnwrap(parseError(text), "\(text.debugDescription) should fail")
            XCTAssertEqual(error.kind, .malformedXML, "\(text.debugDescription): \(error)")
            XCTAssertEqual(error.location, location, "\(text.debugDescription): \(error)")
        }
    }

    func testInvalidBytes() throws {
        let invalid = Data("<document>\nab".utf8) + Data([0xFF]) + Data("</document>".utf8)
        let error = try XCTUnwrap(catchError(invalid))
        XCTAssertEqual(error.location, IBSourceLocation(line: 2, column: 3))
        XCTAssertEqual(error.message, "invalid UTF-8 byte 0xFF")

        let utf16 = Data([0xFF, 0xFE]) + Data("<".utf8)
        XCTAssertTrue(try XCTUnwrap(catchError(utf16)).message.contains("UTF-16"))

        let overlong = Data("<document>".utf8) + Data([0xC0, 0x80]) + Data("</document>".utf8)
        XCTAssertEqual(catchError(overlong)?.location, IBSourceLocation(line: 1, column: 11))
    }

    func testSizeAndDepthLimits() throws {
        let small = IBLimits(maxBytes: 100)
        let big = try XCTUnwrap(parseError(String(repeating: " ", count: 101) + "<document/>", limits: small))
        XCTAssertEqual(big.kind, .limitExceeded)
        XCTAssertEqual(big.location, IBSourceLocation(line: 1, column: 1))

        let deep = String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600)
        let tooDeep = try XCTUnwrap(parseError(deep))
        XCTAssertEqual(tooDeep.kind, .limitExceeded)
        XCTAssertEqual(tooDeep.location, IBSourceLocation(line: 1, column: 512 * 3 + 1), "the 513th level is refused")

        let within = String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512)
        XCTAssertEqual(parseError(within)?.kind, .notAnInterfaceBuilderDocument, "512 levels are read; only the root is wrong")

        let many = "<document>" + String(repeating: "<a/>", count: 20) + "</document>"
        XCTAssertEqual(parseError(many, limits: IBLimits(maxElements: 10))?.location, IBSourceLocation(line: 1, column: 11 + 9 * 4))
    }

    func testDuplicateAmongManyAttributesIsFoundInLinearTime() throws {
        let attributes = (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ")
        let start = Date()
        let error = try XCTUnwrap(parseError("<document \(attributes) a99999=\"again\"/>"))
        XCTAssertEqual(error.message, "duplicate attribute 'a99999' on <document>")
        XCTAssertEqual(error.location.column, 11 + attributes.count + 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "quadratic duplicate detection would take minutes")
    }

    /// A storyboard that is a symbolic link to a FIFO (or a device) is refused, not read: the read
    /// blocked on the FIFO for ever, as the size check looked at the link itself.
    func testALinkToSomethingThatIsNoFileIsRefusedWithoutReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe").path, 0o600), 0)
        let link = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "pipe")
        let refused = expectation(description: "refused")
        let box = ErrorBox()
        Thread.detachNewThread {
            do { _ = try IBDocument(contentsOf: link) } catch let error as IBError { box.error = error } catch {}
            refused.fulfill()
        }
        wait(for: [refused], timeout: 10)
        XCTAssertEqual(box.error?.file, link.path)
        XCTAssertEqual(box.error?.message, "not a regular file (a folder, device, pipe or socket)")
    }

    private final class ErrorBox: @unchecked Sendable { var error: IBError? }

    func testOversizedFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-oversized-\(UUID().uuidString).storyboard")
        try Data(repeating: 0x20, count: 2_000).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try IBDocument(contentsOf: url, limits: IBLimits(maxBytes: 1_000))
            XCTFail("should be refused")
        } catch let error as IBError {
            XCTAssertEqual(error.kind, .limitExceeded)
            XCTAssertEqual(error.file, url.path)
        }
    }

    private func catchError(_ data: Data) -> IBError? {
        do {
            _ = try IBDocument(data: data)
            return nil
        } catch {
            return error
        }
    }
}
