import XCTest
@testable import InterfaceBuilder

/// The reader's behaviour seen through documents: positions, text and escapes.
final class XMLReaderTests: XCTestCase {
    private func root(_ body: String, prolog: String = "") throws -> IBElement {
        let text = prolog + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + body + "</document>"
        return try IBDocument(data: Data(text.utf8)).root
    }

    func testPositionsCountCharactersNotBytes() throws {
        let root = try root("\n<a t=\"日本語\"/><b/>\n\t<c\n   d=\"1\"/>")
        XCTAssertEqual(root.location, IBSourceLocation(line: 1, column: 1))
        XCTAssertEqual(root.children[0].location, IBSourceLocation(line: 2, column: 1))
        XCTAssertEqual(root.children[1].location, IBSourceLocation(line: 2, column: 13), "three CJK characters are three columns")
        XCTAssertEqual(root.children[2].location, IBSourceLocation(line: 3, column: 2), "a tab is one column")
        XCTAssertEqual(root.children[2].attributeEntry("d")?.location, IBSourceLocation(line: 4, column: 4))
    }

    func testLineBreakConventions() throws {
        let text = "<?xml version=\"1.0\"?>\r\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n<a>x\r\ny</a>\r<b/>\n</document>"
        let root = try IBDocument(data: Data(text.utf8)).root
        XCTAssertEqual(root.location.line, 2)
        XCTAssertEqual(root.children[0].location, IBSourceLocation(line: 3, column: 1))
        XCTAssertEqual(root.children[0].text, "x\ny", "CR LF reads as LF")
        XCTAssertEqual(root.children[1].location, IBSourceLocation(line: 5, column: 1), "a lone CR is a line break")
    }

    func testByteOrderMarkIsSkipped() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".utf8)
        XCTAssertEqual(try IBDocument(data: data).root.location, IBSourceLocation(line: 1, column: 1))
    }

    func testEntitiesAndAttributeNormalisation() throws {
        let root = try root("<a v=\"&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;\" w=\"x\ny\tz\" n=\"line&#10;break\" q='say \"hi\"'/>")
        let a = root.children[0]
        XCTAssertEqual(a.attribute("v"), "<>&\"'A😀")
        XCTAssertEqual(a.attribute("w"), "x y z", "literal whitespace in attributes reads as spaces")
        XCTAssertEqual(a.attribute("n"), "line\nbreak")
        XCTAssertEqual(a.attribute("q"), "say \"hi\"")
        XCTAssertEqual(a.attributes.map(\.name), ["v", "w", "n", "q"], "attribute order is kept")
    }

    func testTextCommentsCDATAAndProcessingInstructions() throws {
        let root = try root("<!-- scene --><s>  keep  </s><t><![CDATA[<b>&amp;</b>]]></t><?ib hint?><u>\n  <v/>\n</u>",
                            prolog: "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!DOCTYPE document>\n")
        XCTAssertEqual(root.children.map(\.name), ["s", "t", "u"])
        XCTAssertEqual(root.children[0].text, "  keep  ", "leaf text is kept exactly")
        XCTAssertEqual(root.children[1].text, "<b>&amp;</b>")
        XCTAssertEqual(root.children[2].text, "", "indentation around children is dropped")
        XCTAssertEqual(root.location.line, 3)
    }

    func testElementHelpers() throws {
        let root = try root("<color key=\"a\" id=\"1\"/><rect key=\"frame\"/><color key=\"b\"/>")
        XCTAssertEqual(root.children(named: "color").count, 2)
        XCTAssertEqual(root.child(key: "frame")?.name, "rect")
        XCTAssertEqual(root.child(named: "color", key: "b")?.key, "b")
        XCTAssertEqual(root.children[0].id, "1")
        XCTAssertEqual(root[attribute: "type"], "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        XCTAssertEqual(root.descendantsAndSelf.map(\.name), ["document", "color", "rect", "color"])
    }
}
