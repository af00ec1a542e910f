import Foundation
import SandboxCoreData
import XCTest

final class PredicateTests: XCTestCase {
    let person: [String: Any] = ["name": "Zoë Smith", "age": 34, "height": 1.72, "member": true,
                                 "joined": Date(timeIntervalSinceReferenceDate: 1000), "tags": ["swift", "ios"],
                                 "address": ["city": "Oslo"]]

    func check(_ format: String, _ args: Any..., expected: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let predicate = NSPredicate(format: format, argumentArray: args)
        XCTAssertEqual(predicate.evaluate(with: person), expected, "\(format) -> \(predicate.predicateFormat)", file: file, line: line)
    }

    func testComparisons() async throws {
        check("age == 34", expected: true)
        check("age = 34", expected: true)
        check("age != 34", expected: false)
        check("age < 40 AND age >= 34", expected: true)
        check("age > %d", 40, expected: false)
        check("height <= %f", 1.72, expected: true)
        check("member == YES", expected: true)
        check("member == %@", NSNumber(value: false), expected: false)
        check("joined > %@", NSDate(timeIntervalSinceReferenceDate: 999), expected: true)
        check("joined < %@", Date(timeIntervalSinceReferenceDate: 999), expected: false)
        check("missing == nil", expected: true)
        check("name != NIL", expected: true)
        check("age BETWEEN {30, 40}", expected: true)
    }

    func testStringOperatorsAndOptions() async throws {
        check("name CONTAINS 'Smith'", expected: true)
        check("name CONTAINS 'smith'", expected: false)
        check("name CONTAINS[c] 'smith'", expected: true)
        check("name BEGINSWITH[cd] %@", "zoe", expected: true)
        check("name BEGINSWITH 'zoe'", expected: false)
        check("name ENDSWITH \"th\"", expected: true)
        check("name LIKE 'Zo? *'", expected: true)
        check("name MATCHES %@", "Z.* S[a-z]+", expected: true)
        check("name MATCHES 'Smith'", expected: false)
        check("name ==[c] 'ZOË SMITH'", expected: true)
    }

    func testLogicKeyPathsArgumentsAndCollections() async throws {
        check("NOT (age > 40) && (name BEGINSWITH 'Z' || age < 3)", expected: true)
        check("!(member == YES) OR age == 0", expected: false)
        check("%K == %@", "address.city", "Oslo", expected: true)
        check("address.city IN %@", ["Bergen", "Oslo"], expected: true)
        check("age IN {1, 2, 3}", expected: false)
        check("tags CONTAINS 'swift'", expected: true)
        check("ANY tags BEGINSWITH 'i'", expected: true)
        check("ALL tags BEGINSWITH 'i'", expected: false)
        check("NONE tags == 'kotlin'", expected: true)
        check("tags.@count == 2", expected: true)
        check("TRUEPREDICATE", expected: true)
        check("FALSEPREDICATE OR age == 34", expected: true)
    }

    func testCompoundBlockAndSubstitutionPredicates() async throws {
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "age > 30"), NSPredicate(format: "member == true")])
        XCTAssertTrue(both.evaluate(with: person))
        XCTAssertEqual(both.predicateFormat, "age > 30 AND member == 1")
        XCTAssertFalse(NSCompoundPredicate(notPredicateWithSubpredicate: both).evaluate(with: person))
        XCTAssertTrue(NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(value: false), NSPredicate(block: { _, _ in true })]).evaluate(with: person))
        let template = NSPredicate(format: "age > $minimum")
        XCTAssertTrue(template.withSubstitutionVariables(["minimum": 30]).evaluate(with: person))
        XCTAssertFalse(template.withSubstitutionVariables(["minimum": 50]).evaluate(with: person))
        XCTAssertEqual(["apple", "banana", "avocado"].filtered(using: NSPredicate(format: "SELF BEGINSWITH 'a'")), ["apple", "avocado"])
    }

    func testPredicateFormatReadsBack() async throws {
        let predicate = NSPredicate(format: "title CONTAINS[cd] %@ AND priority > %d", "milk", 2)
        XCTAssertEqual(predicate.predicateFormat, "title CONTAINS[cd] \"milk\" AND priority > 2")
        let reread = NSPredicate(format: predicate.predicateFormat)
        XCTAssertTrue(reread.evaluate(with: ["title": "Oat MILK", "priority": 3]))
    }
}
