import XCTest
final class ScenarioTestsPlaceholder: XCTestCase { func testBuilds() {} }
