import AppProject
import Foundation
import XCTest

final class StringsTests: XCTestCase {
    func testStringsFileWithCommentsAndEscapes() throws {
        let text = #"""
        /* Greeting on the home screen */
        "greeting" = "Hello, \"friend\"";
        // a line comment
        "multiline" = "one\ntwo\tthree \\ back";
        "unicode" = "caf\U00E9 \u20AC";
        "octal" = "\101\102";
        unquoted_key = "value";
        "same";
        "emoji" = "🎉";
        """#
        let table = try StringsFile.parse(Data(text.utf8), file: "Localizable.strings")
        XCTAssertEqual(table, [
            "greeting": "Hello, \"friend\"",
            "multiline": "one\ntwo\tthree \\ back",
            "unicode": "café €",
            "octal": "AB",
            "unquoted_key": "value",
            "same": "same",
            "emoji": "🎉",
        ])
    }

    func testUTF16StringsFile() throws {
        var data = Data([0xFF, 0xFE])
        for unit in "\"title\" = \"Grüße\";\n".utf16 {
            data.append(UInt8(unit & 0xFF))
            data.append(UInt8(unit >> 8))
        }
        XCTAssertEqual(try StringsFile.parse(data), ["title": "Grüße"])
        var bigEndian = Data([0xFE, 0xFF])
        for unit in "\"a\" = \"b\";".utf16 {
            bigEndian.append(UInt8(unit >> 8))
            bigEndian.append(UInt8(unit & 0xFF))
        }
        XCTAssertEqual(try StringsFile.parse(bigEndian), ["a": "b"])
    }

    func testMalformedStringsFileReportsLineAndColumn() {
        let text = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        let error = expectError { try StringsFile.parse(Data(text.utf8), file: "fr.lproj/Localizable.strings") }
        XCTAssertEqual(error?.description, "fr.lproj/Localizable.strings:3:1: error: expected ';' after the value of 'c', found '\"'")
    }

    func testStringsDictionary() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>%d apples</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@apples@</string>
                <key>apples</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>one apple</string>
                    <key>other</key>
                    <string>%d apples</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
        let rules = try StringsDictionaryFile.parse(Data(xml.utf8))
        XCTAssertEqual(rules["%d apples"]?.dictionary?["apples"]?.dictionary?["one"], .string("one apple"))
    }

    func testStringCatalog() throws {
        let json = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                } } }
              }
            },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """#
        let catalog = try StringCatalog.parse(Data(json.utf8))
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.tables["fr"], ["Hello": "Bonjour"])
        XCTAssertEqual(catalog.tables["en"], ["Hello": "Hello", "%lld items": "%lld items"])
    }

    func testStringsOfAnAppByLocaleAndTable() throws {
        let folder = TemporaryFolder()
        folder.write("Main.swift", "\n")
        folder.write("en.lproj/Localizable.strings", "\"hi\" = \"Hi\";")
        folder.write("en.lproj/Plurals.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>n files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string></dict></dict></plist>
            """)
        folder.write("Settings.strings", "\"done\" = \"Done\";")
        folder.write("Menu.xcstrings", #"{"sourceLanguage":"en","strings":{"Open":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"開く"}}}}},"version":"1.0"}"#)
        let strings = try AppBundle.load(path: folder.url).strings
        XCTAssertEqual(strings.tables["en"]?["Localizable"], ["hi": "Hi"])
        XCTAssertEqual(strings.tables["en"]?["Plurals"], ["n files": "%#@files@"])
        XCTAssertNotNil(strings.pluralRules["en"]?["Plurals"]?["n files"])
        XCTAssertEqual(strings.tables["ja"]?["Menu"], ["Open": "開く"])
        XCTAssertEqual(strings.string("done", table: "Settings", locale: "en"), "Done", "an unlocalized table serves every locale")
    }
}
