import XCTest
final class RasterTestsPlaceholder: XCTestCase { func testBuilds() {} }
