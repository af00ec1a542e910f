import Foundation
import SandboxKit
import XCTest

/// `String(localized:)` as Xcode keys and formats it, answered from the app's tables (`AppStrings`).
final class AppStringsTests: XCTestCase {
    override func tearDown() async throws {
        AppStrings.current = AppStrings()
    }

    /// Each interpolation is a specifier in the key, by its type; the translation may reorder them.
    func testInterpolationsBecomeSpecifiersAndTranslationsMayReorderThem() async throws {
        let name = "Ada"
        let count = 2
        let value: String.LocalizationValue = "\(name) has \(count) books, 100% read, \(2.5) stars"
        XCTAssertEqual(value.key, "%@ has %lld books, 100%% read, %lf stars")
        AppStrings.current = AppStrings(json: #"{"Localizable": {"%@ has %lld books, 100%% read, %lf stars": "%2$lld Bücher (%3$.1lf) hat %1$@, 100%% gelesen"}}"#)
        XCTAssertEqual(String(localized: value), "2 Bücher (2.5) hat Ada, 100% gelesen")
    }

    /// With no table entry the key itself (formatted) shows; a default value shows for a missing key.
    func testMissingKeysShowTheirKeyOrTheDefault() async throws {
        let n = 5
        XCTAssertEqual(String(localized: "\(n) left"), "5 left")
        XCTAssertEqual(String(localized: "50% off"), "50% off")
        XCTAssertEqual(String(localized: "promo", defaultValue: "Save \(n)%"), "Save 5%")
        XCTAssertEqual(AppStrings.current.string("k", table: nil, value: ""), "k")
        XCTAssertEqual(AppStrings.current.string("k", table: nil, value: "v"), "v")
    }
}
