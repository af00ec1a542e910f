import Foundation
import RasterBitmap
import XCTest

/// `Bitmap`'s own checks hold whatever the compositor is built with: the compositor's module is unchecked
/// (`-Ounchecked` drops preconditions and bounds checks), the bitmap's is not. A bitmap that breaks them
/// stops the process, so each case runs in a child: this test binary, asked to run only
/// `testChildMakesTheBitmapItIsTold` with the case in its environment.
final class BitmapPreconditionTests: XCTestCase {
    private static let caseVariable = "RASTER_BITMAP_PRECONDITION_CASE"

    /// Does nothing in a normal run; in a child, makes the bad bitmap it is told to (which must not return).
    func testChildMakesTheBitmapItIsTold() {
        guard let which = ProcessInfo.processInfo.environment[Self.caseVariable] else { return }
        switch which {
        case "negative size": _ = Bitmap(width: -1, height: 2)
        case "pixel count": _ = Bitmap(width: 2, height: 2, pixels: [0, 0, 0])
        case "outside": _ = Bitmap(width: 2, height: 2)[0, 2]
        case "valid": _ = Bitmap(width: 2, height: 2, pixels: [0, 0, 0, 0])[1, 1]
        default: return
        }
        print("child: the bitmap was made")
    }

    /// How the child ended, and whether it got past making the bitmap. (Optimised code traps without the
    /// precondition's message, so the signal and the missing "made" line are what tell.)
    private func child(_ which: String) throws -> (status: Process.TerminationReason, made: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["RasterTests.BitmapPreconditionTests/testChildMakesTheBitmapItIsTold"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.caseVariable] = which
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason, text.contains("child: the bitmap was made"))
    }

    func testAValidBitmapIsMadeInTheChild() throws {
        let result = try child("valid")
        XCTAssertEqual(result.status, .exit)
        XCTAssertTrue(result.made)
    }

    func testANegativeSizeStopsTheProcess() throws {
        let result = try child("negative size")
        XCTAssertEqual(result.status, .uncaughtSignal)
        XCTAssertFalse(result.made)
    }

    func testAPixelCountThatDoesNotMatchTheSizeStopsTheProcess() throws {
        let result = try child("pixel count")
        XCTAssertEqual(result.status, .uncaughtSignal)
        XCTAssertFalse(result.made)
    }

    func testReadingBelowTheLastRowStopsTheProcess() throws {
        let result = try child("outside")
        XCTAssertEqual(result.status, .uncaughtSignal)
        XCTAssertFalse(result.made)
    }
}
