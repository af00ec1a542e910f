import XCTest
final class SDLPlatformTestsPlaceholder: XCTestCase { func testBuilds() {} }
