import AppProject
import Foundation
import XCTest

final class OldStylePlistParserTests: XCTestCase {
    private func parse(_ text: String) throws -> PropertyListValue {
        try OldStylePlistParser.parse(Data(text.utf8), file: "test.plist")
    }

    func testValuesOfEveryKind() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
                name = Demo;                       /* unquoted */
                path = "Base.lproj/Main.storyboard";
                list = ( a, "b c", ( nested ), );
                empty = ( );
                dict = { inner = { deeper = 1; }; };
                data = <0fA0 11>;
                'single' = 'quoted';
                "escapes" = "tab\\tquote\\"slash\\\\newline\\nbell\\a\\U00e9\\101";
                path2 = /usr/Sub-Folder:x.y+z_$;
            }
            """)
        XCTAssertEqual(value, .dictionary([
            "name": .string("Demo"),
            "path": .string("Base.lproj/Main.storyboard"),
            "list": .array([.string("a"), .string("b c"), .array([.string("nested")])]),
            "empty": .array([]),
            "dict": .dictionary(["inner": .dictionary(["deeper": .string("1")])]),
            "data": .data(Data([0x0F, 0xA0, 0x11])),
            "single": .string("quoted"),
            "escapes": .string("tab\tquote\"slash\\newline\nbell\u{07}éA"),
            "path2": .string("/usr/Sub-Folder:x.y+z_$"),
        ]))
    }

    func testSurrogatePairsAndNonASCII() throws {
        XCTAssertEqual(try parse(#""\UD83D\UDE00 ü""#), .string("😀 ü"))
        XCTAssertEqual(try parse(#""\UD83D alone""#), .string("\u{FFFD} alone"))
    }

    func testUTF8ByteOrderMarkAndUTF16() throws {
        XCTAssertEqual(try OldStylePlistParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data("{a=b;}".utf8)), .dictionary(["a": .string("b")]))
        var utf16 = Data([0xFF, 0xFE])
        for unit in "( x, \"ß\" )".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        XCTAssertEqual(try OldStylePlistParser.parse(utf16), .array([.string("x"), .string("ß")]))
    }

    func testErrorsCarryLineAndColumn() {
        func position(_ text: String) -> String? {
            expectError { try parse(text) }.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
        }
        XCTAssertEqual(position("{\n  a = b\n  c = d;\n}"), "3:3 expected ';' after the value of 'a', found 'c'")
        XCTAssertEqual(position("{\n  a = \"unterminated;\n}"), "2:7 unterminated quoted string")
        XCTAssertEqual(position("{ a = b; "), "1:1 unterminated dictionary: no '}' for the '{'")
        XCTAssertEqual(position("( a, b c )"), "1:8 expected ',' or ')' in an array, found 'c'")
        XCTAssertEqual(position("{ a = <12 3>; }"), "1:12 odd number of hex digits in data")
        XCTAssertEqual(position("{ a = <zz>; }"), "1:8 unexpected 'z' in data: only hex digits and spaces may stand between '<' and '>'")
        XCTAssertEqual(position("{ a = b; } extra"), "1:12 unexpected 'e' after the property list's end")
        XCTAssertEqual(position("/* never closed\n{ a = b; }"), "1:1 unterminated comment: no '*/' for the '/*'")
        XCTAssertEqual(position(""), "1:1 the file holds no property list")
        XCTAssertEqual(position("{ é = b; }"), "1:3 unexpected 'é' where a dictionary key was expected")
        XCTAssertEqual(position("{ a = ; }"), "1:7 unexpected ';' where a value was expected")
    }

    func testErrorDescriptionFormats() {
        let positioned = AppProjectError(file: "/p/project.pbxproj", line: 12, column: 5, message: "expected ';'")
        XCTAssertEqual(positioned.description, "/p/project.pbxproj:12:5: error: expected ';'")
        let whole = AppProjectError(file: "/p/Info.plist", message: "the file is empty")
        XCTAssertEqual(whole.description, "/p/Info.plist: error: the file is empty")
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "(", count: 100_000)
        let error = expectError { try parse(deep) }
        XCTAssertEqual(error?.message, "nesting deeper than \(OldStylePlistParser.maximumDepth) levels")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, OldStylePlistParser.maximumDepth + 1)
        let fine = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        XCTAssertNoThrow(try parse(fine))
    }

    func testStringsFileBodyWithoutBraces() throws {
        XCTAssertEqual(try OldStylePlistParser.parseStrings(Data("".utf8)), [:])
        XCTAssertEqual(try OldStylePlistParser.parseStrings(Data("/* only a comment */".utf8)), [:])
        XCTAssertEqual(try OldStylePlistParser.parseStrings(Data("\"k\" = \"v\";\n\"k\" = \"w\";".utf8)), ["k": .string("w")],
                       "a later entry wins, as in Foundation")
    }
}
