import XCTest
final class SandboxKitTestsPlaceholder: XCTestCase { func testBuilds() {} }
